// Constants shared by the page and the AudioWorklet processors: both sides import this one module,
// so message names and buffer policy can never drift apart.

/** The stream's sample rate (PROTOCOL.md `welcome.sampleRate`); the AudioContext runs at it too. */
export const SAMPLE_RATE = 48000;

/** Registered processor names. */
export const PLAYER_PROCESSOR = 'synth-trainer-stream-player';
export const TAP_PROCESSOR = 'synth-trainer-output-tap';

/**
 * Adaptive jitter buffer policy (stream-player-processor.js).
 * The target is the amount of audio buffered before playback starts or resumes. It starts one frame
 * plus `startMarginMs` (small: loopback and good Wi-Fi need little). Every packet's lateness against
 * the earliest packet of its stream is measured on the audio clock; the target rises at once to one
 * frame plus a high percentile (`jitterPercentile`) of the lateness of the last `jitterWindowPackets`
 * packets plus `jitterMarginMs` (a percentile, like WebRTC's NetEq: one stall of a few packets costs
 * one concealed underrun instead of seconds of extra latency; recurring stalls raise the target), and
 * by half a frame plus `underrunStepMs` after an underrun. It only shrinks after `stableSeconds` of
 * play with no underrun, every `shrinkEverySeconds` by `shrinkFraction` of its excess over what the
 * jitter needs (at least `shrinkStepMs`). Excess latency (the buffer never dipping near its expected
 * minimum for two windows, e.g. after a burst) is cut with a short crossfade.
 */
export const JITTER = Object.freeze({
  startMarginMs: 8,
  floorMarginMs: 4,
  jitterMarginMs: 6,
  jitterWindowPackets: 256,
  jitterPercentile: 0.97,
  underrunStepMs: 10,
  maxMs: 400,
  stableSeconds: 8,
  shrinkStepMs: 2,
  shrinkFraction: 0.1,
  shrinkEverySeconds: 1,
  windowSeconds: 1,
  excessMarginMs: 12,
  // Fades hide every discontinuity (underrun, dropped packet, buffer trim): never a click.
  fadeMs: 2.5,
  ringSeconds: 4,
});

/** Output tap policy (output-tap-processor.js). */
export const TAP = Object.freeze({
  historySeconds: 2,
  // About -54 dBFS: above Opus's residual noise, below any note's attack.
  onsetThreshold: 0.002,
  // Silence this long re-arms onset detection.
  silenceHoldMs: 40,
  levelEveryMs: 50,
});

/** Messages to and from the player processor (from the page, or from the socket worker's decoder). */
export const PlayerMsg = Object.freeze({
  ATTACH: 'attach', // {port}: a second port (to the socket worker) that delivers PCM, END and FLUSH
  CONFIG: 'config', // {frameMs}
  PCM: 'pcm', // {gen, pos, samples: Float32Array}
  END: 'end', // {gen}: the stream went silent on purpose (not an underrun)
  FLUSH: 'flush', // drop everything with a fade (socket lost, source stopped)
  STATS: 'stats', // request {id} / reply {id, ...figures}
});

/** Messages between page and tap processor. */
export const TapMsg = Object.freeze({
  CAPTURE: 'capture', // request {id, frames} / reply {id, samples, endTime}
  ONSET: 'onset', // {time}: first sound after silence, in AudioContext seconds
  LEVEL: 'level', // {rms, peak}
});

// Constants shared by the page and the AudioWorklet processors: both sides import this one module,
// so message names and buffer policy can never drift apart.

/** The stream's sample rate (PROTOCOL.md `welcome.sampleRate`); the AudioContext runs at it too. */
export const SAMPLE_RATE = 48000;

/**
 * AudioContext latencyHint. 0 asks for the smallest device buffer: Chromium on Linux then renders
 * every 128-frame quantum on its own (baseLatency 2.7 ms, output latency 8 ms) instead of in 10 ms
 * bursts ('interactive': 10 ms, 32 ms). The bursts matter twice for a streamed synth: the device
 * delay itself, and decoded frames landing just after a burst wait for the next one, which the
 * jitter buffer must then cover.
 */
export const LATENCY_HINT = 0;

/**
 * FFT length of each source's AnalyserNode (the page's spectrum, app/SpectrumFeed.js): 11.7 Hz bins
 * at 48 kHz, so the picture's 20 Hz end is still resolved.
 */
export const ANALYSER_FFT_SIZE = 4096;

/** Registered processor names. */
export const PLAYER_PROCESSOR = 'synth-trainer-stream-player';
export const TAP_PROCESSOR = 'synth-trainer-output-tap';

/**
 * Adaptive jitter buffer policy (stream-player-processor.js, its target from JitterTarget.js).
 * The target is the amount of audio buffered before playback starts or resumes: one frame plus
 * `startMarginMs` before anything was measured, then one frame plus the jitter of the last
 * `jitterWindowSeconds` (at least `jitterMinPackets` packets: the `jitterPercentile` of the
 * packets' delays minus their minimum, on the audio clock, so decode and hand-over jitter count with
 * the network's) plus `jitterMarginMs`, never under one frame plus `floorMarginMs`. It follows the
 * link both ways within seconds: a burst of late packets raises it at once, and it comes down when
 * the burst has left the window. An isolated underrun adds nothing (its late packet is in the window
 * already); `underrunsToGrow` underruns each within `underrunRepeatSeconds` of the last add
 * `underrunStepMs` that halves every `boostHalfLifeSeconds`. (The buffer this replaced grew 8 ms per
 * underrun and shrank only after 20 s without one: on a machine that stalls every 15-20 s it
 * ratcheted from 28 to 50 ms and stayed.) Excess latency (the buffer never dipping near its
 * expected minimum for two windows, e.g. after a burst) is cut with a short crossfade.
 * A stream that starts from silence does not wait for `target` samples (with server-paced frames
 * that would be a whole extra frame): it starts `target - frame` after its first frame was due, and
 * its end is announced with its position, so running out at the end is an end, not an underrun.
 */
const LIVE_BUFFER = {
  startMarginMs: 8,
  floorMarginMs: 4,
  jitterMarginMs: 6,
  jitterWindowSeconds: 3,
  jitterMinPackets: 50,
  jitterRingPackets: 512,
  jitterPercentile: 0.97,
  underrunStepMs: 8,
  underrunsToGrow: 2,
  underrunRepeatSeconds: 4,
  boostHalfLifeSeconds: 2,
  maxMs: 400,
};

export const JITTER = Object.freeze({
  ...LIVE_BUFFER,
  windowSeconds: 1,
  excessMarginMs: 12,
  // Fades hide every discontinuity (underrun, dropped packet, buffer trim): never a click.
  fadeMs: 2.5,
  ringSeconds: 4,
  /**
   * Phrases nobody plays live (a lesson target, a theory example, a quiz sound: `PHRASE_SOURCES`)
   * trade latency for continuity: they start with a deeper buffer and may grow one much deeper. On a
   * busy machine (load near 10 on 2 cores) the page's decode hop stalls for hundreds of ms
   * (`Tests/browser/bench_latency.py --mode target --load 8`); a target heard with gaps is a different
   * sound, while one that starts 0.1 s later is the same. Keys (own, teacher, listen-in) keep the
   * small figures above.
   */
  // Every underrun of a phrase counts (a gap changes the sound heard), and its boost lasts.
  phrase: Object.freeze({
    ...LIVE_BUFFER, startMarginMs: 100, floorMarginMs: 100, underrunStepMs: 40, underrunsToGrow: 1,
    boostHalfLifeSeconds: 60, maxMs: 1500,
  }),
});

/** Sources that carry whole phrases started by a button, never notes played live. */
export const PHRASE_SOURCES = Object.freeze(['target', 'monitoredTarget']);

/** Output tap policy (output-tap-processor.js). */
export const TAP = Object.freeze({
  historySeconds: 2,
  // About -54 dBFS: above Opus's residual noise, below any note's attack.
  onsetThreshold: 0.002,
  // Silence this long re-arms onset detection.
  silenceHoldMs: 40,
  levelEveryMs: 50,
});

/**
 * An idle page's audio sleeps (AudioEngine): with nothing played and no key, click or wheel for
 * `afterMs`, the AudioContext is suspended. A running context costs a core's tenth even in silence
 * (measured in Chromium: its audio rendering, output device and audio service threads, ~14% of a
 * core per idle page on this project's 2-core machine), which a laptop pays in battery while a
 * student reads. It wakes on the person's next key, click, wheel or MIDI note, while the note goes to
 * the server (resuming took 3-5 ms in headless Chromium, the round trip ~17 ms; a real output device
 * may take tens of ms to reopen, Bluetooth more, paid once by the first note after 30 s of nothing),
 * and on the first audio frame of anything else (a teacher's broadcast, a student listened in to).
 * The players forget their arrival delays when the clock runs again (`PlayerMsg.RESYNC`).
 */
export const SLEEP = Object.freeze({ afterMs: 30000, checkEveryMs: 2000 });

/** Messages to and from the player processor (from the page, or from the socket worker's decoder). */
export const PlayerMsg = Object.freeze({
  ATTACH: 'attach', // {port}: a second port (to the socket worker) that delivers PCM, END and FLUSH
  CONFIG: 'config', // {frameMs}
  PCM: 'pcm', // {gen, pos, samples: Float32Array}
  END: 'end', // {gen, endPos}: the stream went silent on purpose at endPos (not an underrun); may precede its last PCM
  FLUSH: 'flush', // drop everything with a fade (socket lost, source stopped)
  RESYNC: 'resync', // the audio clock stood still (a suspended context): forget the arrival delays once it runs
  STATS: 'stats', // request {id} / reply {id, ...figures}
  LEAD: 'lead', // {ms}, from a live player to the socket worker: see `LEAD`
});

/**
 * A live player tells the server (through the socket worker, `lead` in PROTOCOL.md) how much audio it
 * wants in hand when a frame arrives: its target less a frame. A stream that starts from silence then
 * begins that far back on the server, so its first frame plays as it arrives instead of waiting out
 * the jitter margin (that wait was most of the key-to-sound time). Said when it moves by `stepMs`, at
 * most every `everySeconds`.
 */
export const LEAD = Object.freeze({ stepMs: 1, everySeconds: 0.25 });

/** Messages between page and tap processor. */
export const TapMsg = Object.freeze({
  CAPTURE: 'capture', // request {id, frames} / reply {id, samples, endTime}
  ONSET: 'onset', // {time}: first sound after silence, in AudioContext seconds
  LEVEL: 'level', // {rms, peak}
});

/**
 * The media sources, one player each; index = the source byte of a media frame (PROTOCOL.md
 * "Media frames"). Here rather than in net/ so the audio side never imports the network side
 * (net/ decodes into audio/, one direction only).
 */
export const SOURCES = ['own', 'target', 'monitored', 'teacher', 'monitoredTarget'];

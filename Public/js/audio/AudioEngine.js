import { OutputTapNode } from './OutputTapNode.js';
import { StreamPlayerNode } from './StreamPlayerNode.js';
import { ANALYSER_FFT_SIZE, LATENCY_HINT, PHRASE_SOURCES, SAMPLE_RATE, SLEEP, SOURCES } from './constants.js';

const OPUS_CONFIG = { codec: 'opus', sampleRate: SAMPLE_RATE, numberOfChannels: 1 };

/**
 * Owns the AudioContext and the playback graph:
 *   one StreamPlayerNode per media source -> its volume -> mix -> OutputTapNode -> speakers,
 *   and from each player an AnalyserNode (the page's spectrum, `analyser`).
 * Separate players let sources (own synth, target, teacher) sound together. Their decoded audio
 * comes from the socket worker through the ports of the `players` event.
 * Events: `state` (context running or not), `players` ({ports: {source: MessagePort}}),
 * `onset` ({time}), `level` ({rms, peak}; once when silence begins, not through it), `sleep` (the engine suspended itself: `SLEEP`).
 */
export class AudioEngine extends EventTarget {
  /**
   * `sources`: the media sources this page can receive, one player each (a player holds a 4 s ring
   * and runs on every audio block, so a page makes only the ones it will hear).
   */
  constructor({ sources = SOURCES } = {}) {
    super();
    this.sources = sources;
    this.context = null;
    this.mix = null;
    this.tap = null;
    this.streams = new Map();
    this.frameMs = 20;
    this.starting = null;
    this.localTone = null;
    /** Per-source volume (0..1) and mute, kept for sources whose player does not exist yet. */
    this.volumes = new Map();
    this.muted = new Set();
    // Asleep: the context suspended by the engine itself (idle, `SLEEP`), not by the browser. It
    // counts as running: it wakes by itself (`wake`).
    this.asleep = false;
    this.suspending = null;
    this.lastActive = performance.now();
  }

  /**
   * Wires the engine to a Connection: each player's port to its socket worker, and sleep: the worker
   * is told, and its first audio frame after that wakes the engine. A key, click or wheel anywhere on
   * the page wakes it too, ahead of the note it asks for.
   */
  attach(connection) {
    this.addEventListener('players', (e) => connection.attachPlayers(e.detail.ports));
    this.addEventListener('sleep', () => connection.audioAsleep());
    connection.addEventListener('wake', () => this.wake());
    for (const type of ['keydown', 'pointerdown', 'wheel']) {
      window.addEventListener(type, () => this.wake(), { capture: true, passive: true });
    }
  }

  /**
   * What this browser lacks to play the stream, in plain words, or null if all is there.
   * Insecure origins (plain http on a LAN address) hide both AudioWorklet and WebCodecs.
   */
  static async missingSupport() {
    if (!window.isSecureContext) {
      return 'Audio needs a secure page: open Synth Trainer over https (or on localhost).';
    }
    if (typeof AudioWorkletNode === 'undefined') {
      return 'This browser has no AudioWorklet, so it cannot play the synth. Use a current Chrome, Edge, Firefox or Safari.';
    }
    if (typeof AudioDecoder === 'undefined') {
      return 'This browser cannot decode the synth\'s Opus audio (WebCodecs AudioDecoder is missing). Use a current Chrome, Edge or Firefox.';
    }
    try {
      const { supported } = await AudioDecoder.isConfigSupported(OPUS_CONFIG);
      if (!supported) return 'This browser\'s WebCodecs cannot decode Opus audio, so the synth cannot play. Use a current Chrome, Edge or Firefox.';
    } catch (e) {
      return `This browser cannot decode Opus audio (${e.message}).`;
    }
    return null;
  }

  /**
   * Configures (and soon closes) one Opus decoder, so the browser loads its codec now rather than
   * on the first note, where the delay would stall the first stream.
   */
  static prewarmDecoder() {
    try {
      const d = new AudioDecoder({ output: (a) => a.close(), error: () => {} });
      d.configure(OPUS_CONFIG);
      setTimeout(() => { if (d.state !== 'closed') d.close(); }, 2000);
    } catch {
      // Support was checked before start; nothing to warm.
    }
  }

  /** Running, or asleep (it wakes by itself): whether the page needs a gesture to start audio. */
  get running() {
    return this.context?.state === 'running' || (this.asleep && this.context?.state === 'suspended');
  }

  /** The context's state, asleep counted as running (see `running`); 'none' before `start`. */
  get state() {
    if (!this.context) return 'none';
    return this.running ? 'running' : this.context.state;
  }

  /**
   * Creates the context and loads the worklets. Browsers only let audio start from a user gesture,
   * so call this from one; without a gesture the context may stay suspended (then `running` is false).
   */
  start() {
    if (this.starting) return this.starting.then(() => this.resume());
    this.starting = (async () => {
      const ctx = new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: LATENCY_HINT });
      this.context = ctx;
      ctx.addEventListener('statechange', () => this.emit('state', { state: ctx.state }));
      await Promise.all([
        ctx.audioWorklet.addModule(new URL('./worklets/stream-player-processor.js', import.meta.url)),
        ctx.audioWorklet.addModule(new URL('./worklets/output-tap-processor.js', import.meta.url)),
      ]);
      this.mix = new GainNode(ctx, { gain: 1 });
      this.tap = new OutputTapNode(ctx);
      this.mix.connect(this.tap).connect(ctx.destination);
      this.tap.events.addEventListener('onset', (e) => this.emit('onset', e.detail));
      this.tap.events.addEventListener('level', (e) => {
        if (e.detail.peak > 0) this.lastActive = performance.now();
        this.emit('level', e.detail);
      });
      const ports = {};
      for (const name of this.sources) {
        const node = new StreamPlayerNode(ctx, { frameMs: this.frameMs, phrase: PHRASE_SOURCES.includes(name) });
        // Each source has its own volume: a student turns the teacher's broadcast down, a teacher
        // balances their synth against the student they listen to.
        const gain = new GainNode(ctx, { gain: this.effectiveVolume(name) });
        node.connect(gain).connect(this.mix);
        // Before the volume: the picture shows the sound, however loud the student set it. The
        // browser's FFT runs only when the page reads it (SpectrumFeed); unread it only keeps a ring.
        const analyser = new AnalyserNode(ctx, { fftSize: ANALYSER_FFT_SIZE, smoothingTimeConstant: 0 });
        node.connect(analyser);
        this.streams.set(name, { node, gain, analyser, lastStats: null });
        ports[name] = node.dataPort();
      }
      this.emit('players', { ports });
      this.emit('state', { state: ctx.state });
      AudioEngine.prewarmDecoder();
      setInterval(() => this.maybeSleep(), SLEEP.checkEveryMs);
    })();
    return this.starting.then(() => this.resume());
  }

  async resume() {
    this.lastActive = performance.now();
    // Woken while falling asleep: the suspend finishes first, or it would win (asleep until then, so
    // its 'suspended' shows no "Start audio" screen).
    if (this.suspending) await this.suspending.catch(() => {});
    this.asleep = false;
    if (this.context && this.context.state !== 'running') {
      // Its clock stood still: the players' arrival delays start again once it runs.
      for (const s of this.streams.values()) s.node.resync();
      try {
        await this.context.resume();
      } catch {
        // Without a gesture the browser refuses: the start-audio screen shows (a refused resume
        // changes no state, so nothing else would say it, e.g. after sleeping).
        this.emit('state', { state: this.context.state });
      }
    }
    return this.running;
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** A sign of life (a key, a click, an audio frame): wakes a sleeping engine, and idle time restarts. */
  wake() {
    if (this.asleep) this.resume();
    else this.lastActive = performance.now();
  }

  /**
   * Suspends the running context when nothing sounded and nobody did anything for `afterMs` and every
   * player is idle (a stream still buffering or playing keeps it awake). Resolves to whether it slept.
   */
  async maybeSleep(afterMs = SLEEP.afterMs) {
    // Asked again after the players' stats: anything may have woken it meanwhile.
    const idle = () => !this.asleep && !this.localTone && this.context?.state === 'running'
      && performance.now() - this.lastActive >= afterMs;
    if (!idle()) return false;
    await this.pollPlayers();
    const quiet = [...this.streams.values()].every((s) => !s.lastStats || s.lastStats.state === 'idle');
    if (!quiet || !idle()) return false;
    this.asleep = true;
    this.emit('sleep');
    this.suspending = this.context.suspend();
    try {
      await this.suspending;
    } catch {
      this.asleep = false;
    } finally {
      this.suspending = null;
    }
    return this.asleep;
  }

  /** The AnalyserNode on `name`'s player, or null before audio starts (or for a source not made). */
  analyser(name) {
    return this.streams.get(name)?.analyser ?? null;
  }

  effectiveVolume(name) {
    return this.muted.has(name) ? 0 : (this.volumes.get(name) ?? 1);
  }

  /** Volume 0..1 of one source (a name in `SOURCES`). */
  setSourceVolume(name, volume) {
    this.volumes.set(name, Math.min(1, Math.max(0, volume)));
    this.applyVolume(name);
  }

  setSourceMuted(name, muted) {
    if (muted) this.muted.add(name);
    else this.muted.delete(name);
    this.applyVolume(name);
  }

  applyVolume(name) {
    const g = this.streams.get(name)?.gain;
    // A short ramp: no click when a slider moves or mute toggles.
    if (g) g.gain.setTargetAtTime(this.effectiveVolume(name), this.context.currentTime, 0.015);
  }

  /** Drops what is queued for one source at once (a teacher switching students must not hear the last one out). */
  flushSource(name) {
    this.streams.get(name)?.node.flush();
  }

  setFrameMs(frameMs) {
    this.frameMs = frameMs;
    for (const s of this.streams.values()) s.node.setFrameMs(frameMs);
  }

  /** How much audio of `name` is queued ahead of the speakers, from the last stats poll. */
  bufferedMs(name) {
    return this.streams.get(name)?.lastStats?.bufferedMs ?? 0;
  }

  /** AudioContext time corresponding to a DOM event timestamp (performance.now() clock). */
  contextTimeAt(eventTimeStamp) {
    if (!this.context) return 0;
    return this.context.currentTime - Math.max(0, performance.now() - eventTimeStamp) / 1000;
  }

  /** Buffer figures of every player that has played something (polled; also feeds `bufferedMs`). */
  async pollPlayers() {
    await Promise.all([...this.streams.values()].map(async (s) => { s.lastStats = await s.node.stats(); }));
  }

  async stats() {
    await this.pollPlayers();
    const sources = {};
    for (const [name, s] of this.streams) if (s.lastStats?.streams > 0) sources[name] = s.lastStats;
    const ctx = this.context;
    return {
      state: ctx?.state ?? 'none',
      /** Suspended by the page itself after `SLEEP.afterMs` of nothing (a key or a stream wakes it). */
      asleep: this.asleep,
      sampleRate: ctx?.sampleRate ?? 0,
      baseLatencyMs: ctx ? (ctx.baseLatency || 0) * 1000 : 0,
      outputLatencyMs: ctx ? (ctx.outputLatency || 0) * 1000 : 0,
      sources,
    };
  }

  /** The last `ms` of what actually reached the speakers. */
  async capture(ms) {
    if (!this.tap) return { samples: new Float32Array(0), endTime: 0 };
    return this.tap.capture(Math.round((ms * SAMPLE_RATE) / 1000));
  }

  /**
   * A plain Web Audio oscillator through the same tap: the local baseline the latency bench compares
   * the streamed synth against.
   */
  startLocalTone(frequency) {
    if (!this.mix) return;
    this.stopLocalTone();
    const osc = new OscillatorNode(this.context, { type: 'sawtooth', frequency });
    const gain = new GainNode(this.context, { gain: 0.3 });
    osc.connect(gain).connect(this.mix);
    osc.start();
    this.localTone = { osc, gain };
  }

  stopLocalTone() {
    if (!this.localTone) return;
    this.localTone.osc.stop();
    this.localTone.gain.disconnect();
    this.localTone = null;
  }
}

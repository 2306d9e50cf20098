/**
 * The figures of the stats panel and the test hook: key-to-sound latencies (a key event's time
 * against the onset the output tap heard, both on the AudioContext clock), the socket round trip,
 * and the players' and decoders' buffer figures.
 */
export class StatsFeed {
  constructor({ audio, connection, session, isOpen }) {
    this.audio = audio;
    this.connection = connection;
    this.session = session;
    this.isOpen = isOpen;
    /** Measured latencies, newest last: [{ms, local}] (local: the page's own test oscillator). */
    this.latencies = [];
    this.localSynth = false;
    this.pendingAttack = null;
    this.rttMs = null;
    this.rttBusy = false;
  }

  /** Start mark of a key-to-sound measurement: the key event's time on the AudioContext clock. */
  markAttack(event) {
    // Not while the context is stopped or asleep (AudioEngine `SLEEP`): its clock stands still until it
    // resumes, and a press that wakes it would read short.
    if (this.audio.context?.state !== 'running' || this.audio.asleep) return;
    const stamp = event?.timeStamp ?? performance.now();
    this.pendingAttack = { time: this.audio.contextTimeAt(stamp), at: performance.now() };
  }

  onset(time) {
    const a = this.pendingAttack;
    if (!a) return;
    this.pendingAttack = null;
    const ms = (time - a.time) * 1000;
    if (ms > -5 && ms < 1500) {
      this.latencies.push({ ms: Math.max(0, ms), local: this.localSynth });
      if (this.latencies.length > 500) this.latencies.shift();
    }
  }

  async poll() {
    // Buffer levels feed the visualiser's delay, so it moves with the sound actually heard.
    this.audio.pollPlayers();
    if (this.isOpen() && this.connection.open && !this.rttBusy) {
      this.rttBusy = true;
      const t0 = performance.now();
      try {
        await this.session.readPatch(3000);
        this.rttMs = performance.now() - t0;
      } catch {
        this.rttMs = null;
      }
      this.rttBusy = false;
    }
  }

  async collect() {
    const streamed = this.latencies.filter((l) => !l.local).map((l) => l.ms).sort((x, y) => x - y);
    const [audio, decoders] = await Promise.all([this.audio.stats(), this.connection.decoderStats()]);
    for (const [name, figures] of Object.entries(audio.sources)) Object.assign(figures, decoders[name] ?? {});
    return {
      audio,
      rttMs: this.rttMs,
      latency: {
        lastMs: this.latencies.length ? this.latencies[this.latencies.length - 1].ms : null,
        p50Ms: streamed.length ? streamed[Math.floor(streamed.length / 2)] : null,
        count: streamed.length,
      },
    };
  }
}

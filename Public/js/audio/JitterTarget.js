// How much audio the stream player should hold: the jitter of the last few seconds, not its history.
// Pure logic (no AudioWorklet globals): the player passes its audio clock and sample rate in, and the
// page's tests drive it with made-up arrival times, so its rules are checked by events, not by timing.
//
// A packet's delay is its arrival time minus its stream position (both in samples). Over a sliding
// window (the last `jitterWindowSeconds` of arrivals, and at least the last `jitterMinPackets`, so a
// note after a pause still knows the link) the jitter is a high percentile of the delays minus their
// minimum: the spread the buffer must cover. Both ends come from the same window, so a lasting step in
// the delay (the server's or the sound card's clock moved) is forgotten once it has scrolled out,
// instead of counting as lateness for minutes. The target is one frame (the server sends whole
// frames) plus that spread plus a margin, never below the policy's floor.
//
// Underruns: the late packet behind one is already in the window, so one stall raises the target
// only as far as the percentile says and only for as long as the window holds it. An isolated
// underrun changes nothing else (a busy machine stalls now and then: growing for each of those is
// what made the old buffer ratchet). Underruns that repeat within `underrunRepeatSeconds`
// (`underrunsToGrow` in a row) add `underrunStepMs` to a boost that halves every
// `boostHalfLifeSeconds`, so even a bad spell is paid for seconds, not for the rest of the session.
// (After NetEq's idea of a percentile of recent delays; the numbers are this project's.)

export class JitterTarget {
  /** `policy`: the `JITTER` object of constants.js (or its `phrase` variant). */
  constructor(sampleRate, frameSamples, policy) {
    this.rate = sampleRate;
    this.policy = policy;
    const n = policy.jitterRingPackets;
    this.delays = new Float64Array(n);
    this.times = new Float64Array(n);
    this.scratch = new Float64Array(n);
    this.count = 0; // packets ever stored since the last reset (the ring holds the last n)
    this.minDelay = 0;
    this.spread = 0; // samples: percentile delay minus the window's minimum
    this.boost = 0; // samples, at boostTime; decays with time
    this.boostTime = 0;
    this.lastUnderrun = -Infinity;
    this.streak = 0;
    this.configure(frameSamples);
  }

  configure(frameSamples) {
    this.frame = frameSamples;
    this.floor = frameSamples + this.ms(this.policy.floorMarginMs);
    this.initial = frameSamples + this.ms(this.policy.startMarginMs);
    this.max = this.ms(this.policy.maxMs);
  }

  ms(v) {
    return Math.round((this.rate * v) / 1000);
  }

  /** Another clock follows (a flush: a reconnected session, another student): forget the delays. */
  reset() {
    this.count = 0;
    this.spread = 0;
  }

  /** A packet that starts at stream sample `pos` arrived at audio-clock time `now` (seconds). */
  arrival(now, pos) {
    const delay = now * this.rate - pos;
    // An absurd jump (over a second) is another clock, not jitter.
    if (this.count > 0 && Math.abs(delay - this.minDelay) > this.rate) this.reset();
    const n = this.delays.length;
    this.delays[this.count % n] = delay;
    this.times[this.count % n] = now;
    this.count++;
    // The window: newest first, back to `jitterWindowSeconds` ago, but never fewer than
    // `jitterMinPackets` (nor more than the ring holds).
    const stored = Math.min(this.count, n);
    const oldest = now - this.policy.jitterWindowSeconds;
    let used = 0;
    for (let k = this.count - 1; k >= this.count - stored; k--) {
      const i = k % n;
      if (used >= this.policy.jitterMinPackets && this.times[i] < oldest) break;
      this.scratch[used++] = this.delays[i];
    }
    const window = this.scratch.subarray(0, used);
    window.sort();
    this.minDelay = window[0];
    const rank = Math.min(used - 1, Math.floor(used * this.policy.jitterPercentile));
    this.spread = window[rank] - this.minDelay;
  }

  /**
   * How late a packet is that is not stored in the window (samples, >= 0): a stream's first frame,
   * which the server begins up to a frame before it sends it (its `lead`), so its delay is long by
   * design and would read as jitter. 0 before the window has any packet.
   */
  lateness(now, pos) {
    if (this.count === 0) return 0;
    const late = now * this.rate - pos - this.minDelay;
    return late > this.rate ? 0 : Math.max(0, late);
  }

  /** The buffer ran dry at audio-clock time `now`. */
  underrun(now) {
    this.streak = now - this.lastUnderrun <= this.policy.underrunRepeatSeconds ? this.streak + 1 : 1;
    this.lastUnderrun = now;
    if (this.streak >= this.policy.underrunsToGrow) {
      this.boost = this.boostAt(now) + this.ms(this.policy.underrunStepMs);
      this.boostTime = now;
    }
  }

  boostAt(now) {
    if (this.boost <= 0) return 0;
    return this.boost * Math.pow(0.5, Math.max(0, now - this.boostTime) / this.policy.boostHalfLifeSeconds);
  }

  /** Samples to hold at audio-clock time `now`. */
  target(now) {
    const measured = this.count === 0 ? this.initial : this.frame + this.spread + this.ms(this.policy.jitterMarginMs);
    return Math.min(this.max, Math.round(Math.max(this.floor, measured) + this.boostAt(now)));
  }
}

// Plays one media source's decoded PCM through an adaptive jitter buffer.
// A ring buffer bridges the decoder's 10/20 ms frames and the 128-frame render quantum. Every
// discontinuity is faded (gap, underrun, trim), so a late packet never clicks or stalls loudly.
// Nothing here logs; process() allocates nothing.
import { JITTER, LEAD, PLAYER_PROCESSOR, PlayerMsg } from '../constants.js';
import { JitterTarget } from '../JitterTarget.js';

const IDLE = 0;
const BUFFERING = 1;
const PLAYING = 2;
const FADING = 3;
const STATE_NAMES = ['idle', 'buffering', 'playing', 'fading'];

class StreamPlayerProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    let size = 1;
    while (size < sampleRate * JITTER.ringSeconds) size <<= 1;
    this.ring = new Float32Array(size);
    this.mask = size - 1;
    this.read = 0; // absolute sample counters; the ring index is counter & mask
    this.write = 0;
    this.state = IDLE;
    this.ending = false;
    this.gen = -1;
    this.lastGen = -1; // newest stream seen, kept through a flush: older generations are stale
    this.genDone = false; // the newest stream was played out (or flushed): its late packets are dropped
    this.endGen = -1; // END may come before the stream's first decoded samples: remembered here
    this.endPos = 0;
    this.startAt = Infinity; // audio-clock time a fresh stream may start (see push)
    this.expectedPos = 0;
    this.fade = Math.max(16, this.samples(JITTER.fadeMs));
    this.fadeInLeft = 0;
    this.fadeOutLeft = 0;
    this.fadeOutTotal = 1;
    this.pendingSkip = 0;
    this.resumeNeedsFade = false;
    this.underruns = 0;
    this.gaps = 0;
    this.trims = 0;
    this.overflows = 0;
    this.streams = 0;
    this.windowMin = Infinity;
    this.windowPlayed = 0;
    this.excessWindows = 0;
    this.streamArrival = 0; // audio-clock time the current stream's first frame arrived
    this.resync = false; // the clock stood still: `clockRuns` at the next block
    this.resyncs = 0; // times it did (figures)
    // The last few underruns, for the stats panel and the latency bench: where in a stream they hit
    // and whether the stream's end was already announced (preallocated; written from process()).
    this.underrunLog = new Float64Array(16 * 3);
    // And the last stream starts: [first frame arrival, playback start] on the audio clock.
    this.startLog = new Float64Array(32 * 3); // [arrival, start, target samples] of the last 32 starts
    this.starts = 0;
    // A phrase player (see `JITTER.phrase`) buffers deeper: nobody plays it live.
    const policy = options.processorOptions?.phrase ? JITTER.phrase : JITTER;
    // A live player says its lead to the server (`LEAD`); nobody plays a phrase live.
    this.saysLead = !options.processorOptions?.phrase;
    this.dataPort = null; // the socket worker's end, once attached
    this.leadSaid = -Infinity;
    this.leadSaidAt = -Infinity;
    this.jitter = new JitterTarget(sampleRate, this.samples(options.processorOptions?.frameMs ?? 20), policy);
    this.configure(options.processorOptions?.frameMs ?? 20);
    this.port.onmessage = (e) => this.onMessage(e.data);
  }

  configure(frameMs) {
    this.frame = this.samples(frameMs);
    this.jitter.configure(this.frame);
    this.target = this.jitter.target(currentTime);
  }

  /** Milliseconds to samples. */
  samples(ms) {
    return Math.round((sampleRate * ms) / 1000);
  }

  /** A packet arrived: the jitter window and the target follow it (message handler, not process()). */
  arrival(pos) {
    this.jitter.arrival(currentTime, pos);
    this.target = this.jitter.target(currentTime);
    this.sayLead();
  }

  /** Tells the server (through the socket worker) the lead this target asks for, when it moved. */
  sayLead() {
    if (!this.saysLead || !this.dataPort) return;
    const ms = Math.round(((this.target - this.frame) * 1000) / sampleRate);
    if (Math.abs(ms - this.leadSaid) < LEAD.stepMs || currentTime - this.leadSaidAt < LEAD.everySeconds) return;
    this.leadSaid = ms;
    this.leadSaidAt = currentTime;
    this.dataPort.postMessage({ type: PlayerMsg.LEAD, ms });
  }

  onMessage(m) {
    switch (m.type) {
      case PlayerMsg.ATTACH:
        // Decoded audio arrives straight from the socket worker on this port.
        m.port.onmessage = (e) => this.onMessage(e.data);
        this.dataPort = m.port;
        this.leadSaid = -Infinity;
        this.sayLead();
        break;
      case PlayerMsg.PCM:
        this.push(m.gen, m.pos, m.samples);
        break;
      case PlayerMsg.END:
        this.endGen = m.gen;
        this.endPos = m.endPos ?? 0;
        if (m.gen === this.gen && this.expectedPos >= this.endPos) this.ending = true;
        break;
      case PlayerMsg.FLUSH:
        this.flush();
        break;
      case PlayerMsg.CONFIG:
        this.configure(m.frameMs);
        break;
      case PlayerMsg.RESYNC:
        this.resync = true;
        break;
      case PlayerMsg.STATS:
        this.port.postMessage({ type: PlayerMsg.STATS, id: m.id, ...this.figures() });
        break;
    }
  }

  figures() {
    return {
      state: STATE_NAMES[this.state],
      bufferedMs: ((this.write - this.read) * 1000) / sampleRate,
      targetMs: (this.target * 1000) / sampleRate,
      jitterMs: (this.jitter.spread * 1000) / sampleRate,
      boostMs: (this.jitter.boostAt(currentTime) * 1000) / sampleRate,
      underruns: this.underruns,
      gaps: this.gaps,
      trims: this.trims,
      overflows: this.overflows,
      streams: this.streams,
      resyncs: this.resyncs,
      playedPos: this.expectedPos - (this.write - this.read),
      time: currentTime,
      recentUnderruns: this.recentUnderruns(),
      recentStarts: this.recentStarts(),
    };
  }

  recentStarts() {
    const list = [];
    for (let i = Math.max(0, this.starts - 32); i < this.starts; i++) {
      const k = (i % 32) * 3;
      list.push({ arrival: this.startLog[k], start: this.startLog[k + 1], targetMs: (this.startLog[k + 2] / sampleRate) * 1000 });
    }
    return list;
  }

  recentUnderruns() {
    const list = [];
    const n = Math.min(16, this.underruns);
    for (let i = this.underruns - n; i < this.underruns; i++) {
      const k = (i % 16) * 3;
      list.push({ time: this.underrunLog[k], intoStreamMs: this.underrunLog[k + 1] * 1000, endAnnounced: this.underrunLog[k + 2] === 1 });
    }
    return list;
  }

  push(gen, pos, samples) {
    // Frames of a stream that was already played out, flushed or superseded: nobody wants them now.
    if (gen < this.lastGen || (gen === this.lastGen && this.genDone)) return;
    // A stream's first frame begins up to a frame before the server sends it (our `lead`): its delay
    // is long on purpose, so it stays out of the jitter window, and its lateness comes in full off
    // the start wait below.
    const first = gen !== this.gen;
    const lateness = first ? this.jitter.lateness(currentTime, pos) : 0;
    if (!first) this.arrival(pos);
    let src = samples;
    let discontinuity = false;
    if (gen !== this.gen) {
      // A new stream (first frame after silence): play straight after whatever is still queued.
      this.gen = gen;
      this.lastGen = gen;
      this.genDone = false;
      this.ending = false;
      this.streams++;
      discontinuity = this.state !== IDLE;
      // The server paces frames on its clock, so a whole frame lands at once and the next one a frame
      // later. Waiting for `target` samples would wait for the second frame (a full frame of extra
      // latency); what protects against jitter is the margin held when each frame arrives. So a
      // fresh stream starts `target - frame` after its first frame would have arrived at best (less
      // this frame's own lateness, already spent): just before the next frame is due, `target -
      // frame` is still buffered, the same level steady play keeps. The server began this frame our
      // `lead` (= target - frame) early, so that lateness is normally all of the wait: it plays now.
      this.streamArrival = currentTime;
      if (this.state === IDLE) {
        this.startAt = currentTime + Math.max(0, this.target - this.frame - lateness) / sampleRate;
        this.startTarget = this.target; // logged with the start (`recentStarts`): the rule it was held to
      }
    } else if (pos < this.expectedPos) {
      const overlap = this.expectedPos - pos;
      if (overlap >= src.length) return;
      src = src.subarray(overlap);
    } else if (pos > this.expectedPos) {
      // Packets the server dropped for a slow link: splice with fades rather than a hard jump.
      this.gaps++;
      discontinuity = true;
    }
    const len = src.length;
    const unread = this.write - this.read;
    if (discontinuity && unread > 0 && this.state !== FADING) {
      const n = Math.min(this.fade, unread);
      for (let i = 0; i < n; i++) this.ring[(this.write - n + i) & this.mask] *= 1 - (i + 1) / n;
    }
    if (unread + len > this.ring.length) {
      // Far beyond any target: drop the oldest audio (counted) rather than wrap over unread samples.
      this.overflows++;
      this.read = this.write + len - this.ring.length;
    }
    const rampIn = discontinuity ? Math.min(this.fade, len) : 0;
    for (let i = 0; i < len; i++) {
      const g = i < rampIn ? (i + 1) / (rampIn + 1) : 1;
      this.ring[(this.write + i) & this.mask] = src[i] * g;
    }
    this.write += len;
    this.expectedPos = pos + samples.length;
    if (gen === this.endGen && this.expectedPos >= this.endPos) this.ending = true;
    if (this.state === IDLE) this.state = BUFFERING;
  }

  /** The stream has been played out (or dropped): back to rest, and its stragglers are stale. */
  rest() {
    this.state = IDLE;
    this.ending = false;
    this.resumeNeedsFade = false;
    this.genDone = true;
    this.startAt = Infinity;
  }

  /**
   * The first block after a suspension (`PlayerMsg.RESYNC`): while the clock stood still, packets that
   * went on arriving all got one arrival time, and the server's positions went on counting, so their
   * delays would read as jitter as large as the pause (under a second is not reset by `JitterTarget`
   * as another clock). The window starts again from the packets that arrive with the clock running,
   * and a stream waiting to start waits only its first frame's margin from now.
   */
  clockRuns() {
    this.resync = false;
    this.resyncs++;
    this.jitter.reset();
    this.target = this.jitter.target(currentTime);
    if (this.state === BUFFERING && this.startAt !== Infinity) {
      this.startAt = Math.min(this.startAt, currentTime + Math.max(0, this.target - this.frame) / sampleRate);
    }
  }

  flush() {
    const unread = this.write - this.read;
    if (this.state === PLAYING && unread > 0) {
      this.beginFadeOut(Math.min(this.fade, unread));
      this.write = this.read + this.fadeOutLeft;
    } else {
      this.read = this.write;
      this.state = IDLE;
    }
    this.ending = true;
    this.gen = -1;
    this.genDone = true;
    this.startAt = Infinity;
    // What comes next may run on another clock (a reconnected session, another student).
    this.jitter.reset();
  }

  beginFadeOut(n) {
    this.state = FADING;
    this.fadeOutLeft = n;
    this.fadeOutTotal = n + 1;
  }

  underrun() {
    const k = (this.underruns % 16) * 3;
    this.underrunLog[k] = currentTime;
    this.underrunLog[k + 1] = currentTime - this.streamArrival;
    this.underrunLog[k + 2] = this.endGen === this.gen ? 1 : 0;
    this.underruns++;
    this.jitter.underrun(currentTime);
    this.target = this.jitter.target(currentTime);
    this.excessWindows = 0;
    this.windowMin = Infinity;
    this.windowPlayed = 0;
    this.pendingSkip = 0;
    // Resuming waits for the (raised) target in samples: the frames after a stall arrive in a burst.
    this.startAt = Infinity;
    // Conceal: play what is left as a short fade-out, then wait for the buffer to refill.
    this.beginFadeOut(this.write - this.read);
  }

  // Adapts the target and schedules trims; called once per render quantum while playing.
  adapt(avail, n) {
    if (avail < this.windowMin) this.windowMin = avail;
    this.windowPlayed += n;
    if (this.windowPlayed < sampleRate * JITTER.windowSeconds) return;
    // Just before a frame arrives the buffer should hold about target - frame; more than that
    // for two windows running is latency nobody needs.
    const expectedMin = Math.max(this.fade * 2, this.target - this.frame);
    const excess = this.windowMin - expectedMin;
    this.excessWindows = excess > this.samples(JITTER.excessMarginMs) ? this.excessWindows + 1 : 0;
    if (this.excessWindows >= 2) {
      // Keep half the margin: the excess often follows a stall of the audio clock, and cutting it
      // to the bone leaves the next late packet nothing to land on.
      this.pendingSkip = excess - (this.samples(JITTER.excessMarginMs) >> 1);
      this.excessWindows = 0;
    }
    this.windowMin = Infinity;
    this.windowPlayed = 0;
    // The boost of a bad spell decays while playing, between packets too.
    this.target = this.jitter.target(currentTime);
  }

  // Skips `pendingSkip` samples inside one quantum by crossfading from now to now + skip.
  trim(out) {
    const n = out.length;
    const skip = this.pendingSkip;
    for (let i = 0; i < n; i++) {
      const g = (i + 1) / (n + 1);
      const a = this.ring[(this.read + i) & this.mask];
      const b = this.ring[(this.read + skip + i) & this.mask];
      out[i] = a * (1 - g) + b * g;
    }
    this.read += skip + n;
    this.pendingSkip = 0;
    this.trims++;
  }

  process(inputs, outputs) {
    if (this.resync) this.clockRuns();
    // Nothing queued (most of a page's life): the output is already silence (outputs come zeroed).
    if (this.state === IDLE) return true;
    const out = outputs[0][0];
    const n = out.length;
    let avail = this.write - this.read;
    if (this.state === BUFFERING) {
      if (avail >= this.target || (this.ending && avail > 0) || (currentTime >= this.startAt && avail > this.fade * 2)) {
        if (this.startAt !== Infinity || this.streamArrival === currentTime) {
          const k = (this.starts++ % 32) * 3;
          this.startLog[k] = this.streamArrival;
          this.startLog[k + 1] = currentTime;
          this.startLog[k + 2] = this.startAt !== Infinity ? this.startTarget : this.target;
        }
        this.state = PLAYING;
        this.startAt = Infinity;
        // Resuming mid-sound after an underrun needs a fade-in; a fresh stream starts from its own attack.
        this.fadeInLeft = this.resumeNeedsFade ? this.fade : 0;
        this.resumeNeedsFade = false;
      } else if (this.ending) {
        this.rest();
      }
    }
    if (this.state === PLAYING && !this.ending) {
      this.adapt(avail, n);
      if (this.pendingSkip > 0 && this.fadeInLeft === 0 && avail - this.pendingSkip >= n + this.fade * 2) {
        this.trim(out);
        return true;
      }
    }
    for (let i = 0; i < n; i++) {
      let v = 0;
      if (this.state === PLAYING) {
        avail = this.write - this.read;
        if (avail > this.fade || (this.ending && avail > 0)) {
          v = this.ring[this.read & this.mask];
          this.read++;
          if (this.fadeInLeft > 0) {
            v *= 1 - this.fadeInLeft / (this.fade + 1);
            this.fadeInLeft--;
          }
          if (this.ending && avail <= this.fade) v *= (avail - 1) / this.fade;
          if (this.ending && avail === 1) this.rest();
        } else if (this.ending) {
          this.rest();
        } else {
          this.underrun();
          this.resumeNeedsFade = true;
        }
      }
      if (this.state === FADING) {
        if (this.fadeOutLeft > 0 && this.write > this.read) {
          v = this.ring[this.read & this.mask] * (this.fadeOutLeft / this.fadeOutTotal);
          this.read++;
          this.fadeOutLeft--;
        } else if (this.ending && this.write <= this.read) {
          this.rest();
        } else {
          this.state = BUFFERING;
        }
      }
      out[i] = v;
    }
    return true;
  }
}

registerProcessor(PLAYER_PROCESSOR, StreamPlayerProcessor);

// Sits between the mix and the speakers: passes audio through unchanged, keeps the last seconds of
// what was actually played (tests and the stats panel measure pitch and level from it), and reports
// the exact AudioContext time of each onset after silence (key-to-sound latency).
// Nothing here logs; process() allocates nothing except the small level/onset messages.
import { TAP, TAP_PROCESSOR, TapMsg } from '../constants.js';

class OutputTapProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    let size = 1;
    while (size < sampleRate * TAP.historySeconds) size <<= 1;
    this.history = new Float32Array(size);
    this.mask = size - 1;
    this.written = 0;
    this.quietRun = Infinity;
    this.hold = Math.round((sampleRate * TAP.silenceHoldMs) / 1000);
    this.levelEvery = Math.round((sampleRate * TAP.levelEveryMs) / 1000);
    this.levelCount = 0;
    this.sumSquares = 0;
    this.peak = 0;
    this.silenceSaid = false;
    this.port.onmessage = (e) => this.onMessage(e.data);
  }

  onMessage(m) {
    if (m.type !== TapMsg.CAPTURE) return;
    const frames = Math.min(this.history.length, this.written, Math.max(0, m.frames | 0));
    const samples = new Float32Array(frames);
    const start = this.written - frames;
    for (let i = 0; i < frames; i++) samples[i] = this.history[(start + i) & this.mask];
    this.port.postMessage({ type: TapMsg.CAPTURE, id: m.id, samples, endTime: currentTime }, [samples.buffer]);
  }

  process(inputs, outputs) {
    const input = inputs[0];
    const src = input && input.length > 0 ? input[0] : null;
    const out = outputs[0][0];
    const n = out.length;
    const threshold = TAP.onsetThreshold;
    for (let i = 0; i < n; i++) {
      const v = src ? src[i] : 0;
      out[i] = v;
      this.history[(this.written + i) & this.mask] = v;
      const a = v < 0 ? -v : v;
      if (a > threshold) {
        if (this.quietRun >= this.hold) {
          this.port.postMessage({ type: TapMsg.ONSET, time: currentTime + i / sampleRate });
        }
        this.quietRun = 0;
      } else {
        this.quietRun++;
      }
      this.sumSquares += v * v;
      if (a > this.peak) this.peak = a;
    }
    this.written += n;
    this.levelCount += n;
    if (this.levelCount >= this.levelEvery) {
      // Silence is said once, not 20 times a second: each message wakes the page's main thread.
      if (this.peak > 0 || !this.silenceSaid) {
        this.port.postMessage({ type: TapMsg.LEVEL, rms: Math.sqrt(this.sumSquares / this.levelCount), peak: this.peak });
      }
      this.silenceSaid = this.peak === 0;
      this.levelCount = 0;
      this.sumSquares = 0;
      this.peak = 0;
    }
    return true;
  }
}

registerProcessor(TAP_PROCESSOR, OutputTapProcessor);

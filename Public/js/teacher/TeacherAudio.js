import { AudioEngine } from '../audio/AudioEngine.js';
import { SourceStream } from '../audio/SourceStream.js';

/**
 * The student page's audio engine with a volume per source: the teacher balances their own synth
 * against the student they listen to. Each source's player feeds its own gain before the mix.
 */
export class TeacherAudio extends AudioEngine {
  constructor() {
    super();
    this.gains = new Map();
    this.volumes = new Map();
  }

  stream(name) {
    let s = this.streams.get(name);
    if (!s && this.mix) {
      const gain = new GainNode(this.context, { gain: this.volumes.get(name) ?? 1 });
      gain.connect(this.mix);
      this.gains.set(name, gain);
      s = new SourceStream(this.context, gain, name, this.frameMs, (message) => this.emit('error', { message }));
      this.streams.set(name, s);
    }
    return s;
  }

  /** 0..1; applies now if the source exists, else when it first plays. */
  setVolume(name, volume) {
    this.volumes.set(name, volume);
    const g = this.gains.get(name);
    if (g) g.gain.setTargetAtTime(volume, this.context.currentTime, 0.015);
  }

  /** Drops what is queued for one source at once (switching students must not play the old one out). */
  resetStream(name) {
    this.streams.get(name)?.reset();
  }
}

import { AudioEngine } from '../audio/AudioEngine.js';

/**
 * The student page's audio engine with a volume per source: the teacher balances their own synth
 * against the student they listen to. Each source's player is rerouted through its own gain before
 * the mix (before any audio has flowed).
 */
export class TeacherAudio extends AudioEngine {
  constructor() {
    super();
    this.gains = new Map();
    this.volumes = new Map();
  }

  start() {
    const started = super.start();
    return started.then((running) => {
      if (this.gains.size === 0 && this.mix) {
        for (const [name, s] of this.streams) {
          const gain = new GainNode(this.context, { gain: this.volumes.get(name) ?? 1 });
          s.node.disconnect();
          s.node.connect(gain).connect(this.mix);
          this.gains.set(name, gain);
        }
      }
      return running;
    });
  }

  /** 0..1, for one source ('own', 'monitored'); kept for when audio starts if it has not yet. */
  setVolume(name, volume) {
    this.volumes.set(name, volume);
    const g = this.gains.get(name);
    if (g) g.gain.setTargetAtTime(volume, this.context.currentTime, 0.015);
  }

  /** Drops what is queued for one source at once (switching students must not play the old one out). */
  resetStream(name) {
    this.streams.get(name)?.node.flush();
  }
}

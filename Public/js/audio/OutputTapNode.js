import { TAP_PROCESSOR, TapMsg } from './constants.js';

/**
 * The page's handle on the output tap: everything audible passes through it.
 * Dispatches `onset` ({detail: {time}}) and `level` ({detail: {rms, peak}}: every 50 ms while anything
 * sounds, once when silence begins) events.
 */
export class OutputTapNode extends AudioWorkletNode {
  constructor(context) {
    super(context, TAP_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
      outputChannelCount: [1],
    });
    this.events = new EventTarget();
    this.nextId = 1;
    this.pending = new Map();
    this.port.onmessage = (e) => {
      const m = e.data;
      if (m.type === TapMsg.CAPTURE) {
        this.pending.get(m.id)?.(m);
        this.pending.delete(m.id);
      } else {
        this.events.dispatchEvent(new CustomEvent(m.type, { detail: m }));
      }
    };
  }

  /** Resolves with {samples: Float32Array, endTime} holding the last `frames` samples played. */
  capture(frames) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.port.postMessage({ type: TapMsg.CAPTURE, id, frames });
    });
  }
}

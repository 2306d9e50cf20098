import { PLAYER_PROCESSOR, PlayerMsg } from './constants.js';

/** The page's handle on one stream-player processor; hides the message port. */
export class StreamPlayerNode extends AudioWorkletNode {
  /** `phrase`: a source of whole phrases, never played live (`JITTER.phrase`). */
  constructor(context, { frameMs, phrase = false }) {
    super(context, PLAYER_PROCESSOR, {
      numberOfInputs: 0,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      processorOptions: { frameMs, phrase },
    });
    this.nextId = 1;
    this.pending = new Map();
    this.port.onmessage = (e) => {
      const m = e.data;
      if (m.type === PlayerMsg.STATS) {
        this.pending.get(m.id)?.(m);
        this.pending.delete(m.id);
      }
    };
  }

  /**
   * Returns a MessagePort whose PCM/END/FLUSH messages go straight to the processor: the socket
   * worker's decoder feeds the player through it without the main thread.
   */
  dataPort() {
    const channel = new MessageChannel();
    this.port.postMessage({ type: PlayerMsg.ATTACH, port: channel.port2 }, [channel.port2]);
    return channel.port1;
  }

  /** Queues decoded samples of stream generation `gen` starting at stream sample `pos` (transferred). */
  pushPCM(gen, pos, samples) {
    this.port.postMessage({ type: PlayerMsg.PCM, gen, pos, samples }, [samples.buffer]);
  }

  /**
   * The stream went silent on purpose at stream position `endPos` (omitted: at what is queued now):
   * play out up to there, then rest (no underrun).
   */
  end(gen, endPos = 0) {
    this.port.postMessage({ type: PlayerMsg.END, gen, endPos });
  }

  /** Drops everything queued, fading out what is playing. */
  flush() {
    this.port.postMessage({ type: PlayerMsg.FLUSH });
  }

  /** The context is about to resume after a suspension: see `PlayerMsg.RESYNC`. */
  resync() {
    this.port.postMessage({ type: PlayerMsg.RESYNC });
  }

  setFrameMs(frameMs) {
    this.port.postMessage({ type: PlayerMsg.CONFIG, frameMs });
  }

  /** Resolves with the processor's buffer figures (see stream-player-processor.js `figures`). */
  stats() {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.port.postMessage({ type: PlayerMsg.STATS, id });
    });
  }
}

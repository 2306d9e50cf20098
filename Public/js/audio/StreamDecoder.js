import { PlayerMsg, SAMPLE_RATE } from './constants.js';

const OPUS_CONFIG = { codec: 'opus', sampleRate: SAMPLE_RATE, numberOfChannels: 1 };

/**
 * One media source's Opus decoder (runs in the socket worker). Decoded PCM goes straight to that
 * source's player processor through a MessagePort, so audio never waits for the page's main thread.
 * A new decoder starts at every "first frame after silence" flag, because the server's encoder was
 * reset there; `gen` numbers those streams so the player can tell a new stream from a late packet.
 */
export class StreamDecoder {
  constructor(name, port, onError) {
    this.name = name;
    this.port = port;
    this.onError = onError;
    this.decoder = null;
    this.gen = 0;
    this.byteLog = []; // [time ms, bytes, ...] of recent packets, for the bitrate figure
    this.packets = 0;
    this.decodeErrors = 0;
  }

  newDecoder() {
    const gen = ++this.gen;
    const decoder = new AudioDecoder({
      output: (data) => this.output(gen, data),
      error: (e) => {
        this.decodeErrors++;
        this.onError(`Audio decoding failed (${this.name}): ${e.message}`);
        if (this.decoder === decoder) this.decoder = null;
      },
    });
    decoder.configure(OPUS_CONFIG);
    return decoder;
  }

  output(gen, data) {
    try {
      const samples = new Float32Array(data.numberOfFrames);
      data.copyTo(samples, { planeIndex: 0, format: 'f32-planar' });
      // Timestamps carry the stream position through the decoder: 1 sample is 20.8 us, so rounding back is exact.
      const pos = Math.round((data.timestamp * SAMPLE_RATE) / 1e6);
      this.port.postMessage({ type: PlayerMsg.PCM, gen, pos, samples }, [samples.buffer]);
    } finally {
      data.close();
    }
  }

  /** One Opus packet (a parsed media frame). */
  audio(frame) {
    if ((frame.flags & 1) !== 0 || !this.decoder || this.decoder.state === 'closed') {
      this.retire();
      this.decoder = this.newDecoder();
    }
    this.packets++;
    const now = performance.now();
    this.byteLog.push(now, frame.payload.byteLength);
    while (this.byteLog.length > 0 && now - this.byteLog[0] > 2000) this.byteLog.splice(0, 2);
    this.decoder.decode(new EncodedAudioChunk({
      type: 'key',
      timestamp: Math.round((frame.position * 1e6) / SAMPLE_RATE),
      data: frame.payload,
    }));
  }

  /** The source went silent: once the decoder has delivered everything, tell the player. */
  silence() {
    const decoder = this.decoder;
    const gen = this.gen;
    const end = () => this.port.postMessage({ type: PlayerMsg.END, gen });
    if (!decoder || decoder.state !== 'configured') {
      end();
      return;
    }
    decoder.flush().then(end, end);
  }

  retire() {
    const old = this.decoder;
    this.decoder = null;
    if (old && old.state === 'configured') {
      old.flush().finally(() => { if (old.state !== 'closed') old.close(); });
    }
  }

  /** The socket dropped: whatever was queued belongs to a session that no longer exists. */
  reset() {
    if (this.decoder && this.decoder.state !== 'closed') this.decoder.close();
    this.decoder = null;
    this.port.postMessage({ type: PlayerMsg.FLUSH });
  }

  bitrateKbps() {
    if (this.byteLog.length < 4) return 0;
    // Bytes after the first packet, over the time since it.
    const span = (this.byteLog[this.byteLog.length - 2] - this.byteLog[0]) / 1000;
    let bytes = 0;
    for (let i = 3; i < this.byteLog.length; i += 2) bytes += this.byteLog[i];
    return span > 0 ? (bytes * 8) / span / 1000 : 0;
  }

  stats() {
    return { bitrateKbps: this.bitrateKbps(), packets: this.packets, decodeErrors: this.decodeErrors };
  }
}

import { PlayerMsg, SAMPLE_RATE } from './constants.js';

const OPUS_CONFIG = { codec: 'opus', sampleRate: SAMPLE_RATE, numberOfChannels: 1 };
/** Decode latencies kept for the stats figures. */
const DECODE_LOG = 64;

/**
 * Lateness of packets at one hop (ms, on the worker's clock) against the earliest of their stream: the
 * socket's and the decoder's figures, beside the player's (after the hand-over, on the audio clock),
 * tell network jitter from decode jitter from hand-over jitter.
 */
class LatenessLog {
  constructor() {
    this.base = Infinity;
    this.late = new Float64Array(256);
    this.count = 0;
  }

  restart() {
    this.base = Infinity;
  }

  add(now, pos) {
    const delay = now - (pos * 1000) / SAMPLE_RATE;
    if (delay < this.base) this.base = delay;
    this.late[this.count++ % this.late.length] = delay - this.base;
  }

  /** The 97th percentile of the recent lateness, in ms. */
  p97() {
    const n = Math.min(this.count, this.late.length);
    if (n === 0) return 0;
    const s = Array.from(this.late.subarray(0, n)).sort((a, b) => a - b);
    return s[Math.min(n - 1, Math.floor(n * 0.97))];
  }
}

/**
 * One media source's Opus decoder (runs in the socket worker). Decoded PCM goes straight to that
 * source's player processor through a MessagePort, so audio never waits for the page's main thread.
 * A fresh decoder state starts at every "first frame after silence" flag, because the server's
 * encoder was reset there; `gen` numbers those streams so the player can tell a new stream from a
 * late packet. The next stream's decoder is configured ahead of time (while the source is silent),
 * so a note's first packet does not pay for creating and configuring a decoder.
 */
export class StreamDecoder {
  constructor(name, port, onError) {
    this.name = name;
    this.port = port;
    this.onError = onError;
    this.current = null; // {decoder, gen} of the stream being decoded
    this.spare = null; // a configured decoder waiting for the next stream
    this.gen = 0;
    this.byteLog = []; // [time ms, bytes, ...] of recent packets, for the bitrate figure
    this.packets = 0;
    // Of them, how many came inside a bundle (several frames in one socket message): a page that
    // asks for bundles gets its own synth a tick a message and a listened-to student in batches.
    this.bundledPackets = 0;
    this.decodeErrors = 0;
    this.submitted = new Map(); // stream position -> performance.now() at decode(), for decode latency
    this.decodeMs = new Float64Array(DECODE_LOG);
    this.decodeCount = 0;
    this.firstDecodeMs = 0;
    this.arrived = new LatenessLog(); // at the socket
    this.decoded = new LatenessLog(); // out of the decoder, before the hand-over to the player
    this.prepareSpare();
  }

  /** A configured decoder whose output is tagged with the generation its slot holds when it runs. */
  makeDecoder() {
    const slot = { decoder: null, gen: 0 };
    slot.decoder = new AudioDecoder({
      output: (data) => this.output(slot, data),
      error: (e) => {
        this.decodeErrors++;
        this.onError(`Audio decoding failed (${this.name}): ${e.message}`);
        if (this.current === slot) this.current = null;
        if (this.spare === slot) this.spare = null;
      },
    });
    slot.decoder.configure(OPUS_CONFIG);
    return slot;
  }

  prepareSpare() {
    if (this.spare && this.spare.decoder.state === 'configured') return;
    try {
      this.spare = this.makeDecoder();
    } catch {
      // WebCodecs missing: the page already told the user (AudioEngine.missingSupport).
      this.spare = null;
    }
  }

  output(slot, data) {
    try {
      const samples = new Float32Array(data.numberOfFrames);
      data.copyTo(samples, { planeIndex: 0, format: 'f32-planar' });
      // Timestamps carry the stream position through the decoder: 1 sample is 20.8 us, so rounding back is exact.
      const pos = Math.round((data.timestamp * SAMPLE_RATE) / 1e6);
      this.decoded.add(performance.now(), pos);
      this.port.postMessage({ type: PlayerMsg.PCM, gen: slot.gen, pos, samples }, [samples.buffer]);
      const t = this.submitted.get(pos);
      if (t !== undefined) {
        this.submitted.delete(pos);
        const ms = performance.now() - t;
        if (slot.first) {
          slot.first = false;
          this.firstDecodeMs = ms;
        }
        this.decodeMs[this.decodeCount++ % DECODE_LOG] = ms;
      }
    } finally {
      data.close();
    }
  }

  /** One Opus packet (a parsed media frame); `bundled`: it came inside a bundle. */
  audio(frame, bundled = false) {
    if ((frame.flags & 1) !== 0 || !this.current || this.current.decoder.state !== 'configured') {
      this.retire();
      this.prepareSpare();
      const slot = this.spare;
      this.spare = null;
      if (!slot) return;
      slot.gen = ++this.gen;
      slot.first = true;
      this.current = slot;
      this.submitted.clear();
      this.arrived.restart();
      this.decoded.restart();
      // Epoch milliseconds (comparable with the page's clock) of the stream's first packet.
      this.streamArrivedAt = performance.timeOrigin + performance.now();
    }
    this.packets++;
    if (bundled) this.bundledPackets++;
    const now = performance.now();
    this.arrived.add(now, frame.position);
    this.byteLog.push(now, frame.payload.byteLength);
    while (this.byteLog.length > 0 && now - this.byteLog[0] > 2000) this.byteLog.splice(0, 2);
    this.submitted.set(frame.position, now);
    this.current.decoder.decode(new EncodedAudioChunk({
      type: 'key',
      timestamp: Math.round((frame.position * 1e6) / SAMPLE_RATE),
      data: frame.payload,
    }));
  }

  /**
   * The source went silent at stream position `endPos` (the silence frame's position: the end of
   * the last audio frame). The player learns it at once, with that position, so it ends the stream
   * when the last samples are in rather than waiting for a decoder flush round trip (which could
   * arrive after the buffer ran dry and be mistaken for an underrun).
   */
  silence(endPos) {
    const slot = this.current;
    this.port.postMessage({ type: PlayerMsg.END, gen: slot ? slot.gen : this.gen, endPos });
    // Flush so a decoder that holds frames back still delivers the tail; then get the next stream's
    // decoder ready while nothing is urgent.
    if (slot && slot.decoder.state === 'configured') {
      slot.decoder.flush().catch(() => {}).finally(() => this.prepareSpare());
    } else {
      this.prepareSpare();
    }
  }

  retire() {
    const old = this.current;
    this.current = null;
    if (!old) return;
    const close = () => { if (old.decoder.state !== 'closed') old.decoder.close(); };
    // Let it deliver its last frames (the player drops them if a newer stream has started).
    if (old.decoder.state === 'configured') old.decoder.flush().then(close, close);
    else close();
  }

  /** The socket dropped: whatever was queued belongs to a session that no longer exists. */
  reset() {
    const old = this.current;
    this.current = null;
    if (old && old.decoder.state !== 'closed') old.decoder.close();
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

  decodeFigures() {
    const n = Math.min(this.decodeCount, DECODE_LOG);
    if (n === 0) return { decodeMsP50: 0, decodeMsMax: 0 };
    const s = Array.from(this.decodeMs.subarray(0, n)).sort((a, b) => a - b);
    return { decodeMsP50: s[n >> 1], decodeMsMax: s[n - 1] };
  }

  stats() {
    return {
      bitrateKbps: this.bitrateKbps(),
      packets: this.packets,
      bundledPackets: this.bundledPackets,
      decodeErrors: this.decodeErrors,
      firstDecodeMs: this.firstDecodeMs,
      streamArrivedAt: this.streamArrivedAt ?? 0,
      arrivalJitterMs: this.arrived.p97(),
      decodedJitterMs: this.decoded.p97(),
      ...this.decodeFigures(),
    };
  }
}

// Binary media frames, PROTOCOL.md "Media frames": a 16-byte little-endian header, then the payload.

import { SOURCES } from '../audio/constants.js';

export const HEADER_BYTES = 16;
const KINDS = [null, 'audio', 'waveform', 'spectrum', 'silence', 'bundle'];

/** Parses the header; returns null for a frame this page cannot read (newer version, unknown kind). */
export function parseMediaFrame(buffer) {
  if (buffer.byteLength < HEADER_BYTES) return null;
  const v = new DataView(buffer);
  if (v.getUint8(0) !== 1) return null;
  const kind = KINDS[v.getUint8(1)];
  const source = SOURCES[v.getUint8(2)];
  if (!kind || !source) return null;
  return {
    kind,
    source,
    flags: v.getUint8(3),
    sequence: v.getUint32(4, true),
    position: Number(v.getBigUint64(8, true)),
    payload: new Uint8Array(buffer, HEADER_BYTES),
  };
}

/**
 * The inner frames of a bundle's payload (one tick's audio and pictures in one message), each as an
 * ArrayBuffer of its own (so a picture's can be handed to the page without the rest); stops at
 * anything that does not fit.
 */
export function splitBundle(payload) {
  const frames = [];
  const v = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  let at = 0;
  while (at + 2 <= payload.byteLength) {
    const length = v.getUint16(at, true);
    const start = at + 2;
    if (length < HEADER_BYTES || start + length > payload.byteLength) break;
    frames.push(payload.slice(start, start + length).buffer);
    at = start + length;
  }
  return frames;
}

/** Waveform payload: whole periods of the note from a rising zero crossing, as -1..1 floats. */
export function parseWaveform(payload) {
  if (payload.byteLength < 8) return null;
  const v = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const count = v.getUint16(0, true);
  if (payload.byteLength < 8 + count * 2) return null;
  const points = new Float32Array(count);
  for (let i = 0; i < count; i++) points[i] = v.getInt16(8 + i * 2, true) / 32767;
  return { frequencyHz: v.getFloat32(4, true), points };
}


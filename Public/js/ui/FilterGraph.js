import { HiDPICanvas, cssVar } from './HiDPICanvas.js';
import { SAMPLE_RATE } from '../audio/constants.js';

const DB_TOP = 24;
const DB_BOTTOM = -60;

/**
 * Magnitude (linear) at `f` of one engine filter stage. The engine's stage is a TPT state-variable
 * filter with g = tan(π·fc/fs), k = 1/Q (Sources/SynthEngine/DSP/StateVariableFilter.swift): the
 * bilinear transform, prewarped at the cutoff, of the analogue 2-pole prototype, which is exactly
 * what the RBJ cookbook's formulas compute (its band-pass with 0 dB peak is the engine's k·v1).
 */
function biquadMagnitude(type, f0, q, f) {
  const w0 = (2 * Math.PI * Math.min(f0, SAMPLE_RATE * 0.49)) / SAMPLE_RATE;
  const cos = Math.cos(w0);
  const alpha = Math.sin(w0) / (2 * q);
  let b0, b1, b2;
  switch (type) {
    case 'highpass': b0 = (1 + cos) / 2; b1 = -(1 + cos); b2 = b0; break;
    case 'bandpass': b0 = alpha; b1 = 0; b2 = -alpha; break;
    case 'notch': b0 = 1; b1 = -2 * cos; b2 = 1; break;
    default: b0 = (1 - cos) / 2; b1 = 1 - cos; b2 = b0; break;
  }
  const a0 = 1 + alpha;
  const a1 = -2 * cos;
  const a2 = 1 - alpha;
  const w = (2 * Math.PI * f) / SAMPLE_RATE;
  const c1 = Math.cos(w); const s1 = Math.sin(w);
  const c2 = Math.cos(2 * w); const s2 = Math.sin(2 * w);
  const nr = b0 + b1 * c1 + b2 * c2; const ni = -(b1 * s1 + b2 * s2);
  const dr = a0 + a1 * c1 + a2 * c2; const di = -(a1 * s1 + a2 * s2);
  return Math.sqrt((nr * nr + ni * ni) / (dr * dr + di * di));
}

// The engine's 24 dB low/high-pass: the 4th-order Butterworth pole pair, the second stage's Q
// raised with the resonance (Sources/SynthEngine/DSP/VoiceFilter.swift). Band-pass and notch
// cascade two identical stages.
const BUTTERWORTH_Q1 = 1 / (2 * Math.cos((3 * Math.PI) / 8));
const BUTTERWORTH_Q2 = 1 / (2 * Math.cos(Math.PI / 8));
const BUTTERWORTH_Q = Math.SQRT1_2;

/** The whole filter's magnitude at `f`, as the engine runs it at this slope. */
export function filterMagnitude(type, cutoff, q, slope24, f) {
  if (!slope24) return biquadMagnitude(type, cutoff, q, f);
  if (type === 'lowpass' || type === 'highpass') {
    return biquadMagnitude(type, cutoff, BUTTERWORTH_Q1, f)
      * biquadMagnitude(type, cutoff, (BUTTERWORTH_Q2 * q) / BUTTERWORTH_Q, f);
  }
  return biquadMagnitude(type, cutoff, q, f) ** 2;
}

/** The filter's response drawn over the live spectrum of whatever is playing. */
export class FilterGraph {
  constructor(canvas, getValue) {
    this.get = getValue;
    // The frequency axis spans the cutoff's range from the server's parameter table (see setTable).
    this.axis = null;
    this.spectrum = null;
    this.spectrumSource = 'own';
    this.view = new HiDPICanvas(canvas, (ctx, w, h) => this.draw(ctx, w, h));
  }

  setTable(table) {
    const cutoff = table?.get('filter.cutoff');
    if (cutoff) this.axis = { min: cutoff.min, max: cutoff.max };
    this.view.invalidate();
  }

  update() {
    this.view.invalidate();
  }

  /** The live spectrum (null: none) of `source`; `redraw` false: it moved by under a pixel since drawn. */
  setSpectrum(frame, source, redraw = true) {
    if (redraw || frame !== this.spectrum || source !== this.spectrumSource) this.view.invalidate();
    this.spectrum = frame;
    this.spectrumSource = source;
    // Whether something is sounding: frames come only while a stream plays (20 ms apart), so a
    // short gap after the last one means silence again.
    const live = Boolean(frame) && frame.db.some((v) => v > -90);
    clearTimeout(this.quietTimer);
    if (live) this.quietTimer = setTimeout(() => this.onSignal?.(false), 400);
    this.onSignal?.(live);
  }

  draw(ctx, w, h) {
    if (!this.axis) return;
    const { min: F_MIN, max: F_MAX } = this.axis;
    const x = (f) => (Math.log(f / F_MIN) / Math.log(F_MAX / F_MIN)) * w;
    const y = (db) => ((DB_TOP - db) / (DB_TOP - DB_BOTTOM)) * h;
    ctx.strokeStyle = cssVar('--grid');
    ctx.lineWidth = 1;
    ctx.font = '10px system-ui, sans-serif';
    ctx.fillStyle = cssVar('--text-faint');
    for (const [f, label] of [[100, '100'], [1000, '1k'], [10000, '10k']]) {
      const gx = Math.round(x(f)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(gx, 0);
      ctx.lineTo(gx, h);
      ctx.stroke();
      ctx.fillText(label, gx + 3, h - 4);
    }
    const y0 = Math.round(y(0)) + 0.5;
    ctx.setLineDash([2, 3]);
    ctx.beginPath();
    ctx.moveTo(0, y0);
    ctx.lineTo(w, y0);
    ctx.stroke();
    ctx.setLineDash([]);

    if (this.spectrum) this.drawSpectrum(ctx, w, h, x);

    const type = this.get('filter.type');
    const cutoff = this.get('filter.cutoff');
    const q = this.get('filter.resonance');
    if (typeof cutoff !== 'number' || typeof q !== 'number') return;
    const slope24 = this.get('filter.slope') === '24';
    ctx.beginPath();
    const N = Math.max(64, Math.round(w / 2));
    for (let i = 0; i <= N; i++) {
      const f = F_MIN * Math.pow(F_MAX / F_MIN, i / N);
      const mag = filterMagnitude(type, cutoff, q, slope24, f);
      const db = Math.max(DB_BOTTOM - 6, 20 * Math.log10(mag + 1e-9));
      const px = (i / N) * w;
      if (i === 0) ctx.moveTo(px, y(db));
      else ctx.lineTo(px, y(db));
    }
    ctx.strokeStyle = cssVar('--accent');
    ctx.lineWidth = 2;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.lineTo(w, h);
    ctx.lineTo(0, h);
    ctx.closePath();
    ctx.fillStyle = cssVar('--accent-fill');
    ctx.fill();
    const cx = x(cutoff);
    ctx.fillStyle = cssVar('--accent');
    ctx.beginPath();
    ctx.arc(cx, y(0), 3.5, 0, Math.PI * 2);
    ctx.fill();
  }

  drawSpectrum(ctx, w, h, x) {
    const { db, minHz, maxHz } = this.spectrum;
    const n = db.length;
    if (n < 2) return;
    // Spectrum dB (-100..0) is drawn on its own scale: it shows shape, the curve shows the filter.
    const sy = (v) => h - ((Math.max(-100, v) + 100) / 100) * h * 0.92;
    ctx.beginPath();
    ctx.moveTo(x(minHz), h);
    for (let i = 0; i < n; i++) {
      // Band i spans minHz·r^(i/n) to minHz·r^((i+1)/n) (SpectrumFeed.bandLayout): drawn at its centre.
      const f = minHz * Math.pow(maxHz / minHz, (i + 0.5) / n);
      ctx.lineTo(x(f), sy(db[i]));
    }
    ctx.lineTo(x(maxHz), h);
    ctx.closePath();
    const colour = this.spectrumSource === 'target' ? '--target' : '--own';
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, cssVar(`${colour}-fill`));
    g.addColorStop(1, 'rgba(0,0,0,0.02)');
    ctx.fillStyle = g;
    ctx.fill();
  }
}

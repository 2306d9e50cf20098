import { HiDPICanvas, cssVar } from './HiDPICanvas.js';

// Segment widths grow with the log of time: 1 ms and 10 s both stay visible and comparable.
const width = (seconds) => Math.log10(1 + Math.max(0, seconds) / 0.004);
const SUSTAIN_WIDTH = 1.1;

/** The amplitude envelope (filled) and the modulation envelope (dashed), drawn from the patch. */
export class EnvelopeGraph {
  constructor(canvas, getValue) {
    this.get = getValue;
    this.view = new HiDPICanvas(canvas, (ctx, w, h) => this.draw(ctx, w, h));
  }

  update() {
    this.view.invalidate();
  }

  envelope(prefix) {
    const a = this.get(`${prefix}.attack`);
    const d = this.get(`${prefix}.decay`);
    const s = this.get(`${prefix}.sustain`);
    const r = this.get(`${prefix}.release`);
    if ([a, d, s, r].some((v) => typeof v !== 'number')) return null;
    return { a, d, s, r, units: width(a) + width(d) + SUSTAIN_WIDTH + width(r) };
  }

  draw(ctx, w, h) {
    const amp = this.envelope('amp');
    const mod = this.envelope('env2');
    const pad = { l: 8, r: 8, t: 24, b: 16 };
    const gw = w - pad.l - pad.r;
    const gh = h - pad.t - pad.b;
    ctx.strokeStyle = cssVar('--grid');
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(pad.l, pad.t + gh + 0.5);
    ctx.lineTo(pad.l + gw, pad.t + gh + 0.5);
    ctx.stroke();
    if (!amp) return;
    const units = Math.max(amp.units, mod?.units ?? 0, 5);
    const ux = gw / units;
    const modActive = mod && (Math.abs(this.get('filter.envAmount') ?? 0) > 0 || Math.abs(this.get('env2.toPitch') ?? 0) > 0);
    if (mod) this.curve(ctx, mod, pad, ux, gh, cssVar('--mod'), false, modActive ? 1 : 0.35);
    const marks = this.curve(ctx, amp, pad, ux, gh, cssVar('--own'), true, 1);
    ctx.font = '600 10px system-ui, sans-serif';
    ctx.fillStyle = cssVar('--text-dim');
    ctx.textAlign = 'center';
    ['A', 'D', 'S', 'R'].forEach((letter, i) => ctx.fillText(letter, (marks[i] + marks[i + 1]) / 2, h - 4));
    ctx.textAlign = 'left';
    ctx.fillStyle = cssVar('--own');
    ctx.fillText('Amp', pad.l, 11);
    ctx.fillStyle = cssVar('--mod');
    ctx.globalAlpha = modActive ? 1 : 0.5;
    ctx.fillText('Mod env', pad.l + 32, 11);
    ctx.globalAlpha = 1;
  }

  // Attack rises (slightly convex), decay and release fall exponentially, as the engine's stages do.
  curve(ctx, env, pad, ux, gh, colour, fill, alpha) {
    const x0 = pad.l;
    const xa = x0 + width(env.a) * ux;
    const xd = xa + width(env.d) * ux;
    const xs = xd + SUSTAIN_WIDTH * ux;
    const xr = xs + width(env.r) * ux;
    const y = (level) => pad.t + gh * (1 - level);
    const pts = [];
    const N = 24;
    for (let i = 0; i <= N; i++) pts.push([x0 + (xa - x0) * (i / N), y(1 - (1 - i / N) ** 2)]);
    for (let i = 1; i <= N; i++) {
      const k = i / N;
      pts.push([xa + (xd - xa) * k, y(env.s + (1 - env.s) * (Math.exp(-5 * k) - Math.exp(-5) * k))]);
    }
    pts.push([xs, y(env.s)]);
    for (let i = 1; i <= N; i++) {
      const k = i / N;
      pts.push([xs + (xr - xs) * k, y(env.s * (Math.exp(-5 * k) - Math.exp(-5) * k))]);
    }
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    if (fill) {
      ctx.lineTo(xr, y(0));
      ctx.lineTo(x0, y(0));
      ctx.closePath();
      const g = ctx.createLinearGradient(0, pad.t, 0, pad.t + gh);
      g.addColorStop(0, cssVar('--own-fill'));
      g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g;
      ctx.fill();
      ctx.beginPath();
      pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    } else {
      ctx.setLineDash([4, 3]);
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = fill ? 2 : 1.5;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.restore();
    return [x0, xa, xd, xs, xr];
  }
}

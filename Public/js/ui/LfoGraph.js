import { HiDPICanvas, cssVar } from './HiDPICanvas.js';
import { optionLabel } from '../params/ParamTable.js';

const WINDOW_SECONDS = 1;

function shape(wave, phase, cycle) {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'triangle': return p < 0.5 ? 4 * p - 1 : 3 - 4 * p;
    case 'square': return p < 0.5 ? 1 : -1;
    case 'saw': return 2 * p - 1; // rising, as the engine's LFO saw
    case 'sampleHold': {
      const r = Math.sin(cycle * 12.9898) * 43758.5453;
      return (r - Math.floor(r)) * 2 - 1;
    }
    default: return Math.sin(2 * Math.PI * p);
  }
}

/**
 * Every LFO of the table (lfo1, lfo2, ...) over one second, scrolling at its own rate while any has
 * depth: the shape, speed and depth a student hears as tremolo, vibrato or sweep.
 */
export class LfoGraph {
  constructor(canvas, getValue, table) {
    this.get = getValue;
    this.prefixes = [];
    this.setTable(table);
    this.running = false;
    this.visible = true;
    this.view = new HiDPICanvas(canvas, (ctx, w, h) => this.draw(ctx, w, h));
  }

  setTable(table) {
    this.prefixes = table ? [...new Set(table.params.filter((p) => /^lfo\d+\./.test(p.id)).map((p) => p.id.split('.')[0]))] : [];
  }

  setVisible(v) {
    this.visible = v;
    this.update();
  }

  update() {
    this.view.invalidate();
    const moving = this.visible && this.prefixes.some((p) => (this.get(`${p}.depth`) ?? 0) > 0);
    if (moving && !this.running) {
      this.running = true;
      const tick = () => {
        if (!this.running) return;
        this.view.drawNow();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    } else if (!moving) {
      this.running = false;
    }
  }

  draw(ctx, w, h) {
    const colours = ['--lfo1', '--lfo2', '--lfo3'];
    const now = performance.now() / 1000;
    const mid = h / 2;
    ctx.strokeStyle = cssVar('--grid');
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, Math.round(mid) + 0.5);
    ctx.lineTo(w, Math.round(mid) + 0.5);
    ctx.stroke();
    ctx.font = '600 10px system-ui, sans-serif';
    let labelX = 6;
    let labelY = 12;
    this.prefixes.forEach((prefix, i) => {
      const wave = this.get(`${prefix}.wave`);
      const rate = this.get(`${prefix}.rate`) ?? 1;
      const depth = this.get(`${prefix}.depth`) ?? 0;
      const dest = this.get(`${prefix}.dest`);
      const colour = cssVar(colours[i % colours.length]);
      const amp = (h / 2 - 14) * Math.max(depth, 0.04);
      ctx.beginPath();
      const N = Math.max(120, Math.round(w));
      for (let k = 0; k <= N; k++) {
        const t = now + (k / N) * WINDOW_SECONDS;
        const phase = t * rate;
        const v = shape(wave, phase, Math.floor(phase));
        const px = (k / N) * w;
        const py = mid - v * amp;
        if (k === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.strokeStyle = colour;
      ctx.globalAlpha = depth > 0 ? 1 : 0.25;
      ctx.lineWidth = depth > 0 ? 1.8 : 1;
      ctx.stroke();
      ctx.fillStyle = colour;
      // An LFO at depth 0 moves nothing: its legend says so, and stays readable (at the trace's 25 %
      // it could hardly be read). The first line stops short of the graph's title at the top right;
      // what does not fit goes on a second line.
      ctx.globalAlpha = depth > 0 ? 1 : 0.6;
      const label = `${i + 1} → ${optionLabel(dest ?? '')}${depth > 0 ? '' : ' (off)'}`;
      const width = ctx.measureText(label).width;
      if (labelY === 12 && labelX > 6 && labelX + width > w - 44) {
        labelX = 6;
        labelY += 13;
      }
      ctx.fillText(label, labelX, labelY);
      labelX += width + 12;
      ctx.globalAlpha = 1;
    });
  }
}

/**
 * A canvas kept at the device's pixel density and its element's size, redrawn on resize.
 * `draw(ctx, width, height)` works in CSS pixels.
 */
export class HiDPICanvas {
  constructor(canvas, draw) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.drawFn = draw;
    this.width = 0;
    this.height = 0;
    this.frame = 0;
    this.draws = 0; // how often it was drawn (the test hook reads it)
    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(canvas);
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const w = this.canvas.clientWidth;
    const h = this.canvas.clientHeight;
    if (w === 0 || h === 0) return;
    const pw = Math.round(w * dpr);
    const ph = Math.round(h * dpr);
    if (this.canvas.width !== pw || this.canvas.height !== ph) {
      this.canvas.width = pw;
      this.canvas.height = ph;
    }
    this.width = w;
    this.height = h;
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.drawNow();
  }

  /** Schedules one redraw on the next animation frame (coalesced). */
  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  drawNow() {
    if (this.width === 0) return;
    this.draws++;
    this.ctx.clearRect(0, 0, this.width, this.height);
    this.drawFn(this.ctx, this.width, this.height);
  }
}

/** Reads a CSS custom property (colours live in the stylesheet, not in scripts). */
export function cssVar(name, el = document.documentElement) {
  return getComputedStyle(el).getPropertyValue(name).trim();
}

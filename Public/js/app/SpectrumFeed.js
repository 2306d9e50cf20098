import { ANALYSER_FFT_SIZE } from '../audio/constants.js';

/**
 * The filter graph's live spectrum, computed in the page from the audio it plays (PROTOCOL.md: the
 * page's `hello` says `spectrumFrames: false`, so the server neither analyses nor sends one for it).
 * The browser's AnalyserNode on each source's player keeps the latest samples (on the audio thread)
 * and does the FFT in native code when this reads it, ~30 times a second while something is drawn;
 * this maps its bins onto the picture's log-spaced bands.
 *
 * Whose spectrum: the source the waveform shows (`WaveformView.onSource`). The server still decides
 * what may be drawn: it sends a source's waveform only when its pictures are allowed (the target's
 * not before a pass), and the waveform hides what is heard unseen (the target under A), so the
 * spectrum follows the same rules; where the sound still queued is what was hidden (B pressed after
 * A: the target is mixed into the own stream) it waits until that has played out (`hold`).
 */

/** Like the server's spectrum frames were: 128 bands over 20 Hz-20 kHz, -100 dB floor, ~30 a second. */
export const SPECTRUM = Object.freeze({
  bands: 128, minHz: 20, maxHz: 20000, floorDb: -100, perSecond: 30,
  // Ballistics of an analyser's meter, in dB: a fast rise, a slower fall.
  attackMs: 10, releaseMs: 150,
  // The graph spans 100 dB over 92 % of its height (FilterGraph.drawSpectrum): on the page's graphs,
  // 100-160 CSS px tall, half a dB is under a CSS pixel (compared with what was drawn, so it never adds up).
  redrawDb: 0.5,
});

/** The largest |a[i] - b[i]|. */
function maxDifference(a, b) {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]));
  return m;
}

/** After a hidden sound (`hold`): the analyser's window (4096 samples, 85 ms at 48 kHz) and a margin. */
export const SPECTRUM_SETTLE_MS = 150;

/**
 * dB to add so a full-scale sine reads 0 dB: Chromium's AnalyserNode scales its FFT by 1/N after a
 * Blackman window (coherent gain 0.42) and reports one side of the spectrum, so a sine of amplitude
 * A reads A * 0.42 / 2: -13.6 dB for A = 1 (checked in Chromium by test_page_views's sine).
 */
const FULL_SCALE_DB = 20 * Math.log10(2 / 0.42);

/**
 * For each band: the FFT bins whose centre lies in it, or (a band narrower than a bin, at the low
 * end) the fractional bin at its centre, read by interpolation. Pure; made once per sample rate.
 */
export function bandLayout({ bands, minHz, maxHz }, fftSize, sampleRate) {
  const binHz = sampleRate / fftSize;
  const bins = fftSize / 2;
  const ratio = maxHz / minHz;
  const first = new Int32Array(bands), end = new Int32Array(bands), centre = new Float32Array(bands);
  for (let b = 0; b < bands; b++) {
    const lo = minHz * ratio ** (b / bands), hi = minHz * ratio ** ((b + 1) / bands);
    first[b] = Math.ceil(lo / binHz);
    end[b] = Math.max(first[b], Math.min(bins, Math.ceil(hi / binHz)));
    centre[b] = Math.min(bins - 1, Math.sqrt(lo * hi) / binHz);
  }
  return { first, end, centre, sampleRate };
}

/**
 * Bin levels (dB, as AnalyserNode gives them) to band levels in `out`: a band holding bins takes
 * the loudest, a narrower one the level interpolated at its centre; calibrated to dBFS, floored.
 */
export function toBands(binsDb, layout, out, floorDb = SPECTRUM.floorDb) {
  const { first, end, centre } = layout;
  const level = (i) => {
    const v = binsDb[i] + FULL_SCALE_DB;
    return Number.isFinite(v) ? v : floorDb;
  };
  for (let b = 0; b < out.length; b++) {
    let v;
    if (end[b] > first[b]) {
      v = -Infinity;
      for (let i = first[b]; i < end[b]; i++) v = Math.max(v, level(i));
    } else {
      const i = Math.floor(centre[b]), f = centre[b] - i;
      v = level(i) * (1 - f) + level(Math.min(i + 1, binsDb.length - 1)) * f;
    }
    out[b] = Math.max(floorDb, Math.min(0, v));
  }
  return out;
}

export class SpectrumFeed {
  /**
   * `analyser(source)`: the AnalyserNode on that source's player, or null before audio starts.
   * `shown()`: whether the pictures are on screen. `draw(frame | null, source, redraw)`: the filter
   * graph (`redraw` false: the levels moved by less than a pixel since they were last drawn).
   */
  constructor({ analyser, shown, draw }) {
    this.analyser = analyser;
    this.shown = shown;
    this.draw = draw;
    this.layout = null;
    this.bins = new Float32Array(ANALYSER_FFT_SIZE / 2);
    this.fresh = new Float32Array(SPECTRUM.bands);
    this.levels = new Float32Array(SPECTRUM.bands).fill(SPECTRUM.floorDb);
    // The levels last drawn, and whose (a redraw is skipped while they still stand: see `tick`).
    this.drawnLevels = new Float32Array(SPECTRUM.bands);
    this.drawnSource = null;
    // One frame object, redrawn in place (the graph reads it when it draws).
    this.frame = { db: this.levels, minHz: SPECTRUM.minHz, maxHz: SPECTRUM.maxHz };
    this.source = null;
    this.drawn = false;
    this.silentDrawn = false;
    this.held = null;
    this.lastRead = 0;
    this.looping = false;
    this.tick = this.tick.bind(this);
  }

  /** The waveform shows `source` now (null: nothing). */
  follow(source) {
    if (source === this.source) return;
    this.source = source;
    this.levels.fill(SPECTRUM.floorDb);
    if (!source) {
      this.clear();
      return;
    }
    if (!this.looping) {
      this.looping = true;
      requestAnimationFrame(this.tick);
    }
  }

  /** Draws nothing of `source` for `ms`: the sound queued for it is one that must not be drawn. */
  hold(source, ms) {
    this.held = { source, until: performance.now() + ms };
    this.levels.fill(SPECTRUM.floorDb);
    if (this.source === source) this.clear();
  }

  clear() {
    if (this.drawn) this.draw(null, 'own');
    this.drawn = false;
    this.drawnSource = null;
    this.silentDrawn = false;
  }

  tick(now) {
    if (!this.source) {
      this.looping = false;
      return;
    }
    requestAnimationFrame(this.tick);
    const dt = now - this.lastRead;
    if (dt < 1000 / SPECTRUM.perSecond - 2 || !this.shown()) return;
    if (this.held?.source === this.source && now < this.held.until) return;
    // Before audio starts there is no analyser yet: the loop waits for it (the waveform may already
    // show the source: its frames come whether or not this page plays them).
    const node = this.analyser(this.source);
    if (!node) return;
    this.lastRead = now;
    if (this.layout?.sampleRate !== node.context.sampleRate) {
      this.layout = bandLayout(SPECTRUM, node.fftSize, node.context.sampleRate);
    }
    node.getFloatFrequencyData(this.bins);
    const fresh = toBands(this.bins, this.layout, this.fresh);
    // Ballistics over the time since the last read (a background tab's gap resets them).
    const step = Math.min(dt, 1000);
    const rise = 1 - Math.exp(-step / SPECTRUM.attackMs), fall = 1 - Math.exp(-step / SPECTRUM.releaseMs);
    const db = this.levels;
    let silent = true;
    for (let b = 0; b < db.length; b++) {
      db[b] += (fresh[b] - db[b]) * (fresh[b] > db[b] ? rise : fall);
      if (db[b] > SPECTRUM.floorDb + 0.5) silent = false;
    }
    // A source left current with nothing playing (a stream that ended without its silence frame)
    // is drawn flat once, not again 30 times a second.
    if (silent && this.silentDrawn) return;
    // A steady sound's bands move by less than SPECTRUM.redrawDb between reads (under a pixel on the
    // graph): the graph is told it need not redraw, since drawing the filled curve in software is most
    // of what a read costs. (It is still told: that is how it knows something sounds.) The levels
    // stay current (the graph's frame holds this array), so a knob's redraw shows them.
    const redraw = !(this.drawnSource === this.source && this.silentDrawn === silent
      && maxDifference(db, this.drawnLevels) < SPECTRUM.redrawDb);
    this.silentDrawn = silent;
    if (redraw) {
      this.drawnLevels.set(db);
      this.drawnSource = this.source;
    }
    this.draw(this.frame, this.source, redraw);
    this.drawn = true;
  }
}

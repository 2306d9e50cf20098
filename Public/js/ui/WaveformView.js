import { HiDPICanvas, cssVar } from './HiDPICanvas.js';
import { nearestNote } from './dom.js';

const SOURCE_LABELS = { own: 'Your synth', target: 'Target', teacher: 'Teacher', monitored: 'Student', monitoredTarget: 'Their target' };
const FADE_MS = 300;
// The display gain's easing, by time rather than per frame: the server sends a still picture 5 times a
// second instead of 30 (PROTOCOL.md, waveform), and easing per frame then took four times as long, in
// visible steps. Time constants: 36 ms shrinking (a louder sound fits at once), 205 ms growing; at 30
// frames a second, the 60 % and 15 % a frame the view used to take.
const GAIN_SHRINK_MS = 36;
const GAIN_GROW_MS = 205;
// Redraws while only the gain eases: at most this often (the frames themselves come at most 30 a second).
const EASE_REDRAW_MS = 30;

/** Whether two frames' points differ nowhere by more than `tolerance` (so would draw the same trace). */
function sameTrace(a, b, tolerance) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > tolerance) return false;
  return true;
}

/** Sets an element's text (and, if given, its `data-source`, clearing `data-unseen`) where they differ. */
function setIfChanged(el, text, source) {
  if (source !== undefined) {
    if ('unseen' in el.dataset) delete el.dataset.unseen;
    if (el.dataset.source !== source) el.dataset.source = source;
  }
  if (el.textContent !== text) el.textContent = text;
}

/**
 * The sound visualiser: draws the server's waveform frames (whole periods from a rising zero
 * crossing, so a held note stands still), delayed to line up with the audio actually heard, and
 * labelled with the source that is playing.
 */
export class WaveformView {
  constructor(canvas, label, readout) {
    this.label = label;
    this.readout = readout;
    this.queue = [];
    this.current = null;
    this.fadeFrom = 0;
    // Display gain: quiet notes are scaled up (up to 6x) so their shape stays readable; it eases
    // rather than jumps, so an envelope still reads as a change in size.
    this.displayGain = 1;
    // Where it is going (from the latest frame's peak), and when it last moved.
    this.gainGoal = 1;
    this.gainAt = 0;
    this.lastDrawAt = 0;
    // The trace on screen ({source, gain, points}, points copied) or null: see `pump`.
    this.drawnTrace = null;
    this.idleText = 'Play a key';
    // A sound heard without its picture ({source, text, hide}), or null: see `hearUnseen`.
    this.unseen = null;
    this.pump = this.pump.bind(this);
    this.pumping = false;
    this.view = new HiDPICanvas(canvas, (ctx, w, h) => this.draw(ctx, w, h));
    this.showIdle();
  }

  /** A parsed waveform frame of `source`, to show once the audio queued before it has played. */
  push(frame, source, delayMs) {
    if (this.hides(source)) return;
    this.queue.push({ due: performance.now() + delayMs, frame, source });
    if (this.queue.length > 60) this.queue.shift();
    this.startPump();
  }

  /** `source` went silent: ease its trace down to a flat line. */
  silence(source, delayMs) {
    if (this.hides(source)) return;
    this.queue.push({ due: performance.now() + delayMs, frame: null, source });
    this.startPump();
  }

  /** What the readout says while nothing plays (the exercise knows whether there is a target). */
  setIdleText(text) {
    this.idleText = text;
    if (!this.current) this.showIdle();
  }

  /**
   * `source` is heard but has no picture (the target before a pass: challenges are matched by ear):
   * while nothing else is drawn the label names it and `text` says why the screen is flat, where it
   * used to say "Silent" while the target played. Frames of `hide` are not drawn meanwhile: during an
   * A/B comparison the stream still carries the student's own picture while A is heard, and it was
   * taken for the target's. (Keys the student plays over Play target, or a teacher's broadcast, are
   * drawn as usual.) `hearUnseen(null)` ends it.
   */
  hearUnseen(source, text = '', hide = null) {
    const before = this.unseen;
    this.unseen = source ? { source, text, hide } : null;
    if (before?.source === this.unseen?.source && before?.text === this.unseen?.text && before?.hide === this.unseen?.hide) return;
    if (hide) {
      this.queue = this.queue.filter((q) => q.source !== hide);
      if (this.current?.source === hide) this.setCurrent(null);
    }
    // Its frames are drawn again, but the sound still queued at the speakers may be what was heard
    // unseen (A/B mixes the target into the student's own stream): `onUnhide` lets the spectrum wait.
    if (before?.hide && before.hide !== this.unseen?.hide) this.onUnhide?.(before.hide);
    if (!this.current) this.showIdle();
    this.view.invalidate();
  }

  /** Whether frames of `source` are kept off the screen now (see `hearUnseen`). */
  hides(source) {
    return Boolean(this.unseen?.hide) && source === this.unseen.hide;
  }

  clear() {
    this.queue = [];
    this.setCurrent(null);
    this.showIdle();
    this.view.invalidate();
  }

  /** The frame shown (null: none); `onSource` hears whose it is when that changes. */
  setCurrent(current) {
    const before = this.current?.source ?? null;
    this.current = current;
    if ((current?.source ?? null) !== before) this.onSource?.(current?.source ?? null);
  }

  startPump() {
    if (!this.pumping) {
      this.pumping = true;
      // The easing counts from here: after a silence the next note's gain eases from where it was.
      this.gainAt = performance.now();
      requestAnimationFrame(this.pump);
    }
  }

  /** Moves the display gain towards its goal by the time since it last moved; whether it still eases. */
  easeGain(now) {
    const dt = Math.max(0, now - this.gainAt);
    this.gainAt = now;
    const goal = this.gainGoal;
    const tau = goal < this.displayGain ? GAIN_SHRINK_MS : GAIN_GROW_MS;
    this.displayGain += (goal - this.displayGain) * (1 - Math.exp(-dt / tau));
    if (Math.abs(goal - this.displayGain) <= 1e-4 * goal) this.displayGain = goal;
    return this.displayGain !== goal;
  }

  pump() {
    const now = performance.now();
    let changed = false;
    while (this.queue.length && this.queue[0].due <= now) {
      const { frame, source } = this.queue.shift();
      if (frame) {
        let peak = 0;
        for (const v of frame.points) peak = Math.max(peak, Math.abs(v));
        this.gainGoal = Math.min(6, Math.max(1, 0.8 / Math.max(peak, 1e-3)));
        this.easeGain(now);
        // A held note's frames stand still (the server starts each at the same point of the wave): a
        // frame that would be drawn where the trace on screen is needs no redraw. Drawing the glowing
        // trace in software 30 times a second was most of what a held note cost the page's main
        // thread. Compared with what was drawn, not with the last frame: a slow change (a 0.05 Hz
        // LFO) moves each frame by less than the tolerance but is drawn once it adds up to more.
        const shown = this.drawnTrace;
        const still = shown !== null && shown.source === source && !this.fadeFrom
          && Math.abs(this.displayGain - shown.gain) <= 1e-3 * this.displayGain
          && sameTrace(shown.points, frame.points, 2e-3 * Math.max(peak, 1e-3));
        this.setCurrent({ frame, source });
        this.fadeFrom = 0;
        this.showLabel(source, frame.frequencyHz);
        if (!still) changed = true;
      } else {
        if (this.current?.source === source && !this.fadeFrom) this.fadeFrom = now;
        changed = true;
      }
    }
    const fading = this.fadeFrom && now - this.fadeFrom < FADE_MS;
    // Between frames the gain keeps easing (a still picture's frames come 5 a second): the trace on
    // screen is redrawn at its new size, at most every EASE_REDRAW_MS.
    const easing = this.current !== null && !this.fadeFrom && this.easeGain(now);
    const resized = this.drawnTrace !== null && Math.abs(this.displayGain - this.drawnTrace.gain) > 1e-3 * this.displayGain;
    if (changed || fading || (resized && now - this.lastDrawAt >= EASE_REDRAW_MS)) {
      this.lastDrawAt = now;
      this.view.drawNow();
    }
    if (this.fadeFrom && now - this.fadeFrom >= FADE_MS && this.current) {
      this.setCurrent(null);
      this.showIdle();
      this.view.drawNow();
    }
    if (this.queue.length || fading || easing || resized) requestAnimationFrame(this.pump);
    else this.pumping = false;
  }

  showLabel(source, hz) {
    const n = nearestNote(hz);
    // Written only when it changes: each write is a layout, and frames come 30 times a second.
    setIfChanged(this.label, SOURCE_LABELS[source] ?? source, source);
    setIfChanged(this.readout, n ? `${n.name} · ${hz.toFixed(1)} Hz` : '');
  }

  showIdle() {
    if (this.unseen) {
      this.label.textContent = SOURCE_LABELS[this.unseen.source] ?? this.unseen.source;
      this.label.dataset.source = this.unseen.source;
      this.label.dataset.unseen = 'true';
      this.readout.textContent = this.unseen.text;
      return;
    }
    delete this.label.dataset.unseen;
    this.label.textContent = 'Silent';
    this.label.dataset.source = 'none';
    this.readout.textContent = this.idleText;
  }

  draw(ctx, w, h) {
    const mid = h / 2;
    ctx.strokeStyle = cssVar('--grid');
    ctx.lineWidth = 1;
    for (const f of [0.25, 0.5, 0.75]) {
      const gy = Math.round(h * f) + 0.5;
      ctx.beginPath();
      ctx.moveTo(0, gy);
      ctx.lineTo(w, gy);
      ctx.stroke();
    }
    const cur = this.current;
    const colour = cssVar(cur?.source === 'target' ? '--target' : cur?.source === 'teacher' ? '--teacher' : '--own');
    let gain = 1;
    if (this.fadeFrom) gain = Math.max(0, 1 - (performance.now() - this.fadeFrom) / FADE_MS);
    const pts = cur?.frame.points;
    ctx.beginPath();
    if (!pts || pts.length < 2) {
      this.drawnTrace = null;
      ctx.moveTo(0, mid);
      ctx.lineTo(w, mid);
      ctx.strokeStyle = cssVar('--text-faint');
      ctx.lineWidth = 1.5;
      ctx.stroke();
      return;
    }
    const amp = (h / 2 - 6) * gain * this.displayGain;
    const n = pts.length;
    if (this.drawnTrace?.points.length !== n) this.drawnTrace = { source: null, gain: 0, points: new Float32Array(n) };
    this.drawnTrace.points.set(pts);
    this.drawnTrace.source = cur.source;
    this.drawnTrace.gain = this.displayGain;
    for (let i = 0; i < n; i++) {
      const px = (i / (n - 1)) * w;
      const py = mid - pts[i] * amp;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.lineJoin = 'round';
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.shadowColor = colour;
    ctx.shadowBlur = 10;
    ctx.stroke();
    ctx.shadowBlur = 0;
  }
}

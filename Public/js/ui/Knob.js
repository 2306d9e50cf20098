import { h, svg } from './dom.js';

const SWEEP = 270; // degrees of travel, like most hardware pots
const START = -135;
const DRAG_PIXELS = 200; // full travel per 200 px of drag; Shift for ten times finer
const FINE = 10;
// A touch screen has no Shift: there a drag turns by its vertical movement only, and the finger's
// distance sideways from where it went down makes it finer, up to the same ten times at 180 px (a
// phone's half width: a knob mid-screen reaches it either way). 200 px of travel is 20 px per octave
// of cutoff, about two of hearing's steps (PerceptionTable) per pixel: too coarse to match a sound by
// ear without a fine mode.
const TOUCH_FINER_PER_PX = 1 / 20;
// One mouse-wheel notch (100 px of wheel delta in Chromium, 3 lines in Firefox) turns 1/50 of the
// travel, Shift five times finer; trackpads' small deltas turn in proportion. Stepped controls move
// at least one step per notch.
const WHEEL_NOTCH_TRAVEL = 1 / 50;
const WHEEL_FINE = 5;
const WHEEL_NOTCH_PX = 100;
const LINE_PX = 100 / 3;

function polar(angleDeg, r) {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
}

function arcPath(a0, a1, r) {
  if (Math.abs(a1 - a0) < 0.01) return '';
  const [x0, y0] = polar(Math.min(a0, a1), r);
  const [x1, y1] = polar(Math.max(a0, a1), r);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${x0.toFixed(2)} ${y0.toFixed(2)} A${r} ${r} 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)}`;
}

/**
 * A rotary control for one continuous parameter: drag (vertical or horizontal; Shift finer; on a
 * touch screen vertical, finer as the finger moves sideways), mouse wheel, arrow keys (Shift finer,
 * Page keys coarser, Home/End), double-click for the default. ARIA slider.
 * `onChange(value)` fires for user changes only; `setValue` updates from the server without echo.
 */
export class Knob {
  constructor(spec, label, onChange) {
    this.spec = spec;
    this.onChange = onChange;
    this.value = spec.default;
    this.travel = spec.normalized(this.value);
    this.locked = false;

    this.valueArc = svg('path', { class: 'knob-value-arc' });
    const ring = svg('svg', { viewBox: '0 0 100 100', class: 'knob-ring', 'aria-hidden': 'true' },
      svg('path', { class: 'knob-track', d: arcPath(START, START + SWEEP, 42) }),
      this.valueArc);
    this.pointer = h('div.knob-pointer');
    this.cap = h('div.knob-cap', {}, this.pointer);
    this.knob = h('div.knob', {
      role: 'slider',
      tabindex: '0',
      'aria-label': spec.name,
      'aria-valuemin': String(spec.min),
      'aria-valuemax': String(spec.max),
      title: spec.help,
      dataset: { param: spec.id },
    }, ring, this.cap);
    this.valueText = h('div.control-value');
    this.el = h('div.control.knob-control', { dataset: { param: spec.id } },
      this.knob, h('div.control-label', { text: label }), this.valueText);
    this.bind();
    this.render();
  }

  bind() {
    const k = this.knob;
    k.addEventListener('pointerdown', (e) => {
      if (this.locked || e.button !== 0) return;
      e.preventDefault();
      k.focus();
      k.setPointerCapture(e.pointerId);
      const touch = e.pointerType === 'touch' || e.pointerType === 'pen';
      this.drag = { id: e.pointerId, touch, x0: e.clientX, x: e.clientX, y: e.clientY, travel: this.travel };
      this.el.classList.add('active');
    });
    k.addEventListener('pointermove', (e) => {
      const d = this.drag;
      if (!d || e.pointerId !== d.id) return;
      // Added move by move, each at the fineness of its moment: Shift pressed (or the finger moved
      // sideways) halfway through a drag makes the rest of it finer instead of rescaling all of it.
      const px = d.touch ? d.y - e.clientY : (d.y - e.clientY) + (e.clientX - d.x);
      const sideways = d.touch ? Math.min(FINE, 1 + Math.abs(e.clientX - d.x0) * TOUCH_FINER_PER_PX) : 1;
      const finer = Math.max(sideways, e.shiftKey ? FINE : 1);
      d.x = e.clientX;
      d.y = e.clientY;
      d.travel = Math.min(1, Math.max(0, d.travel + px / (DRAG_PIXELS * finer)));
      this.setTravel(d.travel);
    });
    const end = (e) => {
      if (!this.drag || e.pointerId !== this.drag.id) return;
      this.drag = null;
      this.travel = this.spec.normalized(this.value);
      this.el.classList.remove('active');
    };
    k.addEventListener('pointerup', end);
    k.addEventListener('pointercancel', end);
    k.addEventListener('lostpointercapture', end);
    k.addEventListener('dblclick', () => {
      if (!this.locked) this.setFromUser(this.spec.default);
    });
    k.addEventListener('wheel', (e) => {
      if (this.locked) return;
      e.preventDefault();
      this.setTravel(this.travel + this.wheelTravel(e), true);
    }, { passive: false });
    k.addEventListener('keydown', (e) => {
      if (this.locked) return;
      const step = this.spec.travelStep(e.shiftKey);
      const moves = {
        ArrowUp: step, ArrowRight: step, ArrowDown: -step, ArrowLeft: -step,
        PageUp: Math.max(step, 0.1), PageDown: -Math.max(step, 0.1),
      };
      if (e.key in moves) this.setTravel(this.travel + moves[e.key]);
      else if (e.key === 'Home') this.setTravel(0);
      else if (e.key === 'End') this.setTravel(1);
      else return;
      // Arrow keys would otherwise scroll the page; letter keys stay free for the piano.
      e.preventDefault();
      e.stopPropagation();
    });
  }

  /** Knob travel for one wheel event: up (or left) turns up. */
  wheelTravel(e) {
    // Shift turns a vertical wheel into a horizontal one in some browsers: take whichever axis moved.
    const raw = Math.abs(e.deltaY) >= Math.abs(e.deltaX) ? e.deltaY : e.deltaX;
    const px = e.deltaMode === 1 ? raw * LINE_PX : e.deltaMode === 2 ? raw * 10 * WHEEL_NOTCH_PX : raw;
    const notches = -px / WHEEL_NOTCH_PX;
    const perNotch = WHEEL_NOTCH_TRAVEL / (e.shiftKey ? WHEEL_FINE : 1);
    const stepped = this.spec.step && this.spec.scale !== 'log' ? this.spec.travelStep(false) : 0;
    if (stepped > perNotch) {
      // A stepped control (octave, semitones): whole steps, small deltas adding up to one.
      this.wheelRest = (this.wheelRest ?? 0) + notches;
      const whole = Math.trunc(this.wheelRest);
      this.wheelRest -= whole;
      return whole * stepped;
    }
    return notches * perNotch;
  }

  /**
   * Moves to knob travel `t` (0..1). Drags and the wheel (`keepFraction`) keep the fractional travel,
   * so many small moves add up on a stepped or finely snapped row.
   */
  setTravel(t, keepFraction = false) {
    const travel = Math.min(1, Math.max(0, t));
    const value = this.spec.fromNormalized(travel);
    this.travel = this.drag || keepFraction ? travel : this.spec.normalized(value);
    if (value !== this.value) {
      this.value = value;
      this.onChange(value);
    }
    this.render();
  }

  setFromUser(value) {
    this.setValue(value);
    this.onChange(this.value);
  }

  /** From the server or a patch load: no change event. */
  setValue(value) {
    if (typeof value !== 'number' || Number.isNaN(value)) return;
    this.value = this.spec.snap(value);
    this.travel = this.spec.normalized(this.value);
    this.render();
  }

  setLocked(locked) {
    this.locked = locked;
    this.el.classList.toggle('locked', locked);
    this.knob.setAttribute('aria-disabled', String(locked));
    this.knob.tabIndex = locked ? -1 : 0;
    this.knob.title = locked ? `${this.spec.name}: locked in this lesson` : this.spec.help;
  }

  render() {
    const t = this.spec.normalized(this.value);
    const angle = START + SWEEP * t;
    const from = this.spec.isBipolar ? START + SWEEP * this.spec.normalized(0) : START;
    this.valueArc.setAttribute('d', arcPath(from, angle, 42));
    this.cap.style.transform = `rotate(${angle.toFixed(1)}deg)`;
    const text = this.spec.format(this.value);
    this.valueText.textContent = text;
    this.knob.setAttribute('aria-valuenow', String(this.value));
    this.knob.setAttribute('aria-valuetext', text);
  }
}

import { h, clear, noteName } from './dom.js';

const BLACK = new Set([1, 3, 6, 8, 10]);
const MIN_WHITE_PX = 34;
const MAX_OCTAVES = 4;

/**
 * The on-screen piano: mouse and multi-touch through pointer events (each finger its own note,
 * sliding across keys plays legato), velocity from how far down the key it is struck.
 * Calls `onDown(note, velocity, event)` and `onUp(note, event)`; shows keys held by any input.
 * Each key is a button named by its note; one key at a time is in the tab order (arrow keys move
 * along the keyboard, Enter or Space holds the note while pressed).
 */
export class Piano {
  constructor({ onDown, onUp }) {
    this.onDown = onDown;
    this.onUp = onUp;
    this.octave = 4; // octave of the computer keyboard's A key: the piano keeps it in view
    this.octaves = 2;
    this.first = 48;
    this.active = new Set();
    this.letters = new Map();
    this.showLetters = true;
    this.pointers = new Map();
    this.keys = new Map();
    this.focusNote = null; // the key in the tab order (null: the computer keyboard's A key)
    this.keyboardHeld = null;
    this.el = h('div.piano', { role: 'group', 'aria-label': 'Piano keyboard' });
    this.bind();
    new ResizeObserver(() => this.layout()).observe(this.el);
  }

  setOctave(octave) {
    this.octave = octave;
    this.layout(true);
  }

  /** Computer-key letters to print on keys (note -> letter), or an empty map. */
  setLetters(letters, show) {
    this.letters = letters;
    this.showLetters = show;
    this.layout(true);
  }

  setActive(note, on) {
    if (on) this.active.add(note);
    else this.active.delete(note);
    this.keys.get(note)?.classList.toggle('down', on);
  }

  layout(force = false) {
    const width = this.el.clientWidth;
    if (!width) return;
    const octaves = Math.max(1, Math.min(MAX_OCTAVES, Math.floor(width / (MIN_WHITE_PX * 7 + 4))));
    const first = 12 * (this.octave + 1 - (octaves >= 3 ? 1 : 0));
    if (!force && octaves === this.octaves && first === this.first && this.keys.size) return;
    this.octaves = octaves;
    this.first = first;
    this.build();
  }

  build() {
    clear(this.el);
    this.keys.clear();
    const last = this.first + this.octaves * 12; // end on a C
    const whites = [];
    for (let n = this.first; n <= last; n++) if (!BLACK.has(n % 12)) whites.push(n);
    const whiteWidth = 100 / whites.length;
    let whiteIndex = 0;
    for (let n = this.first; n <= last; n++) {
      const black = BLACK.has(n % 12);
      const letter = this.showLetters ? this.letters.get(n) : null;
      const key = h(`button.key.${black ? 'black' : 'white'}`, {
        type: 'button', tabindex: '-1', dataset: { note: String(n) }, 'aria-label': noteName(n),
      },
      letter ? h('span.key-letter', { text: letter }) : null,
      !black && n % 12 === 0 ? h('span.key-name', { text: noteName(n) }) : null);
      if (black) {
        key.style.left = `${whiteIndex * whiteWidth - whiteWidth * 0.31}%`;
        key.style.width = `${whiteWidth * 0.62}%`;
      } else {
        whiteIndex++;
      }
      if (this.active.has(n)) key.classList.add('down');
      this.keys.set(n, key);
      this.el.append(key);
    }
    this.rove(this.focusNote, false);
  }

  /** Puts `note`'s key (or the A key's note, or the first) in the tab order; `focus` moves focus there. */
  rove(note, focus) {
    const key = this.keys.get(note) ?? this.keys.get(12 * (this.octave + 1)) ?? this.keys.values().next().value;
    if (!key) return;
    for (const k of this.keys.values()) k.tabIndex = k === key ? 0 : -1;
    if (focus) {
      this.focusNote = Number(key.dataset.note);
      key.focus();
    }
  }

  keyDown(e) {
    const note = Number(e.target.closest?.('.key')?.dataset.note);
    if (!Number.isFinite(note)) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = note + (e.key === 'ArrowRight' ? 1 : -1);
      if (this.keys.has(next)) this.rove(next, true);
      e.preventDefault();
      e.stopPropagation();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      if (e.repeat || this.keyboardHeld !== null) return;
      this.keyboardHeld = note;
      this.onDown(note, 0.8, e);
    }
  }

  keyUp(e) {
    if ((e.key === 'Enter' || e.key === ' ') && this.keyboardHeld !== null) {
      const held = this.keyboardHeld;
      this.keyboardHeld = null;
      this.onUp(held, e);
    }
  }

  keyAt(x, y) {
    const el = document.elementFromPoint(x, y)?.closest('.key');
    if (!el || !this.el.contains(el)) return null;
    const r = el.getBoundingClientRect();
    // Struck near the front edge is loud, near the back soft, as on a real key.
    const depth = Math.min(1, Math.max(0, (y - r.top) / r.height));
    return { note: Number(el.dataset.note), velocity: Math.round((0.25 + 0.75 * depth) * 100) / 100 };
  }

  bind() {
    this.el.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      const hit = this.keyAt(e.clientX, e.clientY);
      if (!hit) return;
      e.preventDefault();
      this.el.setPointerCapture(e.pointerId);
      this.pointers.set(e.pointerId, hit.note);
      this.onDown(hit.note, hit.velocity, e);
    });
    this.el.addEventListener('pointermove', (e) => {
      if (!this.pointers.has(e.pointerId)) return;
      const hit = this.keyAt(e.clientX, e.clientY);
      const held = this.pointers.get(e.pointerId);
      if (!hit || hit.note === held) return;
      this.onUp(held, e);
      this.pointers.set(e.pointerId, hit.note);
      this.onDown(hit.note, hit.velocity, e);
    });
    const release = (e) => {
      const held = this.pointers.get(e.pointerId);
      if (held === undefined) return;
      this.pointers.delete(e.pointerId);
      this.onUp(held, e);
    };
    this.el.addEventListener('pointerup', release);
    this.el.addEventListener('pointercancel', release);
    this.el.addEventListener('lostpointercapture', release);
    this.el.addEventListener('contextmenu', (e) => e.preventDefault());
    this.el.addEventListener('keydown', (e) => this.keyDown(e));
    this.el.addEventListener('keyup', (e) => this.keyUp(e));
    this.el.addEventListener('focusout', (e) => {
      if (this.keyboardHeld !== null && !this.el.contains(e.relatedTarget)) this.keyUp({ key: 'Enter' });
    });
  }
}

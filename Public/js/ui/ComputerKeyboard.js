// The computer keyboard as a piano: the home row is the white keys from C, the row above the black
// keys (A W S E D F T G Y H U J K O L P ;), Z and X shift an octave. Physical key codes, so the
// layout is the same on QWERTY, QWERTZ and AZERTY keyboards.

const CODES = ['KeyA', 'KeyW', 'KeyS', 'KeyE', 'KeyD', 'KeyF', 'KeyT', 'KeyG', 'KeyY', 'KeyH', 'KeyU', 'KeyJ',
  'KeyK', 'KeyO', 'KeyL', 'KeyP', 'Semicolon'];
const LETTERS = ['A', 'W', 'S', 'E', 'D', 'F', 'T', 'G', 'Y', 'H', 'U', 'J', 'K', 'O', 'L', 'P', ';'];

function typing(target) {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export class ComputerKeyboard {
  constructor({ onDown, onUp, onOctave }) {
    this.onDown = onDown;
    this.onUp = onUp;
    this.onOctave = onOctave;
    this.octave = 4;
    this.enabled = true;
    this.held = new Map(); // code -> note, so a key released after an octave change stops the right note
    window.addEventListener('keydown', (e) => this.down(e));
    window.addEventListener('keyup', (e) => this.up(e));
    window.addEventListener('blur', () => this.releaseAll());
  }

  /** MIDI note of the A key. */
  get base() {
    return 12 * (this.octave + 1);
  }

  /** note -> letter for labelling the on-screen keys. */
  letters() {
    return new Map(LETTERS.map((l, i) => [this.base + i, l]));
  }

  setOctave(octave) {
    this.octave = Math.max(0, Math.min(8, octave));
    this.onOctave?.(this.octave);
  }

  down(e) {
    if (!this.enabled || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if (e.code === 'KeyZ' || e.code === 'KeyX') {
      if (!e.repeat) this.setOctave(this.octave + (e.code === 'KeyX' ? 1 : -1));
      e.preventDefault();
      return;
    }
    const i = CODES.indexOf(e.code);
    if (i < 0) return;
    e.preventDefault();
    if (e.repeat || this.held.has(e.code)) return;
    const note = this.base + i;
    if (note > 127) return;
    this.held.set(e.code, note);
    this.onDown(note, 0.8, e);
  }

  up(e) {
    const note = this.held.get(e.code);
    if (note === undefined) return;
    this.held.delete(e.code);
    this.onUp(note, e);
  }

  releaseAll() {
    for (const note of this.held.values()) this.onUp(note, null);
    this.held.clear();
  }
}

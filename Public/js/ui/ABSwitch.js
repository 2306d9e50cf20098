import { h } from './dom.js';

/**
 * The A/B switch: A is the target, B the student's sound. The first press starts both playing the
 * lesson phrase from one clock on the server; later presses flip which one is heard at the same
 * moment of the note (the server glides over 5 ms, so there is no restart and no click). When the
 * phrase is over the server says `compareDone` and the next press starts it again. The B key does
 * the same as the buttons while `isActive()` says this switch's screen is the one shown: its first press
 * plays B, the next ones switch.
 */
export class ABSwitch {
  /**
   * `onPress(side)`: a press that starts a comparison. `onChange({comparing, side})`: after every
   * change of what is heard (a press, a switch, the end of the phrase).
   */
  constructor(app, { isActive, onPress, onChange } = {}) {
    this.app = app;
    this.session = app.session;
    this.isActive = isActive ?? (() => false);
    this.onPress = onPress ?? (() => {});
    this.onChange = onChange ?? (() => {});
    this.side = 'target';
    this.comparing = false;
    this.buttons = {
      target: h('button.btn.btn-ab', { type: 'button', 'aria-pressed': 'false', onclick: () => this.press('target') },
        h('b', { text: 'A' }), h('span', { text: 'Target' })),
      mine: h('button.btn.btn-ab', { type: 'button', 'aria-pressed': 'false', onclick: () => this.press('mine') },
        h('b', { text: 'B' }), h('span', { text: 'Yours' })),
    };
    this.el = h('div.ab-switch', { role: 'group', 'aria-label': 'A/B compare: press B on the keyboard to switch' },
      h('span.ab-label', { text: 'Compare' }), this.buttons.target, this.buttons.mine,
      // Said as a shortcut: a lone "B" badge beside "B Yours" read as a third button (session 35's walk).
      h('span.ab-key-hint', { title: 'Press B to switch between A and B' }, 'or ', h('kbd.ab-key', { text: 'B' })));
    this.session.addEventListener('compareDone', () => this.setComparing(false));
    window.addEventListener('keydown', (e) => {
      if (e.code !== 'KeyB' || e.repeat || e.ctrlKey || e.metaKey || e.altKey || this.el.hidden || !this.isActive()) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      // The key is named B: a press that starts a comparison plays B (yours), as the button beside it
      // would; later presses switch sides. (It started on A, and a newcomer pressing B heard the target.)
      this.press(this.comparing && this.side === 'mine' ? 'target' : 'mine');
    });
  }

  /** A or B pressed: starts the comparison on that side, or switches the running one. */
  press(side) {
    this.app.ensureAudio();
    this.side = side;
    if (this.comparing) {
      this.session.abSwitch(side);
    } else {
      this.onPress(side);
      this.session.compare(side, true);
      this.setComparing(true);
    }
    this.show();
  }

  /** Another sound took over (Play target, Play mine, a new lesson): the comparison is over. */
  setComparing(on) {
    this.comparing = on;
    this.el.dataset.active = String(on);
    this.show();
  }

  show() {
    for (const [side, button] of Object.entries(this.buttons)) {
      button.setAttribute('aria-pressed', String(this.comparing && this.side === side));
    }
    this.onChange({ comparing: this.comparing, side: this.side });
  }
}

import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * The class switcher in the top bar: the teacher's classes (only theirs: the server sends no
 * other), the watched class's join code in large type for the board, and "new class".
 * `onWatch(id)`, `onCreate(name)` (resolving true once made) and `onRefresh()` (ask the server for
 * the current list) are the caller's.
 */
export class ClassBar {
  constructor(model, { onWatch, onCreate, onRefresh }) {
    this.model = model;
    // Opening the list asks the server again: classes made with the CLI meanwhile appear.
    this.select = h('select.class-select', {
      'aria-label': 'Class', onchange: () => this.select.value && onWatch(this.select.value), onfocus: () => onRefresh?.(),
    });
    this.code = h('span.join-code', { title: 'Students type this code on the home page' });
    this.newButton = h('button.btn.btn-ghost.btn-small', {
      type: 'button', title: 'Create a class', 'aria-expanded': 'false', onclick: () => this.openForm(!this.form.hidden),
    }, h('span', { text: '+ Class' }));
    this.newName = h('input.text-input.new-class-name', {
      type: 'text', maxlength: '40', placeholder: 'e.g. Year 9 music', 'aria-label': 'Name of the new class',
      onkeydown: (e) => { if (e.key === 'Escape') this.openForm(true); },
    });
    this.form = h('form.new-class', {
      hidden: true,
      onsubmit: async (e) => {
        e.preventDefault();
        const name = this.newName.value.trim();
        if (!name) return;
        if (await onCreate(name)) {
          this.newName.value = '';
          this.openForm(true);
        }
      },
    }, this.newName, h('button.btn.btn-small', { type: 'submit' }, h('span', { text: 'Create' })));
    // The form opens under "+ Class" (over the page, not in the bar's row, which has no room for it
    // beside a long class name on a small laptop); on a phone it takes a row of the bar.
    this.wrap = h('div.new-class-wrap', {}, this.newButton, this.form);
    this.el = h('div.class-bar', {}, icon('user'), this.select, h('span.join-label', { text: 'Join code' }), this.code,
      this.wrap);
    model.addEventListener('classes', () => this.render());
    model.addEventListener('roster', () => this.render());
    this.render();
  }

  /** Shows (or, with `close`, hides) the new-class form; a press outside it closes it. */
  openForm(close) {
    const wasOpen = !this.form.hidden;
    this.form.hidden = close;
    this.newButton.setAttribute('aria-expanded', String(!close));
    if (!close) {
      this.newName.focus();
      this.outside ??= (e) => { if (!this.wrap.contains(e.target)) this.openForm(true); };
      document.addEventListener('pointerdown', this.outside, true);
    } else {
      if (this.outside) document.removeEventListener('pointerdown', this.outside, true);
      // Focus goes back to the button that opened it, not to the page's body.
      if (wasOpen && this.wrap.contains(document.activeElement)) this.newButton.focus();
    }
  }

  render() {
    clear(this.select);
    const classes = this.model.classes;
    if (!classes.length) this.select.append(h('option', { value: '', text: 'No classes yet' }));
    else if (!this.model.classId) this.select.append(h('option', { value: '', text: 'Choose a class…' }));
    for (const c of classes) this.select.append(h('option', { value: c.id, text: c.name }));
    this.select.value = this.model.classId ?? '';
    // The select may be narrower than a 40-character name: the whole name on hover.
    this.select.title = this.model.classInfo?.name ?? '';
    this.code.textContent = this.model.classInfo?.code ?? '——————';
  }
}

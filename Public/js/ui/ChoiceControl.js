import { h } from './dom.js';
import { waveIcon } from './icons.js';
import { humanise, optionLabel } from '../params/ParamTable.js';

/**
 * A segmented selector for a choice parameter (ARIA radiogroup with roving focus: arrow keys move
 * and select), or a switch when the options are exactly off/on.
 */
export class ChoiceControl {
  constructor(spec, label, onChange) {
    this.spec = spec;
    this.onChange = onChange;
    this.value = spec.default;
    this.locked = false;
    this.label = h('div.control-label', { text: label });
    if (spec.isToggle) {
      this.button = h('button.switch', {
        type: 'button', role: 'switch', 'aria-label': spec.name, title: spec.help,
        dataset: { param: spec.id },
        onclick: () => { if (!this.locked) this.select(this.value === 'on' ? 'off' : 'on'); },
      }, h('span.switch-thumb'));
      this.el = h('div.control.choice-control.toggle-control', { dataset: { param: spec.id } }, this.button, this.label);
    } else {
      this.buttons = spec.options.map((opt) => {
        const pic = waveIcon(opt);
        return h('button.seg', {
          type: 'button', role: 'radio', 'aria-label': humanise(opt), title: humanise(opt),
          dataset: { option: opt },
          onclick: () => { if (!this.locked) this.select(opt); },
          onkeydown: (e) => this.key(e, opt),
        }, pic ?? h('span.seg-text', { text: optionLabel(opt) }));
      });
      this.group = h('div.segmented', {
        role: 'radiogroup', 'aria-label': spec.name, title: spec.help, dataset: { param: spec.id },
      }, this.buttons);
      // Pictured options (waves) name the one chosen under the label, as a knob shows its value: the
      // names were tooltips only, never seen on a phone, while the theory, the hints and the feedback
      // say "sine", "square", "saw" (session 35's walk). A screen reader hears the radio's own name.
      const pictured = spec.options.every((o) => waveIcon(o) !== null);
      this.caption = pictured ? h('span.choice-value', { 'aria-hidden': 'true' }) : null;
      const head = this.caption ? h('div.choice-head', {}, this.label, this.caption) : this.label;
      this.el = h('div.control.choice-control', { dataset: { param: spec.id } }, head, this.group);
      this.el.classList.toggle('wide', spec.options.length > 3);
    }
    this.render();
  }

  key(e, opt) {
    const opts = this.spec.options;
    const i = opts.indexOf(opt);
    let j = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') j = (i + 1) % opts.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') j = (i - 1 + opts.length) % opts.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = opts.length - 1;
    if (j === null) return;
    e.preventDefault();
    e.stopPropagation();
    if (this.locked) return;
    this.select(opts[j]);
    this.buttons[j].focus();
  }

  select(opt) {
    if (opt === this.value) return;
    this.value = opt;
    this.render();
    this.onChange(opt);
  }

  setValue(opt) {
    if (!this.spec.options.includes(opt)) return;
    this.value = opt;
    this.render();
  }

  setLocked(locked) {
    this.locked = locked;
    this.el.classList.toggle('locked', locked);
    if (this.button) {
      this.button.disabled = locked;
    } else {
      this.group.setAttribute('aria-disabled', String(locked));
      this.render();
    }
  }

  render() {
    if (this.button) {
      this.button.setAttribute('aria-checked', String(this.value === 'on'));
      return;
    }
    // The theory's full names ("Triangle"), except sample & hold, whose name is longer than its column.
    if (this.caption) this.caption.textContent = this.value === 'sampleHold' ? 'S&H' : humanise(this.value);
    for (const b of this.buttons) {
      const on = b.dataset.option === this.value;
      b.setAttribute('aria-checked', String(on));
      b.tabIndex = on && !this.locked ? 0 : -1;
    }
  }
}

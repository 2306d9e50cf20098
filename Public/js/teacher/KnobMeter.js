import { h } from '../ui/dom.js';

/**
 * A read-only picture of one of a student's controls: a bar for where the knob stands and, when the
 * lesson has one, a tick for the target (which only the teacher's page ever receives). Travel and
 * text come from the server's parameter table, like the student's own knobs.
 */
export class KnobMeter {
  constructor(spec) {
    this.spec = spec;
    this.fill = h('div.km-fill');
    this.targetTick = h('div.km-target', { hidden: true, title: 'Target' });
    this.valueText = h('span.km-value');
    this.targetText = h('span.km-target-text', { hidden: true });
    this.el = h('div.km', { dataset: { param: spec.id }, title: spec.help ?? spec.name },
      h('span.km-name', { text: spec.name }),
      h('div.km-track', {}, this.fill, this.targetTick),
      h('span.km-texts', {}, this.valueText, this.targetText));
    this.value = undefined;
  }

  set(value, target) {
    const spec = this.spec;
    if (value !== undefined && value !== null) {
      this.value = value;
      const t = spec.normalized(value);
      this.fill.style.width = `${(t * 100).toFixed(1)}%`;
      this.valueText.textContent = spec.format(value);
      this.el.dataset.value = String(value);
    }
    const hasTarget = target !== undefined && target !== null;
    this.targetTick.hidden = !hasTarget;
    this.targetText.hidden = !hasTarget;
    if (hasTarget) {
      this.targetTick.style.left = `${(spec.normalized(target) * 100).toFixed(1)}%`;
      this.targetText.textContent = `→ ${spec.format(target)}`;
      // Close enough to read as "on target": within 2% of the knob's travel, or the same option.
      const on = spec.isChoice ? value === target : Math.abs(spec.normalized(value) - spec.normalized(target)) < 0.02;
      this.el.classList.toggle('on-target', on);
    } else {
      // Nothing of a hidden target stays in the page (a projected dashboard must not show it).
      this.targetText.textContent = '';
      this.targetTick.style.left = '';
      this.el.classList.remove('on-target');
    }
  }
}

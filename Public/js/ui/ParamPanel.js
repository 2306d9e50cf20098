import { h, clear } from './dom.js';
import { Knob } from './Knob.js';
import { ChoiceControl } from './ChoiceControl.js';

/**
 * The synth parameter section: one tab per group of the server's table, each tab a set of cards
 * (osc 1, osc 2, ...) with a control per row. Built entirely from the `params` message.
 * Dispatches `change` ({id, value}) for user edits and `tab` ({group}) when the tab changes.
 */
export class ParamPanel extends EventTarget {
  constructor() {
    super();
    this.tabs = h('div.tabs', { role: 'tablist', 'aria-label': 'Synth parameter groups' });
    this.panels = h('div.tab-panels');
    this.el = h('div.param-panel', {}, this.tabs, this.panels);
    this.controls = new Map();
    this.tabButtons = new Map();
    this.tabPanels = new Map();
    this.sectionEls = [];
    this.active = null;
    this.lesson = null;
  }

  build(table) {
    this.table = table;
    clear(this.tabs);
    clear(this.panels);
    this.controls.clear();
    this.tabButtons.clear();
    this.tabPanels.clear();
    this.sectionEls = [];
    for (const g of table.groups) {
      const tabId = `tab-${g.id}`;
      const panelId = `panel-${g.id}`;
      const button = h('button.tab', {
        type: 'button', role: 'tab', id: tabId, 'aria-controls': panelId, dataset: { group: g.id },
        onclick: () => this.select(g.id, true),
        onkeydown: (e) => this.tabKey(e, g.id),
      }, g.title);
      const panel = h('div.tab-panel', { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId, dataset: { group: g.id } });
      for (const section of table.sections(g.id)) panel.append(this.buildSection(section));
      this.tabs.append(button);
      this.panels.append(panel);
      this.tabButtons.set(g.id, button);
      this.tabPanels.set(g.id, panel);
    }
    this.applyLesson();
    this.select(this.active && this.tabButtons.has(this.active) ? this.active : table.groups[0]?.id, false);
  }

  buildSection(section) {
    // Choices share the title row (they are short); knobs get the row below.
    const choices = h('div.card-head', {}, h('h3.card-title', { text: section.title }));
    const knobs = h('div.card-knobs');
    const card = h('section.card', { 'aria-label': section.title, dataset: { section: section.key } }, choices, knobs);
    card.items = section.items.map((i) => i.spec.id);
    // A card with one choice (noise colour, sync) keeps it on the title's line (controls.css).
    card.dataset.choices = String(section.items.filter((i) => i.spec.isChoice).length);
    for (const { spec, label } of section.items) {
      const onChange = (value) => this.dispatchEvent(new CustomEvent('change', { detail: { id: spec.id, value } }));
      const control = spec.isChoice ? new ChoiceControl(spec, label, onChange) : new Knob(spec, label, onChange);
      (spec.isChoice ? choices : knobs).append(control.el);
      this.controls.set(spec.id, control);
    }
    if (!knobs.childElementCount) knobs.remove();
    this.sectionEls.push(card);
    return card;
  }

  tabKey(e, group) {
    const ids = [...this.tabButtons.keys()].filter((id) => !this.tabButtons.get(id).hidden);
    const i = ids.indexOf(group);
    let j = null;
    if (e.key === 'ArrowRight') j = (i + 1) % ids.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + ids.length) % ids.length;
    if (j === null) return;
    e.preventDefault();
    this.select(ids[j], true);
    this.tabButtons.get(ids[j]).focus();
  }

  select(group, fromUser) {
    if (!group) return;
    this.active = group;
    for (const [id, b] of this.tabButtons) {
      const on = id === group;
      b.setAttribute('aria-selected', String(on));
      b.tabIndex = on ? 0 : -1;
      this.tabPanels.get(id).hidden = !on;
    }
    this.dispatchEvent(new CustomEvent('tab', { detail: { group, fromUser } }));
  }

  setValues(values) {
    for (const [id, v] of Object.entries(values)) this.controls.get(id)?.setValue(v);
  }

  /**
   * Lesson mode: only `shown` controls appear (null shows all); `locked` ones are visible but
   * disabled. Tabs and cards left empty disappear.
   */
  setLesson(controls) {
    this.lesson = controls ?? null;
    this.applyLesson();
  }

  /** True when every tab on show holds only a few controls, which one row of cards shows. */
  fitsOneRow() {
    if (!this.lesson?.shown?.length) return false;
    return [...this.tabPanels.entries()].every(([group, panel]) => {
      if (this.tabButtons.get(group).hidden) return true;
      const cards = [...panel.children].filter((c) => !c.hidden);
      const controls = cards.flatMap((c) => c.items).filter((id) => !this.controls.get(id).el.hidden);
      return cards.length <= 3 && controls.length <= 6;
    });
  }

  /** Whether a knob (not a row of choices) is on show and free to turn. */
  hasKnobs() {
    return [...this.controls.values()].some((c) => c instanceof Knob && !c.el.hidden && !c.locked);
  }

  applyLesson() {
    const shown = this.lesson?.shown?.length ? new Set(this.lesson.shown) : null;
    const locked = new Set(this.lesson?.locked ?? []);
    for (const [id, c] of this.controls) {
      c.el.hidden = shown !== null && !shown.has(id);
      c.setLocked(locked.has(id));
    }
    for (const card of this.sectionEls) card.hidden = card.items.every((id) => this.controls.get(id).el.hidden);
    for (const [group, panel] of this.tabPanels) {
      const empty = [...panel.children].every((c) => c.hidden);
      this.tabButtons.get(group).hidden = empty;
    }
    if (this.active && this.tabButtons.get(this.active)?.hidden) {
      const first = [...this.tabButtons.entries()].find(([, b]) => !b.hidden);
      if (first) this.select(first[0], false);
    }
  }
}

import { h, clear } from '../ui/dom.js';
import { StudentCard } from './StudentCard.js';

/**
 * The live class: a card per student, online ones first. Redrawn in full for a new roster; after
 * that each `studentUpdate` touches only the card (and fields) it concerns.
 */
export class RosterView {
  constructor(model, { onListen, onHint, onReset, onRemove, onWatch, onAnswerHand }) {
    this.model = model;
    this.handlers = { onListen, onHint, onReset, onRemove, onAnswerHand };
    this.onWatch = onWatch;
    this.table = null;
    this.cards = new Map();
    this.listening = null;
    this.summary = h('p.roster-summary', { 'aria-live': 'polite' });
    this.empty = h('div.roster-empty', {},
      h('p.roster-empty-title', { text: 'No students yet.' }),
      h('p.roster-empty-code'),
      h('div.roster-pick'));
    this.grid = h('div.roster-grid', { role: 'list' });
    this.el = h('div.roster', {}, this.summary, this.empty, this.grid);
    model.addEventListener('roster', () => this.rebuild());
    model.addEventListener('classes', () => this.refreshSummary());
    model.addEventListener('student', (e) => this.onStudent(e.detail));
    model.addEventListener('removed', (e) => this.onRemoved(e.detail.id));
    model.addEventListener('answers', () => { for (const c of this.cards.values()) c.renderMeters(); });
    // Time on lesson ticks once a second without a message per tick.
    setInterval(() => { for (const c of this.cards.values()) c.tick(); }, 1000);
  }

  /** The parameter table arrived (or changed): meters are drawn from it. */
  setTable(table) {
    this.table = table;
    for (const c of this.cards.values()) {
      c.table = table;
      c.meterIds = null;
      c.renderMeters();
    }
  }

  rebuild() {
    clear(this.grid);
    this.cards.clear();
    for (const s of this.model.sorted()) this.addCard(s.student);
    this.refreshSummary();
  }

  addCard(id) {
    const card = new StudentCard(this.model, id, this.table, this.handlers);
    card.setListening(id === this.listening);
    card.el.setAttribute('role', 'listitem');
    this.cards.set(id, card);
    this.grid.append(card.el);
    return card;
  }

  onStudent({ id, changed, fresh }) {
    const card = this.cards.get(id) ?? this.addCard(id);
    card.render(fresh ? null : changed);
    if (changed.includes('online')) this.reorder();
    if (changed.includes('online') || fresh) this.refreshSummary();
    this.model.drawn(id);
  }

  /** The student left the class (removed by a teacher, here or on another dashboard). */
  onRemoved(id) {
    this.cards.get(id)?.el.remove();
    this.cards.delete(id);
    if (this.listening === id) this.listening = null;
    this.refreshSummary();
  }

  /** Online students first; only moves the nodes that are out of place. */
  reorder() {
    const order = this.model.sorted().map((s) => this.cards.get(s.student)?.el).filter(Boolean);
    order.forEach((el, i) => {
      if (this.grid.children[i] !== el) this.grid.insertBefore(el, this.grid.children[i] ?? null);
    });
  }

  refreshSummary() {
    const all = [...this.model.students.values()];
    const online = all.filter((s) => s.online).length;
    this.summary.textContent = all.length ? `${online} of ${all.length} online` : '';
    this.empty.hidden = all.length > 0;
    const [title, note, pick] = this.empty.children;
    clear(pick);
    const code = this.model.classInfo?.code;
    if (this.model.classInfo) {
      title.textContent = 'No students yet.';
      note.textContent = code ? `Students join on the home page with the class code ${code}.` : '';
    } else if (this.model.classes.length) {
      // Several classes and none watched yet in this browser: say so, rather than an empty class.
      title.textContent = 'Choose a class to watch.';
      note.textContent = 'Its students appear here as they sign in.';
      for (const c of this.model.classes) {
        pick.append(h('button.btn.btn-small', { type: 'button', onclick: () => this.onWatch?.(c.id) },
          h('span', { text: c.name }), h('span.roster-pick-code', { text: c.code })));
      }
    } else {
      title.textContent = 'No classes yet.';
      note.textContent = 'Make one with "+ Class" at the top: its join code is what students type.';
    }
  }

  setListening(id) {
    this.listening = id;
    for (const [sid, c] of this.cards) c.setListening(sid === id);
  }
}

import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * The watched class's everyday controls, in the dashboard's side column: "Show answers" (targets stay
 * off the cards until chosen, so a projected dashboard gives nothing away), "Pause all" ("Eyes on the
 * teacher" on every student's page, their sound off), the lesson for today (and whether the lessons
 * after it wait until the teacher moves it on), the projector view, and
 * the class's settings (rename, joining on or off, a new code, archive). Changes go to the server
 * (`updateClass`, `pauseAll`) and come back as `classUpdated` / `pausing`.
 */
export class ClassPanel {
  constructor(model, request, { toast }) {
    this.model = model;
    this.request = request;
    this.toast = toast;
    this.paused = false;
    // Class changes sent and not yet answered, by class. The server answers them in the order sent; while one is
    // out, an earlier reply must not put the form back to a state the teacher already changed.
    this.pending = new Map();
    this.answers = h('input', { type: 'checkbox', id: 'show-answers', onchange: () => model.setShowAnswers(this.answers.checked) });
    this.pauseButton = h('button.btn.pause-toggle', { type: 'button', 'aria-pressed': 'false', onclick: () => this.togglePause() },
      h('span', { text: 'Pause all' }));
    this.pauseStatus = h('p.pause-status', { role: 'status' });
    this.assign = h('select.text-input.assign-select', { id: 'assign-lesson', onchange: () => this.update({ assign: this.assign.value || null }) });
    this.lockLater = h('input', { type: 'checkbox', id: 'lock-later', onchange: () => this.update({ lockLater: this.lockLater.checked }) });
    this.lockLabel = h('label.check.lock-later', { for: 'lock-later' }, this.lockLater,
      h('span', { text: 'Keep the lessons after it locked until I move on' }));
    this.projector = h('a.btn.btn-ghost.btn-small.projector-link', { target: '_blank', rel: 'noopener', href: 'projector.html' },
      icon('play'), h('span', { text: 'Projector view' }));
    this.rename = h('input.text-input.rename-input', { type: 'text', maxlength: '40', 'aria-label': 'Class name' });
    this.joining = h('input', { type: 'checkbox', id: 'class-joining', onchange: () => this.update({ joining: this.joining.checked }) });
    this.archived = h('input', { type: 'checkbox', id: 'class-archived', onchange: () => this.update({ archived: this.archived.checked }) });
    this.settings = h('details.class-settings', {},
      h('summary', { text: 'Class settings' }),
      h('form.rename-form', { onsubmit: (e) => { e.preventDefault(); this.update({ name: this.rename.value.trim() }); } },
        this.rename, h('button.btn.btn-small', { type: 'submit' }, h('span', { text: 'Rename' }))),
      h('label.check', { for: 'class-joining' }, this.joining, h('span', { text: 'New students may join with the code' })),
      h('button.btn.btn-ghost.btn-small.new-code', { type: 'button', onclick: () => this.newCode() }, h('span', { text: 'New join code' })),
      h('label.check', { for: 'class-archived' }, this.archived, h('span', { text: 'Archived (closed, kept)' })));
    this.el = h('section.section.class-panel', { 'aria-label': 'Class' },
      h('div.section-head', {}, h('h2.section-title', { text: 'Class' }), this.projector),
      h('label.check', { for: 'show-answers' }, this.answers, h('span', { text: 'Show answers on the cards' })),
      this.pauseButton, this.pauseStatus,
      h('label.field', { for: 'assign-lesson' }, h('span.field-label', { text: 'Lesson for today' }), this.assign),
      this.lockLabel,
      this.settings);
    model.addEventListener('roster', () => { this.showPause(false, 0); this.render(); });
    model.addEventListener('classes', () => this.render());
    this.render();
  }

  render() {
    const c = this.model.classInfo;
    this.el.hidden = !c;
    if (!c) return;
    this.answers.checked = this.model.showAnswers;
    this.projector.href = `projector.html?class=${encodeURIComponent(c.id)}`;
    const chosen = this.assign.value;
    clear(this.assign);
    this.assign.append(h('option', { value: '', text: 'None: students choose' }));
    for (const l of this.model.lessons) this.assign.append(h('option', { value: l.id, text: l.title }));
    this.assign.value = chosen;
    if (!this.pending.get(c.id)) {
      if (document.activeElement !== this.rename) this.rename.value = c.name;
      this.joining.checked = c.joining !== false;
      this.archived.checked = Boolean(c.archived);
      this.assign.value = c.assigned ?? '';
      this.lockLater.checked = Boolean(c.lockLater);
    }
    // Stored even with no lesson for today, when it holds nothing back: say so rather than hide it.
    // (From the form: while a change is out it shows what the teacher chose.)
    const assigned = this.assign.value;
    this.lockLabel.title = assigned ? '' : 'Choose a lesson for today first: the lock holds the class at it';
    this.lockLabel.classList.toggle('inactive', !assigned);
  }

  async update(change) {
    const c = this.model.classInfo;
    if (!c) return;
    this.pending.set(c.id, (this.pending.get(c.id) ?? 0) + 1);
    let reply = null;
    try {
      reply = await this.request({ type: 'updateClass', class: c.id, ...change });
    } catch (e) {
      this.toast(e.message, 'error');
    } finally {
      this.pending.set(c.id, this.pending.get(c.id) - 1);
    }
    if (reply) this.model.classUpdated(reply.class);
    else this.render();
  }

  async newCode() {
    await this.update({ newCode: true });
    if (this.model.classInfo) this.toast(`New join code ${this.model.classInfo.code}: the old one no longer works`);
  }

  async togglePause() {
    this.pauseButton.disabled = true;
    try {
      const r = await this.request({ type: 'pauseAll', active: !this.paused });
      this.showPause(r.active, r.students);
    } catch (e) {
      this.toast(e.message, 'error');
    } finally {
      this.pauseButton.disabled = false;
    }
  }

  showPause(active, students) {
    this.paused = active;
    this.pauseButton.setAttribute('aria-pressed', String(active));
    this.pauseButton.classList.toggle('on-air', active);
    this.pauseButton.lastChild.textContent = active ? 'Release the class' : 'Pause all';
    this.pauseStatus.textContent = active ? `Paused: ${students} student page${students === 1 ? '' : 's'} show "Eyes on the teacher".` : '';
  }
}

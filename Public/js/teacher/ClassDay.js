import { h } from '../ui/dom.js';
import { ClassPanel } from './ClassPanel.js';

/** What this tab was doing (listening to whom, broadcasting), kept across a reload of the tab. */
const DOING_KEY = 'synth-trainer.teacher.doing';

/**
 * The dashboard's side of the classroom day (PROTOCOL.md "The classroom day"): the class panel, a
 * removal that can be undone from its toast, restoring a student or letting them rejoin (the progress
 * table's left rows), answering a raised hand, and what other dashboards of the class change
 * (`classUpdated`, `pausing`, `studentRestored`).
 */
export class ClassDay {
  constructor(app) {
    this.app = app;
    const request = (msg) => app.connection.request(msg);
    this.request = request;
    this.panel = new ClassPanel(app.model, request, { toast: (m, k) => app.toast(m, k) });
    app.connection.addEventListener('message', (e) => this.onMessage(e.detail));
    // A reload (or a reconnect) used to end listen-in and the broadcast: the first roster after it
    // takes them up again, as long as it is the same class.
    try {
      this.doing = JSON.parse(sessionStorage.getItem(DOING_KEY) ?? 'null');
    } catch {
      this.doing = null;
    }
    app.model.addEventListener('roster', () => this.resume());
    setInterval(() => this.remember(), 500);
  }

  remember() {
    const classId = this.app.model.classId;
    if (!classId || this.resuming) return;
    const doing = { classId, listening: this.app.listening ?? null, broadcasting: Boolean(this.app.broadcast.active) };
    const json = JSON.stringify(doing);
    if (json === this.rememberedJSON) return;
    this.rememberedJSON = json;
    this.doing = doing;
    sessionStorage.setItem(DOING_KEY, json);
  }

  async resume() {
    const d = this.doing;
    if (!d || d.classId !== this.app.model.classId || this.resuming) return;
    this.resuming = true;
    try {
      if (d.broadcasting && !this.app.broadcast.active) await this.app.broadcast.toggle();
      const s = d.listening ? this.app.model.students.get(d.listening) : null;
      if (s?.online && this.app.listening !== d.listening) await this.app.listen(d.listening);
    } finally {
      this.resuming = false;
    }
  }

  onMessage(m) {
    // Replies are handled where they were asked for; these are what another dashboard did.
    if (m.id !== undefined) return;
    switch (m.type) {
      case 'classUpdated':
        this.app.model.classUpdated(m.class);
        break;
      case 'pausing':
        this.panel.showPause(m.active, m.students);
        break;
      case 'studentRestored':
        if (m.class === this.app.model.classId) this.rewatch();
        break;
      default:
        break;
    }
  }

  /** Removes a student; the toast offers to undo it at once. */
  async remove(id) {
    const reply = await this.request({ type: 'removeStudent', student: id });
    this.app.model.remove(reply);
    this.toastWithUndo(`${reply.name} was removed from the class. Their work is kept.`, () => this.restore(reply.student, reply.class));
    return reply;
  }

  /** Puts a removed (or departed) student back into the class. */
  async restore(student, classId = this.app.model.classId) {
    try {
      const reply = await this.request({ type: 'restoreStudent', student, class: classId });
      this.app.toast(`${reply.name} is back in the class.`);
      await this.rewatch();
      return reply;
    } catch (e) {
      this.app.toast(e.message, 'error');
      return null;
    }
  }

  /** Lets a removed student join with the code again (without putting them back). */
  async allowRejoin(student, classId = this.app.model.classId) {
    try {
      const reply = await this.request({ type: 'allowRejoin', student, class: classId });
      this.app.toast(`${reply.name} may join again with the class code.`);
      return reply;
    } catch (e) {
      this.app.toast(e.message, 'error');
      return null;
    }
  }

  async answerHand(student) {
    try {
      await this.request({ type: 'answerHand', student });
    } catch (e) {
      this.app.toast(e.message, 'error');
    }
  }

  /** The roster (and the progress table, if shown) as the server has them now. */
  async rewatch() {
    const id = this.app.model.classId;
    if (!id) return;
    try {
      this.app.model.setRoster(await this.request({ type: 'watchClass', class: id }));
      if (this.app.tab === 'progress') this.app.progress.load();
    } catch (e) {
      this.app.toast(e.message, 'error');
    }
  }

  toastWithUndo(message, undo) {
    const button = h('button.btn.btn-small.toast-undo', { type: 'button' }, h('span', { text: 'Undo' }));
    const t = h('div.toast.toast-info', { role: 'status' }, h('span', { text: message }), button);
    button.addEventListener('click', () => { t.remove(); undo(); });
    this.app.toasts.append(t);
    setTimeout(() => t.classList.add('leaving'), 12000);
    setTimeout(() => t.remove(), 12400);
  }
}

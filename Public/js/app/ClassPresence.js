import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { HELD_TEXT } from '../views/LessonsView.js';

/** Sources the student hears that the teacher's pause silences (the teacher's own broadcast stays). */
const PAUSED_SOURCES = ['own', 'target'];

/**
 * The class on the student page (PROTOCOL.md "The classroom day"): which class the student is in, the
 * lesson the teacher set for today, a "hand up" button that asks the teacher for help with one press,
 * and the teacher's pause ("Eyes on the teacher"), which silences the student's sound until released.
 * The class line shows on the home, practice and hearing screens only (a lesson needs the height); in
 * a lesson or free play the same hand is a compact button in the top bar (`topHand`).
 * It reads the socket's messages itself (`student`, `studentClass`, `removedFromClass`, `paused`,
 * `hand`), so the session only keeps the class's name and code. When the teacher keeps the lessons
 * after today's locked, the lesson list (listed again on every `studentClass`) says which; a student
 * inside one of them is brought back to the list.
 */
export class ClassPresence {
  constructor(app) {
    this.app = app;
    this.hand = false;
    this.paused = false;
    this.className = h('b.class-presence-name');
    this.handButton = h('button.btn.btn-ghost.btn-small.hand-button', {
      type: 'button', 'aria-pressed': 'false', onclick: () => this.raise(!this.hand),
    }, h('span', { text: 'Ask for help' }));
    this.topHand = h('button.btn.btn-ghost.btn-small.hand-top', {
      type: 'button', 'aria-pressed': 'false', hidden: true, onclick: () => this.raise(!this.hand),
    }, icon('hand'), h('span.hand-top-text', { text: 'Ask for help' }));
    this.today = h('a.btn.btn-primary.btn-small.today-link', { hidden: true });
    this.el = h('div.class-presence', { hidden: true, role: 'status' },
      h('span.class-presence-label', { text: 'Your class:' }), this.className, this.today, this.handButton);
    this.pauseWho = h('p.pause-who');
    this.overlay = h('div.pause-overlay', { hidden: true },
      h('div.pause-card', { role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'pause-title' },
        h('h2', { id: 'pause-title', text: 'Eyes on the teacher' }), this.pauseWho));
    this.setHand(false);
    app.connection.addEventListener('message', (e) => this.onMessage(e.detail));
    // A new socket is told again if the class is still paused; until then nobody is stuck behind it.
    app.connection.addEventListener('status', (e) => { if (e.detail.state === 'closed') this.setPaused(false, ''); });
    app.session.addEventListener('lessons', () => {
      this.renderToday();
      this.leaveHeldLesson();
    });
    app.session.addEventListener('loggedOut', () => this.setClass(null, null, null));
  }

  onMessage(m) {
    switch (m.type) {
      case 'student':
        this.setHand(false);
        this.setClass(m.className ?? null, m.classCode ?? null, m.assignedLesson ?? null);
        break;
      case 'studentClass':
        this.app.session.classChanged(m.classCode ?? null);
        this.setClass(m.className ?? null, m.classCode ?? null, m.assignedLesson ?? null);
        break;
      case 'removedFromClass':
        this.setHand(false);
        this.setPaused(false, '');
        this.setClass(null, null, null);
        break;
      case 'paused':
        this.setPaused(Boolean(m.active), m.teacher ?? '');
        break;
      case 'hand':
        this.setHand(Boolean(m.up));
        if (!m.up && m.teacher) this.app.toast(`${m.teacher} saw your hand`, 'teacher', 4000);
        break;
      default:
        break;
    }
  }

  setClass(name, code, assigned) {
    this.classInfo = name ? { name, code, assigned } : null;
    this.el.hidden = !name;
    this.topHand.hidden = !name;
    this.className.textContent = name ?? '';
    this.className.title = code ? `Class code ${code}` : '';
    this.renderToday();
  }

  /** The lesson for today, as a link, once the lesson list says its title. */
  renderToday() {
    const id = this.classInfo?.assigned;
    const lesson = id ? (this.app.session.lessons ?? []).flatMap((m) => m.lessons).find((l) => l.id === id) : null;
    this.today.hidden = !lesson;
    if (!lesson) return;
    this.today.textContent = `Today: ${lesson.title}`;
    this.today.href = `#/lesson/${encodeURIComponent(lesson.id)}`;
    this.today.dataset.lesson = lesson.id;
  }

  /**
   * The teacher locked the lessons after today's while this student is in one of them: the server now
   * refuses its submits and hints, so say why and go back to the list rather than let work go unkept.
   */
  leaveHeldLesson() {
    const open = this.app.session.lesson;
    if (!open || open.practice) return;
    const listed = (this.app.session.lessons ?? []).flatMap((m) => m.lessons).find((l) => l.id === open.id);
    if (!listed?.lockedByTeacher) return;
    this.app.toast(`${HELD_TEXT}: your class is on today's lesson first.`, 'teacher', 8000);
    location.hash = '#/lessons';
  }

  async raise(up) {
    try {
      const reply = await this.app.connection.request({ type: 'raiseHand', up });
      this.setHand(Boolean(reply.up));
    } catch (e) {
      this.app.toast(e.message, 'error');
    }
  }

  setHand(up) {
    this.hand = up;
    this.handButton.setAttribute('aria-pressed', String(up));
    this.handButton.classList.toggle('raised', up);
    this.handButton.lastChild.textContent = up ? 'Hand up: waiting for your teacher' : 'Ask for help';
    // The top bar's is short (a phone shows the hand alone): its name and tooltip say the rest.
    this.topHand.setAttribute('aria-pressed', String(up));
    this.topHand.classList.toggle('raised', up);
    this.topHand.lastChild.textContent = up ? 'Hand up' : 'Ask for help';
    const said = up ? 'Hand up: waiting for your teacher (press to take it down)' : 'Ask your teacher for help';
    this.topHand.title = said;
    this.topHand.setAttribute('aria-label', said);
  }

  setPaused(active, teacher) {
    if (active === this.paused) return;
    this.paused = active;
    this.overlay.hidden = !active;
    this.pauseWho.textContent = active ? `${teacher || 'Your teacher'} paused the class. Your sound is off until they carry on.` : '';
    for (const s of PAUSED_SOURCES) this.app.audio.setSourceMuted(s, active);
    if (active) {
      // Nothing keeps sounding underneath: the phrase and held notes stop on the server too.
      this.app.notes?.releaseAll();
      this.app.connection.send({ type: 'stopPlayback' });
    }
    document.body.classList.toggle('class-paused', active);
  }
}

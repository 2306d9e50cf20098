import { h, clear } from '../ui/dom.js';
import { describe, drawProfile } from '../views/ProfileView.js';

/**
 * The class's hearing: the controls where the class hears least finely (the median threshold of the
 * students measured, as a multiple of a trained listener's JND, weakest first), and any student's
 * hearing profile, drawn as the student sees their own. Fetched with `classHearing` and
 * `studentHearing` when shown; only the class's teacher gets them.
 */
export class HearingView {
  constructor(model, request) {
    this.model = model;
    this.request = request;
    this.status = h('p.progress-status', { 'aria-live': 'polite' });
    this.refreshButton = h('button.btn.btn-ghost.btn-small', { type: 'button', onclick: () => this.load() }, h('span', { text: 'Refresh' }));
    this.classRows = h('ol.hearing-class');
    this.students = h('div.hearing-students', { role: 'group', 'aria-label': 'Open a student\'s hearing profile' });
    this.profileTitle = h('h2.hearing-profile-title');
    this.profileStatus = h('p.view-status', { 'aria-live': 'polite' });
    this.profileList = h('div.profile-list');
    this.profile = h('section.hearing-profile', { hidden: true, 'aria-label': 'Student hearing profile' },
      this.profileTitle, this.profileStatus, this.profileList);
    this.el = h('div.hearing-view', {},
      h('div.progress-bar', {}, this.status, this.refreshButton),
      h('section.hearing-panel', { 'aria-label': 'Where the class hears least finely' },
        h('h2', { text: 'Where the class hears least finely' }),
        h('p.hearing-note', { text: 'Median threshold of the students measured by the adaptive quizzes, beside a trained ear. '
          + 'The highest multiples are the controls to practise together.' }),
        this.classRows),
      h('section.hearing-panel', { 'aria-label': 'Students' }, h('h2', { text: 'Each student' }), this.students),
      this.profile);
    this.selected = null;
  }

  /** Loads the class panel for the watched class (when shown, or on Refresh). */
  async load() {
    const classId = this.model.classId;
    if (!classId) {
      this.status.textContent = 'Choose a class first.';
      return;
    }
    this.status.textContent = 'Loading…';
    try {
      this.renderClass(await this.request({ type: 'classHearing', class: classId }));
    } catch (e) {
      this.status.textContent = e.message;
    }
    this.renderStudents();
    if (this.selected && this.model.name(this.selected)) this.open(this.selected);
    else this.profile.hidden = true;
  }

  renderClass(msg) {
    clear(this.classRows);
    const rows = msg.controls ?? [];
    this.status.textContent = rows.length
      ? `${msg.students} student${msg.students === 1 ? '' : 's'} in the class; ${rows.length} control${rows.length === 1 ? '' : 's'} measured`
      : 'No hearing measured in this class yet: the adaptive listening quizzes measure it as students answer them.';
    for (const c of rows) {
      const weak = c.ratio >= 2;
      this.classRows.append(h('li.hearing-row', { dataset: { param: c.param, weak: String(weak) } },
        h('strong.hearing-name', { text: c.name }),
        h('span.hearing-ratio', { text: `${c.ratio.toFixed(1)}× a trained ear` }),
        h('span.hearing-figures', { text: `median ${describe(c, c.median)}, trained ${describe(c, c.trained)} · `
          + `${c.measured} student${c.measured === 1 ? '' : 's'} measured` })));
    }
  }

  renderStudents() {
    clear(this.students);
    const list = this.model.sorted();
    if (!list.length) this.students.append(h('p.hearing-note', { text: 'No students in this class yet.' }));
    for (const s of list) {
      this.students.append(h('button.btn.btn-ghost.btn-small.hearing-student', {
        type: 'button', dataset: { student: s.student }, 'aria-pressed': String(s.student === this.selected),
        onclick: () => this.open(s.student),
      }, h('span', { text: s.name })));
    }
  }

  /** Opens a student's profile: the same chart as the student's "Your hearing". */
  async open(id) {
    this.selected = id;
    for (const b of this.students.querySelectorAll('.hearing-student')) b.setAttribute('aria-pressed', String(b.dataset.student === id));
    this.profile.hidden = false;
    this.profileTitle.textContent = `${this.model.name(id) ?? 'Student'}'s hearing`;
    this.profileStatus.textContent = 'Loading…';
    clear(this.profileList);
    try {
      const reply = await this.request({ type: 'studentHearing', student: id });
      this.profileTitle.textContent = `${reply.name}'s hearing`;
      this.profileStatus.textContent = reply.controls.length ? ''
        : `Nothing measured yet: ${reply.name} has not answered an adaptive listening quiz.`;
      drawProfile(this.profileList, reply.controls, reply.name);
    } catch (e) {
      this.profileStatus.textContent = e.message;
    }
  }
}

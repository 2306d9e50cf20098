import { h, clear } from '../ui/dom.js';
import { duration, score } from './format.js';
import { humanise } from '../params/ParamTable.js';
import { csvFileName, download, progressCsv } from './progressCsv.js';

/**
 * The whole class by lesson: a row per student, a column per lesson (grouped by module), each cell
 * the best score, ticked when completed. Fetched with `classProgress` when shown and after the class
 * changes; the live roster covers the minute-to-minute view. Students who left or were removed keep
 * their row, marked, with "Restore" (and "Let rejoin") beside the name; "Export CSV" saves the table.
 */
export class ProgressView {
  constructor(model, request, { onRestore, onAllowRejoin } = {}) {
    this.model = model;
    this.request = request;
    this.onRestore = onRestore;
    this.onAllowRejoin = onAllowRejoin;
    this.status = h('p.progress-status', { 'aria-live': 'polite' });
    this.refreshButton = h('button.btn.btn-ghost.btn-small', { type: 'button', onclick: () => this.load() }, h('span', { text: 'Refresh' }));
    this.csvButton = h('button.btn.btn-ghost.btn-small.csv-export', { type: 'button', disabled: true, onclick: () => this.exportCsv() },
      h('span', { text: 'Export CSV' }));
    // The table scrolls both ways: the scroller takes focus, so arrow keys can scroll it too.
    this.scroller = h('div.progress-scroller', { tabindex: '0', role: 'region', 'aria-label': 'Progress by lesson' });
    this.el = h('div.progress-view', {}, h('div.progress-bar', {}, this.status, this.csvButton, this.refreshButton), this.scroller);
    this.loadedFor = null;
  }

  /** Loads the table for the watched class (when shown, or on Refresh). */
  async load() {
    const classId = this.model.classId;
    if (!classId) {
      this.status.textContent = 'Choose a class first.';
      return;
    }
    this.status.textContent = 'Loading…';
    try {
      const reply = await this.request({ type: 'classProgress', class: classId });
      this.loadedFor = classId;
      this.render(reply);
    } catch (e) {
      this.status.textContent = e.message;
    }
  }

  exportCsv() {
    if (this.last) download(progressCsv(this.last), csvFileName(this.last.class?.name));
  }

  render(msg) {
    clear(this.scroller);
    this.last = msg;
    const lessons = msg.lessons ?? [];
    const students = msg.students ?? [];
    this.csvButton.disabled = !students.length;
    const present = students.filter((s) => !s.left).length;
    const gone = students.length - present;
    const done = students.reduce((n, s) => n + Object.values(s.lessons ?? {}).filter((c) => c.completed).length, 0);
    this.status.textContent = students.length
      ? `${present} student${present === 1 ? '' : 's'}${gone ? ` (and ${gone} who left)` : ''}, ${done} lesson${done === 1 ? '' : 's'} completed`
      : 'No students in this class yet.';
    if (!students.length) return;

    // Module header row: one cell spanning each module's lessons.
    const modules = [];
    for (const l of lessons) {
      const last = modules[modules.length - 1];
      if (last && last.id === l.module) last.count++;
      else modules.push({ id: l.module, title: moduleTitle(l), count: 1 });
    }
    const head1 = h('tr', {}, h('th.pt-corner', { rowspan: '2', scope: 'col', text: 'Student' }),
      h('th.pt-total', { rowspan: '2', scope: 'col', text: 'Done' }),
      // The title stays in sight while a long module scrolls by (see teacher.css).
      modules.map((m) => h('th.pt-module', { colspan: String(m.count), scope: 'colgroup' }, h('span', { text: m.title }))));
    // Each lesson by its name, written upwards as gradebooks do, so a column of 30 px can carry it;
    // its number in the course under it, on one line for the whole row.
    const head2 = h('tr', {}, lessons.map((l, i) => h('th.pt-lesson', {
      scope: 'col', title: `${i + 1}. ${l.title}`, dataset: { lesson: l.id, kind: l.kind },
    }, h('span.pt-title', { text: l.title }), h('span.pt-num', { text: String(i + 1) }))));

    const rows = students.map((s) => {
      const cells = s.lessons ?? {};
      const completed = Object.values(cells).filter((c) => c.completed).length;
      return h('tr', { dataset: { student: s.student, left: String(Boolean(s.left)) } },
        h('th.pt-name', { scope: 'row' }, h('span.sc-dot', { dataset: { online: String(Boolean(s.online)) } }), s.name,
          s.left ? this.leftControls(s) : null),
        h('td.pt-total', { text: String(completed) }),
        lessons.map((l) => this.cell(l, cells[l.id])));
    });
    const table = h('table.progress-table', {}, h('thead', {}, head1, head2), h('tbody', {}, rows));
    this.scroller.append(table);
    // Module titles stick just right of the student column, whose width follows the longest name;
    // the lesson row sticks under the module row, whose height follows the font.
    // Measured whenever they change size, so a table rendered while its tab was hidden (0 x 0) or
    // before a font arrived is right once seen.
    const corner = table.querySelector('.pt-corner');
    this.sizes?.disconnect();
    this.sizes = new ResizeObserver(() => {
      this.scroller.style.setProperty('--pt-left', `${corner.offsetWidth}px`);
      this.scroller.style.setProperty('--pt-head', `${head1.offsetHeight}px`);
    });
    this.sizes.observe(corner);
    this.sizes.observe(head1);
  }

  /** A left row's mark and its way back: Restore (in the class again now), Let rejoin (the code works again). */
  leftControls(s) {
    const box = h('span.pt-left', {}, h('span.pt-left-mark', { text: s.removed ? 'Removed' : 'Left' }));
    box.append(h('button.btn.btn-ghost.btn-small.pt-restore', {
      type: 'button', title: `Put ${s.name} back into the class`, onclick: () => this.onRestore?.(s.student),
    }, h('span', { text: 'Restore' })));
    if (s.removed) {
      box.append(h('button.btn.btn-ghost.btn-small.pt-rejoin', {
        type: 'button', title: `Let ${s.name} join again with the class code`,
        onclick: async () => { if (await this.onAllowRejoin?.(s.student)) this.load(); },
      }, h('span', { text: 'Let rejoin' })));
    }
    return box;
  }

  cell(lesson, c) {
    if (!c) return h('td.pt-cell', { dataset: { state: 'none' }, title: `${lesson.title}: not started` });
    const state = c.completed ? 'done' : 'tried';
    const quiz = lesson.kind === 'quiz';
    // A quiz is answered right or wrong: its attempts are answers and a best "score" says nothing more.
    const parts = [`${lesson.title}`, c.completed ? (quiz ? 'answered right' : 'completed') : (quiz ? 'not answered right yet' : 'not passed yet'),
      `${c.attempts} ${quiz ? 'answer' : 'attempt'}${c.attempts === 1 ? '' : 's'}`, ...(quiz ? [] : [`best ${score(c.bestScore)}`]),
      `time ${duration(c.timeSpent)}`];
    if (c.listens && !quiz) parts.push(`target played ${c.listens} time${c.listens === 1 ? '' : 's'}`);
    if (c.stars) parts.push(`${c.stars} star${c.stars === 1 ? '' : 's'}`);
    if (c.hintsUsed) parts.push(`${c.hintsUsed} hint${c.hintsUsed === 1 ? '' : 's'}`);
    if (c.revealed) parts.push('answer revealed');
    // Submits and listens side by side: a pass after many submits and few listens was guessed, not heard.
    const text = lesson.kind === 'theory' ? (c.completed ? '✓' : '·')
      : quiz ? (c.completed ? `✓${c.stars ? ' ' + '★'.repeat(c.stars) : ''}` : `✗ ${c.attempts}`)
      : (c.attempts ? `${score(c.bestScore)}${c.stars ? ' ' + '★'.repeat(c.stars) : ''}` : '·');
    return h('td.pt-cell', { dataset: { state, revealed: String(Boolean(c.revealed)) }, title: parts.join(' · ') }, text);
  }
}

/**
 * A module's title for the table head: each lesson of the `progress` message carries its
 * `moduleTitle` (PROTOCOL.md); from an older server without it, the id is made readable
 * ("basics-2" → "Basics 2").
 */
function moduleTitle(lesson) {
  return lesson.moduleTitle ?? humanise(String(lesson.module).replace(/[-_]+/g, ' '));
}

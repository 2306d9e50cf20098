import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { KnobMeter } from './KnobMeter.js';
import { duration, score } from './format.js';
import { sentence } from '../ui/words.js';

const MAX_METERS = 8;
/** Where a student with no lesson open is (`place` of the student state). */
const PLACES = { lessons: 'Choosing a lesson', free: 'Free play', practice: "Today's practice", profile: 'Hearing profile' };

/**
 * One student on the live roster: online or not, current lesson, attempts, last and best score, time
 * on the lesson, and their controls as they turn them (with the target, teacher's eyes only).
 * The card itself is the listen-in button; `onListen(id)`, `onHint(id)`, `onReset(id)` and
 * `onRemove(id)` (promises of the server's `secretReset` / `studentRemoved` replies) are the caller's.
 * Resetting a secret and removing a student from the class each ask once more on the card.
 */
const ACTIONS = {
  reset: {
    label: 'Reset secret',
    ask: (name) => `Reset ${name}'s secret? They choose a new one at their next sign-in; their progress stays.`,
    done: (name) => `${name} will choose a new secret at next sign-in.`,
  },
  remove: {
    label: 'Remove',
    ask: (name) => `Remove ${name} from this class? They keep their account and all their work; the class's code will not let them back in until you restore them (Progress tab).`,
    done: (name) => `${name} was removed from the class.`,
  },
};

export class StudentCard {
  constructor(model, id, table, { onListen, onHint, onReset, onRemove, onAnswerHand }) {
    this.model = model;
    this.handButton = h('button.btn.btn-small.sc-hand', { type: 'button', hidden: true, onclick: () => onAnswerHand?.(id) },
      h('span', { text: 'Hand up' }));
    this.handlers = { reset: onReset, remove: onRemove };
    this.id = id;
    this.table = table;
    this.meters = new Map();
    this.meterIds = '';
    this.dot = h('span.sc-dot', { 'aria-hidden': 'true' });
    this.name = h('span.sc-name');
    // Said in words, not only by the dot's colour and tooltip.
    this.offline = h('span.sc-offline', { text: 'Offline', hidden: true });
    this.listenButton = h('button.sc-listen', {
      type: 'button', 'aria-pressed': 'false', dataset: { student: id },
      onclick: () => onListen(id),
    }, icon('speaker'), h('span.sc-listen-text', { text: 'Listen' }));
    this.hintButton = h('button.btn.btn-ghost.btn-small.sc-hint', {
      type: 'button', title: 'Send this student a hint', onclick: () => onHint(id),
    }, icon('bulb'));
    this.resetButton = h('button.btn.btn-ghost.btn-small.sc-reset', {
      type: 'button', 'aria-expanded': 'false', onclick: () => this.ask('reset'),
    }, icon('key'));
    this.removeButton = h('button.btn.btn-ghost.btn-small.sc-reset.sc-remove', {
      type: 'button', 'aria-expanded': 'false', onclick: () => this.ask('remove'),
    }, icon('cross'));
    this.confirmText = h('p.sc-confirm-text', { role: 'status' });
    this.confirmYes = h('button.btn.btn-small.btn-danger', { type: 'button', onclick: () => this.confirmAction() }, h('span', { text: 'Reset secret' }));
    this.confirmNo = h('button.btn.btn-ghost.btn-small', { type: 'button', onclick: () => this.closeConfirm(true) }, h('span', { text: 'Cancel' }));
    this.confirm = h('div.sc-confirm', { role: 'group', 'aria-label': 'Reset secret', hidden: true },
      this.confirmText, this.confirmYes, this.confirmNo);
    this.confirm.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.closeConfirm(true);
    });
    this.lesson = h('p.sc-lesson');
    this.stats = {
      attempts: h('b'), last: h('b'), best: h('b'), time: h('b'),
    };
    this.meterBox = h('div.sc-meters');
    this.el = h('article.student-card', { dataset: { student: id } },
      h('header.sc-head', {}, this.dot, this.name, this.offline, this.handButton, this.hintButton, this.listenButton),
      // A rare action: beside the lesson line, so the header keeps its room for the name.
      h('div.sc-sub', {}, this.lesson, this.resetButton, this.removeButton),
      this.confirm,
      h('dl.sc-stats', {},
        h('div', {}, h('dt', { text: 'Attempts' }), h('dd', {}, this.stats.attempts)),
        h('div', {}, h('dt', { text: 'Last' }), h('dd', {}, this.stats.last)),
        h('div', {}, h('dt', { text: 'Best' }), h('dd', {}, this.stats.best)),
        h('div', {}, h('dt', { text: 'Time' }), h('dd', {}, this.stats.time))),
      this.meterBox);
    this.render();
  }

  get state() {
    return this.model.students.get(this.id);
  }

  setListening(on) {
    this.el.classList.toggle('listening', on);
    this.listenButton.setAttribute('aria-pressed', String(on));
    this.listenButton.lastChild.textContent = on ? 'Listening' : 'Listen';
  }

  /** Redraws what `changed` (all when omitted). */
  render(changed = null) {
    const s = this.state;
    if (!s) return;
    const all = changed === null;
    const has = (k) => all || changed.includes(k);
    if (has('name')) {
      this.name.textContent = s.name;
      this.name.title = s.name;
      this.resetButton.title = `Reset ${s.name}'s secret`;
      this.resetButton.setAttribute('aria-label', `Reset ${s.name}'s secret`);
      this.removeButton.title = `Remove ${s.name} from the class`;
      this.removeButton.setAttribute('aria-label', `Remove ${s.name} from the class`);
    }
    if (has('online')) {
      this.el.dataset.online = String(Boolean(s.online));
      this.dot.title = s.online ? 'Online' : 'Offline';
      this.offline.hidden = Boolean(s.online);
      this.listenButton.disabled = !s.online;
    }
    if (has('lesson') || has('completed') || has('online') || has('place')) {
      const l = s.lesson;
      // Offline: where they stopped (the server fills it in from the store), not a live lesson.
      const title = l ? `${s.online ? '' : 'Last: '}${l.title}${s.completed ? ' ✓' : ''}` : null;
      this.lesson.textContent = title ?? (s.online ? PLACES[s.place] ?? 'Free play' : 'Not playing');
      this.lesson.dataset.kind = l?.kind ?? 'free';
    }
    if (has('hand')) {
      this.handButton.hidden = !s.hand;
      this.el.classList.toggle('hand-up', Boolean(s.hand));
      this.handButton.title = `${s.name} asks for help: press when you have answered`;
    }
    if (has('attempts')) this.stats.attempts.textContent = String(s.attempts ?? 0);
    if (has('lastScore')) this.stats.last.textContent = score(s.lastScore);
    if (has('bestScore') || has('completed')) {
      this.stats.best.textContent = score(s.bestScore);
      this.stats.best.classList.toggle('passed', Boolean(s.completed));
    }
    if (all || has('patch') || has('lesson') || has('target') || has('online')) this.renderMeters();
    this.tick();
  }

  /** First step: say what the action (`reset` or `remove`) does, and ask. */
  ask(action) {
    if (!this.confirm.hidden && this.confirm.dataset.state === 'ask' && this.action === action) {
      this.closeConfirm(true);
      return;
    }
    this.closeConfirm(false);
    this.action = action;
    const name = this.state?.name ?? 'This student';
    this.confirm.dataset.state = 'ask';
    this.confirm.setAttribute('aria-label', ACTIONS[action].label);
    this.confirmText.textContent = ACTIONS[action].ask(name);
    this.confirmYes.lastChild.textContent = ACTIONS[action].label;
    this.confirmYes.hidden = false;
    this.confirmYes.disabled = false;
    this.confirmNo.lastChild.textContent = 'Cancel';
    this.confirm.hidden = false;
    this.opener().setAttribute('aria-expanded', 'true');
    // The harmless choice first: Enter pressed twice must not reset or remove anyone.
    this.confirmNo.focus();
  }

  opener() {
    return this.action === 'remove' ? this.removeButton : this.resetButton;
  }

  async confirmAction() {
    const action = this.action;
    this.confirmYes.disabled = true;
    try {
      const reply = await this.handlers[action](this.id);
      this.confirm.dataset.state = 'done';
      this.confirmText.textContent = ACTIONS[action].done(reply.name ?? this.state?.name ?? 'The student');
    } catch (e) {
      this.confirm.dataset.state = 'failed';
      this.confirmText.textContent = sentence(e.message);
    }
    this.confirmYes.hidden = true;
    this.confirmNo.lastChild.textContent = 'OK';
    // The answer is news, not a state: "will choose a new secret" must not stay after they chose one.
    clearTimeout(this.doneTimer);
    this.doneTimer = setTimeout(() => { if (this.confirm.dataset.state !== 'ask') this.closeConfirm(false); }, 10000);
    // A removed student's card goes with the roster update; nothing is left to focus on it.
    if (this.el.isConnected) this.confirmNo.focus();
  }

  closeConfirm(refocus = false) {
    const had = this.confirm.contains(document.activeElement);
    this.confirm.hidden = true;
    this.resetButton.setAttribute('aria-expanded', 'false');
    this.removeButton.setAttribute('aria-expanded', 'false');
    if (refocus || had) this.opener().focus();
  }

  /** Time on the lesson keeps counting between server updates. */
  tick() {
    const s = this.state;
    if (s) this.stats.time.textContent = s.lesson ? duration(this.model.timeOnLesson(s)) : '–';
  }

  renderMeters() {
    const s = this.state;
    const table = this.table;
    if (!table) return;
    // In a lesson: the controls it shows. In free play: the ones the student touched last, or
    // before any touch, those set away from their defaults.
    const free = s.lastTouched?.length ? s.lastTouched
      : table.params.filter((p) => s.patch?.[p.id] !== undefined && s.patch[p.id] !== p.default).map((p) => p.id);
    // Knobs are live only while the student is: an offline card shows none.
    const ids = s.online ? (s.lesson ? s.lesson.shown : free).filter((id) => table.get(id)).slice(0, MAX_METERS) : [];
    const key = ids.join(',');
    if (key !== this.meterIds) {
      this.meterIds = key;
      clear(this.meterBox);
      this.meters.clear();
      for (const id of ids) {
        const m = new KnobMeter(table.get(id));
        this.meters.set(id, m);
        this.meterBox.append(m.el);
      }
      this.meterBox.hidden = ids.length === 0;
    }
    const target = this.model.showAnswers ? s.target : null;
    for (const [id, m] of this.meters) m.set(s.patch?.[id] ?? table.get(id).default, target?.[id]);
  }
}

import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { describe } from './ProfileView.js';

/**
 * Today's practice (`#/practice`): about five minutes of what is due. Lessons the student completed
 * come back after 1, 3, 7, 16 and 35 days (right first time moves a lesson to the next wait, a miss
 * back to the first), and the listening quizzes of the controls they hear least finely. Each item
 * opens the real lesson in review mode (`#/practice/ID`): its result moves the item, never the stars
 * down. The session ends with a summary and the streak of days practised.
 */
export class PracticeView {
  constructor(app) {
    this.app = app;
    this.status = h('p.view-status', { 'aria-live': 'polite' });
    this.streak = h('p.practice-streak');
    this.list = h('ol.practice-items');
    this.summary = h('section.practice-summary', { hidden: true, 'aria-label': 'Summary' });
    this.startButton = h('button.btn.btn-primary.btn-large.practice-start', { type: 'button', hidden: true, onclick: () => this.start() },
      icon('play'), h('span', { text: "Start today's practice" }));
    this.nextLink = h('a.btn.btn-primary.btn-large.practice-next', { hidden: true }, icon('play'), h('span', { text: 'Next item' }));
    this.el = h('main.view.lessons-view.practice-view', { id: 'practice' },
      h('header.view-head', {},
        h('div', {}, h('h1', { text: "Today's practice" }),
          h('p.lede', { text: 'About five minutes: lessons you completed come back after 1, 3, 7, 16 and 35 days '
            + '(right first time, the wait grows; a miss starts it again), and listening quizzes on the controls you hear least finely.' })),
        h('a.btn.btn-ghost', { href: '#/lessons' }, h('span', { text: 'Lessons' }))),
      this.streak, this.status, this.summary,
      h('div.practice-actions', {}, this.startButton, this.nextLink),
      this.list);
  }

  async enter() {
    this.status.textContent = 'Loading…';
    try {
      this.render(await this.app.session.practice(false));
    } catch (e) {
      this.status.textContent = e.code === 'offline' ? 'Waiting for the server…' : e.message;
    }
  }

  async start() {
    this.startButton.disabled = true;
    try {
      const p = await this.app.session.practice(true);
      this.render(p);
      // Straight into the first item: one press starts the practice.
      const item = p.session?.items[p.session.current];
      if (item) location.hash = itemHref(item);
    } catch (e) {
      this.status.textContent = e.message;
    } finally {
      this.startButton.disabled = false;
    }
  }

  render(p) {
    this.streak.replaceChildren(...streakWords(p.streak));
    const s = p.session;
    clear(this.list);
    this.summary.hidden = true;
    this.nextLink.hidden = true;
    this.startButton.hidden = true;
    if (!s) {
      this.status.textContent = p.due > 0
        ? `${p.due} item${p.due === 1 ? '' : 's'} due today.`
        : p.streak.today ? 'Done for today. Come back tomorrow to keep your streak.'
          : 'Nothing is due yet: a challenge or quiz you complete comes back for review the next day.';
      this.startButton.hidden = p.due === 0;
      return;
    }
    for (const [i, item] of s.items.entries()) {
      const state = item.done ? (item.rightFirstTime ? 'right' : 'missed') : i === s.current ? 'current' : 'todo';
      const what = item.reason === 'hearing'
        ? `Your hearing: ${item.controlName ?? item.control} · ${item.questions} questions`
        : `Review · ${item.kind}${item.questions > 1 ? ` · ${item.questions} questions` : ''}`;
      const how = item.done
        ? (item.rightFirstTime ? 'Right first time' : 'Missed: it comes back tomorrow')
          + (item.boxAfter ? ` · next in ${daysOfBox(item.boxAfter)}` : '')
        : i === s.current ? 'Up next' : 'To do';
      const title = h('span.lesson-title', { text: item.title });
      this.list.append(h('li.practice-item', { dataset: { state, lesson: item.lesson } },
        h('span.lesson-badge', {}, icon(state === 'right' ? 'check' : state === 'missed' ? 'retry' : 'play')),
        !item.done && !s.finished ? h('a.practice-item-link', { href: itemHref(item) }, title) : title,
        h('span.lesson-meta', { text: `${what} · ${how}` })));
    }
    if (s.finished) {
      this.status.textContent = '';
      this.renderSummary(p);
      return;
    }
    const next = s.items[s.current];
    this.status.textContent = `${s.items.filter((i) => i.done).length} of ${s.items.length} done.`;
    this.nextLink.hidden = false;
    this.nextLink.href = itemHref(next);
    this.nextLink.querySelector('span').textContent = `${s.items.some((i) => i.done) ? 'Next' : 'Start'}: ${next.title}`;
  }

  renderSummary(p) {
    const sum = p.summary;
    clear(this.summary);
    this.summary.hidden = false;
    const controls = (sum?.controls ?? []).map((c) => {
      const finer = c.before != null && c.after < c.before;
      const change = c.before == null ? `now ${describe(c, c.after)}`
        : finer ? `finer: ${describe(c, c.before)} → ${describe(c, c.after)}`
          : c.after === c.before ? `still ${describe(c, c.after)}` : `${describe(c, c.after)} (was ${describe(c, c.before)})`;
      return h('li.practice-control', { dataset: { param: c.param, improved: String(finer) } },
        h('strong', { text: c.name }), h('span', { text: ` ${change}; a trained ear hears ${describe(c, c.trained)}.` }));
    });
    this.summary.append(
      h('h2', {}, icon('check'), h('span', { text: 'Done for today' })),
      h('p.practice-score', { text: `${sum.items} item${sum.items === 1 ? '' : 's'}, ${sum.rightFirstTime} right first time.` }),
      controls.length ? h('p.quiz-label', { text: 'Your hearing' }) : '',
      controls.length ? h('ul.practice-controls', {}, ...controls) : '',
      h('div.button-row', {}, h('a.btn.btn-ghost', { href: '#/profile' }, h('span', { text: 'Your hearing' })),
        h('a.btn.btn-primary', { href: '#/lessons' }, h('span', { text: 'Back to the lessons' }))));
  }
}

/** `#/practice/ID`: the item opened in review mode. */
export function itemHref(item) {
  return `#/practice/${encodeURIComponent(item.lesson)}`;
}

/** The streak in words, with the best run. */
function streakWords(st) {
  const days = (n) => `${n} day${n === 1 ? '' : 's'}`;
  if (!st.days) return [h('span.streak-count', { text: 'No streak yet' }), h('span', { text: ': finish a practice to start one.' })];
  // Separate spans, so the words between them carry their own spaces.
  return [h('span.streak-count', { text: `${days(st.days)} in a row` }),
    h('span', { text: st.today ? ' (today done)' : ': practise today to keep it.' }),
    st.best > st.days ? h('span.streak-best', { text: ` Best: ${days(st.best)}.` }) : ''];
}

const BOX_DAYS = [1, 3, 7, 16, 35];
function daysOfBox(box) {
  const d = BOX_DAYS[Math.max(1, Math.min(5, box)) - 1];
  return d === 1 ? '1 day' : `${d} days`;
}

/**
 * The home screen's entry: how many items are due and the streak, one press to start. Refreshed
 * each time the lesson list is shown.
 */
export class PracticeCard {
  constructor(app) {
    this.app = app;
    this.text = h('p.practice-card-text');
    this.link = h('a.btn.btn-primary.practice-card-link', { href: '#/practice' }, icon('play'), h('span', { text: "Today's practice" }));
    this.el = h('section.practice-card', { hidden: true, 'aria-label': "Today's practice" },
      h('div', {}, h('h2', { text: "Today's practice" }), this.text), this.link);
  }

  async refresh() {
    if (!this.app.session.student) {
      this.el.hidden = true;
      return;
    }
    let p;
    try {
      p = await this.app.session.practice(false);
    } catch {
      return;
    }
    const running = p.session && !p.session.finished;
    const left = running ? p.session.items.filter((i) => !i.done).length : p.due;
    // A student with nothing to practise and no streak yet (a newcomer) is not shown an empty card:
    // it would push the course down for nothing. It appears with the first item due.
    if (!running && !p.due && !p.streak.best && !p.session) {
      this.el.hidden = true;
      return;
    }
    const streak = p.streak.days ? ` · ${p.streak.days}-day streak${p.streak.today ? ' (today done)' : ''}` : '';
    this.text.textContent = running ? `${left} item${left === 1 ? '' : 's'} left${streak}`
      : p.due ? `${p.due} item${p.due === 1 ? '' : 's'} due · about five minutes${streak}`
        : p.streak.today ? `Done for today${streak}` : `Nothing due yet${streak}`;
    this.link.querySelector('span').textContent = running ? 'Continue practice' : p.due ? "Start today's practice" : "Today's practice";
    this.link.classList.toggle('btn-primary', !!(running || p.due));
    this.link.classList.toggle('btn-ghost', !(running || p.due));
    this.el.dataset.due = String(left);
    this.el.hidden = false;
  }
}

import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { SecretPrompt } from './SecretPrompt.js';
import { PracticeCard } from './PracticeView.js';
import { testOut, testOutInvitation, testOutPlace, testOutStep } from '../app/testOut.js';

const STATE_TEXT = { completed: 'Completed', current: 'Up next', testOut: 'Test out', locked: 'Locked' };
/** Why a lesson the class's teacher holds back is locked (the server's `lockedByTeacher`). */
export const HELD_TEXT = 'Your teacher opens this later';

/**
 * A module's title as the test-out offer says it: "Effects", "808 bass", "Basics" (not "Effects: drive,
 * crush, delay, reverb, chorus", "Step by step: 808 bass" or "Basics practice").
 */
export function partName(title) {
  return title.replace(/^Step by step:\s*/i, '').split(':')[0].replace(/\s+practice$/i, '').trim() || title;
}

/** Modules and lessons with completed / current / locked states as the server reports them. */
export class LessonsView {
  constructor(app) {
    this.app = app;
    this.greeting = h('p.lede');
    this.list = h('div.modules');
    this.status = h('p.view-status', { 'aria-live': 'polite' });
    this.secretPrompt = new SecretPrompt(app);
    // Home: the next lesson is one press away (the list is long), with the hearing profile beside it.
    this.continueLink = h('a.btn.btn-primary.btn-large.continue-link', { href: '#/lessons' },
      icon('play'), h('span.continue-text', { text: 'Continue' }));
    // Testing out: the review challenges of the part of the course the student is in are open before
    // their turn; passing all of them completes that part (for a newcomer, a placement).
    this.testOutLink = h('a.btn.btn-ghost.test-out-link', { href: '#/lessons', hidden: true });
    this.home = h('section.home-actions', { hidden: true, 'aria-label': 'Continue' },
      this.continueLink, h('a.btn.btn-ghost', { href: '#/profile' }, h('span', { text: 'Your hearing' })), this.testOutLink);
    this.el = h('main.view.lessons-view', { id: 'lessons' },
      h('header.view-head', {},
        h('div', {}, h('h1', { text: 'Lessons' }), this.greeting),
        h('a.btn.btn-ghost', { href: '#/free' }, h('span', { text: 'Free play' }))),
      this.secretPrompt.el, this.home, this.status, this.list);
    // Up to date with the class: the next lesson waits for the teacher.
    this.heldNote = h('p.held-note', { hidden: true, role: 'status' });
    this.home.after(this.heldNote);
    app.session.addEventListener('lessons', (e) => this.render(e.detail.modules));
    // A sign-in (or a reconnect's) says whether a secret is wanted; `secretSet` may bring a new name.
    app.session.addEventListener('student', () => {
      if (this.app.session.lessons) this.render(this.app.session.lessons);
      this.secretPrompt.sync(this.shown);
    });
    // Today's practice sits under Continue: what is due and the streak, one press to start.
    this.practiceCard = new PracticeCard(app);
    this.home.after(this.practiceCard.el);
  }

  /** On screen now (the prompt takes focus only then). */
  get shown() {
    return this.app.currentView === 'lessons' && !this.el.hidden;
  }

  async enter() {
    const s = this.app.session.student;
    // Said properly once the lessons show whether this student has done any (render).
    this.greeting.textContent = s ? `Welcome, ${s.name}.` : '';
    // The list opens at the student's place: "Up next" in view (after a dozen lessons it was below
    // the window's foot). The app scrolls a new screen to its top after this returns, so it waits a frame.
    this.scrollPending = true;
    if (this.app.session.lessons) this.render(this.app.session.lessons);
    else this.status.textContent = 'Loading lessons…';
    requestAnimationFrame(() => this.scrollToCurrent());
    this.secretPrompt.sync();
    this.practiceCard.refresh();
    try {
      await this.app.session.listLessons();
      // The list kept from before may have been a lesson behind: the fresh one places "Up next" again.
      if (this.shown) {
        this.scrollPending = true;
        requestAnimationFrame(() => this.scrollToCurrent());
      }
    } catch (e) {
      this.status.textContent = e.code === 'offline' ? 'Waiting for the server…' : e.message;
    }
  }

  render(modules) {
    this.status.textContent = modules.length ? '' : 'No lessons are installed on this server yet.';
    const s = this.app.session.student;
    const part = testOut(modules), { begun } = part;
    if (s) {
      this.greeting.textContent = begun
        ? `Welcome back, ${s.name}. Pick up where you left off.`
        : `Welcome, ${s.name}. Start with the first lesson below.`;
    }
    const next = modules.flatMap((m) => m.lessons).find((l) => l.state === 'current');
    const firstHeld = modules.flatMap((m) => m.lessons).find((l) => l.lockedByTeacher);
    this.home.hidden = !next;
    this.heldNote.hidden = Boolean(next) || !firstHeld;
    this.heldNote.textContent = firstHeld ? `You are up to date with your class: your teacher opens “${firstHeld.title}” later.` : '';
    if (next) {
      this.continueLink.href = `#/lesson/${encodeURIComponent(next.id)}`;
      this.continueLink.querySelector('.continue-text').textContent = `${begun ? 'Continue' : 'Start'}: ${next.title}`;
    }
    const firstReview = part.reviews.find((l) => typeof l.bestScore !== 'number') ?? part.reviews[0];
    this.testOutLink.hidden = !firstReview;
    if (firstReview) {
      this.testOutLink.href = `#/lesson/${encodeURIComponent(firstReview.id)}`;
      // The part is named by the module the student is in (its lessons and their practice are what
      // testing out completes).
      const here = next && modules.find((m) => m.lessons.includes(next))?.title;
      this.testOutLink.textContent = testOutInvitation(part, here ? partName(here) : 'this part');
      this.testOutLink.title = 'Pass every review challenge of this part of the course to complete it without stars';
    }
    clear(this.list);
    for (const m of modules) {
      const done = m.lessons.filter((l) => l.state === 'completed').length;
      const items = m.lessons.map((l) => {
        const locked = l.state === 'locked';
        const held = locked && l.lockedByTeacher;
        const badge = l.state === 'completed' ? icon('check') : locked ? icon('lock') : icon('play');
        // A quiz is right or wrong: its stars say how it went, a percentage would not.
        const score = l.kind === 'quiz' ? 'Quiz' : typeof l.bestScore === 'number' ? `${Math.round(l.bestScore)}%` : '';
        const stars = l.state === 'completed' && l.kind !== 'theory' && l.stars > 0
          ? h('span.lesson-stars', { 'aria-label': `${l.stars} of 3 stars`, title: l.stars < 3 ? 'Replay to earn more stars' : 'Three stars',
            text: '★'.repeat(l.stars) + '☆'.repeat(3 - l.stars) })
          : null;
        const content = [
          h('span.lesson-badge', {}, badge),
          h('span.lesson-title', { text: l.title }),
          h('span.lesson-meta', { text: [held ? HELD_TEXT : stateText(l, modules), score].filter(Boolean).join(' · ') }),
          stars,
        ].filter(Boolean);
        return h('li.lesson', { dataset: { state: l.state, lesson: l.id, ...(held ? { held: 'true' } : {}) } },
          locked
            ? h('div.lesson-link', { 'aria-disabled': 'true', title: held ? `${HELD_TEXT}: the class is on today's lesson first`
              : 'Finish the lessons before this one to unlock it' }, content)
            : h('a.lesson-link', { href: `#/lesson/${encodeURIComponent(l.id)}` }, content));
      });
      // Only the module holding the next lesson starts open (or, with the next one held by the teacher,
      // the one holding it): the rest of the course stays a short list.
      const hasCurrent = m.lessons.some((l) => l.state === 'current' || l.state === 'testOut' || (!next && l === firstHeld));
      const allLocked = m.lessons.every((l) => l.state === 'locked');
      const status = allLocked ? 'Locked' : done === m.lessons.length ? 'Completed' : `${done} / ${m.lessons.length}`;
      const module = h('details.module', { dataset: { module: m.id, state: allLocked ? 'locked' : hasCurrent ? 'current' : 'open' } },
        h('summary.module-head', {}, h('h2', { text: m.title }),
          h('span.module-progress', { text: status }),
          m.summary ? h('p.module-summary', { text: m.summary }) : null,
          h('div.progress', { 'aria-hidden': 'true' }, progressBar(done / Math.max(1, m.lessons.length)))),
        h('ol.lesson-list', {}, items));
      module.open = hasCurrent;
      this.list.append(module);
    }
    if (this.scrollPending && this.shown) requestAnimationFrame(() => this.scrollToCurrent());
  }

  /**
   * Once per visit: brings the current lesson ("Up next") fully into view, below the sticky top bar,
   * unless it already is. A prompt for a secret (at the top, focused) keeps the list where it is, and so
   * does a new recovery code's card above the page: shown only once, it must be the first thing seen (on a
   * phone, scrolling to "Up next" took it out of sight the moment it appeared).
   */
  scrollToCurrent() {
    if (!this.scrollPending || !this.shown) return;
    if (!this.secretPrompt.el.hidden || this.app.recovery.open) {
      this.scrollPending = false;
      return;
    }
    const item = this.list.querySelector('.lesson[data-state="current"]') ?? this.list.querySelector('.lesson[data-held]');
    if (!item) return; // the list has not come yet: `render` calls again
    this.scrollPending = false;
    const r = item.getBoundingClientRect();
    const top = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    if (r.top >= top && r.bottom <= window.innerHeight) return;
    item.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
}

/**
 * A row's state in words. A review open to test out says which step it is, as the offer above the list
 * and the lesson's own page do ("Placement, sound 1 of 5", "Test out, review 2 of 5"): a bare "Test out"
 * beside "Locked" rows read as a verb on a lesson nobody had explained (session 35's walk).
 */
function stateText(lesson, modules) {
  if (lesson.state === 'testOut') return testOutStep(testOutPlace(modules, lesson)) ?? STATE_TEXT.testOut;
  return STATE_TEXT[lesson.state] ?? lesson.state;
}

function progressBar(fraction) {
  const bar = h('div.progress-fill');
  bar.style.transform = `scaleX(${fraction})`;
  return bar;
}

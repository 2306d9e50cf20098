import { h, svg, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { ABSwitch } from '../ui/ABSwitch.js';
import { testOutOrdinal, testOutPlace } from '../app/testOut.js';

const VERDICTS = {
  right: { text: 'Right', icon: 'check' },
  close: { text: 'Close', icon: 'check' },
  tooHigh: { text: 'Too high', icon: 'down' },
  tooLow: { text: 'Too low', icon: 'up' },
  wrong: { text: 'Wrong', icon: 'cross' },
};

/**
 * Score, pass or fail, what to change, and the two sounds back to back: target, then yours; then the
 * A/B switch to flip between them at the same moment of the phrase.
 */
export class ResultView {
  constructor(app) {
    this.app = app;
    this.arc = svg('circle', { class: 'score-arc', cx: '60', cy: '60', r: '52', pathLength: '100' });
    this.scoreText = h('div.score-value');
    this.ring = h('div.score-ring', {},
      svg('svg', { viewBox: '0 0 120 120', 'aria-hidden': 'true' },
        svg('circle', { class: 'score-track', cx: '60', cy: '60', r: '52' }), this.arc),
      this.scoreText);
    this.heading = h('h1');
    this.stars = h('p.result-stars');
    // What the stars mean, in words on the screen (a tooltip is never seen on a phone).
    this.starsNote = h('p.result-stars-note');
    this.sub = h('p.lede');
    // Why the verdict is what it is, when the score and the list alone would not say.
    this.note = h('p.result-note', { role: 'note' });
    this.feedback = h('ul.feedback');
    this.listenStatus = h('p.listen-status', { 'aria-live': 'polite' });
    // A press takes over from "target, then yours": one sound at a time.
    this.ab = new ABSwitch(app, {
      isActive: () => app.currentView === 'result',
      onPress: () => { this.sequence = false; clearTimeout(this.mineTimer); this.listenStatus.textContent = ''; },
    });
    this.retry = h('a.btn.btn-ghost', {}, icon('retry'), h('span', { text: 'Try again' }));
    this.next = h('a.btn.btn-primary.btn-large', {}, h('span', { text: 'Next lesson' }), icon('next'));
    this.el = h('main.view.result-view', { id: 'result' },
      h('div.result-card', {},
        h('div.result-top', {}, this.ring, h('div', {}, this.heading, this.stars, this.sub, this.starsNote)),
        this.note,
        // Named as on the exercise ("Play target", "Play mine"): beside the A/B switch's "Target" and
        // "Yours", bare names read as the same two buttons twice (session 31's walk).
        h('div.listen-row', {},
          h('button.btn.btn-target', { type: 'button', onclick: () => this.playTarget() }, icon('play'), h('span', { text: 'Play target' })),
          h('button.btn.btn-own', { type: 'button', onclick: () => this.playMine() }, icon('play'), h('span', { text: 'Play mine' })),
          this.ab.el, this.listenStatus),
        this.feedbackTitle = h('h2.feedback-title', { text: 'What to change' }),
        this.feedback,
        h('footer.view-foot', {},
          h('div.button-row', {}, h('a.btn.btn-ghost', { href: '#/lessons' }, h('span', { text: 'All lessons' })), this.retry),
          this.next)));
    app.session.addEventListener('targetDone', () => {
      if (!this.sequence) return;
      this.sequence = false;
      // Target first, then the student's own sound, so the difference is easy to hear. The server's
      // targetDone comes when it sent the last frame: what the page still holds of it plays first.
      this.mineTimer = setTimeout(() => this.playMine(), 350 + this.app.audio.bufferedMs('target'));
    });
  }

  /** The student left the result: whatever of "target, then yours" has not started does not. */
  leave() {
    this.sequence = false;
    this.ab.setComparing(false);
    clearTimeout(this.mineTimer);
  }

  enter(result, lesson) {
    const score = Math.round(result.score);
    this.el.dataset.passed = String(result.passed);
    this.scoreText.textContent = `${score}`;
    this.arc.style.strokeDasharray = `${score} 100`;
    // A round cap would draw a dot for 0.
    this.arc.style.visibility = score > 0 ? 'visible' : 'hidden';
    this.heading.textContent = result.passed ? 'Passed!' : 'Not quite yet';
    // A sound of the placement (or a review of a test-out) leads to the next one, which was open already.
    const lessons = this.app.session.lessons;
    const place = testOutPlace(lessons, lesson);
    const step = place && testOutPlace(lessons, { id: result.next });
    const onward = !result.next ? '' : step ? ` Next: ${testOutOrdinal(step)}.` : ' The next lesson is unlocked.';
    this.sub.textContent = result.passed
      ? `You scored ${score}; ${result.threshold} was needed.${onward}`
      : `You scored ${score}; ${result.threshold} is needed to pass. The notes below say what to change.`;
    this.feedbackTitle.textContent = result.passed ? 'How each control did' : 'What to change';
    this.note.textContent = result.note ?? '';
    this.note.hidden = !result.note;
    const stars = result.passed ? Math.max(0, Math.min(3, result.stars ?? 0)) : 0;
    this.stars.hidden = !result.passed;
    this.stars.textContent = '★'.repeat(stars) + '☆'.repeat(3 - stars);
    this.stars.setAttribute('aria-label', `${stars} of 3 stars`);
    this.starsNote.hidden = !result.passed;
    this.starsNote.textContent = starsNote(stars, lesson, !!place);
    clear(this.feedback);
    for (const f of result.feedback ?? []) {
      const choice = this.app.session.table?.get(f.param)?.isChoice;
      const v = f.verdict === 'close' && choice ? VERDICTS.right : VERDICTS[f.verdict] ?? { text: f.verdict, icon: 'cross' };
      this.feedback.append(h('li.feedback-item', { dataset: { verdict: f.verdict, param: f.param } },
        h('span.verdict', {}, icon(v.icon), h('span', { text: v.text })),
        h('div', {}, ...feedbackText(f.name, f.message).map(([tag, text]) => h(tag, { text })))));
    }
    if (!this.feedback.childElementCount) this.feedback.append(h('li.feedback-empty', { text: 'Nothing to change: every control is close.' }));
    this.retry.href = `#/lesson/${encodeURIComponent(lesson.id)}/play`;
    // A sound of a placement or test-out passed is done: more stars are for later, from the lessons.
    this.retry.hidden = !!lesson.practice || (!!place && result.passed);
    this.next.hidden = !(result.passed && result.next);
    this.next.querySelector('span').textContent = step ? (step.placement ? 'Next sound' : 'Next review') : 'Next lesson';
    if (result.next) this.next.href = `#/lesson/${encodeURIComponent(result.next)}`;
    if (lesson.practice) {
      // A practice item is judged once: on to the next item, or to the summary.
      const s = result.practice?.session;
      const next = s && !s.finished ? s.items[s.current] : null;
      this.next.hidden = false;
      this.next.href = next ? `#/practice/${encodeURIComponent(next.lesson)}` : '#/practice';
      this.next.querySelector('span').textContent = next ? 'Next practice item' : 'See the summary';
      if (!result.passed) this.sub.textContent = `You scored ${Math.round(result.score)}; ${result.threshold} was needed. `
        + 'This lesson comes back for practice tomorrow: the notes below say what to listen for.';
      else this.sub.textContent = `You scored ${Math.round(result.score)}: remembered.`;
      // The lesson's stars are earned on the lesson itself; a review can only raise them.
      this.starsNote.textContent = 'A practice item never lowers your stars for the lesson.';
    }
    this.sequence = true;
    this.playTarget(true);
  }

  playTarget(sequence = false) {
    clearTimeout(this.mineTimer);
    this.ab.setComparing(false);
    this.sequence = sequence;
    this.app.hearTarget();
    // Said only for the sequence, which plays two sounds from one press; a single sound is the button
    // pressed. ("Yours" once stayed beside the A/B switch after the sound ended, read as a stray label.)
    this.listenStatus.textContent = sequence ? 'Target, then yours…' : '';
    this.app.session.playTarget();
  }

  playMine() {
    this.ab.setComparing(false);
    this.listenStatus.textContent = '';
    this.app.session.playMine();
  }
}

/**
 * The stars earned, said in words: what earns them and what costs one. A sound of a placement or a
 * test-out (`testingOut`) is done once passed: more stars are for later, from the lesson list ("Try
 * again" there read as "this sound is not done").
 */
function starsNote(stars, lesson, testingOut = false) {
  const hinted = (lesson?.hintCount ?? 0) > 0;
  if (stars >= 3) return `3 of 3 stars: a high score in few submits${hinted ? ', with no hint' : ''}.`;
  return `${stars} of 3 stars. Stars come from a high score in few submits${hinted ? '; each hint seen costs one' : ''}; a revealed answer leaves one.`
    + (testingOut ? ' Replay it later from the lessons to earn more.' : ' Try again to earn more.');
}

/**
 * A feedback item as [['strong', control], ['p', advice]], naming the control once. The server's
 * message starts with its own label for the control, which may be fuller than the table's name
 * ("Filter cutoff: too bright" for "Cutoff"): that label becomes the heading and leaves the advice.
 */
export function feedbackText(name, message) {
  const text = String(message ?? '');
  const m = /^([^:]{1,40}):\s+(.+)$/s.exec(text);
  const label = m?.[1].trim();
  const words = (s) => s.toLowerCase().split(/\s+/).filter(Boolean);
  // The prefix is a label for this control when it ends with the name's words ("Filter cutoff" / "Cutoff").
  const same = label && name && words(label).slice(-words(name).length).join(' ') === words(name).join(' ');
  if (!same) return [['strong', name ?? ''], ['p', text]];
  const rest = m[2].trim();
  return [['strong', label], ['p', rest.charAt(0).toUpperCase() + rest.slice(1)]];
}

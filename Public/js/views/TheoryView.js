import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { Knob } from '../ui/Knob.js';
import { testOutPlace, testOutStep } from '../app/testOut.js';

/**
 * The short theory page before an exercise (HTML rendered by the server from the course's Markdown).
 * Pages that sound: each `<div class="example">` the server left in the page becomes a play button,
 * with a knob when the example has a live control. The server plays the example into this page's
 * stream (it is never the target), and a knob turn changes it while it plays.
 */
export class TheoryView {
  constructor(app) {
    this.app = app;
    this.kicker = h('p.kicker');
    this.title = h('h1');
    // A review opened to test out (the placement's "Take the placement" link lands here): which one of
    // how many, and what passing them all does. The page said nothing, and read as any lesson.
    this.testOutNote = h('p.test-out-note', { hidden: true });
    this.article = h('article.theory');
    this.start = h('a.btn.btn-primary.btn-large', {}, h('span', { text: 'Start the exercise' }), icon('next'));
    // A theory-only lesson has no exercise: reading it completes it.
    this.done = h('button.btn.btn-primary.btn-large', { type: 'button', onclick: () => this.markRead() },
      h('span', { text: 'Got it, continue' }), icon('next'));
    this.el = h('main.view.theory-view', { id: 'theory' },
      h('div.theory-card', {}, this.kicker, this.title, this.testOutNote, this.article,
        h('footer.view-foot', {}, h('a.btn.btn-ghost', { href: '#/lessons' }, icon('back'), h('span', { text: 'Lessons' })), this.start, this.done)));
  }

  enter(lesson) {
    this.kicker.textContent = this.app.moduleTitle(lesson.module);
    this.title.textContent = lesson.title;
    // Trusted: the server renders the course's own Markdown; no inline scripts or styles survive the CSP.
    this.article.innerHTML = lesson.theoryHtml || '<p>Listen to the target, then match it.</p>';
    // Most theory pages open with their own heading; then the lesson title would say it twice. A
    // challenge's page is headed by the lesson's title instead: its page's own heading may name the
    // answer ("The pure sine"), which made the challenge a reading test rather than a listening one.
    if (lesson.kind === 'challenge' && this.article.firstElementChild?.tagName === 'H1') this.article.firstElementChild.remove();
    this.title.hidden = this.article.firstElementChild?.tagName === 'H1';
    this.start.href = `#/lesson/${encodeURIComponent(lesson.id)}/play`;
    const theoryOnly = lesson.kind === 'theory';
    this.start.hidden = theoryOnly;
    this.done.hidden = !theoryOnly;
    this.showTestOut(lesson);
    this.buildExamples(lesson);
    // Focus goes to the page's heading (App.show): the button is the next stop after the text.
  }

  showTestOut(lesson) {
    const place = testOutPlace(this.app.session.lessons, lesson);
    this.testOutNote.hidden = !place;
    if (!place) return;
    const { n } = place;
    this.testOutNote.textContent = `${testOutStep(place)}. ` + (place.placement
      ? `Match all ${n} and the lessons they cover count as done (without stars). One out of reach? The lessons from the start teach it.`
      : `Pass all ${n} and the lessons of this part count as done (without stars).`);
  }

  buildExamples(lesson) {
    const table = this.app.session.table;
    for (const slot of this.article.querySelectorAll('div.example[data-example]')) {
      const ex = (lesson.examples ?? []).find((e) => e.id === slot.dataset.example);
      if (!ex) continue;
      const button = h('button.btn.btn-example', { type: 'button', onclick: () => this.play(ex, button) },
        icon('play'), h('span', { text: ex.label }));
      slot.append(button);
      const spec = ex.control && table?.get(ex.control);
      if (spec) {
        const knob = new Knob(spec, spec.name, (v) => this.turn(ex, v));
        knob.setValue(ex.value ?? spec.default);
        knob.el.classList.add('example-knob');
        slot.append(knob.el, h('span.example-try', { text: 'Turn it while it plays' }));
      }
    }
  }

  play(ex, button) {
    this.app.ensureAudio();
    // Examples play on the target's source, which leaving an exercise mutes.
    this.app.hearTarget();
    for (const b of this.article.querySelectorAll('.btn-example.playing')) b.classList.remove('playing');
    button.classList.add('playing');
    this.app.session.playExample(ex.id);
    const done = () => { button.classList.remove('playing'); this.app.session.removeEventListener('targetDone', done); };
    this.app.session.addEventListener('targetDone', done);
  }

  /** A knob turn: at most one message per animation frame, the latest value wins. */
  turn(ex, value) {
    this.pendingTurn = { ex, value };
    if (this.turnQueued) return;
    this.turnQueued = true;
    requestAnimationFrame(() => {
      this.turnQueued = false;
      const { ex: e, value: v } = this.pendingTurn;
      this.app.session.exampleSet(e.id, e.control, v);
    });
  }

  async markRead() {
    this.done.disabled = true;
    try {
      // While the shared database is away the server keeps the "read" and answers once it is saved.
      const result = await this.app.session.submit((message) => this.app.toast(message, 'info', 10000));
      location.hash = result.next ? `#/lesson/${encodeURIComponent(result.next)}` : '#/lessons';
    } catch (e) {
      this.app.toast(e.message, 'error');
    } finally {
      this.done.disabled = false;
    }
  }
}

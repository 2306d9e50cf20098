import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/** The short theory page before an exercise (HTML rendered by the server from the course's Markdown). */
export class TheoryView {
  constructor(app) {
    this.app = app;
    this.kicker = h('p.kicker');
    this.title = h('h1');
    this.article = h('article.theory');
    this.start = h('a.btn.btn-primary.btn-large', {}, h('span', { text: 'Start the exercise' }), icon('next'));
    // A theory-only lesson has no exercise: reading it completes it.
    this.done = h('button.btn.btn-primary.btn-large', { type: 'button', onclick: () => this.markRead() },
      h('span', { text: 'Got it, continue' }), icon('next'));
    this.el = h('main.view.theory-view', { id: 'theory' },
      h('div.theory-card', {}, this.kicker, this.title, this.article,
        h('footer.view-foot', {}, h('a.btn.btn-ghost', { href: '#/lessons' }, icon('back'), h('span', { text: 'Lessons' })), this.start, this.done)));
  }

  enter(lesson) {
    this.kicker.textContent = this.app.moduleTitle(lesson.module);
    this.title.textContent = lesson.title;
    // Trusted: the server renders the course's own Markdown; no inline scripts or styles survive the CSP.
    this.article.innerHTML = lesson.theoryHtml || '<p>Listen to the target, then match it.</p>';
    // Most theory pages open with their own heading; then the lesson title would say it twice.
    this.title.hidden = this.article.firstElementChild?.tagName === 'H1';
    this.start.href = `#/lesson/${encodeURIComponent(lesson.id)}/play`;
    const theoryOnly = lesson.kind === 'theory';
    this.start.hidden = theoryOnly;
    this.done.hidden = !theoryOnly;
    // Focus goes to the page's heading (App.show): the button is the next stop after the text.
  }

  async markRead() {
    this.done.disabled = true;
    try {
      const result = await this.app.session.submit();
      location.hash = result.next ? `#/lesson/${encodeURIComponent(result.next)}` : '#/lessons';
    } catch (e) {
      this.app.toast(e.message, 'error');
    } finally {
      this.done.disabled = false;
    }
  }
}

import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/** "A", "A and B", "A, B and C" (British English: no comma before "and"). Made on first use: loading
 * the locale's list data at module load cost every page load, quiz or not, ~5 % of its main thread. */
let list = null;
const listOf = (items) => (list ??= new Intl.ListFormat('en-GB', { type: 'conjunction' })).format(items);

/**
 * A listening quiz: two or three sounds (A, B, C) and one question. The server draws the question
 * and keeps its answer; the page only plays the sounds (keys 1, 2, 3 too) and sends the choice once
 * every sound has been heard. After an answer the view says what the difference was, and after a
 * wrong one it plays the sounds again; the next question is a new draw.
 */
export class QuizView {
  constructor(app) {
    this.app = app;
    this.kicker = h('p.kicker');
    this.title = h('h1');
    this.article = h('article.theory.quiz-intro');
    this.question = h('p.quiz-question', { id: 'quiz-question' });
    this.sounds = h('div.quiz-sounds', { role: 'group', 'aria-label': 'Sounds' });
    this.choices = h('div.quiz-choices', { role: 'radiogroup', 'aria-labelledby': 'quiz-question' });
    this.status = h('p.quiz-status', { role: 'status' });
    this.feedback = h('div.quiz-feedback', { role: 'status', hidden: true });
    this.answerButton = h('button.btn.btn-primary.btn-large', { id: 'quiz-answer', type: 'button', onclick: () => this.answer() },
      h('span', { text: 'Answer' }), icon('next'));
    this.nextQuestion = h('button.btn.btn-large', { id: 'quiz-next', type: 'button', hidden: true, onclick: () => this.nextOne() },
      h('span', { text: 'Next question' }));
    this.continueButton = h('a.btn.btn-primary.btn-large', { id: 'quiz-continue', hidden: true }, h('span', { text: 'Continue' }), icon('next'));
    this.el = h('main.view.quiz-view', { id: 'quiz' },
      h('div.theory-card.quiz-card', {}, this.kicker, this.title, this.article, this.question,
        h('p.quiz-label', { text: 'Listen' }), this.sounds, h('p.quiz-label', { text: 'Your answer' }), this.choices,
        this.status, this.feedback,
        h('footer.view-foot', {}, h('a.btn.btn-ghost', { href: '#/lessons' }, icon('back'), h('span', { text: 'Lessons' })),
          this.nextQuestion, this.continueButton, this.answerButton)));

    app.session.addEventListener('quiz', (e) => this.onQuestion(e.detail));
    window.addEventListener('keydown', (e) => {
      if (this.app.currentView !== 'quiz' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const i = ['1', '2', '3'].indexOf(e.key);
      if (i >= 0 && this.current && i < this.current.sounds.length && !this.answered) {
        e.preventDefault();
        this.play(i);
      }
    });
  }

  enter(lesson) {
    this.lesson = lesson;
    // The lesson's best stars: the list's figure when the quiz opens, raised by this visit's answers
    // (the list is not sent again after each answer).
    this.best = this.listedStars();
    this.kicker.textContent = lesson.practice ? "Today's practice" : this.app.moduleTitle(lesson.module);
    this.title.textContent = lesson.title;
    // Trusted: the server renders the course's own Markdown (a quiz may open with a short page).
    this.article.innerHTML = lesson.theoryHtml || '';
    this.article.hidden = !lesson.theoryHtml;
    // A new quiz (or this one again) starts unanswered: the last quiz's answer, its "Right!" box and
    // its Continue must not stay, and its question must not wait behind them as "pending".
    this.reset();
    const q = this.app.session.quiz;
    if (q && q.lesson === lesson.id) this.showQuestion(q);
    else this.waiting();
  }

  /** "Next question": the one already here, or "Drawing a question…" until it comes (`onQuestion`). */
  nextOne() {
    if (this.pending) return this.showQuestion(this.pending);
    this.reset();
    this.waiting();
  }

  /** Nothing answered, nothing waiting: the state a quiz opens in. */
  reset() {
    this.answered = false;
    this.pending = null;
    this.replayButtons = null;
    this.feedback.hidden = true;
    clear(this.feedback);
    this.status.textContent = '';
    this.nextQuestion.hidden = true;
    this.continueButton.hidden = true;
    this.continueButton.removeAttribute('href');
    this.answerButton.hidden = false;
  }

  waiting() {
    this.current = null;
    this.question.textContent = 'Drawing a question…';
    clear(this.sounds);
    clear(this.choices);
    this.answerButton.disabled = true;
  }

  /** A question arrived: show it at once unless the student is reading the last answer. */
  onQuestion(q) {
    if (!this.lesson || q.lesson !== this.lesson.id) return;
    if (this.answered) this.pending = q;
    else this.showQuestion(q);
  }

  showQuestion(q) {
    if (!q) return;
    this.current = q;
    this.pending = null;
    this.answered = false;
    this.heard = new Set();
    this.choice = null;
    this.question.textContent = q.question;
    clear(this.sounds);
    this.soundButtons = q.sounds.map((name, i) => {
      const b = h('button.btn.btn-example.quiz-sound', { type: 'button', dataset: { sound: name },
        'aria-label': `Play ${name}`, title: `Play ${name} (key ${i + 1})`, onclick: () => this.play(i) },
      icon('play'), h('span', { text: name }));
      return b;
    });
    this.sounds.append(...this.soundButtons);
    clear(this.choices);
    // A radio group: one tab stop, arrow keys move the choice (WAI-ARIA radio group pattern).
    this.choiceButtons = q.choices.map((text, i) => h('button.btn.quiz-choice', {
      type: 'button', role: 'radio', 'aria-checked': 'false', tabIndex: i === 0 ? 0 : -1, dataset: { choice: String(i) },
      onclick: () => this.pick(i),
      onkeydown: (e) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
        if (!step) return;
        e.preventDefault();
        const next = (i + step + q.choices.length) % q.choices.length;
        this.pick(next);
        this.choiceButtons[next].focus();
      },
    }, h('span', { text })));
    this.choices.append(...this.choiceButtons);
    this.feedback.hidden = true;
    clear(this.feedback);
    this.nextQuestion.hidden = true;
    this.continueButton.hidden = true;
    this.answerButton.hidden = false;
    this.update();
  }

  play(i, previous = false, choice = null) {
    this.app.ensureAudio();
    // Quiz sounds play on the target's source, which leaving an exercise mutes.
    this.app.hearTarget();
    const buttons = previous ? this.replayButtons : this.soundButtons;
    // The picked option's button comes after the question's own sounds.
    const lit = choice !== null ? (buttons?.length ?? 1) - 1 : i;
    for (const b of [...(this.soundButtons ?? []), ...(this.replayButtons ?? [])]) b.classList.remove('playing');
    buttons?.[lit]?.classList.add('playing');
    this.app.session.playQuizSound(i, previous, choice);
    // A sound counts once it has played to its end (the server counts the same way); pressing
    // another one cuts it off.
    const question = this.current;
    this.playingSound = previous ? null : i;
    return new Promise((resolve) => {
      const done = () => {
        buttons?.[lit]?.classList.remove('playing');
        this.app.session.removeEventListener('targetDone', done);
        if (!previous && this.playingSound === i && this.current === question && !this.answered) {
          this.heard.add(i);
          buttons?.[i]?.classList.add('heard');
          this.update();
        }
        resolve();
      };
      this.app.session.addEventListener('targetDone', done);
    });
  }

  pick(i) {
    if (this.answered) return;
    this.choice = i;
    this.choiceButtons.forEach((b, k) => {
      b.setAttribute('aria-checked', String(k === i));
      b.tabIndex = k === i ? 0 : -1;
    });
    this.update();
  }

  update() {
    const q = this.current;
    if (!q) return;
    const unheard = q.sounds.filter((_, i) => !this.heard.has(i));
    this.answerButton.disabled = unheard.length > 0 || this.choice === null || this.answered;
    this.status.textContent = unheard.length > 0
      ? `Listen to ${listOf(unheard)} to the end first${keysHint(q.sounds.length)}.`
      : this.choice === null ? 'Now choose your answer.' : '';
  }

  async answer() {
    if (this.answerButton.disabled) return;
    this.answerButton.disabled = true;
    const asked = this.current;
    let r;
    try {
      r = await this.app.session.answerQuiz(this.choice);
    } catch (e) {
      this.app.toast(e.message, 'error');
      if (this.current === asked) this.update();
      return;
    }
    // The student left while the answer was on its way (another quiz, or a question drawn since):
    // the view shows a question this answer is not about.
    if (this.current !== asked) return;
    this.answered = true;
    this.showAnswer(r);
    if (r.correct) this.best = Math.max(this.best, r.stars ?? 0);
  }

  /** The open quiz's stars in the lesson list (its best when the list came; 0 before it is passed). */
  listedStars() {
    return (this.app.session.lessons ?? []).flatMap((m) => m.lessons).find((l) => l.id === this.lesson?.id)?.stars ?? 0;
  }

  showAnswer(r) {
    const q = this.current;
    this.choiceButtons.forEach((b, k) => {
      b.classList.toggle('right', k === r.answer);
      b.classList.toggle('wrong', k === r.choice && !r.correct);
    });
    clear(this.feedback);
    this.feedback.dataset.correct = String(r.correct);
    const stars = r.correct && r.stars > 0
      ? h('span.lesson-stars', { 'aria-label': `${r.stars} of 3 stars`, text: '★'.repeat(r.stars) + '☆'.repeat(3 - r.stars) }) : null;
    // The explanation names the answer ("B was the saw", "it was sine"): said once, after the verdict.
    const explanation = r.explanation ? r.explanation.charAt(0).toUpperCase() + r.explanation.slice(1) + '.' : '';
    // Where each choice is a sound (A, B, C), the one picked and the right one are said on their
    // replay buttons, so both can be heard again side by side.
    const choicesAreSounds = q.choices.length === q.sounds.length && q.choices.every((c, i) => c === q.sounds[i]);
    const role = (i) => {
      // "Higher or lower?" asks about two sounds with words: neither sound is a choice. One sound
      // named by its setting ("which wave is this?") is the right answer itself.
      if (!choicesAreSounds) return q.sounds.length === 1 ? (r.correct ? 'your pick, right' : 'right answer') : '';
      if (i === r.answer) return r.correct ? 'your pick, right' : 'right answer';
      return i === r.choice ? 'your pick' : '';
    };
    this.replayButtons = r.sounds.map((text, i) => {
      const who = role(i);
      return h('button.btn.btn-example.quiz-sound', {
        type: 'button', onclick: () => this.play(i, true), dataset: { sound: q.sounds[i], role: who.replace(/[^a-z]+/g, '-') || 'other' },
        'aria-label': `Hear ${q.sounds[i]} again: ${text}${who ? ` (${who})` : ''}`,
      }, icon('play'), h('span', { text: `${q.sounds[i]}: ${text}` }), who ? h('span.quiz-sound-role', { text: who }) : null);
    });
    // An identify question plays one sound: after a wrong answer, what the student picked is heard
    // beside it (the server renders the picked option), so the two can be compared.
    if (!r.correct && q.sounds.length === 1 && !choicesAreSounds) {
      // Named as the sound's own button names its control ("Osc 1 wave: square" beside "Osc 1 wave: saw";
      // a bare "saw" beside it read as another kind of thing). An estimate's sound says only its value
      // ("800 Hz"): its pick stays a bare value too.
      const said = r.sounds[0] ?? '', cut = said.lastIndexOf(': ');
      const picked = cut > 0 ? `${said.slice(0, cut)}: ${q.choices[r.choice]}` : q.choices[r.choice];
      this.replayButtons.push(h('button.btn.btn-example.quiz-sound.quiz-pick', {
        type: 'button', onclick: () => this.play(0, true, r.choice), dataset: { role: 'your-pick' },
        'aria-label': `Hear your pick: ${picked}`,
      }, icon('play'), h('span', { text: picked }), h('span.quiz-sound-role', { text: 'your pick' })));
    }
    const replayLabel = this.replayButtons.length > 1 ? 'Hear them again' : 'Hear it again';
    this.feedback.append(
      h('p.quiz-headline', {}, h('strong', { text: r.correct ? 'Right!' : 'Not quite.' }), ' ', h('span', { text: explanation }),
        stars ? ' ' : '', stars ?? ''),
      stars ? h('p.quiz-stars-note', { text: starsNote(r.stars, Math.max(this.best, this.listedStars())) }) : '',
      h('p.quiz-label', { text: replayLabel }),
      h('div.quiz-sounds.quiz-replay', { role: 'group', 'aria-label': replayLabel }, ...this.replayButtons));
    this.feedback.hidden = false;
    this.status.textContent = '';
    this.answerButton.hidden = true;
    this.nextQuestion.hidden = false;
    this.nextQuestion.querySelector('span').textContent = r.correct ? 'Another question' : 'Next question';
    this.continueButton.querySelector('span').textContent = 'Continue';
    const s = r.practice?.session;
    const item = s?.items.find((i) => i.lesson === this.lesson?.id);
    if (r.practice && (!item || item.done)) {
      // A practice item asks its questions and moves on: to the next item, or to the summary.
      const next = s && !s.finished ? s.items[s.current] : null;
      this.nextQuestion.hidden = true;
      this.continueButton.hidden = false;
      this.continueButton.href = next ? `#/practice/${encodeURIComponent(next.lesson)}` : '#/practice';
      this.continueButton.querySelector('span').textContent = next ? 'Next practice item' : 'See the summary';
      this.continueButton.focus();
    } else if (r.practice) {
      this.nextQuestion.querySelector('span').textContent = `Next question (${item.attempts + 1} of ${item.questions})`;
      this.nextQuestion.focus();
    } else if (r.correct) {
      this.continueButton.hidden = false;
      this.continueButton.href = r.next ? `#/lesson/${encodeURIComponent(r.next)}` : '#/lessons';
      this.continueButton.focus();
    } else {
      this.nextQuestion.focus();
      // A wrong answer plays the difference again, one sound after the other.
      (async () => {
        for (let i = 0; i < r.sounds.length; i++) {
          if (!this.answered || this.app.currentView !== 'quiz') return;
          await this.play(i, true);
        }
      })();
    }
  }
}

/** " (keys 1–2)" where there is a keyboard to press them on; a phone has none (session 35's walk). */
function keysHint(n) {
  if (matchMedia('(pointer: coarse)').matches && !matchMedia('(any-pointer: fine)').matches) return '';
  return ` (${n > 1 ? `keys 1–${n}` : 'key 1'})`;
}

/**
 * What a quiz's stars mean, on the screen (a tooltip is never seen on a phone). `best`: the lesson's
 * stars in the list, which a later run never lowers: after "Another question" a run right at its
 * second question said "1 star ... Replay the quiz to earn more" beside a list showing 3 (session 35's walk).
 */
export function starsNote(stars, best = 0) {
  const earned = `${stars} star${stars === 1 ? '' : 's'}`;
  if (best > stars) return `${earned} this time; the lesson keeps its best, ${best} stars.`;
  return stars >= 3
    ? `${earned}: right at the first question.`
    : `${earned}: right at the first question earns 3, at the second 2, later 1. Replay the quiz to earn more.`;
}

import { h } from '../ui/dom.js';

/**
 * Which screen shows, by the URL hash: the lesson list, a lesson's theory, exercise or result, a quiz,
 * free play, today's practice and the hearing profile. It opens the lesson a route names (or says why
 * it cannot), tells the server where the student went (`closeLesson`, for the teacher's card), and
 * starts each new screen at its top with its heading focused. The screen on show and the last result
 * are the app's (`currentView`, `shownHash`, `lastResult`): views read them there.
 */
export class Router {
  constructor(app) {
    this.app = app;
  }

  show(name, crumbs) {
    const changed = name !== this.app.currentView || location.hash !== this.app.shownHash;
    this.app.shownHash = location.hash;
    for (const [k, v] of Object.entries(this.app.views)) v.el.hidden = k !== name;
    document.body.dataset.view = name;
    // The module and the lesson; a phone shows the lesson alone (both were cut to "Basics › Th…").
    const parts = crumbs ? crumbs.split(' › ') : [];
    this.app.crumbs.replaceChildren(...(parts.length > 1 ? [h('span.crumb-path', { text: `${parts.slice(0, -1).join(' › ')} › ` })] : []),
      ...(parts.length ? [h('span.crumb-here', { text: parts.at(-1) })] : []));
    this.app.crumbs.title = crumbs;
    // The lesson list has its own heading; a "Lessons" link there would only say it again.
    this.app.lessonsLink.hidden = !this.app.session.student || name === 'lessons';
    this.app.profileLink.hidden = !this.app.session.student || name === 'profile';
    this.app.currentView = name;
    if (!changed) return;
    // A new screen starts at its top: the page (one document) kept the last screen's scroll, so the
    // next theory page opened part-way down, its title out of sight.
    window.scrollTo(0, 0);
    this.app.views[name].el.scrollTop = 0;
    if (name === 'login') return;
    // A student asked to choose a secret starts in that prompt (it sits above the lesson list).
    const prompt = this.app.views.lessons.secretPrompt;
    if (name === 'lessons' && !prompt.el.hidden) prompt.focus();
    else this.focusHeading(this.app.views[name].el);
  }

  /**
   * A new screen: focus its heading, so keyboard and screen-reader users start at its top instead of
   * at the page's body. (The sign-in screen focuses its name field instead.)
   */
  focusHeading(view) {
    const heading = [...view.querySelectorAll('h1')].find((e) => !e.closest('[hidden]'));
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }

  /** `#/` · `#/lessons` · `#/lesson/ID` (theory) · `#/lesson/ID/play` · `#/lesson/ID/result` · `#/free` · `#/profile`
   *  · `#/practice` · `#/practice/ID` (an item of today's practice) · `#/practice/ID/result` */
  async route(restoring = false) {
    // After a reconnect the screen on show is still right (the session was restored underneath it);
    // re-entering would, for example, replay a result's sounds.
    // The login screen too: re-entering it would wipe a name typed while the socket was connecting.
    if (restoring && location.hash === this.app.shownHash && ['exercise', 'result', 'theory', 'login'].includes(this.app.currentView)) return;
    let parts;
    try {
      parts = location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      // A hand-typed or truncated link (`#/lesson/%E0`) must not break routing: go home.
      location.hash = '#/';
      return;
    }
    // Leaving the exercise or the result for another screen stops their sounds.
    if (location.hash !== this.app.shownHash) this.app.stopLessonSounds();
    const student = this.app.session.student;
    if (parts[0] === 'free') {
      this.app.session.closeLesson('free');
      this.app.views.exercise.enter('free');
      this.show('exercise', 'Free play');
      return;
    }
    if (!student) {
      this.app.views.login.enter();
      this.show('login', '');
      return;
    }
    if (parts[0] === 'profile') {
      this.app.session.closeLesson('profile');
      this.app.views.profile.enter();
      this.show('profile', 'Your hearing');
      return;
    }
    if (parts[0] === 'practice' && !parts[1]) {
      this.app.session.closeLesson('practice');
      this.app.views.practice.enter();
      this.show('practice', "Today's practice");
      return;
    }
    // `#/practice/ID` opens an item of today's practice: the lesson in review mode, straight to its
    // exercise (a challenge) or its question (a quiz); `#/practice/ID/result` its result.
    const practice = parts[0] === 'practice';
    if ((parts[0] === 'lesson' || practice) && parts[1]) {
      const lesson = await this.ensureLesson(parts[1], practice);
      if (!lesson) return;
      // After a reload the page has no lesson list yet, and the lesson names its module by id only.
      if (!this.app.session.lessons) await this.app.session.listLessons().catch(() => {});
      const crumbs = [practice ? "Today's practice" : this.moduleTitle(lesson.module), lesson.title].filter(Boolean).join(' › ');
      if (lesson.kind === 'quiz') {
        this.app.views.quiz.enter(lesson);
        this.show('quiz', crumbs);
      } else if (lesson.kind === 'theory') {
        // A theory page has no target to match: `#/lesson/welcome/play` (a hand-typed or stale link) once
        // opened an exercise with a Submit that could only fail. It shows the page.
        if (parts[2]) history.replaceState(null, '', `#/lesson/${encodeURIComponent(lesson.id)}`);
        this.app.views.theory.enter(lesson);
        this.show('theory', crumbs);
      } else if (parts[2] === 'play' || (practice && !(parts[2] === 'result' && this.resultOf(lesson)))) {
        this.app.views.exercise.enter('lesson', lesson);
        this.show('exercise', crumbs);
      } else if (parts[2] === 'result' && this.resultOf(lesson)) {
        this.app.views.result.enter(this.resultOf(lesson), lesson);
        this.show('result', crumbs);
      } else {
        this.app.views.theory.enter(lesson);
        this.show('theory', crumbs);
      }
      return;
    }
    this.app.session.closeLesson('lessons');
    this.app.views.lessons.enter();
    this.show('lessons', '');
  }

  /** A module's title from the lesson list (lessons carry only the module id). */
  moduleTitle(id) {
    return this.app.session.lessons?.find((m) => m.id === id)?.title ?? id ?? '';
  }

  async ensureLesson(id, practice = false) {
    if (this.app.session.lesson?.id === id && !!this.app.session.lesson.practice === practice) return this.app.session.lesson;
    // Not while the socket is being restored either: a lesson opened before the restore has signed in
    // again is refused (not signed in), and one whose reply lands mid-restore is taken for the restore's
    // own reopening, which keeps the page's knobs: after a reload (no knobs of its own) the page then
    // showed the defaults over a synth playing the saved draft.
    if (!this.app.connection.open || this.app.session.restoring) return this.awaitRestore();
    try {
      return practice ? await this.app.session.openPracticeItem(id) : await this.app.session.openLesson(id);
    } catch (e) {
      // The socket dropped while the lesson was opening: the link still stands, and the restore that
      // follows the reconnect opens it (sending the student back to the list lost their place).
      if (e.code === 'offline') return this.awaitRestore();
      // Held by the teacher: the server's words say which lesson the class is on.
      this.app.toast(e.code === 'locked_lesson' ? 'That lesson is still locked.' : e.message, e.code === 'locked_by_teacher' ? 'teacher' : 'error');
      location.hash = practice ? '#/practice' : '#/lessons';
      return null;
    }
  }

  /** Says the page is connecting; `restored` routes to the same link again once connected and signed in. */
  awaitRestore() {
    this.app.views.lessons.status.textContent = 'Connecting to the server…';
    this.show('lessons', '');
    this.app.shownHash = null;
    return null;
  }

  /** The lesson's last result: the one just shown, or after a reload the one the server kept with the lesson. */
  resultOf(lesson) {
    return (this.app.lastResult && this.app.lastResultLesson === lesson.id ? this.app.lastResult : null) ?? lesson.lastResult ?? null;
  }

  showResult(result) {
    this.app.lastResult = result;
    this.app.lastResultLesson = this.app.session.lesson.id;
    const where = this.app.session.lesson.practice ? 'practice' : 'lesson';
    location.hash = `#/${where}/${encodeURIComponent(this.app.session.lesson.id)}/result`;
  }
}

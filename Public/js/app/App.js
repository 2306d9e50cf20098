import { h } from '../ui/dom.js';
import { closeNotice, retryText, showBanner, showConnectionState, startAudio, startPage } from './shell.js';
import { icon } from '../ui/icons.js';
import { Connection } from '../net/Connection.js';
import { parseSpectrum, parseWaveform } from '../net/MediaFrame.js';
import { AudioEngine } from '../audio/AudioEngine.js';
import { Session } from './Session.js';
import { NoteRouter } from './NoteRouter.js';
import { ComputerKeyboard } from '../ui/ComputerKeyboard.js';
import { MidiInput } from '../ui/MidiInput.js';
import { StatsPanel } from '../ui/StatsPanel.js';
import { TeacherStrip } from '../ui/TeacherStrip.js';
import { ClassPresence } from './ClassPresence.js';
import { ExerciseView } from '../views/ExerciseView.js';
import { LoginView } from '../views/LoginView.js';
import { LessonsView } from '../views/LessonsView.js';
import { TheoryView } from '../views/TheoryView.js';
import { ResultView } from '../views/ResultView.js';
import { QuizView } from '../views/QuizView.js';
import { RecoveryCodePanel } from '../views/RecoveryCodePanel.js';
import { ProfileView } from '../views/ProfileView.js';
import { PracticeView } from '../views/PracticeView.js';
import { StatsFeed } from './StatsFeed.js';
import { TestHook } from './TestHook.js';

const FREQUENCY_OF = (note) => 440 * Math.pow(2, (note - 69) / 12);

/** Wires the socket, the session, audio, inputs and the views, and routes between views by URL hash. */
export class App {
  constructor(root) {
    this.root = root;
    // A returning student's socket goes straight to their class's instance (see Connection.route).
    let storedClass = null;
    try { storedClass = JSON.parse(localStorage.getItem('synth-trainer.student') ?? 'null')?.classCode ?? null; } catch { /* none */ }
    this.connection = new Connection(Connection.defaultURL(storedClass));
    this.session = new Session(this.connection);
    // A student hears their synth, their target (lessons, examples, quizzes) and a teacher's broadcast.
    this.audio = new AudioEngine({ sources: ['own', 'target', 'teacher'] });
    this.recentWaveforms = [];
    this.figures = new StatsFeed({ audio: this.audio, connection: this.connection, session: this.session,
                                   isOpen: () => this.stats?.open ?? false });

    const send = {
      noteOn: (note, velocity) => {
        if (this.figures.localSynth) this.audio.startLocalTone(FREQUENCY_OF(note));
        else this.session.noteOn(note, velocity);
      },
      noteOff: (note) => {
        if (this.figures.localSynth) this.audio.stopLocalTone();
        else this.session.noteOff(note);
      },
    };
    this.notes = new NoteRouter(send);
    this.computerKeys = new ComputerKeyboard({
      onDown: (note, velocity, e) => { this.ensureAudio(); this.notes.down(note, velocity, 'keys', e); },
      onUp: (note) => this.notes.up(note, 'keys'),
    });
    this.midi = new MidiInput({
      onDown: (note, velocity, e) => this.notes.down(note, velocity, `midi`, e),
      onUp: (note) => this.notes.up(note, 'midi'),
    });
    this.notes.addEventListener('attack', (e) => this.figures.markAttack(e.detail.event));

    this.buildShell();
    this.views = {
      login: new LoginView(this),
      lessons: new LessonsView(this),
      theory: new TheoryView(this),
      exercise: new ExerciseView(this),
      result: new ResultView(this),
      quiz: new QuizView(this),
      profile: new ProfileView(this),
      practice: new PracticeView(this),
    };
    for (const v of Object.values(this.views)) {
      v.el.hidden = true;
      this.viewRoot.append(v.el);
    }
    this.bindEvents();
    this.hook = new TestHook(this);
  }

  buildShell() {
    this.crumbs = h('p.crumbs');
    this.connState = h('span.conn', { role: 'status', dataset: { state: 'connecting' } }, h('span.conn-dot'), h('span.conn-text', { text: 'Connecting…' }));
    this.stats = new StatsPanel(() => this.figures.collect());
    this.statsButton = h('button.btn.btn-icon.btn-ghost', {
      type: 'button', 'aria-label': 'Audio stats', title: 'Audio stats', 'aria-expanded': 'false',
      onclick: () => this.statsButton.setAttribute('aria-expanded', String(this.stats.toggle())),
    }, icon('gauge'));
    this.userChip = h('span.user-name');
    this.signOut = h('button.btn.btn-ghost.btn-small', { type: 'button', onclick: () => this.logout() }, h('span', { text: 'Sign out' }));
    this.userBox = h('div.user-box', {}, icon('user'), this.userChip, this.signOut);
    this.lessonsLink = h('a.btn.btn-ghost.btn-small', { href: '#/lessons' }, h('span', { text: 'Lessons' }));
    this.profileLink = h('a.btn.btn-ghost.btn-small', { href: '#/profile' }, h('span', { text: 'Your hearing' }));
    const brand = h('a.brand', { href: '#/', 'aria-label': 'Synth Trainer home' },
      h('span.brand-mark', { 'aria-hidden': 'true' }), h('span.brand-name', { text: 'Synth Trainer' }));
    this.header = h('header.topbar', {}, brand, this.crumbs,
      h('div.top-actions', {}, this.connState, this.lessonsLink, this.profileLink, this.userBox, this.statsButton));
    this.banner = h('div.banner', { role: 'alert', hidden: true });
    // Why the server closed the socket, in words (the top bar's indicator is short, and hidden on a phone).
    this.connNoticeText = h('p.conn-notice-text');
    this.reconnectButton = h('button.btn.btn-small', { type: 'button', hidden: true, onclick: () => this.connection.resume() },
      icon('retry'), h('span', { text: 'Connect again' }));
    this.connNotice = h('div.conn-notice', { role: 'status', hidden: true }, this.connNoticeText, this.reconnectButton);
    this.teacherStrip = new TeacherStrip(this.audio);
    this.gateButton = h('button.btn.btn-primary.btn-large', { type: 'button', onclick: () => this.ensureAudio() },
      icon('speaker'), h('span', { text: 'Start audio' }));
    this.gate = h('div.audio-gate', { hidden: true },
      h('div.gate-card', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'gate-title' },
        h('h2', { id: 'gate-title', text: 'Sound is off' }),
        h('p', { text: 'Browsers only play audio after you click or press a key. Start it once and the synth is live.' }),
        this.gateButton));
    this.toasts = h('div.toasts', { 'aria-live': 'polite' });
    this.viewRoot = h('div.views');
    this.recovery = new RecoveryCodePanel();
    this.presence = new ClassPresence(this);
    this.root.append(this.header, this.banner, this.connNotice, this.recovery.el, this.presence.el, this.teacherStrip.el, this.viewRoot,
      this.stats.el, this.gate, this.presence.overlay, this.toasts);
  }

  bindEvents() {
    const c = this.connection;
    c.addEventListener('status', (e) => this.showConnection(e.detail));
    c.addEventListener('welcome', (e) => this.audio.setFrameMs(e.detail.frameMs ?? 20));
    c.addEventListener('media', (e) => this.media(e.detail));
    c.addEventListener('problem', (e) => this.toast(e.detail.message, 'error'));
    c.addEventListener('status', (e) => {
      if (e.detail.state === 'closed') {
        // The worker has already dropped the old session's queued audio; a new session is not in a broadcast
        // until the server says so again.
        this.teacherStrip.setBroadcast(false, '');
        this.notes.releaseAll();
        // Nothing of the old session plays on: no comparison, no target heard unseen, no "playing".
        this.views.exercise.stopSounds();
        this.views.exercise.waveform.clear();
      }
    });
    const s = this.session;
    s.addEventListener('student', () => this.showUser());
    s.addEventListener('recoveryCode', (e) => this.recovery.show(e.detail.code, e.detail.name));
    s.addEventListener('problem', (e) => this.toast(e.detail.message, 'error'));
    s.addEventListener('loggedOut', () => {
      // A hint or a class belongs to the one who signed out, not to the next person at this computer.
      this.teacherStrip.clearHint();
      s.logout();
      this.showUser();
      if (location.hash.startsWith('#/lesson')) location.hash = '#/';
    });
    s.addEventListener('teacherHint', (e) => {
      // Once, in the teacher strip: a toast as well showed it twice, and covered the strip on a phone.
      this.teacherStrip.showHint(e.detail.text, e.detail.from);
    });
    s.addEventListener('broadcast', (e) => {
      this.teacherStrip.setBroadcast(e.detail.active, e.detail.teacher);
      if (!e.detail.active) this.toast(`${e.detail.teacher} stopped playing`, 'teacher');
    });
    s.addEventListener('removedFromClass', (e) => {
      this.teacherStrip.setBroadcast(false, e.detail.teacher);
      this.teacherStrip.clearHint();
      this.toast(`${e.detail.teacher} took you out of the class "${e.detail.className}". All your lessons are kept: go on practising on your own.`, 'teacher', 15000);
    });
    s.addEventListener('teacherPatch', (e) => this.toast(`${e.detail.from} loaded their sound into your synth`, 'teacher', 8000));
    s.addEventListener('restored', () => this.route(true));
    this.audio.addEventListener('state', () => this.showGate());
    this.audio.addEventListener('onset', (e) => this.figures.onset(e.detail.time));
    this.audio.addEventListener('players', (e) => this.connection.attachPlayers(e.detail.ports));
    window.addEventListener('hashchange', () => this.route());
    // Any gesture on the page may start audio (browsers require one), and brings back a socket the
    // server closed while nobody was using the page.
    window.addEventListener('pointerdown', () => { this.ensureAudio(); this.connection.resume(); }, { capture: true });
    window.addEventListener('keydown', () => this.connection.resume(), { capture: true });
  }

  async start() {
    this.showUser();
    await startPage(this);
    this.route();
    setInterval(() => this.figures.poll(), 250);
  }

  fail(message) {
    showBanner(this.banner, message);
  }

  ensureAudio() {
    startAudio(this);
  }

  showGate() {
    this.gate.hidden = this.unsupported !== null || this.audio.running;
  }

  showConnection(d) {
    showConnectionState(this.connState, d, (c) => (c.parked ? 'Disconnected' : retryText(c)));
    if (d.state === 'open') {
      this.connNotice.hidden = true;
      return;
    }
    const notice = closeNotice(d);
    // While reconnecting the last reason stays up, so a person sees why it keeps trying.
    if (d.state === 'closed' && !notice) this.connNotice.hidden = true;
    if (!notice) return;
    this.connNoticeText.textContent = notice;
    this.reconnectButton.hidden = !d.parked;
    this.connNotice.hidden = false;
  }

  showUser() {
    const s = this.session.student;
    this.userBox.hidden = !s;
    this.userChip.textContent = s?.name ?? '';
    this.lessonsLink.hidden = !s || this.currentView === 'lessons';
    this.profileLink.hidden = !s || this.currentView === 'profile';
  }

  /**
   * Sign out: the stored token goes (a reload shows the sign-in form) and the socket starts a fresh
   * server session, so this tab no longer speaks for the student (a teacher sees them leave).
   * Name and secret sign them in again, here or anywhere.
   */
  logout() {
    this.stopLessonSounds();
    this.session.logout();
    this.lastResult = null;
    this.recovery.close();
    this.views.lessons.secretPrompt.reset();
    this.views.login.forget();
    this.connection.restart();
    this.showUser();
    location.hash = '#/';
  }

  /**
   * The lesson target is heard (its source unmuted). Called when a view plays it; leaving the lesson's
   * screens mutes it again (`stopLessonSounds`).
   */
  hearTarget() {
    this.targetHeard = true;
    this.audio.setSourceMuted('target', false);
  }

  /**
   * Leaving the exercise or the result: the target (and the result's "then yours") must not play on
   * over the next screen. The page cancels its own pending "yours", `stopPlayback` stops both phrases
   * on the server (and releases held notes), and the target audio already on its way is dropped and
   * muted (until a view plays it again).
   */
  stopLessonSounds() {
    this.views.result.leave();
    this.views.exercise.ab.setComparing(false);
    const inLesson = this.currentView === 'result' || (this.currentView === 'exercise' && this.views.exercise.mode === 'lesson');
    if (inLesson || this.targetHeard) this.session.stopPlayback();
    if (!this.targetHeard) return;
    this.targetHeard = false;
    this.audio.flushSource('target');
    this.audio.setSourceMuted('target', true);
    // Its pictures too: frames still queued (they wait for the audio ahead of them) would be drawn
    // and, with the target's silence frame no longer shown, stay labelled "Target" in free play.
    const { waveform, graphs } = this.views.exercise;
    waveform.clear();
    if (graphs.filter.spectrumSource === 'target') graphs.filter.setSpectrum(null, 'own');
  }

  /** Picture frames (audio itself is decoded and played without the main thread). */
  media(frame) {
    // A target still streaming after its screen was left is muted; its picture must not show either.
    if (frame.source === 'target' && !this.targetHeard) return;
    switch (frame.kind) {
      case 'silence':
        this.views.exercise.waveform.silence(frame.source, this.audio.bufferedMs(frame.source));
        break;
      case 'waveform': {
        const w = parseWaveform(frame.payload);
        if (!w) break;
        this.recentWaveforms.push({ source: frame.source, position: frame.position, ...w });
        if (this.recentWaveforms.length > 64) this.recentWaveforms.shift();
        this.views.exercise.waveform.push(w, frame.source, this.audio.bufferedMs(frame.source));
        break;
      }
      case 'spectrum': {
        const { waveform, graphs } = this.views.exercise;
        // While a sound is heard without its picture (the target under A), another source's spectrum
        // would be taken for it: the graph shows none.
        if (waveform.hides(frame.source)) {
          if (graphs.filter.spectrum) graphs.filter.setSpectrum(null, 'own');
          break;
        }
        const sp = parseSpectrum(frame.payload);
        if (sp) graphs.filter.setSpectrum(sp, frame.source);
        break;
      }
      default:
        break;
    }
  }

  toast(message, kind = 'info', ms = 5000) {
    const t = h(`div.toast.toast-${kind}`, { role: kind === 'error' ? 'alert' : 'status' }, message);
    this.toasts.append(t);
    setTimeout(() => t.classList.add('leaving'), ms);
    setTimeout(() => t.remove(), ms + 400);
  }

  show(name, crumbs) {
    const changed = name !== this.currentView || location.hash !== this.shownHash;
    this.shownHash = location.hash;
    for (const [k, v] of Object.entries(this.views)) v.el.hidden = k !== name;
    document.body.dataset.view = name;
    // The module and the lesson; a phone shows the lesson alone (both were cut to "Basics › Th…").
    const parts = crumbs ? crumbs.split(' › ') : [];
    this.crumbs.replaceChildren(...(parts.length > 1 ? [h('span.crumb-path', { text: `${parts.slice(0, -1).join(' › ')} › ` })] : []),
      ...(parts.length ? [h('span.crumb-here', { text: parts.at(-1) })] : []));
    this.crumbs.title = crumbs;
    // The lesson list has its own heading; a "Lessons" link there would only say it again.
    this.lessonsLink.hidden = !this.session.student || name === 'lessons';
    this.profileLink.hidden = !this.session.student || name === 'profile';
    this.currentView = name;
    if (!changed) return;
    // A new screen starts at its top: the page (one document) kept the last screen's scroll, so the
    // next theory page opened part-way down, its title out of sight.
    window.scrollTo(0, 0);
    this.views[name].el.scrollTop = 0;
    if (name === 'login') return;
    // A student asked to choose a secret starts in that prompt (it sits above the lesson list).
    const prompt = this.views.lessons.secretPrompt;
    if (name === 'lessons' && !prompt.el.hidden) prompt.focus();
    else this.focusHeading(this.views[name].el);
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
    if (restoring && location.hash === this.shownHash && ['exercise', 'result', 'theory', 'login'].includes(this.currentView)) return;
    let parts;
    try {
      parts = location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      // A hand-typed or truncated link (`#/lesson/%E0`) must not break routing: go home.
      location.hash = '#/';
      return;
    }
    // Leaving the exercise or the result for another screen stops their sounds.
    if (location.hash !== this.shownHash) this.stopLessonSounds();
    const student = this.session.student;
    if (parts[0] === 'free') {
      this.session.closeLesson('free');
      this.views.exercise.enter('free');
      this.show('exercise', 'Free play');
      return;
    }
    if (!student) {
      this.views.login.enter();
      this.show('login', '');
      return;
    }
    if (parts[0] === 'profile') {
      this.session.closeLesson('profile');
      this.views.profile.enter();
      this.show('profile', 'Your hearing');
      return;
    }
    if (parts[0] === 'practice' && !parts[1]) {
      this.session.closeLesson('practice');
      this.views.practice.enter();
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
      if (!this.session.lessons) await this.session.listLessons().catch(() => {});
      const crumbs = [practice ? "Today's practice" : this.moduleTitle(lesson.module), lesson.title].filter(Boolean).join(' › ');
      if (lesson.kind === 'quiz') {
        this.views.quiz.enter(lesson);
        this.show('quiz', crumbs);
      } else if (parts[2] === 'play' || (practice && !(parts[2] === 'result' && this.resultOf(lesson)))) {
        this.views.exercise.enter('lesson', lesson);
        this.show('exercise', crumbs);
      } else if (parts[2] === 'result' && this.resultOf(lesson)) {
        this.views.result.enter(this.resultOf(lesson), lesson);
        this.show('result', crumbs);
      } else {
        this.views.theory.enter(lesson);
        this.show('theory', crumbs);
      }
      return;
    }
    this.session.closeLesson('lessons');
    this.views.lessons.enter();
    this.show('lessons', '');
  }

  /** A module's title from the lesson list (lessons carry only the module id). */
  moduleTitle(id) {
    return this.session.lessons?.find((m) => m.id === id)?.title ?? id ?? '';
  }

  async ensureLesson(id, practice = false) {
    if (this.session.lesson?.id === id && !!this.session.lesson.practice === practice) return this.session.lesson;
    if (!this.connection.open) {
      // `restored` routes again once connected; meanwhile say what is happening.
      this.views.lessons.status.textContent = 'Connecting to the server…';
      this.show('lessons', '');
      this.shownHash = null;
      return null;
    }
    try {
      return practice ? await this.session.openPracticeItem(id) : await this.session.openLesson(id);
    } catch (e) {
      // Held by the teacher: the server's words say which lesson the class is on.
      this.toast(e.code === 'locked_lesson' ? 'That lesson is still locked.' : e.message, e.code === 'locked_by_teacher' ? 'teacher' : 'error');
      location.hash = practice ? '#/practice' : '#/lessons';
      return null;
    }
  }

  /** The lesson's last result: the one just shown, or after a reload the one the server kept with the lesson. */
  resultOf(lesson) {
    return (this.lastResult && this.lastResultLesson === lesson.id ? this.lastResult : null) ?? lesson.lastResult ?? null;
  }

  showResult(result) {
    this.lastResult = result;
    this.lastResultLesson = this.session.lesson.id;
    const where = this.session.lesson.practice ? 'practice' : 'lesson';
    location.hash = `#/${where}/${encodeURIComponent(this.session.lesson.id)}/result`;
  }
}

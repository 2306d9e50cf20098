import { h } from '../ui/dom.js';
import { closeNotice, retryText, showBanner, showConnectionState, startAudio, startPage } from './shell.js';
import { icon } from '../ui/icons.js';
import { Connection } from '../net/Connection.js';
import { parseWaveform } from '../net/MediaFrame.js';
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
import { Router } from './Router.js';
import { TestHook } from './TestHook.js';
import { SPECTRUM_SETTLE_MS, SpectrumFeed } from './SpectrumFeed.js';
import { ViewsFeed } from './ViewsFeed.js';

const FREQUENCY_OF = (note) => 440 * Math.pow(2, (note - 69) / 12);

/**
 * Wires the socket, the session, audio, inputs and the views; the screens follow the URL hash
 * (`Router`). Keeps the lesson target's sound and pictures to the lesson's screens.
 */
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
        this.audio.wake(); // a MIDI key too: the context resumes while the note goes to the server
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

    this.router = new Router(this);
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
    const ex = this.views.exercise;
    this.viewsFeed = new ViewsFeed(this.connection, [ex.waveformCanvas, ex.graphs.cards.filter.canvas]);
    this.spectrumFeed = new SpectrumFeed({
      analyser: (source) => this.audio.analyser(source),
      shown: () => this.viewsFeed.shown,
      draw: (frame, source, redraw) => ex.graphs.filter.setSpectrum(frame, source, redraw),
    });
    ex.waveform.onSource = (source) => this.spectrumFeed.follow(source);
    // B pressed after A before a pass: the audio still queued (and the analyser's window) holds the
    // target, mixed into the student's own stream; the spectrum waits until it has played out.
    ex.waveform.onUnhide = (source) => this.spectrumFeed.hold(source, this.audio.bufferedMs(source) + SPECTRUM_SETTLE_MS);
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
    // "Hearing" on a phone: with "Your hearing" the top bar's buttons took a row of their own under the
    // logo, and a lesson's top bar three rows (111 px of 844).
    this.profileLink = h('a.btn.btn-ghost.btn-small.profile-link', { href: '#/profile', 'aria-label': 'Your hearing' },
      h('span.label-long', { text: 'Your hearing' }), h('span.label-short', { text: 'Hearing' }));
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
    // Inside a lesson the class line is hidden: its hand sits in the top bar, after the crumbs (on a
    // phone, on the brand's row, which has room: the buttons' row has none).
    this.crumbs.after(this.presence.topHand);
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
        // Keys still held stay held: the restore plays them on the new session (Session.heldNotes), and
        // a key let go meanwhile is forgotten there too.
        // Nothing of the old session plays on: no comparison, no target heard unseen, no "playing".
        this.views.exercise.stopSounds();
        this.views.exercise.waveform.clear();
      }
    });
    const s = this.session;
    s.addEventListener('student', () => this.showUser());
    // The card sits above every screen: a code that comes while the page is scrolled (after using the old
    // code, on choosing a first secret) brings the page back to its top, where the card is.
    s.addEventListener('recoveryCode', (e) => {
      this.recovery.show(e.detail.code, e.detail.name);
      window.scrollTo(0, 0);
    });
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
      if (!e.detail.active) {
        this.toast(`${e.detail.teacher} stopped playing`, 'teacher');
        // Its stream ends without a silence frame (the class was unsubscribed): its picture fades as
        // if it had gone quiet, or a note held at that moment would stay drawn.
        this.views.exercise.waveform.silence('teacher', this.audio.bufferedMs('teacher'));
      }
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
    this.audio.attach(this.connection);
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
    // (The spectrum follows the waveform: clearing one clears both.)
    this.views.exercise.waveform.clear();
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
      default:
        break;
    }
  }

  /** `#/...` to a screen (`Router.route`); `restoring`: after a reconnect. */
  route(restoring = false) {
    return this.router.route(restoring);
  }

  /** A module's title from the lesson list (lessons carry only the module id). */
  moduleTitle(id) {
    return this.router.moduleTitle(id);
  }

  /** Focuses a screen's heading (`Router.focusHeading`). */
  focusHeading(view) {
    this.router.focusHeading(view);
  }

  /** Shows a lesson's result screen (`Router.showResult`). */
  showResult(result) {
    this.router.showResult(result);
  }

  toast(message, kind = 'info', ms = 5000) {
    const t = h(`div.toast.toast-${kind}`, { role: kind === 'error' ? 'alert' : 'status' }, message);
    this.toasts.append(t);
    setTimeout(() => t.classList.add('leaving'), ms);
    setTimeout(() => t.remove(), ms + 400);
  }
}

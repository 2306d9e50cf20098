import { h } from '../ui/dom.js';
import { retryText, showBanner, showConnectionState, startAudio, startPage } from '../app/shell.js';
import { icon } from '../ui/icons.js';
import { drawMedia } from './DashboardMedia.js';
import { NoteRouter } from '../app/NoteRouter.js';
import { ComputerKeyboard } from '../ui/ComputerKeyboard.js';
import { MidiInput } from '../ui/MidiInput.js';
import { AudioEngine } from '../audio/AudioEngine.js';
import { TeacherConnection } from './TeacherConnection.js';
import { TeacherSynth } from './TeacherSynth.js';
import { ClassModel } from './ClassModel.js';
import { LoginPanel } from './LoginPanel.js';
import { ClassBar } from './ClassBar.js';
import { RosterView } from './RosterView.js';
import { ProgressView } from './ProgressView.js';
import { HearingView } from './HearingView.js';
import { ListenPanel } from './ListenPanel.js';
import { SendPanel } from './SendPanel.js';
import { BroadcastPanel } from './BroadcastPanel.js';
import { SynthView } from './SynthView.js';
import { TeacherTestHook } from './TeacherTestHook.js';
import { ClassDay } from './ClassDay.js';

const CLASS_KEY = 'synth-trainer.teacher.class';
// The watched class's join code: the socket URL carries it so the load balancer sends the dashboard to
// the instance its students are on (deploy/nginx/synth-trainer-cluster.conf).
const CLASS_CODE_KEY = 'synth-trainer.teacher.classCode';
/** What listening in plays: the student's own synth and the lesson target, examples and quiz sounds. */
const HEARD = ['monitored', 'monitoredTarget'];

/**
 * The class this tab watches: each tab its own (sessionStorage), so a reconnect keeps every tab on
 * its class (one socket per watched class); a new tab starts from the one watched last (localStorage).
 */
const watched = {
  get(key) { return sessionStorage.getItem(key) ?? localStorage.getItem(key); },
  set(key, value) { sessionStorage.setItem(key, value); localStorage.setItem(key, value); },
};
const TABS = [['live', 'Live class'], ['progress', 'Progress'], ['hearing', 'Hearing'], ['synth', 'My synth']];

/**
 * The teacher dashboard: signs in, watches one class live (roster, knobs, scores, time), listens in
 * to a student, sends hints and sounds, broadcasts the teacher's own synth, and shows the class's
 * progress table. All of it over one teacher socket (PROTOCOL.md "Classrooms").
 */
export class TeacherApp {
  constructor(root) {
    this.root = root;
    this.connection = new TeacherConnection(TeacherConnection.defaultURL(watched.get(CLASS_CODE_KEY)));
    this.synth = new TeacherSynth(this.connection);
    // A teacher hears their own synth and, listening in, a student's synth and target.
    this.audio = new AudioEngine({ sources: ['own', ...HEARD] });
    this.model = new ClassModel();
    this.listening = null;
    this.listenSwitches = 0;
    this.recentWaveforms = [];
    const request = (msg) => this.connection.request(msg);

    this.notes = new NoteRouter({
      noteOn: (note, velocity) => { this.audio.wake(); this.synth.noteOn(note, velocity); },
      noteOff: (note) => this.synth.noteOff(note),
    });
    this.computerKeys = new ComputerKeyboard({
      onDown: (note, velocity, e) => { this.ensureAudio(); this.notes.down(note, velocity, 'keys', e); },
      onUp: (note) => this.notes.up(note, 'keys'),
    });
    this.midi = new MidiInput({
      onDown: (note, velocity, e) => this.notes.down(note, velocity, 'midi', e),
      onUp: (note) => this.notes.up(note, 'midi'),
    });

    this.login = new LoginPanel((r) => this.loggedIn(r));
    this.classBar = new ClassBar(this.model, {
      onWatch: (id) => this.watch(id), onCreate: (name) => this.createClass(name), onRefresh: () => this.refreshClasses(),
    });
    this.roster = new RosterView(this.model, {
      onListen: (id) => this.listen(id), onHint: (id) => this.hintTo(id), onWatch: (id) => this.watch(id),
      onReset: (id) => request({ type: 'resetSecret', student: id }),
      onRemove: (id) => this.classDay.remove(id),
      onAnswerHand: (id) => this.classDay.answerHand(id),
    });
    this.classDay = new ClassDay(this);
    this.progress = new ProgressView(this.model, request, {
      onRestore: (id) => this.classDay.restore(id), onAllowRejoin: (id) => this.classDay.allowRejoin(id),
    });
    this.hearing = new HearingView(this.model, request);
    this.listenPanel = new ListenPanel({
      onStop: () => this.listen(null),
      onVolume: (v) => { for (const s of HEARD) this.audio.setSourceVolume(s, v); },
    });
    this.send = new SendPanel(this.model, request);
    this.broadcast = new BroadcastPanel(this.model, request);
    this.synthView = new SynthView(this);
    this.buildShell();
    this.bindEvents();
    this.hook = new TeacherTestHook(this);
  }

  buildShell() {
    this.connState = h('span.conn', { role: 'status', dataset: { state: 'connecting' } }, h('span.conn-dot'), h('span.conn-text', { text: 'Connecting…' }));
    this.teacherName = h('span.user-name');
    this.signOutButton = h('button.btn.btn-ghost.btn-small', { type: 'button', onclick: () => this.signOut() }, h('span', { text: 'Sign out' }));
    const brand = h('a.brand', { href: './', 'aria-label': 'Synth Trainer student page' },
      h('span.brand-mark', { 'aria-hidden': 'true' }), h('span.brand-name', { text: 'Synth Trainer' }), h('span.brand-role', { text: 'Teacher' }));
    this.userBox = h('div.user-box', {}, icon('user'), this.teacherName, this.signOutButton);
    this.header = h('header.topbar.teacher-topbar', {}, brand, this.classBar.el,
      h('div.top-actions', {}, this.connState, this.userBox));

    this.tabButtons = new Map();
    this.tabPanels = new Map();
    const tabs = h('div.tabs.dash-tabs', { role: 'tablist', 'aria-label': 'Dashboard' });
    const panels = { live: this.roster.el, progress: this.progress.el, hearing: this.hearing.el, synth: this.synthView.el };
    const main = h('div.dash-main');
    for (const [id, title] of TABS) {
      const b = h('button.tab', {
        type: 'button', role: 'tab', id: `dash-tab-${id}`, 'aria-controls': `dash-panel-${id}`, dataset: { tab: id },
        onclick: () => this.selectTab(id),
      }, title);
      const p = h('div.dash-panel', { role: 'tabpanel', id: `dash-panel-${id}`, 'aria-labelledby': `dash-tab-${id}`, dataset: { tab: id } }, panels[id]);
      this.tabButtons.set(id, b);
      this.tabPanels.set(id, p);
      tabs.append(b);
      main.append(p);
    }
    this.dashboard = h('main.view.teacher-view', { id: 'dashboard', hidden: true },
      h('h1.sr-only', { text: 'Class dashboard' }),
      h('div.dash-left', {}, tabs, main),
      h('aside.dash-side', {}, this.classDay.panel.el, this.listenPanel.el, this.broadcast.el, this.send.el));
    this.banner = h('div.banner', { role: 'alert', hidden: true });
    this.gate = h('div.audio-gate', { hidden: true },
      h('div.gate-card', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'gate-title' },
        h('h2', { id: 'gate-title', text: 'Sound is off' }),
        h('p', { text: 'Browsers only play audio after a click or key press. Start it to hear your students and your synth.' }),
        h('button.btn.btn-primary.btn-large', { type: 'button', onclick: () => this.ensureAudio() }, icon('speaker'), h('span', { text: 'Start audio' }))));
    this.toasts = h('div.toasts', { 'aria-live': 'polite' });
    this.login.el.hidden = true;
    this.classBar.el.hidden = true;
    this.root.append(this.header, this.banner, this.login.el, this.dashboard, this.gate, this.toasts);
    this.selectTab('live');
  }

  bindEvents() {
    const c = this.connection;
    c.addEventListener('status', (e) => this.showConnection(e.detail));
    c.addEventListener('teacher', (e) => this.authenticated(e.detail));
    c.addEventListener('unauthorized', (e) => {
      // A first visit has no session cookie: that is not worth an error message, an expired one is.
      const quiet = !this.everSignedIn && !c.token && /^no teacher token/.test(e.detail.message);
      // The server closes a socket that does not sign in within seconds and the page reconnects:
      // a sign-in form already on screen keeps what is being typed.
      if (!this.login.el.hidden) {
        if (!quiet) this.login.error.textContent = e.detail.message;
        return;
      }
      this.showLogin(quiet ? '' : e.detail.message);
    });
    c.addEventListener('welcome', (e) => this.audio.setFrameMs(e.detail.frameMs ?? 20));
    c.addEventListener('message', (e) => this.onMessage(e.detail));
    c.addEventListener('media', (e) => drawMedia(this, e.detail));
    c.addEventListener('problem', (e) => this.toast(e.detail.message, 'error'));
    c.addEventListener('status', (e) => {
      if (e.detail.state !== 'closed') return;
      // The worker has dropped the old session's queued audio; the server forgot who we listened to.
      this.notes.releaseAll();
      this.setListening(null);
    });
    this.synth.addEventListener('params', (e) => this.roster.setTable(e.detail.table));
    this.audio.addEventListener('state', () => this.showGate());
    this.audio.attach(this.connection);
    window.addEventListener('pointerdown', () => this.ensureAudio(), { capture: true });
    // Back to the tab: classes may have been made meanwhile (on the command line, another tab).
    window.addEventListener('focus', () => this.refreshClasses());
    document.addEventListener('visibilitychange', () => { if (!document.hidden) this.refreshClasses(); });
  }

  async start() {
    await startPage(this);
    // Buffer levels delay the waveforms so they move with the sound actually heard.
    setInterval(async () => {
      await this.audio.pollPlayers();
      this.listenPanel.targetHeard(Boolean(this.listening) && this.audio.bufferedMs('monitoredTarget') > 20);
    }, 250);
  }

  fail(message) {
    showBanner(this.banner, message);
  }

  ensureAudio() {
    startAudio(this);
  }

  showGate() {
    this.gate.hidden = Boolean(this.unsupported) || this.audio.running || this.dashboard.hidden;
  }

  showConnection(d) {
    if (!this.login.el.hidden && d.state !== 'open') {
      // Signed out, the socket comes and goes (unsigned sockets are closed after a few seconds):
      // nothing the teacher needs to watch.
      showConnectionState(this.connState, { ...d, state: 'closed' }, () => 'Signed out');
      return;
    }
    showConnectionState(this.connState, d, (c) => (c.retryInMs == null ? 'Signed out' : retryText(c)));
  }

  selectTab(id) {
    for (const [k, b] of this.tabButtons) {
      b.setAttribute('aria-selected', String(k === id));
      b.tabIndex = k === id ? 0 : -1;
      this.tabPanels.get(k).hidden = k !== id;
    }
    this.tab = id;
    document.body.dataset.tab = id;
    if (id === 'progress') this.progress.load();
    if (id === 'hearing') this.hearing.load();
  }

  // ----- Signing in and out

  loggedIn(reply) {
    this.connection.loginWith(reply.token);
  }

  showLogin(message = '') {
    this.dashboard.hidden = true;
    this.userBox.hidden = true;
    // Classes, join code and "+ Class" mean nothing before signing in.
    this.classBar.el.hidden = true;
    this.login.el.hidden = false;
    this.login.enter(message);
    this.showGate();
  }

  authenticated(reply) {
    this.everSignedIn = true;
    this.model.setTeacher(reply);
    this.teacherName.textContent = reply.name;
    this.userBox.hidden = false;
    this.classBar.el.hidden = false;
    this.login.el.hidden = true;
    this.dashboard.hidden = false;
    this.showGate();
    // Back to the class watched last (this browser), or the only one there is.
    const remembered = watched.get(CLASS_KEY);
    const classes = this.model.classes;
    const pick = classes.find((c) => c.id === remembered) ?? (classes.length === 1 ? classes[0] : null);
    if (pick) this.watch(pick.id);
  }

  async signOut() {
    this.notes.releaseAll();
    this.setListening(null);
    // The socket ends the session; the HTTP call clears the HttpOnly cookie, which only the server can.
    await this.connection.logout();
    try {
      await fetch('api/logout', { method: 'POST', credentials: 'same-origin' });
    } catch {
      // Offline: the session is already over on the server if the socket call got through.
    }
    this.showLogin('Signed out.');
  }

  // ----- Class

  /**
   * Watches a class on the socket of that class's instance (several instances behind nginx hash on
   * the code in the URL): when the socket is on another one, it moves first, and the new socket's
   * sign-in watches the remembered class (`authenticated`). One socket per watched class: another
   * tab watching another class has its own.
   */
  async watch(id) {
    const known = this.model.classes.find((c) => c.id === id)?.code;
    if (known) {
      watched.set(CLASS_KEY, id);
      watched.set(CLASS_CODE_KEY, known);
      if (this.connection.route(known)) {
        this.setListening(null);
        this.connection.move();
        return;
      }
    }
    try {
      const roster = await this.connection.request({ type: 'watchClass', class: id });
      watched.set(CLASS_KEY, id);
      const code = roster.class?.code;
      if (code) {
        watched.set(CLASS_CODE_KEY, code);
        this.connection.route(code);
      }
      this.setListening(null);
      this.model.setRoster(roster);
      if (this.tab === 'progress') this.progress.load();
      if (this.tab === 'hearing') this.hearing.load();
    } catch (e) {
      this.toast(e.message, 'error');
    }
  }

  /** Asks for the class list as the server has it now (at most one request at a time). */
  async refreshClasses() {
    if (!this.connection.teacher || this.refreshing) return;
    this.refreshing = true;
    try {
      const reply = await this.connection.request({ type: 'listClasses' });
      this.model.setClasses(reply.classes);
    } catch {
      // Offline or signed out: the list is refreshed after the next sign-in anyway.
    } finally {
      this.refreshing = false;
    }
  }

  async createClass(name) {
    try {
      const reply = await this.connection.request({ type: 'createClass', name });
      this.model.addClass(reply.class);
      this.toast(`Class "${reply.class.name}" created: students join with ${reply.class.code}`);
      // The form closes now; the new class is watched once the server answers (`watch` says if not).
      this.watch(reply.class.id);
      return true;
    } catch (e) {
      this.toast(e.message, 'error');
      return false;
    }
  }

  onMessage(m) {
    switch (m.type) {
      case 'roster':
        // Replies are handled by `watch`; an unprompted roster (e.g. after a reconnect) is the same data.
        if (m.id === undefined) this.model.setRoster(m);
        break;
      case 'studentUpdate':
        this.model.update(m);
        break;
      case 'studentRemoved':
        // Another dashboard of the class removed a student (this one's own reply goes to `onRemove`).
        if (m.id === undefined) this.model.remove(m);
        break;
      case 'listening':
        if (m.id !== undefined) break;
        // The server stopped it: the student's last tab closed (or they left the class). Said, not silent.
        if (!m.student && this.listening) this.toast(`${this.model.name(this.listening)} closed their page: listening stopped`);
        this.setListening(m.student);
        break;
      case 'error':
        if (m.code === 'unauthorized' && this.connection.teacher) {
          // The session ended under us (expired or signed out elsewhere): the server has stopped
          // listening and broadcasting; sign in again on the same socket.
          this.connection.teacher = null;
          this.setListening(null);
          this.showLogin(m.message);
        } else if (m.id === undefined && m.code !== 'rate_limited') {
          this.toast(m.message, 'error');
        }
        break;
      default:
        break;
    }
  }

  // ----- Listening in

  /** Click on a student: listen to them; on the one already heard: stop. */
  async listen(id) {
    const next = id === this.listening ? null : id;
    // Flush before asking, not on the reply: the new student's first packets can arrive before the
    // reply does, and a flush after them would silence their stream until its next note.
    if (next !== this.listening) for (const s of HEARD) this.audio.flushSource(s);
    try {
      const reply = await this.connection.request({ type: 'listen', student: next });
      this.setListening(reply.student ?? null, { flushed: true });
    } catch (e) {
      this.toast(e.message, 'error');
    }
  }

  setListening(id, { flushed = false } = {}) {
    if (id !== this.listening) {
      // Whatever of the previous student is still queued must not play over the next one.
      if (!flushed) for (const s of HEARD) this.audio.flushSource(s);
      this.listenSwitches++;
    }
    this.listening = id;
    this.roster.setListening(id);
    this.listenPanel.show(id ? this.model.name(id) : null);
  }

  hintTo(id) {
    this.send.target(id);
  }

  toast(message, kind = 'info', ms = 5000) {
    const t = h(`div.toast.toast-${kind}`, { role: kind === 'error' ? 'alert' : 'status' }, message);
    this.toasts.append(t);
    setTimeout(() => t.classList.add('leaving'), ms);
    setTimeout(() => t.remove(), ms + 400);
  }
}

import { ParamTable } from '../params/ParamTable.js';
import { LessonRequests } from './SessionLessons.js';

const SEND_EVERY_MS = 25; // knob drags send at most 40 messages/s, well under the server's rate limit
const STORAGE_KEY = 'synth-trainer.student';

/**
 * The page's side of the session: parameter table, current patch, student and lesson, all kept in
 * step with the server and restored on every reconnect (login, reopen the lesson, resend the patch).
 * Events: `params`, `patch` ({values}), `student` (a sign-in, or a secret set), `lesson`, `lessons`,
 * `result`, `hint`, `revealed`, `targetDone`, `compareDone`, `teacherHint`, `broadcast`, `teacherPatch`,
 * `problem` ({message, code, param}), `restored`, `recoveryCode` ({code, name}: a new code to show once).
 *
 * The server keeps the knobs of an open challenge (its draft) and the last result: a lesson opened
 * after a reload or on another device comes back with `savedPatch` and `lastResult`.
 *
 * This file keeps the session in step (messages, restore, knobs, sign-in); what the student asks of
 * lessons (open, play, submit, hints, practice) is `LessonRequests` (SessionLessons.js).
 */
export class Session extends LessonRequests(EventTarget) {
  constructor(connection) {
    super();
    this.conn = connection;
    this.table = null;
    this.values = null;
    this.student = Session.storedStudent();
    this.needsSecret = false;
    this.lesson = null;
    this.lessons = null;
    this.pendingSets = new Map();
    // Keys held down now (note -> velocity): a new socket's session starts silent, so a restore plays
    // them again (a note held through a failover or a drain sounds on the new instance).
    this.heldNotes = new Map();
    this.readIds = new Set(); // getPatch requests whose reply is only read, never applied (readPatch)
    this.sendTimer = 0;
    this.restores = 0;
    this.restoreGeneration = 0;
    // Whether the open socket has signed in: until it has, a `not_logged_in` answers a request sent
    // on the new socket before its restore signed in (a move to the class's instance), not the end of
    // the session.
    this.signedInHere = false;
    connection.addEventListener('welcome', () => this.restore());
    // Knob turns still waiting for their coalesced send go out before anything else the page sends:
    // leaving the lesson in the same moment as a turn lost the turn (the server let the lesson go,
    // then took the knob with no lesson open, so no draft had it). A closing page tries to send them
    // too (its socket's worker may be gone first).
    connection.beforeSend = () => this.flushSets();
    globalThis.addEventListener?.('pagehide', () => this.flushSets());
    connection.addEventListener('message', (e) => this.onMessage(e.detail));
  }

  static storedStudent() {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    } catch {
      return null;
    }
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  get(id) {
    return this.values?.[id];
  }

  /** After every (re)connect: the server's new session knows nothing, so tell it who and where we are. */
  async restore() {
    // Whether the page had knobs of its own to put back (not after a reload: the lesson's draft then).
    const hadKnobs = this.values !== null;
    // Which restore this is: `moveToClass` waits for one that began after its move.
    const generation = ++this.restoreGeneration;
    this.restoring = true;
    this.signedInHere = false;
    try {
      const params = await this.conn.request({ type: 'getParams' });
      this.applyParams(params);
      if (this.student?.token) await this.login(this.student.name, this.student.token).catch(() => {});
      // The class is on another instance (the student joined it on another device): move there now;
      // the new socket's welcome restores again.
      if (this.conn.moveDue) {
        this.conn.move();
        return;
      }
      // Reopening the lesson loads its start patch on the server; the student's own patch goes back on top.
      // It is a new run there: the target is pictured again only after a new pass or reveal.
      if (this.lesson) {
        this.lesson.targetVisible = false;
        // A practice item reopens as one (review mode), not as the lesson.
        await this.conn.request(this.lesson.practice ? { type: 'openPracticeItem', lesson: this.lesson.id }
          : { type: 'openLesson', lesson: this.lesson.id }).catch(() => {});
      }
      if (hadKnobs) {
        // Taken now, not when the restore began: turns made meanwhile are in it (the reopened
        // lesson's reply leaves the page's knobs alone while restoring), and so are the ones still
        // waiting to be sent, which this sends.
        const saved = { ...this.values };
        this.pendingSets.clear();
        await this.conn.request({ type: 'loadPatch', patch: saved }).catch(() => {});
      }
      // Keys still held sound again (after the lesson and patch, which start the synth afresh).
      for (const [note, velocity] of this.heldNotes) this.conn.send({ type: 'noteOn', note, velocity });
      this.restores++;
      // Done before the event: its listeners (the router) may open a lesson, which waits for no restore.
      this.restoring = false;
      this.emit('restored', { count: this.restores, generation });
    } catch {
      // The socket dropped again mid-restore; the next welcome starts over.
    } finally {
      this.restoring = false;
    }
  }

  applyParams(msg) {
    let table;
    try {
      table = new ParamTable(msg);
    } catch (e) {
      this.emit('problem', { message: e.message });
      return;
    }
    const changed = !this.table || this.table.json !== table.json;
    this.table = table;
    if (!this.values) this.values = table.defaults();
    if (changed) this.emit('params', { table });
  }

  onMessage(m) {
    switch (m.type) {
      case 'params':
        this.applyParams(m);
        break;
      case 'patch':
        if (m.patch && this.pendingSets.size === 0 && !this.restoring && !this.readIds.has(m.id)) {
          this.values = { ...(this.table?.defaults() ?? {}), ...m.patch };
          this.preset = m.preset;
          this.emit('patch', { values: this.values, preset: m.preset });
        }
        break;
      case 'student':
        this.signedInHere = true;
        this.student = { id: m.student, name: m.name, token: m.token, classCode: m.classCode ?? null, className: m.className ?? null };
        // A new socket's hub knows nothing of where this page is: the next screen change says it again.
        this.place = null;
        localStorage.setItem(STORAGE_KEY, JSON.stringify(this.student));
        // In a class: the socket belongs where the class lives (several instances behind nginx);
        // `signIn` moves it there, a reload or reconnect starts there.
        if (this.student.classCode) this.conn.route(this.student.classCode);
        // Not stored: the server says on every sign-in whether a secret is wanted (a teacher may reset it).
        this.needsSecret = Boolean(m.needsSecret);
        this.emit('student', this.student);
        if (m.recoveryCode) this.emit('recoveryCode', { code: m.recoveryCode, name: m.name });
        break;
      case 'secretSet':
        if (!this.student) break;
        this.student = { ...this.student, name: m.name ?? this.student.name };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(this.student));
        this.needsSecret = false;
        this.emit('student', this.student);
        if (m.recoveryCode) this.emit('recoveryCode', { code: m.recoveryCode, name: this.student.name });
        break;
      case 'removedFromClass':
        // The teacher took this student out of the class: same account, no class from now on, and the
        // lesson list is the one of a student with no class.
        if (!this.student) break;
        this.student = { ...this.student, classCode: null };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(this.student));
        this.emit('student', this.student);
        this.emit('removedFromClass', m);
        this.conn.send({ type: 'listLessons' });
        break;
      case 'lessons':
        this.lessons = m.modules;
        this.emit('lessons', { modules: m.modules });
        break;
      case 'quiz':
        // A quiz question (never its answer); the view shows it.
        this.quiz = m;
        this.emit('quiz', m);
        break;
      case 'quizResult':
        this.emit('quizResult', m);
        break;
      case 'lesson':
        this.lesson = m.lesson;
        this.place = null;
        // The server draws a fresh question after every opening (the same quiz again, a reconnect's
        // restore): the last one must not be shown meanwhile, or its buttons would play the new sounds.
        this.quiz = null;
        // A new run of the lesson (also after a reconnect): the target must be heard again.
        this.listened = false;
        this.hearing = null;
        if (this.restoring) break;
        if (m.lesson?.startPatch && this.table) {
          // Where the student left this challenge (the server has loaded it), or its start.
          this.values = { ...this.table.defaults(), ...(m.lesson.savedPatch ?? m.lesson.startPatch) };
          this.emit('patch', { values: this.values });
        }
        this.emit('lesson', m.lesson);
        break;
      case 'error':
        this.onError(m);
        break;
      // What the open lesson keeps of these (the message is for it: a lesson opened later is announced
      // after them): its latest hint, so the exercise shows it again when re-entered, and whether the
      // server now sends the target's picture, which it does for the rest of the run after a pass or
      // a reveal (see `targetVisible`).
      case 'hint':
        if (this.lesson && m.text) {
          this.lesson.hint = m.text;
          this.lesson.hintsUsed = (this.lesson.hintCount ?? 0) - (m.remaining ?? 0);
        }
        this.emit(m.type, m);
        break;
      case 'result': case 'revealed':
        if (this.lesson && (m.type === 'revealed' || m.passed)) this.lesson.targetVisible = true;
        this.emit(m.type, m);
        break;
      case 'targetDone': case 'compareDone':
        if (this.hearing === m.type) {
          this.hearing = null;
          this.markListened(true);
        }
        this.emit(m.type, m);
        break;
      case 'teacherHint': case 'broadcast': case 'teacherPatch':
        this.emit(m.type, m);
        break;
      default:
        break;
    }
  }

  onError(m) {
    if (m.code === 'rate_limited') return;
    // A refused value: the server kept its own, so fetch the truth and show it.
    if (m.param) this.conn.request({ type: 'getPatch' }).catch(() => {});
    // Only a session we believed in can end: a wrong secret on the sign-in form is `unauthorized` too,
    // and `not_logged_in` only counts on a socket that had signed in (see `signedInHere`).
    if (this.student && ((m.code === 'not_logged_in' && this.signedInHere) || m.code === 'unauthorized')) this.emit('loggedOut', m);
    if (m.id !== undefined) return; // the request's caller handles it
    this.emit('problem', { message: m.message, code: m.code, param: m.param });
  }

  /** A control moved: update at once locally, send coalesced so drags do not flood the socket. */
  set(id, value) {
    if (!this.values) return;
    this.values[id] = value;
    this.pendingSets.set(id, value);
    if (!this.sendTimer) this.sendTimer = setTimeout(() => this.flushSets(), SEND_EVERY_MS);
  }

  flushSets() {
    clearTimeout(this.sendTimer);
    this.sendTimer = 0;
    // Not before the server has welcomed the socket (a teacher's socket is not signed in until then,
    // and would refuse them): the restore that follows the welcome sends the page's knobs whole.
    if (this.pendingSets.size === 0 || !this.conn.open) return;
    const values = Object.fromEntries(this.pendingSets);
    this.pendingSets.clear();
    if (Object.keys(values).length === 1) {
      const [[param, value]] = Object.entries(values);
      this.conn.send({ type: 'set', param, value });
    } else {
      this.conn.send({ type: 'setMany', values });
    }
  }

  loadPatch(values) {
    this.values = { ...this.table.defaults(), ...values };
    this.emit('patch', { values: this.values });
    return this.conn.request({ type: 'loadPatch', patch: this.values });
  }

  loadPreset(preset) {
    return this.conn.request({ type: 'loadPatch', preset });
  }

  noteOn(note, velocity) {
    this.heldNotes.set(note, velocity);
    return this.conn.send({ type: 'noteOn', note, velocity });
  }

  noteOff(note) {
    this.heldNotes.delete(note);
    return this.conn.send({ type: 'noteOff', note });
  }

  allNotesOff() {
    this.heldNotes.clear();
    return this.conn.send({ type: 'allNotesOff' });
  }

  /** Resumes this device's sign-in (after a reload or a reconnect). */
  async login(name, token) {
    const msg = { type: 'login', name };
    if (token) msg.token = token;
    return this.conn.request(msg);
  }

  /**
   * Signs in by name and secret (and class): the same student, and progress, from any device. In a
   * class whose instance is another one (several behind nginx), the socket moves there before this
   * resolves, so the teacher can listen in from the first lesson on and the page goes on from there.
   */
  async signIn(name, secret, classCode) {
    const msg = { type: 'login', name, secret };
    if (classCode) msg.classCode = classCode;
    const reply = await this.conn.request(msg);
    if (this.conn.moveDue) await this.moveToClass();
    return reply;
  }

  /**
   * Signs in with a recovery code instead of a forgotten secret, and sets `secret` as the new one. The
   * reply's `student` message carries a new code (each works once), which `recoveryCode` shows.
   */
  async recover(name, code, secret, classCode) {
    const msg = { type: 'recover', name, code, secret };
    if (classCode) msg.classCode = classCode;
    const reply = await this.conn.request(msg);
    if (this.conn.moveDue) await this.moveToClass();
    return reply;
  }

  /**
   * Reconnects on the class's URL and waits until the session is restored there (10 s at most). A
   * restore of the old socket that ends meanwhile does not count: only one begun after the move.
   */
  async moveToClass() {
    const before = this.restoreGeneration;
    let onRestored, timer;
    await new Promise((resolve) => {
      onRestored = (e) => { if (e.detail.generation > before) resolve(); };
      this.addEventListener('restored', onRestored);
      timer = setTimeout(resolve, 10000);
      this.conn.move();
    });
    clearTimeout(timer);
    this.removeEventListener('restored', onRestored);
  }

  /** Chooses the signed-in student's secret; `name` too when theirs is taken by someone who has one. */
  setSecret(secret, name) {
    const msg = { type: 'setSecret', secret };
    if (name) msg.name = name;
    return this.conn.request(msg);
  }

  /** `studentClass`: the teacher restored this student to a class (or changed its code). */
  classChanged(code) {
    if (!this.student) return;
    this.student = { ...this.student, classCode: code };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(this.student));
    this.conn.send({ type: 'listLessons' });
  }

  /** Forgets the student on this device: nothing is left that would sign them in again. */
  logout() {
    localStorage.removeItem(STORAGE_KEY);
    this.student = null;
    this.needsSecret = false;
    this.lesson = null;
    this.lessons = null;
  }

  /**
   * The server's `patch` reply (patch and preset string), read without applying it: knob turns sent
   * after the request would otherwise jump back to the values it carries.
   */
  async readPatch(timeoutMs) {
    const id = this.conn.nextId; // the id `request` gives this message
    this.readIds.add(id);
    try {
      return await this.conn.request({ type: 'getPatch' }, timeoutMs);
    } finally {
      this.readIds.delete(id);
    }
  }

  /** The server's copy of the patch (tests compare it with the page's). */
  async serverPatch() {
    return (await this.readPatch()).patch;
  }
}

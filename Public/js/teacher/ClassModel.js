/**
 * What the dashboard knows about the teacher's classes and the class being watched, built from the
 * server's `teacher`, `roster` and `studentUpdate` messages (PROTOCOL.md "Classrooms").
 * Events: `classes` (the list changed), `roster` (a new class is being watched, everything redrawn),
 * `student` ({id, changed: [field names], fresh}) after each update, `updated` ({id, at}) once the
 * views have drawn an update (the test hook reads it).
 */
export class ClassModel extends EventTarget {
  constructor() {
    super();
    this.teacher = null;
    this.classes = [];
    this.classInfo = null;
    this.lessons = [];
    this.lessonIndex = new Map();
    this.students = new Map();
    this.lastUpdate = null;
    // Targets stay off the cards until the teacher chooses to see them (a projected dashboard).
    this.showAnswers = false;
  }

  /** "Show answers": the cards draw (or drop) each target. */
  setShowAnswers(on) {
    this.showAnswers = Boolean(on);
    this.emit('answers', {});
  }

  /** `classUpdated`: a class's name, code, joining, archive or lesson for today changed. */
  classUpdated(c) {
    if (!c) return;
    this.classes = this.classes.map((x) => (x.id === c.id ? c : x));
    if (this.classInfo?.id === c.id) this.classInfo = { ...this.classInfo, ...c };
    this.emit('classes', {});
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** The `teacher` reply to `auth`. */
  setTeacher(reply) {
    this.teacher = { id: reply.teacher, name: reply.name, expires: reply.expires };
    this.classes = reply.classes ?? [];
    this.emit('classes', {});
  }

  /** `classes`: the list as the server's store has it now (classes made elsewhere included). */
  setClasses(list) {
    this.classes = list ?? [];
    // The watched class keeps its place even if the answer raced a class being made here.
    if (this.classInfo && !this.classes.some((c) => c.id === this.classInfo.id)) this.classes.push(this.classInfo);
    this.emit('classes', {});
  }

  addClass(c) {
    if (!this.classes.some((x) => x.id === c.id)) this.classes.push(c);
    this.emit('classes', {});
  }

  get classId() {
    return this.classInfo?.id ?? null;
  }

  /** `roster`: the watched class with every student's full state. */
  setRoster(msg) {
    this.classInfo = msg.class;
    this.lessons = msg.lessons ?? [];
    this.lessonIndex = new Map(this.lessons.map((l, i) => [l.id, i]));
    this.students.clear();
    const now = performance.now();
    for (const s of msg.students ?? []) this.students.set(s.student, { ...s, patch: { ...(s.patch ?? {}) }, timeBase: now });
    this.emit('roster', {});
  }

  /** `studentUpdate`: only the fields that changed; `patch` only the controls that changed. */
  update(msg) {
    let s = this.students.get(msg.student);
    const fresh = !s;
    if (!s) {
      // A student who joined the class after the roster was sent.
      s = { student: msg.student, name: msg.student, online: false, lesson: null, patch: {}, target: null,
        attempts: 0, lastScore: null, bestScore: null, completed: false, hintsUsed: 0, timeOnLesson: 0, timeBase: performance.now() };
      this.students.set(msg.student, s);
    }
    const changed = [];
    for (const [k, v] of Object.entries(msg)) {
      if (k === 'type' || k === 'student' || k === 'id') continue;
      if (k === 'patch') {
        s.patch = { ...s.patch, ...v };
        // A knob turn (a few controls), not a whole patch arriving: remember what they touched last.
        const keys = Object.keys(v);
        if (!fresh && keys.length <= 4) s.lastTouched = keys.concat((s.lastTouched ?? []).filter((p) => !(p in v))).slice(0, 8);
      } else {
        s[k] = v;
      }
      if (k === 'timeOnLesson') s.timeBase = performance.now();
      changed.push(k);
    }
    // Going offline freezes the clock where it stood.
    if (changed.includes('online') && !s.online) s.timeOnLesson = this.timeOnLesson(s, s.timeBase, true);
    if (changed.includes('online')) s.timeBase = performance.now();
    this.emit('student', { id: msg.student, changed, fresh });
  }

  /** `studentRemoved`: the student is no longer in the watched class. */
  remove(msg) {
    if (msg.class !== this.classId || !this.students.delete(msg.student)) return;
    if (this.classInfo) this.classInfo = { ...this.classInfo, students: this.students.size };
    this.emit('removed', { id: msg.student });
  }

  /** Seconds on the current lesson now: the server's figure plus the time since, while online. */
  timeOnLesson(s, since = s.timeBase, force = false) {
    if (!s.lesson || (!s.online && !force)) return s.timeOnLesson ?? 0;
    return (s.timeOnLesson ?? 0) + Math.max(0, performance.now() - since) / 1000;
  }

  /**
   * Students in name order. Not online first: a card that jumped to the end when its student went
   * offline (and back when they returned) was lost from sight just as the teacher looked for it.
   */
  sorted() {
    return [...this.students.values()].sort((a, b) => a.name.localeCompare(b.name) || a.student.localeCompare(b.student));
  }

  name(id) {
    return this.students.get(id)?.name ?? id;
  }

  /** Marks an update as drawn (the test hook measures knob-to-dashboard latency with it). */
  drawn(id) {
    this.lastUpdate = { id, at: performance.timeOrigin + performance.now() };
    this.emit('updated', this.lastUpdate);
  }
}

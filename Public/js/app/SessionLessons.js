/**
 * What the student asks of the course over the session's socket: the lesson list, a lesson (or a
 * practice item) opened and closed, its sounds (target, A/B comparison, examples, quiz sounds), hints,
 * reveal and submit, today's practice and the hearing profile. Mixed into `Session`, whose socket
 * (`conn`, which sends pending knob turns before each of these) and listening state (`hearing`, `listened`) these use.
 */
export const LessonRequests = (Base) => class extends Base {
  listLessons() {
    return this.conn.request({ type: 'listLessons' });
  }

  /** The hearing profile: the student's threshold per control from the adaptive quizzes. */
  hearingProfile() {
    return this.conn.request({ type: 'hearingProfile' });
  }

  async openLesson(id) {
    const reply = await this.conn.request({ type: 'openLesson', lesson: id });
    return reply.lesson;
  }

  /**
   * Today's practice (streak, what is due, the session): `start` begins the session or goes on with
   * it. Days are the student's own: the server is told this device's UTC offset.
   */
  practice(start = false) {
    return this.conn.request({ type: start ? 'startPractice' : 'practice', utcOffset: -new Date().getTimezoneOffset() });
  }

  /** Opens an item of today's practice: the lesson in review mode (`lesson.practice`). */
  async openPracticeItem(id) {
    const reply = await this.conn.request({ type: 'openPracticeItem', lesson: id });
    return reply.lesson;
  }

  /**
   * Leaves the open lesson for the screen `to` (`lessons`, `free`, `practice`, `profile`): the server
   * lets every control change again (and stops a playing phrase), and the teacher's card says where
   * the student went. Sent again only when the place changes.
   */
  closeLesson(to = null) {
    if (!this.lesson && this.place === to) return;
    this.lesson = null;
    this.place = to;
    this.conn.send(to ? { type: 'closeLesson', to } : { type: 'closeLesson' });
  }

  /** Stops the target and the student's own phrase at once, and releases held notes. */
  stopPlayback() {
    this.hearing = null;
    return this.conn.send({ type: 'stopPlayback' });
  }

  /**
   * The target counts as heard once its phrase has played through (`targetDone`), as the server
   * counts it (PROTOCOL.md: a target stopped early, or cut off by an example, is not listening).
   */
  playTarget() {
    this.hearing = 'targetDone';
    return this.conn.send({ type: 'playTarget' });
  }

  /**
   * A/B comparison: the target (A) and the student's sound (B) play the lesson phrase from one clock
   * (or, with `phrase` false, the keys played from now on); the stream carries `side`. The server
   * streams it as the own source, and counts it as listening to the target.
   */
  compare(side = 'target', phrase = true) {
    // A compare of the phrase counts once it has played through; one of held keys does not count.
    this.hearing = phrase ? 'compareDone' : null;
    return this.conn.send({ type: 'compare', side, phrase });
  }

  /** Switches the running comparison to `side` ('target' or 'mine') at the same position. */
  abSwitch(side) {
    return this.conn.send({ type: 'abSwitch', side });
  }

  /** Plays one of the open (theory) lesson's sound examples; it is not the target (and cuts it off). */
  playExample(id) {
    this.hearing = null;
    return this.conn.send({ type: 'playExample', example: id });
  }

  /** Turns the playing example's live control. */
  exampleSet(id, param, value) {
    return this.conn.send({ type: 'exampleSet', example: id, param, value });
  }

  /**
   * Plays sound `i` (0 = A) of the open quiz's question, or of the one just answered (`previous`);
   * `choice`: what that choice would have sounded like, in a question of one sound named by its
   * choices ("which wave is this?").
   */
  playQuizSound(i, previous = false, choice = null) {
    const msg = { type: 'playQuizSound', sound: i, previous };
    if (choice !== null) msg.choice = choice;
    return this.conn.send(msg);
  }

  /** Answers the open quiz's question; resolves to the `quizResult` (the server sends the next question after it). */
  answerQuiz(choice) {
    return this.conn.request({ type: 'answerQuiz', choice });
  }

  playMine() {
    return this.conn.send({ type: 'playMine' });
  }

  /**
   * A challenge's submit needs the target heard since the previous one (the server checks).
   * `onPaused(message)`: saving is paused; the result comes once the server could save it.
   */
  async submit(onPaused = null) {
    const result = await this.conn.request({ type: 'submit' }, undefined, onPaused);
    this.markListened(false);
    return result;
  }

  /** Whether the target was heard since the last submit (the server keeps the same count). */
  markListened(heard) {
    this.listened = heard;
    this.emit('listened', {});
  }

  /** The next hint (the open lesson keeps it: see `onMessage`). */
  hint() {
    return this.conn.request({ type: 'hint' });
  }

  reveal() {
    return this.conn.request({ type: 'reveal' });
  }
};

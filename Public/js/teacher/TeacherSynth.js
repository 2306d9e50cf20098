import { Session } from '../app/Session.js';

/**
 * The teacher's own synth on the teacher socket: the student page's Session (parameter table, patch
 * kept in step with the server, knob changes coalesced) without the student parts. Session's restore
 * after every (re)connect fetches the table and puts the teacher's patch back; with no student and
 * no lesson on a teacher socket, it does nothing else.
 */
export class TeacherSynth extends Session {
  constructor(connection) {
    super(connection);
    // The student page's saved login lives in the same localStorage; it has no business here.
    this.student = null;
  }

  logout() {
    this.student = null;
  }
}

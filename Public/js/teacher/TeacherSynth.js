import { Session } from '../app/Session.js';

/**
 * The teacher's own synth on the teacher socket: the student page's Session (parameter table, patch
 * kept in step with the server, knob changes coalesced) without the student parts. After every
 * (re)connect it fetches the table and puts the teacher's patch back.
 */
export class TeacherSynth extends Session {
  constructor(connection) {
    super(connection);
    // The student page's saved login lives in the same localStorage; it has no business here.
    this.student = null;
  }

  async restore() {
    const saved = this.values ? { ...this.values } : null;
    this.restoring = true;
    try {
      const params = await this.conn.request({ type: 'getParams' });
      this.applyParams(params);
      if (saved) {
        this.values = saved;
        await this.conn.request({ type: 'loadPatch', patch: saved }).catch(() => {});
      }
      this.restores++;
      this.emit('restored', { count: this.restores });
    } catch {
      // Dropped again mid-restore; the next welcome starts over.
    } finally {
      this.restoring = false;
    }
  }

  logout() {
    this.student = null;
  }
}

import { Session } from '../app/Session.js';

/** Where this browser keeps the teacher's patch (every tab of the dashboard shares it). */
const PATCH_KEY = 'synth-trainer.teacher.patch';

/**
 * The teacher's own synth on the teacher socket: the student page's Session (parameter table, patch
 * kept in step with the server, knob changes coalesced) without the student parts. Session's restore
 * after every (re)connect fetches the table and puts the teacher's patch back; with no student and
 * no lesson on a teacher socket, it does nothing else.
 *
 * One synth for the teacher, whatever the tab: the patch is kept in this browser, so a reload or a
 * second dashboard tab starts from it, and a change made in one tab reaches the others (the
 * `storage` event). Each tab still has its own socket and its own engine on the server.
 */
export class TeacherSynth extends Session {
  constructor(connection) {
    super(connection);
    // The student page's saved login lives in the same localStorage; it has no business here.
    this.student = null;
    try {
      const kept = JSON.parse(localStorage.getItem(PATCH_KEY) ?? 'null');
      // Restore's loadPatch sends it (the table's defaults fill what an older copy lacks).
      if (kept && typeof kept === 'object') this.values = kept;
    } catch {
      // Nothing usable kept: the defaults.
    }
    this.kept = JSON.stringify(this.values ?? null);
    setInterval(() => this.keep(), 1000);
    window.addEventListener('pagehide', () => this.keep());
    window.addEventListener('storage', (e) => { if (e.key === PATCH_KEY && e.newValue) this.adopt(e.newValue); });
  }

  /** Saves the patch when it changed since the last save. */
  keep() {
    if (!this.values) return;
    const json = JSON.stringify(this.values);
    if (json === this.kept) return;
    this.kept = json;
    localStorage.setItem(PATCH_KEY, json);
  }

  /** Another tab changed the teacher's patch: this tab's synth and knobs follow. */
  async adopt(json) {
    if (json === this.kept) return;
    let patch;
    try {
      patch = JSON.parse(json);
    } catch {
      return;
    }
    this.kept = json;
    this.values = { ...(this.table?.defaults() ?? {}), ...patch };
    this.emit('patch', { values: this.values });
    await this.conn.request({ type: 'loadPatch', patch }).catch(() => {});
  }

  logout() {
    this.student = null;
  }
}

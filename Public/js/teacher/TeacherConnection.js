import { Connection } from '../net/Connection.js';

export const TEACHER_PROTOCOL = 'synth-trainer.teacher.v1';

/**
 * The teacher socket: the student page's Connection (reconnection, request/reply, media parsing)
 * speaking `synth-trainer.teacher.v1`. Every connect starts with `auth` (the HttpOnly session cookie
 * rides on the handshake, so the page never stores the token); only once the server answers
 * `teacher` does it say `hello`, whose `welcome` marks the connection open.
 * Extra events: `teacher` (the auth reply, after every (re)connect), `unauthorized` ({message}).
 */
export class TeacherConnection extends Connection {
  constructor(url = Connection.defaultURL()) {
    super(url);
    /** A token from this page's own login, used until the cookie takes over (e.g. cookies blocked). */
    this.token = null;
    this.teacher = null;
  }

  connect() {
    clearTimeout(this.retryTimer);
    this.stopped = false;
    this.welcome = null;
    this.teacher = null;
    this.status('connecting');
    let ws;
    try {
      ws = new WebSocket(this.url, TEACHER_PROTOCOL);
    } catch (e) {
      this.scheduleRetry(0, e.message);
      return;
    }
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => this.authenticate();
    ws.onmessage = (e) => {
      if (typeof e.data === 'string') this.onText(e.data);
      else this.onBinary(e.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.welcome = null;
      this.teacher = null;
      this.failPending('the connection closed');
      if (!this.stopped) this.scheduleRetry(e.code, e.reason);
    };
    ws.onerror = () => {};
  }

  /** Proves who we are on this socket; on success the synth session starts with `hello`. */
  async authenticate() {
    const msg = { type: 'auth' };
    if (this.token) msg.token = this.token;
    try {
      const reply = await this.request(msg);
      this.teacher = reply;
      this.dispatchEvent(new CustomEvent('teacher', { detail: reply }));
      this.send({ type: 'hello', client: 'synth-trainer-teacher/1' });
    } catch (e) {
      if (e.code === 'offline') return; // the socket dropped; the reconnect authenticates again
      this.token = null;
      // Stay connected but idle: the page shows the login form, and `login` re-authenticates.
      this.status('closed', { code: 0, reason: e.message, retryInMs: null });
      this.dispatchEvent(new CustomEvent('unauthorized', { detail: { message: e.message, code: e.code } }));
    }
  }

  /** After a fresh HTTP login: use its token (and the cookie it set) on this socket. */
  loginWith(token) {
    this.token = token;
    if (this.ws?.readyState === WebSocket.OPEN && !this.teacher) this.authenticate();
    else if (!this.ws) this.connect();
  }

  /** Ends the socket for good (sign out); `connect` starts again. */
  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.token = null;
    this.ws?.close(1000, 'signed out');
    this.ws = null;
    this.welcome = null;
    this.teacher = null;
  }
}

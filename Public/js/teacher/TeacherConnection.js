import { Connection } from '../net/Connection.js';

export const TEACHER_PROTOCOL = 'synth-trainer.teacher.v1';

/**
 * The teacher socket: the student page's Connection (socket worker with reconnection and Opus
 * decoding, request/reply) speaking `synth-trainer.teacher.v1`. Every (re)connect starts with `auth`
 * (the HttpOnly session cookie rides on the handshake, so the page never has to store the token);
 * only once the server answers `teacher` does it say `hello`, whose `welcome` marks the connection open.
 * Extra events: `teacher` (the auth reply, after every (re)connect), `unauthorized` ({message, code}).
 */
export class TeacherConnection extends Connection {
  constructor(url = Connection.defaultURL()) {
    super(url);
    /** The token of this page's own sign-in, used until the cookie takes over (cookies blocked, say). */
    this.token = null;
    this.teacher = null;
  }

  connect() {
    this.worker.postMessage({ type: 'connect', url: this.url, protocol: TEACHER_PROTOCOL });
  }

  onWorker(m) {
    if (m.type === 'open') {
      this.openCount++;
      this.socketOpen = true;
      this.connectedURL = m.url;
      this.teacher = null;
      this.authenticate();
      return;
    }
    if (m.type === 'status') this.state = m.state;
    if (m.type === 'status' && m.state !== 'open') this.teacher = null;
    super.onWorker(m);
  }

  /** Proves who we are on this socket; on success the teacher's synth session starts with `hello`. */
  async authenticate() {
    const msg = { type: 'auth' };
    if (this.token) msg.token = this.token;
    try {
      const reply = await this.request(msg);
      // The welcome comes first: it says whether classes are routed to instances, and the dashboard
      // may move this socket to its class's instance as soon as it hears `teacher` (TeacherApp.watch).
      // The dashboard draws no spectrum: its synth and a student it listens to make none for it. It reads
      // bundles (the socket worker splits them): a tick of its synth is one message, and a student it
      // listens to comes in batches of several ticks (PROTOCOL.md "bundle").
      if (!this.welcome) {
        await this.request({ type: 'hello', client: 'synth-trainer-teacher/1', bundles: true, spectrumFrames: false });
      }
      this.teacher = reply;
      this.emit('teacher', reply);
    } catch (e) {
      if (e.code === 'offline') return; // the socket dropped; the reconnect authenticates again
      this.token = null;
      // The socket stays up, idle: the page shows the sign-in form and `loginWith` tries again.
      this.emit('unauthorized', { message: e.message, code: e.code });
    }
  }

  /** After a fresh HTTP sign-in: use its token (and the cookie it set) on this socket. */
  loginWith(token) {
    this.token = token;
    if (this.socketOpen) this.authenticate();
    // Closed while signed out (the server drops sockets that do not sign in): reconnect now rather
    // than after the back-off; the new socket authenticates with the token.
    else if (this.state === 'closed') this.connect();
  }

  /** Ends the session for this socket and everywhere (the server forgets the token). */
  async logout() {
    this.token = null;
    try {
      await this.request({ type: 'logout' });
    } catch {
      // Offline or already signed out: either way nothing is authorised any more.
    }
    this.teacher = null;
  }
}

export const PROTOCOL = 'synth-trainer.v1';
const REQUEST_TIMEOUT_MS = 10000;
// A submit the server holds while it cannot save (`savingPaused`) waits this long for its result.
const HELD_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * The page's side of the connection to /ws. The socket itself (with reconnection and the Opus
 * decoders) runs in socket-worker.js; this facade keeps the same events and calls for the page.
 * Events: `status` ({state: 'connecting'|'open'|'closed', retryInMs, code, reason, attempt, parked}; `parked`:
 * closed for idling and left closed until `resume`),
 * `welcome` (after every (re)connect), `message` (every JSON message), `media` (waveform
 * and silence frames; audio is decoded in the worker; the page draws its spectrum from the audio), `problem` ({message}).
 */
export class Connection extends EventTarget {
  constructor(url = Connection.defaultURL()) {
    super();
    this.url = url;
    // The class of the socket URL and the instance the server named for it (`route`, `move`).
    this.classCode = null;
    this.at = null;
    // A `placed` move waiting for the requests in flight (`movePlaced`).
    this.placementMove = false;
    this.nextId = 1;
    this.pending = new Map();
    this.welcome = null;
    this.socketOpen = false;
    this.connects = 0;
    this.openCount = 0;
    this.opened = [];
    this.parked = false;
    // The URL the open socket was opened with: when `route` changed `url`, the caller moves it (`move`).
    this.connectedURL = null;
    this.movingTo = null; // the URL a move (`move`) is opening a socket on, until it opens
    // Messages sent, by type (for the test hooks: what the page asked of the server).
    this.sentCounts = new Map();
    // Called before any message but a knob change goes out (Session sends its coalesced knob turns):
    // the server takes messages in order, so a lesson left, a submit or a patch read in the same
    // moment as a knob turn must find the turn already there.
    this.beforeSend = null;
    this.worker = new Worker(new URL('./socket-worker.js', import.meta.url), { type: 'module', name: 'synth-trainer socket' });
    this.worker.onmessage = (e) => this.onWorker(e.data);
    this.worker.onerror = (e) => this.emit('problem', { message: `The connection worker failed: ${e.message}` });
  }

  /**
   * `/ws`, with `?class=CODE` for a student of a class, and `&at=NAME` once the server said which
   * instance holds the class (`move`): behind several instances the load balancer sends the socket
   * to that instance (or, without `at`, hashes on the class), so a class's students and its teacher
   * share one instance (deploy/nginx).
   */
  static defaultURL(classCode = null, at = null) {
    const query = classCode ? `?class=${encodeURIComponent(classCode)}${at ? `&at=${encodeURIComponent(at)}` : ''}` : '';
    return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws${query}`;
  }

  /**
   * The class is known (or changed): from now on the socket's URL is the one that routes to the
   * class's instance (several instances behind nginx hash on it). Returns whether the open socket is
   * elsewhere: the caller then moves it (`restart`) at a moment of its choosing (after a sign-in,
   * before the page goes on; a dashboard picking another class), as moving cuts off what is in flight.
   */
  route(classCode) {
    // The instance the server named stays while the class does.
    if (classCode !== this.classCode) {
      this.classCode = classCode;
      this.at = null;
    }
    const url = Connection.defaultURL(classCode, this.at);
    if (url !== this.url) {
      this.url = url;
      this.worker.postMessage({ type: 'route', url });
    }
    return this.moveDue;
  }

  /**
   * The open socket was opened on another URL than `url` (see `route`), on a server whose welcome
   * says classes are routed to instances. The only instance (`routed: false`) keeps the socket: the
   * new URL serves the next reconnect.
   */
  get moveDue() {
    return this.connectedURL !== null && this.connectedURL !== this.url && this.movingTo !== this.url && this.welcome?.routed === true;
  }

  get open() {
    return this.socketOpen && this.welcome !== null;
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  connect() {
    this.worker.postMessage({ type: 'connect', url: this.url, protocol: PROTOCOL });
  }

  onWorker(m) {
    switch (m.type) {
      case 'open':
        this.socketOpen = true;
        this.connectedURL = m.url;
        this.movingTo = null;
        // The last sockets opened, and the instance each named as lost (`gone`), for the test hook.
        this.opened.push({ n: ++this.openCount, gone: m.gone });
        if (this.opened.length > 8) this.opened.shift();
        // The page draws its spectrum from the audio it plays (SpectrumFeed): no spectrum frames.
        this.send({ type: 'hello', client: 'synth-trainer-page/1', bundles: true, spectrumFrames: false });
        break;
      case 'status':
        this.parked = Boolean(m.parked);
        if (m.state !== 'open') {
          this.socketOpen = false;
          this.welcome = null;
          // 'connecting' straight from open: the page restarted the socket (signing out).
          this.failPending('the connection closed');
        }
        this.emit('status', m);
        break;
      case 'message':
        this.onMessage(m.msg);
        break;
      case 'unrouted':
        // The worker dropped `at` after an unplanned close: the instance reached next says where to go.
        this.url = m.url;
        this.at = null;
        break;
      case 'media':
        this.emit('media', m.frame);
        break;
      case 'unsent':
        this.settle(m.id, null, Object.assign(new Error('Not connected to the server'), { code: 'offline' }));
        break;
      case 'stats':
        this.settle(m.id, m.sources, null);
        break;
      case 'problem':
        this.emit('problem', { message: m.message });
        break;
      case 'wake':
        this.emit('wake');
        break;
      default:
        break;
    }
  }

  onMessage(msg) {
    if (msg.type === 'placed' && msg.move && msg.class && msg.at) {
      // Class placement: the class lives on instance `at`; the page restores its session there, once
      // the requests in flight have their answers (moving cuts them off: a sign-in would fail).
      this.classCode = msg.class;
      this.at = msg.at;
      this.route(msg.class);
      this.placementMove = true;
      this.movePlaced();
    }
    if (msg.type === 'welcome') {
      this.welcome = msg;
      this.connects++;
      this.emit('welcome', msg);
    }
    if (msg.type === 'savingPaused' && this.pending.has(msg.request)) {
      // Not a reply: the request stays open, its result comes once the server could save it.
      const p = this.pending.get(msg.request);
      clearTimeout(p.timer);
      p.timer = setTimeout(() => this.settle(msg.request, null, Object.assign(new Error('No answer: saving stayed paused'), { code: 'timeout' })), HELD_TIMEOUT_MS);
      p.onPaused?.(msg.message);
    }
    if (msg.id !== undefined && this.pending.has(msg.id)) {
      if (msg.type === 'error') this.settle(msg.id, null, Object.assign(new Error(msg.message), { code: msg.code, param: msg.param }));
      else this.settle(msg.id, msg, null);
    }
    this.emit('message', msg);
  }

  settle(id, value, error) {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    if (error) p.reject(error);
    else p.resolve(value);
    // After the caller has seen its answer (a promise's reactions run first).
    if (this.placementMove) queueMicrotask(() => this.movePlaced());
  }

  /** The move `placed` asked for, as soon as no request waits on this socket. */
  movePlaced() {
    if (!this.placementMove || [...this.pending.values()].some((p) => !p.local)) return;
    this.placementMove = false;
    if (this.socketOpen && this.connectedURL !== this.url) this.move();
  }

  /** Resolves once connected and welcomed; rejects with code `offline` after `timeoutMs`. */
  whenOpen(timeoutMs) {
    if (this.open) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.removeEventListener('welcome', done);
        resolve();
      };
      const timer = setTimeout(() => {
        this.removeEventListener('welcome', done);
        reject(Object.assign(new Error('Not connected to the server'), { code: 'offline' }));
      }, timeoutMs);
      this.addEventListener('welcome', done);
    });
  }

  /** Sends a control message if connected; returns whether it went out. */
  send(msg) {
    if (!this.socketOpen) return false;
    if (msg.type !== 'set' && msg.type !== 'setMany') this.beforeSend?.();
    this.worker.postMessage({ type: 'send', text: JSON.stringify(msg), id: msg.id });
    this.sentCounts.set(msg.type, (this.sentCounts.get(msg.type) ?? 0) + 1);
    return true;
  }

  /**
   * Sends with an `id` and resolves with the reply carrying it (rejects on `error` or timeout).
   * `onPaused(message)`: the server holds the request until it can save (`savingPaused`).
   */
  request(msg, timeoutMs = REQUEST_TIMEOUT_MS, onPaused = null) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.send({ ...msg, id })) {
        reject(Object.assign(new Error('Not connected to the server'), { code: 'offline' }));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(Object.assign(new Error(`No answer to ${msg.type}`), { code: 'timeout' }));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer, onPaused });
    });
  }

  failPending(why) {
    for (const [id, p] of this.pending) {
      // Decoder-stats requests stay local to the worker and survive a closed socket.
      if (p.local) continue;
      clearTimeout(p.timer);
      p.reject(Object.assign(new Error(why), { code: 'offline' }));
      this.pending.delete(id);
    }
  }

  /** Hands the worker one MessagePort per media source, wired to that source's player worklet. */
  attachPlayers(ports) {
    this.worker.postMessage({ type: 'players', ports }, Object.values(ports));
  }

  /** The page's audio sleeps (AudioEngine): the worker says `wake` at the next audio frame. */
  audioAsleep() {
    this.worker.postMessage({ type: 'sleep' });
  }

  /** Per-source decoder figures from the worker: {own: {bitrateKbps, packets, decodeErrors}, ...}. */
  decoderStats() {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.pending.delete(id); resolve({}); }, 2000);
      this.pending.set(id, { resolve, reject: () => resolve({}), timer, local: true });
      this.worker.postMessage({ type: 'stats', id });
    });
  }

  /** Connects again after the server closed an idle socket (call on a sign of the person: a key, a click). */
  resume() {
    if (this.parked) this.worker.postMessage({ type: 'resume' });
  }

  /** Ends this socket's server session and opens a fresh one at once (signing out, moving to a class's instance). */
  restart(reason = 'signed out') {
    this.worker.postMessage({ type: 'restart', reason });
  }

  /** A fresh socket on `url`, the class's instance (see `route`); the page restores its session there. */
  move() {
    // Asked twice for one move (a `placed` move and the restore it interrupts both find the socket on
    // the old URL until the worker has closed it): one new socket, not two.
    if (this.movingTo === this.url) return;
    this.movingTo = this.url;
    this.restart("moving to the class's server");
  }

  /** Closes the socket as a network drop would: the page reconnects and restores the session. */
  drop() {
    this.worker.postMessage({ type: 'drop' });
  }
}

import { parseMediaFrame } from './MediaFrame.js';

export const PROTOCOL = 'synth-trainer.v1';
const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];
const REQUEST_TIMEOUT_MS = 10000;

/**
 * The WebSocket to /ws: JSON control messages, binary media frames, reconnection with backoff.
 * Events: `status` ({state: 'connecting'|'open'|'closed', retryInMs, code, reason}), `welcome`
 * (the server's welcome, after every (re)connect), `message` (every JSON message), `media` (parsed frames).
 */
export class Connection extends EventTarget {
  constructor(url = Connection.defaultURL()) {
    super();
    this.url = url;
    this.ws = null;
    this.attempt = 0;
    this.retryTimer = 0;
    this.nextId = 1;
    this.pending = new Map();
    this.welcome = null;
    this.stopped = false;
    this.connects = 0;
  }

  static defaultURL() {
    return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  }

  get open() {
    return this.ws?.readyState === WebSocket.OPEN && this.welcome !== null;
  }

  connect() {
    clearTimeout(this.retryTimer);
    this.stopped = false;
    this.welcome = null;
    this.status('connecting');
    let ws;
    try {
      ws = new WebSocket(this.url, PROTOCOL);
    } catch (e) {
      this.scheduleRetry(0, e.message);
      return;
    }
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => {
      this.send({ type: 'hello', client: `synth-trainer-page/1 ${navigator.userAgent.split(' ').pop()}` });
    };
    ws.onmessage = (e) => {
      if (typeof e.data === 'string') this.onText(e.data);
      else this.onBinary(e.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.welcome = null;
      this.failPending('the connection closed');
      if (!this.stopped) this.scheduleRetry(e.code, e.reason);
    };
    // Errors are followed by close, which handles the retry.
    ws.onerror = () => {};
  }

  scheduleRetry(code, reason) {
    // 1013 "server full": back off harder so a full server is not hammered.
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] * (code === 1013 ? 4 : 1);
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.attempt++;
    this.status('closed', { retryInMs: delay, code, reason });
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  status(state, extra = {}) {
    this.dispatchEvent(new CustomEvent('status', { detail: { state, attempt: this.attempt, ...extra } }));
  }

  onText(text) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg.type === 'welcome') {
      this.welcome = msg;
      this.attempt = 0;
      this.connects++;
      this.status('open');
      this.dispatchEvent(new CustomEvent('welcome', { detail: msg }));
    }
    if (msg.id !== undefined && this.pending.has(msg.id)) {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.type === 'error') p.reject(Object.assign(new Error(msg.message), { code: msg.code, param: msg.param }));
      else p.resolve(msg);
    }
    this.dispatchEvent(new CustomEvent('message', { detail: msg }));
  }

  onBinary(buffer) {
    const frame = parseMediaFrame(buffer);
    if (frame) this.dispatchEvent(new CustomEvent('media', { detail: frame }));
  }

  /** Sends a control message if connected; returns whether it went out. */
  send(msg) {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /** Sends with an `id` and resolves with the reply carrying it (rejects on `error` or timeout). */
  request(msg, timeoutMs = REQUEST_TIMEOUT_MS) {
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
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  failPending(why) {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(Object.assign(new Error(why), { code: 'offline' }));
    }
    this.pending.clear();
  }

  /** Closes the socket as a network drop would: the page reconnects and restores the session. */
  drop() {
    this.ws?.close(4000, 'dropped on purpose');
  }
}

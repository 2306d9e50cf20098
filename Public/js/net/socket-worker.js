// The WebSocket lives in this worker, with the Opus decoders: socket -> decode -> player worklet
// never touches the page's main thread, so drawing, layout or garbage collection there cannot make
// the audio stall. Control messages, waveform and silence frames go on to the page.
import { parseMediaFrame, splitBundle } from './MediaFrame.js';
import { StreamDecoder } from '../audio/StreamDecoder.js';

const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

let url = null;
// The instance the page lost (`at` of the socket that closed): named to the next socket only
// (`&gone=NAME`), never part of `url`, which the page compares with its class's URL.
let gone = null;
// The instance the open socket reached, as its `placed` answer named it: a socket opened without `at`
// (its class was placed where it landed) names it as `gone` too when it is lost.
let here = null;
let protocol = null;
let ws = null;
let attempt = 0;
let retryTimer = 0;
// Closed by the server for idling (no sign-in, no message): reconnecting on our own would only idle
// again, a silent loop. The page reconnects when the person comes back (`resume`).
let parked = false;
const decoders = new Map(); // source name -> StreamDecoder (only once the page has sent a player port)
// The page's audio sleeps (idle: AudioEngine's `SLEEP`): the next audio frame wakes it, once.
let audioAsleep = false;

const post = (msg, transfer) => self.postMessage(msg, transfer ?? []);
const problem = (message) => post({ type: 'problem', message });

function status(state, extra = {}) {
  post({ type: 'status', state, attempt, ...extra });
}

function connect() {
  clearTimeout(retryTimer);
  parked = false;
  status('connecting');
  let socket;
  try {
    socket = new WebSocket(gone ? `${url}&gone=${gone}` : url, protocol);
  } catch (e) {
    scheduleRetry(0, e.message);
    return;
  }
  socket.binaryType = 'arraybuffer';
  ws = socket;
  welcomed = false;
  here = null;
  const opened = url, said = gone;
  socket.onopen = () => {
    gone = null; // told: the instance reached placed the class knowing it
    post({ type: 'open', url: opened, gone: said });
  };
  socket.onmessage = (e) => {
    if (typeof e.data === 'string') text(e.data);
    else binary(e.data);
  };
  socket.onclose = (e) => {
    if (ws !== socket) return;
    ws = null;
    for (const d of decoders.values()) d.reset();
    scheduleRetry(e.code, e.reason);
  };
  // Errors are followed by close, which handles the retry.
  socket.onerror = () => {};
}

function scheduleRetry(code, reason) {
  // The instance named by `at` went away (drain, crash) or closed us: reconnect through the balancer's
  // own routing; the instance reached asks where the class lives now and moves the page there. `gone`
  // names the instance left behind: where routes by name have no fallback (Kubernetes' Gateway API) a
  // killed instance's class would be sent back to it until its reports go stale, so the server places
  // the class again at once if that instance has no connection to the database left (it checks; the
  // page's word alone moves nothing).
  const named = url && url.match(/&at=([^&]*)/);
  if (named) {
    url = url.replace(/&at=[^&]*/, '');
    post({ type: 'unrouted', url });
  }
  // The instance is named only when the socket died without a close from the server (1006: a crash,
  // a kill, a network cut; 4000: `drop`): a drain (1012), a full server (1013) or an idle close (1008)
  // comes from an instance that lives, and naming it would only cost the next instance a check. The
  // instance the socket reached (`here`) before the one its URL asked for: a `route` not yet acted on
  // may have changed the URL's.
  if (code === 1006 || code === 4000) {
    const lost = here ?? named?.[1];
    if (lost) gone = lost;
  }
  if (code === 1008 && /^idle/i.test(reason ?? '')) {
    parked = true;
    attempt = 0;
    status('closed', { retryInMs: null, code, reason, parked: true });
    return;
  }
  // 1013 "server full": back off harder so a full server is not hammered. 1012 "service restart":
  // the instance is draining and another one takes the page now (a little jitter spreads a class).
  const base = code === 1012 && attempt === 0 ? 150
    : BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] * (code === 1013 ? 4 : 1);
  const delay = Math.round(base * (0.8 + Math.random() * 0.4));
  attempt++;
  status('closed', { retryInMs: delay, code, reason });
  retryTimer = setTimeout(connect, delay);
}

// The own player's lead in ms (`lead`, PROTOCOL.md), said again to each new server session.
let lead = null;
let welcomed = false;

function sayLead(ms) {
  lead = ms;
  if (welcomed && ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'lead', ms }));
}

function text(data) {
  let msg;
  try {
    msg = JSON.parse(data);
  } catch {
    return;
  }
  if (msg.type === 'welcome') {
    attempt = 0;
    status('open');
    // A new socket is a new server session: it starts with no lead until told.
    welcomed = true;
    if (lead !== null) sayLead(lead);
  }
  if (msg.type === 'placed' && !msg.move && typeof msg.at === 'string') here = encodeURIComponent(msg.at);
  post({ type: 'message', msg });
}

function binary(buffer, bundled = false) {
  const frame = parseMediaFrame(buffer);
  if (!frame) return;
  if (frame.kind === 'bundle') {
    // One tick's frames (or a listen-in batch of several ticks) in one message: each handled as if it
    // had come alone.
    for (const inner of splitBundle(frame.payload)) binary(inner, true);
    return;
  }
  if (frame.kind === 'audio') {
    if (audioAsleep) {
      audioAsleep = false;
      post({ type: 'wake' });
    }
    decoders.get(frame.source)?.audio(frame, bundled);
    return;
  }
  if (frame.kind === 'silence') decoders.get(frame.source)?.silence(frame.position);
  // Waveform and silence frames are for the page's pictures (any other kind is passed on as well).
  post({ type: 'media', frame }, [buffer]);
}

self.onmessage = (e) => {
  const m = e.data;
  switch (m.type) {
    case 'connect':
      url = m.url;
      protocol = m.protocol;
      connect();
      break;
    case 'send':
      if (ws?.readyState === WebSocket.OPEN) ws.send(m.text);
      else if (m.id !== undefined) post({ type: 'unsent', id: m.id });
      break;
    case 'drop': {
      // As a network failure: the socket is gone at once, without waiting for a close handshake.
      const socket = ws;
      if (!socket) break;
      ws = null;
      socket.close(4000, 'dropped on purpose');
      for (const d of decoders.values()) d.reset();
      scheduleRetry(4000, 'dropped on purpose');
      break;
    }
    case 'resume':
      if (parked && !ws) connect();
      break;
    case 'route':
      // The class's instance (Connection.route): used from the next connect on.
      url = m.url;
      gone = null;
      break;
    case 'restart': {
      // A fresh server session at once (signing out: the old one must not go on speaking for the
      // student; or moving to the class's instance).
      const socket = ws;
      ws = null;
      socket?.close(1000, m.reason ?? 'signed out');
      for (const d of decoders.values()) d.reset();
      attempt = 0;
      connect();
      break;
    }
    case 'players':
      for (const [name, port] of Object.entries(m.ports)) {
        decoders.get(name)?.reset();
        decoders.set(name, new StreamDecoder(name, port, problem));
        // The own player's lead (PlayerMsg.LEAD) goes to the server as it is: no main-thread hop.
        if (name === 'own') port.onmessage = (e) => { if (e.data?.type === 'lead') sayLead(e.data.ms); };
      }
      break;
    case 'sleep':
      audioAsleep = true;
      break;
    case 'stats':
      post({ type: 'stats', id: m.id, sources: Object.fromEntries([...decoders].map(([k, d]) => [k, d.stats()])) });
      break;
    default:
      break;
  }
};

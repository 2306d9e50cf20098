/** Page chrome shared by the student page (App) and the teacher dashboard (TeacherApp). */
import { AudioEngine } from '../audio/AudioEngine.js';
import { sentence } from '../ui/words.js';

/** Shows a plain error message in the page's banner. */
export function showBanner(banner, message) {
  banner.textContent = message;
  banner.hidden = false;
}

/**
 * Starts the AudioContext (call from a user gesture) unless it runs already or the browser cannot
 * decode Opus; `app` provides `audio`, `unsupported`, `showGate()` and `fail(message)`.
 */
export function startAudio(app) {
  if (app.unsupported || app.audio.running) return;
  app.audio.start().then(() => app.showGate(), (e) => app.fail(`Audio could not start: ${e.message}`));
}

/** Short words for a closed socket that will be retried (the top bar's connection indicator). */
export function retryText(d) {
  const when = `retrying in ${Math.ceil(d.retryInMs / 1000)} s`;
  // 1013 (try again later): the server is at its session cap, or this address holds too many sockets.
  if (d.code === 1013) return /too many/i.test(d.reason ?? '') ? `Too many connections, ${when}` : `Server full, ${when}`;
  return `Offline, ${when}`;
}

/**
 * Why the server closed the socket, in a sentence for the person, or null when there is nothing to
 * say beyond "offline" (a network drop, our own close). The server's close reasons are written for
 * people ("too many connections from your network address: close other tabs and try again").
 */
export function closeNotice(d) {
  if (d.state !== 'closed') return null;
  const reason = String(d.reason ?? '').trim();
  if (d.parked) {
    const why = reason.replace(/^idle:?\s*/i, '');
    return `The server closed the connection${why ? ` (${why})` : ''}. Connect again to carry on.`;
  }
  if (!reason || d.code === 1000 || d.code >= 4000) return null;
  const said = reason === 'server full' ? 'The server is full right now' : reason;
  return `${sentence(said)} Trying again in ${Math.ceil((d.retryInMs ?? 0) / 1000)} s.`;
}

/** The connection indicator (a dot and words); `closedText(d)` words the closed state. */
export function showConnectionState(el, d, closedText = retryText) {
  el.dataset.state = d.state;
  const text = el.lastChild;
  if (d.state === 'open') text.textContent = 'Connected';
  else if (d.state === 'connecting') text.textContent = d.attempt ? 'Reconnecting…' : 'Connecting…';
  else text.textContent = closedText(d);
}

/**
 * Start-up both pages share: say plainly if the browser cannot decode Opus, else start audio (at once
 * where autoplay is allowed or a gesture was given; otherwise the gate shows), reconnect the MIDI
 * inputs used last time, and open the socket. `app` provides what `startAudio` needs, `midi` and `connection`.
 */
export async function startPage(app) {
  app.unsupported = await AudioEngine.missingSupport();
  if (app.unsupported) app.fail(app.unsupported);
  else startAudio(app);
  app.midi.restore();
  app.connection.connect();
}

/** Page chrome shared by the student page (App) and the teacher dashboard (TeacherApp). */
import { AudioEngine } from '../audio/AudioEngine.js';

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

/** Words for a closed socket that will be retried. */
export function retryText(d) {
  return `Offline, retrying in ${Math.ceil(d.retryInMs / 1000)} s`;
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

import { parseWaveform } from '../net/MediaFrame.js';

/**
 * The dashboard's picture frames (audio is decoded and played by the socket worker, off the main
 * thread): the teacher's own synth to My synth, the student listened to into the listen-in panel.
 * Keeps the last 64 waveforms for the test hook.
 */
export function drawMedia(app, frame) {
  // Frames of a student we no longer listen to may still be in flight after a switch. Their
  // target is heard, not drawn: the panel pictures the student's own synth (the server sends the
  // target's silence frames only, which the socket worker's decoder uses).
  if (frame.source === 'monitoredTarget' || (frame.source === 'monitored' && !app.listening)) return;
  const view = frame.source === 'monitored' ? app.listenPanel.waveform : app.synthView.waveform;
  switch (frame.kind) {
    case 'silence':
      view.silence(frame.source, app.audio.bufferedMs(frame.source));
      break;
    case 'waveform': {
      const w = parseWaveform(frame.payload);
      if (!w) break;
      app.recentWaveforms.push({ source: frame.source, position: frame.position, ...w });
      if (app.recentWaveforms.length > 64) app.recentWaveforms.shift();
      view.push(w, frame.source, app.audio.bufferedMs(frame.source));
      break;
    }
    default:
      break;
  }
}

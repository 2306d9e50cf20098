import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { WaveformView } from '../ui/WaveformView.js';

/**
 * Listen-in: the monitored student's waveform (the server's own frames, drawn in step with the audio
 * heard), who it is, a volume slider and a stop button. Audio arrives as the `monitored` source
 * (their synth) and `monitoredTarget` (the lesson targets, examples and quiz sounds they play).
 */
export class ListenPanel {
  constructor({ onStop, onVolume }) {
    this.who = h('p.listen-who', { text: 'Click a student to listen in.' });
    // A teacher hears what the student hears (PROTOCOL.md, `listen`), and sees only the student's
    // own synth: the target has no picture before a pass. Said, since the panel reads "Silent"
    // while a target plays.
    this.scope = h('p.listen-scope', { hidden: true, text: 'You hear what they hear: their synth and the targets, examples and quiz sounds they play. The picture shows their synth.' });
    const label = h('span.source-chip', { dataset: { source: 'none' } });
    const readout = h('span.viz-readout');
    const canvas = h('canvas.viz-canvas', { 'aria-label': 'Waveform of the student you are listening to' });
    this.waveform = new WaveformView(canvas, label, readout);
    this.waveform.setIdleText('Silent');
    this.stopButton = h('button.btn.btn-ghost.btn-small', { type: 'button', disabled: true, onclick: () => onStop() },
      icon('stop'), h('span', { text: 'Stop' }));
    this.volume = h('input.volume', {
      type: 'range', min: '0', max: '1', step: '0.01', value: '1', 'aria-label': 'Listen-in volume',
      oninput: () => onVolume(Number(this.volume.value)),
    });
    this.el = h('section.section.listen-section', { 'aria-label': 'Listen in' },
      h('div.section-head', {}, h('h2.section-title', { text: 'Listen in' }), this.stopButton),
      this.who,
      this.scope,
      h('div.viz-head', {}, label, readout),
      h('div.viz-screen.listen-screen', {}, canvas),
      h('label.volume-row', {}, icon('speaker'), this.volume));
  }

  /**
   * Whether the student's target, example or quiz sound is what the teacher hears now (its audio is
   * queued: it has no picture, so the label said "Silent" while it played).
   */
  targetHeard(on) {
    if (on === Boolean(this.waveform.unseen)) return;
    this.waveform.hearUnseen(on ? 'monitoredTarget' : null, on ? 'A target, example or quiz sound: heard, not drawn' : '');
  }

  /** Who is being listened to (null: nobody). */
  show(name) {
    this.who.textContent = name ? `Listening to ${name}` : 'Click a student to listen in.';
    this.who.classList.toggle('active', Boolean(name));
    this.stopButton.disabled = !name;
    this.scope.hidden = !name;
    if (!name) {
      this.targetHeard(false);
      this.waveform.clear();
    }
  }
}

import { h } from '../ui/dom.js';
import { ParamPanel } from '../ui/ParamPanel.js';
import { WaveformView } from '../ui/WaveformView.js';
import { KeyboardSection } from '../views/KeyboardSection.js';

/**
 * The teacher's own synth: the student page's parameter panel and keyboard, driving the synth on the
 * teacher socket. What plays here is what a broadcast sends and what "load my sound" pushes.
 * `app` provides `synth` (TeacherSynth), `notes`, `computerKeys` and `midi` as the student app does.
 */
export class SynthView {
  constructor(app) {
    this.panel = new ParamPanel();
    this.panel.addEventListener('change', (e) => app.synth.set(e.detail.id, e.detail.value));
    app.synth.addEventListener('params', (e) => {
      this.panel.build(e.detail.table);
      if (app.synth.values) this.panel.setValues(app.synth.values);
    });
    app.synth.addEventListener('patch', (e) => this.panel.setValues(e.detail.values));
    const label = h('span.source-chip', { dataset: { source: 'none' } });
    const readout = h('span.viz-readout');
    const canvas = h('canvas.viz-canvas', { 'aria-label': 'Waveform of your synth' });
    this.waveform = new WaveformView(canvas, label, readout);
    this.keyboard = new KeyboardSection(app);
    this.el = h('div.synth-view', {},
      h('section.section.synth-viz', { 'aria-label': 'Your synth\'s sound' },
        h('div.viz-head', {}, label, readout),
        h('div.viz-screen', {}, canvas)),
      h('section.section.synth-params', { 'aria-label': 'Your synth' }, this.panel.el),
      this.keyboard.el);
  }
}

import { h } from './dom.js';
import { EnvelopeGraph } from './EnvelopeGraph.js';
import { FilterGraph } from './FilterGraph.js';
import { LfoGraph } from './LfoGraph.js';

const FOR_TAB = { envelope: 'envelope', filter: 'filter', lfo: 'lfo' };

/**
 * What each picture shows, for a lesson that does not teach its controls yet: a beginner on the
 * first wave lessons met three graphs nobody had explained. Those pictures step back (dimmed) and
 * say in a line what they are; the spectrum stays, as it shows a wave's overtones.
 */
const NOT_TAUGHT = {
  envelope: 'How each note rises and falls in volume. Not part of this lesson.',
  filter: 'The spectrum: overtones of what plays, low to high.',
  lfo: 'Slow movements of pitch, volume or tone. Not part of this lesson.',
};

/** The pictures next to the controls: envelope curve, filter over live spectrum, LFO shapes. */
export class GraphPanel {
  constructor(getValue) {
    const card = (key, title) => {
      const canvas = h('canvas.graph-canvas', { 'aria-hidden': 'true' });
      const note = h('p.graph-note', { hidden: true, text: NOT_TAUGHT[key] });
      const el = h('figure.graph', { dataset: { graph: key } }, h('figcaption', { text: title }), canvas, note);
      return { el, canvas, note };
    };
    const env = card('envelope', 'Envelope');
    const filter = card('filter', 'Filter · spectrum');
    const lfo = card('lfo', 'LFO');
    this.cards = { envelope: env, filter, lfo };
    this.envelope = new EnvelopeGraph(env.canvas, getValue);
    this.filter = new FilterGraph(filter.canvas, getValue);
    this.lfo = new LfoGraph(lfo.canvas, getValue, null);
    // The spectrum's caption sat over the middle of the live spectrum: it steps aside while a sound plays.
    this.filter.onSignal = (live) => {
      if (filter.el.dataset.signal !== String(live)) filter.el.dataset.signal = String(live);
    };
    this.el = h('div.graphs', { 'aria-label': 'Envelope, filter and LFO pictures' }, env.el, filter.el, lfo.el);
    this.el.dataset.focus = 'filter';
    this.table = null;
    this.controls = null;
  }

  setTable(table) {
    this.table = table;
    this.lfo.setTable(table);
    this.filter.setTable(table);
    this.markTaught();
    this.update();
  }

  /** The lesson's controls (`{shown, locked}`), or null in free play, where every picture counts. */
  setLesson(controls) {
    this.controls = controls;
    this.markTaught();
  }

  /** A picture is taught when the lesson shows a control of its tab. */
  markTaught() {
    const shown = this.controls?.shown;
    const groups = shown && this.table ? new Set(shown.map((id) => this.table.get(id)?.group)) : null;
    for (const [key, c] of Object.entries(this.cards)) {
      const taught = !groups || groups.has(key);
      c.el.dataset.taught = String(taught);
      c.note.hidden = taught;
    }
  }

  /** The graph for the open tab is highlighted (and the only one shown on a phone). */
  setTab(group) {
    this.el.dataset.focus = FOR_TAB[group] ?? 'filter';
  }

  update() {
    this.envelope.update();
    this.filter.update();
    this.lfo.update();
  }
}

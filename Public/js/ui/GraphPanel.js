import { h } from './dom.js';
import { EnvelopeGraph } from './EnvelopeGraph.js';
import { FilterGraph } from './FilterGraph.js';
import { LfoGraph } from './LfoGraph.js';

const FOR_TAB = { envelope: 'envelope', filter: 'filter', lfo: 'lfo' };

/** The pictures next to the controls: envelope curve, filter over live spectrum, LFO shapes. */
export class GraphPanel {
  constructor(getValue) {
    const card = (key, title) => {
      const canvas = h('canvas.graph-canvas', { 'aria-hidden': 'true' });
      const el = h('figure.graph', { dataset: { graph: key } }, h('figcaption', { text: title }), canvas);
      return { el, canvas };
    };
    const env = card('envelope', 'Envelope');
    const filter = card('filter', 'Filter · spectrum');
    const lfo = card('lfo', 'LFO');
    this.envelope = new EnvelopeGraph(env.canvas, getValue);
    this.filter = new FilterGraph(filter.canvas, getValue);
    this.lfo = new LfoGraph(lfo.canvas, getValue, null);
    this.el = h('div.graphs', { 'aria-label': 'Envelope, filter and LFO pictures' }, env.el, filter.el, lfo.el);
    this.el.dataset.focus = 'filter';
  }

  setTable(table) {
    this.lfo.setTable(table);
    this.filter.setTable(table);
    this.update();
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

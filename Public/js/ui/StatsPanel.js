import { h } from './dom.js';

const fmt = (v, digits = 0) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : '–');

/** The curious user's readout: latency, buffer, underruns and bitrate per source. */
export class StatsPanel {
  constructor(collect) {
    this.collect = collect;
    this.body = h('div.stats-body');
    this.el = h('aside.stats-panel', { 'aria-label': 'Audio statistics', hidden: true },
      h('h2', { text: 'Audio stats' }), this.body);
    this.timer = 0;
  }

  get open() {
    return !this.el.hidden;
  }

  toggle() {
    this.el.hidden = !this.el.hidden;
    clearInterval(this.timer);
    if (this.open) {
      this.refresh();
      this.timer = setInterval(() => this.refresh(), 500);
    }
    return this.open;
  }

  async refresh() {
    const s = await this.collect();
    const rows = [
      ['Key → sound', `${fmt(s.latency.lastMs)} ms`, `median ${fmt(s.latency.p50Ms)} ms of ${s.latency.count}`],
      ['Round trip', `${fmt(s.rttMs)} ms`, 'socket request → reply'],
      ['Output', `${fmt(s.audio.outputLatencyMs || s.audio.baseLatencyMs, 1)} ms`,
        `${s.audio.asleep ? 'asleep (a key wakes it)' : s.audio.state}, ${s.audio.sampleRate} Hz`],
    ];
    for (const [name, src] of Object.entries(s.audio.sources)) {
      rows.push([`${name}: buffer`, `${fmt(src.bufferedMs)} / ${fmt(src.targetMs)} ms`, `${src.state}, jitter ${fmt(src.jitterMs)} ms`]);
      rows.push([`${name}: underruns`, String(src.underruns), `gaps ${src.gaps}, trims ${src.trims}`]);
      rows.push([`${name}: bitrate`, `${fmt(src.bitrateKbps, 1)} kbit/s`, `${src.packets} packets`]);
    }
    this.body.replaceChildren(h('table', {}, h('tbody', {}, rows.map(([a, b, c]) =>
      h('tr', {}, h('th', { text: a }), h('td', { text: b }), h('td.dim', { text: c }))))));
  }
}

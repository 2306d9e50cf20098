import { h, svg, clear } from '../ui/dom.js';

const LEDE = 'The smallest change you hear in each control, measured by the listening quizzes that adapt to you.';

/**
 * The hearing profile: for every control the student has met in adaptive quizzes, the smallest
 * change they reliably hear (the staircase's threshold, heard right 70.7% of the time) beside what a
 * trained listener hears (the server's perception table), on one logarithmic scale, with how it
 * changed week by week. Finer than trained ears is possible: the bar then ends left of the mark.
 */
export class ProfileView {
  constructor(app) {
    this.app = app;
    this.status = h('p.view-status', { 'aria-live': 'polite' });
    this.list = h('div.profile-list');
    this.el = h('main.view.lessons-view.profile-view', { id: 'profile' },
      h('header.view-head', {},
        h('div', {}, h('h1', { text: 'Your hearing' }),
          this.lede = h('p.lede', { text: LEDE })),
        h('a.btn.btn-ghost', { href: '#/lessons' }, h('span', { text: 'Lessons' }))),
      this.status, this.list);
  }

  async enter() {
    clear(this.list);
    this.status.textContent = 'Loading…';
    try {
      const reply = await this.app.session.hearingProfile();
      this.render(reply.controls ?? []);
    } catch (e) {
      this.status.textContent = e.code === 'offline' ? 'Waiting for the server…' : e.message;
    }
  }

  render(controls) {
    this.status.textContent = controls.length ? ''
      : 'Nothing measured yet: the listening quizzes that compare two sounds ("Is B louder or quieter than A?") measure your hearing as you answer them.';
    // The trained ear's mark is drawn in each row: said only when there are rows (there was no line to see).
    this.lede.textContent = controls.length ? `${LEDE} The line marks what a trained sound engineer hears.` : LEDE;
    drawProfile(this.list, controls);
  }
}

/**
 * Draws a hearing profile into `list`: a row per control with the threshold's bar beside the trained
 * ear's mark, on one logarithmic scale for every row. The student's "Your hearing" and the teacher's
 * view of a student use it alike. `you`: how the rows name the student ("You", or their name).
 */
export function drawProfile(list, controls, you = 'You') {
  clear(list);
  // One scale for every row: from a tenth of the finest figure to the widest. A staircase still
  // measuring has no figure yet: its gap is where the next question starts, not what was heard (after
  // one miss on a 14 dB step, "You: 28.0 dB" beside a trained ear's 1 dB; session 35's walk).
  const all = controls.flatMap((c) => (c.converged ? [c.threshold, c.trained] : [c.trained])).filter((v) => v > 0);
  const lo = Math.log10(Math.min(...all) / 2), hi = Math.log10(Math.max(...all) * 1.5);
  const x = (v) => 4 + 292 * (Math.log10(Math.max(v, 10 ** lo)) - lo) / Math.max(1e-9, hi - lo);
  for (const c of controls) {
    const ratio = c.threshold / c.trained;
    const verdict = !c.converged ? `${c.trials} answer${c.trials === 1 ? '' : 's'} so far: the figure shows after a few more.`
      : ratio <= 1.25 ? 'As fine as a trained ear.'
        : `${ratio.toFixed(1)} times a trained ear${you === 'You' ? ': practise with its quizzes' : ''}.`;
    // Stretched to the row's width (the scale is the same for every row, so rows compare).
    const heard = c.converged ? `${you === 'You' ? 'you hear' : `${you} hears`} ${describe(c, c.threshold)}` : 'still measuring';
    const chart = svg('svg', { viewBox: '0 0 300 28', preserveAspectRatio: 'none', class: 'profile-chart', role: 'img',
      'aria-label': `${c.name}: ${heard}; a trained ear ${describe(c, c.trained)}` },
    c.converged && svg('rect', { x: '4', y: '9', width: String(Math.max(2, x(c.threshold) - 4)), height: '10', rx: '3', class: 'profile-you' }),
    svg('line', { x1: String(x(c.trained)), x2: String(x(c.trained)), y1: '3', y2: '25', class: 'profile-trained',
      'vector-effect': 'non-scaling-stroke' }));
    const weeks = c.converged && c.history.length > 1 ? sparkline(c.history.map((p) => p.threshold)) : null;
    list.append(h('section.profile-row', { dataset: { param: c.param } },
      h('h2.profile-name', { text: c.name }),
      h('p.profile-figures', {},
        h('span.profile-you-text', { text: `${you}: ${c.converged ? describe(c, c.threshold) : 'still measuring'}` }),
        h('span.profile-trained-text', { text: `Trained ear: ${describe(c, c.trained)}` })),
      chart,
      h('p.profile-verdict', { text: verdict }),
      weeks && h('p.profile-weeks', {}, h('span', { text: `Over ${c.history.length} weeks: ` }), weeks)));
  }
}

/** A threshold as a person reads it: a ratio as a percentage, a step in the control's unit. */
export function describe(c, v) {
  if (c.measure === 'octaves') {
    const pct = (2 ** v - 1) * 100;
    return `${pct < 10 ? pct.toFixed(1) : Math.round(pct)}% change`;
  }
  if (c.measure === '%') return `${(v * 100).toFixed(v < 0.1 ? 1 : 0)} points`;
  return `${v < 1 ? v.toFixed(2) : v.toFixed(1)} ${c.measure}`.trim();
}

function sparkline(values) {
  const max = Math.max(...values), min = Math.min(...values);
  const pts = values.map((v, i) => `${(i * 60) / Math.max(1, values.length - 1)},${16 - (14 * (v - min)) / Math.max(1e-9, max - min)}`);
  return svg('svg', { viewBox: '0 0 60 18', class: 'profile-spark', 'aria-hidden': 'true' },
    svg('polyline', { points: pts.join(' '), fill: 'none', 'stroke-width': '1.5' }));
}

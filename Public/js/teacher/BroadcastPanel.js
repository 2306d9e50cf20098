import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * Broadcast: the teacher's own synth to every student of the watched class, live (one encode, the
 * packets fanned out to each student). The server confirms with how many students are reached.
 */
export class BroadcastPanel {
  constructor(model, request) {
    this.model = model;
    this.request = request;
    this.active = false;
    this.button = h('button.btn.broadcast-toggle', {
      type: 'button', 'aria-pressed': 'false', onclick: () => this.toggle(),
    }, icon('speaker'), h('span', { text: 'Broadcast my synth' }));
    this.status = h('p.broadcast-status', { role: 'status', text: 'Off: students hear only their own synth.' });
    this.el = h('section.section.broadcast-section', { 'aria-label': 'Broadcast' },
      h('div.section-head', {}, h('h2.section-title', { text: 'Broadcast' })),
      this.button, this.status);
    model.addEventListener('roster', () => this.show(false, 0));
  }

  async toggle() {
    this.button.disabled = true;
    try {
      const r = await this.request({ type: 'broadcast', active: !this.active });
      this.show(r.active, r.students);
    } catch (e) {
      this.status.textContent = e.message;
    } finally {
      this.button.disabled = false;
    }
  }

  show(active, students) {
    this.active = active;
    this.button.setAttribute('aria-pressed', String(active));
    this.button.classList.toggle('on-air', active);
    this.button.lastChild.textContent = active ? 'Stop broadcasting' : 'Broadcast my synth';
    this.status.textContent = active
      ? `On air to ${students} student${students === 1 ? '' : 's'}: play in "My synth" or on your keyboard.`
      : 'Off: students hear only their own synth.';
  }
}

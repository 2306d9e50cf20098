import { h, clear } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

const HINT_MAX = 280;

/**
 * Reaching students: a short text hint, or "load my sound" (the teacher's current patch), to one
 * student or the whole watched class. The server decides per student whether the open lesson allows a
 * pushed sound and says who was skipped.
 */
export class SendPanel {
  constructor(model, request) {
    this.model = model;
    this.request = request;
    this.to = h('select.text-input.send-to', { 'aria-label': 'Send to' });
    this.text = h('textarea.text-input.hint-input', {
      rows: '2', maxlength: String(HINT_MAX), placeholder: 'A short hint, e.g. "Listen to the attack: is it instant?"',
      'aria-label': 'Hint text',
      onkeydown: (e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); this.sendHint(); } },
      oninput: () => this.count(),
    });
    this.counter = h('span.hint-count');
    this.hintButton = h('button.btn.btn-small', { type: 'button', onclick: () => this.sendHint() }, icon('bulb'), h('span', { text: 'Send hint' }));
    this.pushButton = h('button.btn.btn-small', {
      type: 'button', title: 'Load your synth\'s current sound into the students\' synths (where the lesson allows it)',
      onclick: () => this.push(),
    }, icon('copy'), h('span', { text: 'Load my sound' }));
    this.status = h('p.send-status', { role: 'status' });
    this.el = h('section.section.send-section', { 'aria-label': 'Send to students' },
      h('div.section-head', {}, h('h2.section-title', { text: 'Send' })),
      h('label.field', {}, h('span.field-label', { text: 'To' }), this.to),
      this.text,
      h('div.send-row', {}, this.counter, this.hintButton, this.pushButton),
      this.status);
    // A class on screen now: an error from before (no class yet) no longer holds.
    model.addEventListener('roster', () => { this.refreshTargets(); this.say('', ''); });
    model.addEventListener('student', (e) => {
      if (e.detail.fresh || e.detail.changed.includes('online') || e.detail.changed.includes('name')) this.refreshTargets();
    });
    this.refreshTargets();
    this.count();
  }

  refreshTargets() {
    const keep = this.to.value;
    clear(this.to);
    this.to.append(h('option', { value: '', text: this.model.classInfo ? `Whole class (${this.model.classInfo.name})` : 'Whole class' }));
    for (const s of this.model.sorted()) {
      this.to.append(h('option', { value: s.student, text: `${s.name}${s.online ? '' : ' (offline)'}` }));
    }
    this.to.value = [...this.to.options].some((o) => o.value === keep) ? keep : '';
  }

  /** Preselects a student (a card's hint button) and puts the cursor in the text box. */
  target(id) {
    this.refreshTargets();
    this.to.value = id ?? '';
    this.text.focus();
  }

  count() {
    this.counter.textContent = `${this.text.value.length}/${HINT_MAX}`;
  }

  get recipient() {
    return this.to.value || null;
  }

  say(text, kind = 'ok') {
    this.status.textContent = text;
    this.status.dataset.kind = kind;
  }

  async sendHint() {
    const text = this.text.value.trim();
    if (!text) {
      this.say('Type a hint first.', 'error');
      return;
    }
    this.hintButton.disabled = true;
    try {
      const r = await this.request({ type: 'sendHint', text, student: this.recipient });
      this.text.value = '';
      this.count();
      this.say(r.students === 1 ? 'Hint sent to 1 student.' : `Hint sent to ${r.students} students.`);
    } catch (e) {
      this.say(e.message, 'error');
    } finally {
      this.hintButton.disabled = false;
    }
  }

  async push() {
    this.pushButton.disabled = true;
    try {
      const r = await this.request({ type: 'pushPatch', student: this.recipient });
      const sent = r.students?.length ?? 0;
      const skipped = (r.skipped ?? []).map((s) => `${this.model.name(s.student)} (${s.reason})`);
      this.say(`Sound loaded for ${sent} student${sent === 1 ? '' : 's'}.${skipped.length ? ` Skipped: ${skipped.join(', ')}.` : ''}`,
        sent ? 'ok' : 'error');
    } catch (e) {
      this.say(e.message, 'error');
    } finally {
      this.pushButton.disabled = false;
    }
  }
}

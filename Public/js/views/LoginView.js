import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

const CONNECT_WAIT_MS = 8000;

/** Name entry. The server's token is kept in localStorage, so a reload resumes without this screen. */
export class LoginView {
  constructor(app) {
    this.app = app;
    this.name = h('input.text-input', {
      type: 'text', id: 'student-name', name: 'name', autocomplete: 'nickname', maxlength: '40', required: true,
      placeholder: 'e.g. Alex',
    });
    this.classCode = h('input.text-input', {
      type: 'text', id: 'class-code', name: 'classCode', autocomplete: 'off', maxlength: '16',
      placeholder: 'optional', spellcheck: 'false',
    });
    this.error = h('p.form-error', { role: 'alert' });
    this.submit = h('button.btn.btn-primary.btn-large', { type: 'submit' }, h('span', { text: 'Start learning' }), icon('next'));
    const form = h('form.login-form', { onsubmit: (e) => { e.preventDefault(); this.login(); } },
      h('label.field', { for: 'student-name' }, h('span.field-label', { text: 'Your name' }), this.name),
      h('label.field', { for: 'class-code' }, h('span.field-label', { text: 'Class code' }), this.classCode),
      this.error, this.submit);
    this.el = h('main.view.login-view', { id: 'login' },
      h('div.login-card', {},
        h('div.hero-wave', { 'aria-hidden': 'true' }),
        h('h1', { text: 'Learn sound design by ear' }),
        h('p.lede', { text: 'Hear a sound, then shape it yourself on a real synth. One control at a time, from basic waves to full recipes.' }),
        form,
        h('div.or', {}, h('span', { text: 'or' })),
        h('a.btn.btn-ghost.btn-large', { href: '#/free' }, h('span', { text: 'Free play: just the synth' })),
        h('p.fine-print', { text: 'Your progress is saved on the server under this name; this browser remembers you.' })));
  }

  enter() {
    this.error.textContent = '';
    // Never overwrite what the student has typed; only offer the remembered name in an empty field.
    if (!this.name.value) this.name.value = this.app.session.student?.name ?? '';
    requestAnimationFrame(() => this.name.focus());
  }

  async login() {
    const name = this.name.value.trim();
    if (!name) {
      this.error.textContent = 'Please type a name.';
      return;
    }
    this.submit.disabled = true;
    this.error.textContent = '';
    try {
      const msg = { type: 'login', name };
      const code = this.classCode.value.trim();
      if (code) msg.classCode = code;
      // A student who types fast on a slow link may submit before the socket is up: wait for it a little.
      if (!this.app.connection.open) {
        this.error.textContent = 'Connecting to the server…';
        await this.app.connection.whenOpen(CONNECT_WAIT_MS);
        this.error.textContent = '';
      }
      await this.app.connection.request(msg);
      location.hash = '#/lessons';
    } catch (e) {
      this.error.textContent = e.code === 'offline' ? 'Not connected to the server yet; try again in a moment.' : e.message;
    } finally {
      this.submit.disabled = false;
    }
  }
}

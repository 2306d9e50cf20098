import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { sentence } from '../ui/words.js';

const CONNECT_WAIT_MS = 8000;
export const MIN_SECRET = 4; // PROTOCOL.md: a secret is 4-128 characters
export const MAX_SECRET = 128;

/**
 * Sign-in by name and secret (and class code): the server finds the same student, and their
 * progress, from any device. This browser keeps the server's token, so a reload resumes without
 * this screen.
 */
export class LoginView {
  constructor(app) {
    this.app = app;
    this.name = h('input.text-input', {
      type: 'text', id: 'student-name', name: 'username', autocomplete: 'username', maxlength: '40', required: true,
      placeholder: 'e.g. Alex', spellcheck: 'false',
    });
    this.secret = h('input.text-input', {
      type: 'password', id: 'student-secret', name: 'password', autocomplete: 'current-password',
      minlength: String(MIN_SECRET), maxlength: String(MAX_SECRET), required: true, 'aria-describedby': 'secret-help',
    });
    this.classCode = h('input.text-input', {
      type: 'text', id: 'class-code', name: 'classCode', autocomplete: 'off', maxlength: '16',
      placeholder: 'only to join a class', spellcheck: 'false', 'aria-describedby': 'class-code-help',
    });
    // A join link from the projector's QR code (`/?join=CODE`) fills the code in.
    const joining = new URLSearchParams(location.search).get('join');
    if (joining) this.classCode.value = joining.slice(0, 16);
    this.error = h('p.form-error', { role: 'alert' });
    this.submit = h('button.btn.btn-primary.btn-large', { type: 'submit' }, h('span', { text: 'Start learning' }), icon('next'));
    // `novalidate`: the page says what is missing in its own words (the browser's bubbles are not read
    // out the same everywhere, and would block the server's answer to a short secret).
    const form = h('form.login-form', { novalidate: true, onsubmit: (e) => { e.preventDefault(); this.login(); } },
      h('label.field', { for: 'student-name' }, h('span.field-label', { text: 'Your name' }), this.name),
      h('div.field', {},
        h('label.field-label', { for: 'student-secret', text: 'Secret (PIN or password)' }), this.secret,
        h('p.field-help', { id: 'secret-help', text: `At least ${MIN_SECRET} characters. New here? Choose one now and keep it for next time.` })),
      h('div.field', {},
        h('label.field-label', { for: 'class-code', text: 'Class code' }), this.classCode,
        h('p.field-help', { id: 'class-code-help', text: 'Your name and secret find your work with or without it; the code only joins a class.' })),
      this.error, this.submit);
    this.form = form;
    this.buildRecovery();
    this.forgot = h('button.btn.btn-ghost.btn-small.forgot-link', { type: 'button', 'aria-expanded': 'false',
      onclick: () => this.showRecovery(this.recoveryForm.hidden) }, h('span', { text: 'Forgot your secret?' }));
    this.el = h('main.view.login-view', { id: 'login' },
      h('div.login-card', {},
        h('div.hero-wave', { 'aria-hidden': 'true' }),
        h('h1', { text: 'Learn sound design by ear' }),
        h('p.lede', { text: 'Hear a sound, then shape it yourself on a real synth. One control at a time, from basic waves to full recipes.' }),
        form, this.forgot, this.recoveryForm,
        h('div.or', {}, h('span', { text: 'or' })),
        h('a.btn.btn-ghost.btn-large', { href: '#/free' }, h('span', { text: 'Free play: just the synth' })),
        h('p.fine-print', { text: 'Your progress is saved on this server under your name and secret (and class). Sign in with them on any device.' })));
  }

  /**
   * "Forgot your secret?": name, the recovery code shown at sign-up, and a new secret. A student in a
   * class may also ask their teacher to reset it; a student with no class has only this.
   */
  buildRecovery() {
    this.recoveryCode = h('input.text-input', {
      type: 'text', id: 'recovery-code-input', name: 'recoveryCode', autocomplete: 'off', spellcheck: 'false', maxlength: '40',
      placeholder: 'XXXX-XXXX-XXXX-XXXX', 'aria-describedby': 'recovery-help',
    });
    this.newSecret = h('input.text-input', {
      type: 'password', id: 'recovery-secret', name: 'new-password', autocomplete: 'new-password',
      minlength: String(MIN_SECRET), maxlength: String(MAX_SECRET),
    });
    this.recoveryError = h('p.form-error', { role: 'alert' });
    this.recoverButton = h('button.btn.btn-primary', { type: 'submit' }, icon('key'), h('span', { text: 'Set a new secret' }));
    this.recoveryForm = h('form.login-form.recovery-form', { hidden: true, novalidate: true, 'aria-labelledby': 'recovery-form-title',
      onsubmit: (e) => { e.preventDefault(); this.recover(); } },
      h('h2', { id: 'recovery-form-title', text: 'Choose a new secret' }),
      h('p.field-help', { id: 'recovery-help', text: 'Type your name above, and the recovery code you saved when you started. '
        + 'In a class, type its code above too (or ask your teacher to reset your secret).' }),
      h('label.field', { for: 'recovery-code-input' }, h('span.field-label', { text: 'Recovery code' }), this.recoveryCode),
      h('label.field', { for: 'recovery-secret' }, h('span.field-label', { text: `New secret (at least ${MIN_SECRET} characters)` }), this.newSecret),
      this.recoveryError, this.recoverButton);
  }

  showRecovery(show) {
    this.recoveryForm.hidden = !show;
    this.forgot.setAttribute('aria-expanded', String(show));
    if (show) requestAnimationFrame(() => (this.name.value.trim() ? this.recoveryCode : this.name).focus());
  }

  async recover() {
    const name = this.name.value.trim();
    const code = this.recoveryCode.value.trim();
    const secret = this.newSecret.value;
    const fail = (message, field) => { this.recoveryError.textContent = message; field?.focus(); };
    if (!name) return fail('Please type your name (above).', this.name);
    if (!code) return fail('Please type your recovery code.', this.recoveryCode);
    if (secret.length < MIN_SECRET) return fail(`Your new secret needs at least ${MIN_SECRET} characters (a PIN or a password).`, this.newSecret);
    this.recoverButton.disabled = true;
    this.recoveryError.textContent = '';
    try {
      if (!this.app.connection.open) {
        this.app.connection.resume();
        await this.app.connection.whenOpen(CONNECT_WAIT_MS);
      }
      await this.app.session.recover(name, code, secret, this.classCode.value.trim());
      this.recoveryCode.value = '';
      this.newSecret.value = '';
      this.showRecovery(false);
      location.hash = '#/lessons';
    } catch (e) {
      fail(e.code === 'offline' ? 'Not connected to the server yet; try again in a moment.' : sentence(e.message),
        { unauthorized: this.recoveryCode, bad_message: this.newSecret, unknown_class: this.classCode }[e.code] ?? null);
    } finally {
      this.recoverButton.disabled = false;
    }
  }

  enter() {
    this.error.textContent = '';
    // Never overwrite what the student has typed; only offer the remembered name in an empty field.
    if (!this.name.value) this.name.value = this.app.session.student?.name ?? '';
    requestAnimationFrame(() => this.name.focus());
  }

  /** Signed out: nothing of the last sign-in stays on the form but the name. */
  forget() {
    this.secret.value = '';
    this.error.textContent = '';
    this.recoveryCode.value = '';
    this.newSecret.value = '';
    this.recoveryError.textContent = '';
    this.showRecovery(false);
  }

  fail(message, field = null) {
    this.error.textContent = message;
    field?.focus();
  }

  async login() {
    const name = this.name.value.trim();
    const secret = this.secret.value;
    if (!name) return this.fail('Please type your name.', this.name);
    if (secret.length < MIN_SECRET) {
      return this.fail(secret
        ? `Your secret needs at least ${MIN_SECRET} characters (a PIN or a password).`
        : `Please type your secret. New here? Choose one of at least ${MIN_SECRET} characters (a PIN or a password).`, this.secret);
    }
    this.submit.disabled = true;
    this.error.textContent = '';
    try {
      // A student who types fast on a slow link may submit before the socket is up: wait for it a little.
      if (!this.app.connection.open) {
        this.error.textContent = 'Connecting to the server…';
        this.app.connection.resume();
        await this.app.connection.whenOpen(CONNECT_WAIT_MS);
        this.error.textContent = '';
      }
      await this.app.session.signIn(name, secret, this.classCode.value.trim());
      this.secret.value = '';
      location.hash = '#/lessons';
    } catch (e) {
      this.fail(e.code === 'offline' ? 'Not connected to the server yet; try again in a moment.' : sentence(e.message),
        { unauthorized: this.secret, bad_message: this.secret, unknown_class: this.classCode, forbidden: this.classCode }[e.code] ?? null);
    } finally {
      this.submit.disabled = false;
    }
  }
}

import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { sentence } from '../ui/words.js';
import { MAX_SECRET, MIN_SECRET } from './LoginView.js';

/**
 * "Choose a secret", at the top of the lesson list, for a student the server says has none
 * (`needsSecret`: a profile made by name alone, from before secrets, or reset by a teacher). Without a
 * secret their progress is reachable only through this browser's token. "Later" puts it away until
 * the next sign-in or page load; a name another student already has (`name_taken`) asks for another.
 */
export class SecretPrompt {
  constructor(app) {
    this.app = app;
    this.later = false;
    this.askName = false;
    this.name = h('input.text-input', {
      type: 'text', id: 'secret-name', name: 'username', autocomplete: 'username', maxlength: '40', spellcheck: 'false',
    });
    this.nameField = h('label.field', { for: 'secret-name', hidden: true },
      h('span.field-label', { text: 'Another name' }), this.name);
    this.secret = h('input.text-input', {
      type: 'password', id: 'new-secret', name: 'new-password', autocomplete: 'new-password',
      minlength: String(MIN_SECRET), maxlength: String(MAX_SECRET), 'aria-describedby': 'new-secret-help',
    });
    this.error = h('p.form-error', { role: 'alert' });
    this.save = h('button.btn.btn-primary', { type: 'submit' }, icon('check'), h('span', { text: 'Save secret' }));
    this.laterButton = h('button.btn.btn-ghost', { type: 'button', onclick: () => this.putOff() }, h('span', { text: 'Later' }));
    this.text = h('p.secret-text', { id: 'secret-text' });
    const form = h('form.secret-form', { novalidate: true, onsubmit: (e) => { e.preventDefault(); this.submit(); } },
      this.nameField,
      h('div.field', {},
        h('label.field-label', { for: 'new-secret', text: 'Secret (PIN or password)' }), this.secret,
        h('p.field-help', { id: 'new-secret-help', text: `At least ${MIN_SECRET} characters. You will need it to sign in again.` })),
      this.error,
      h('div.button-row', {}, this.save, this.laterButton));
    this.el = h('section.secret-prompt', { hidden: true, 'aria-labelledby': 'secret-title', 'aria-describedby': 'secret-text' },
      h('h2', { id: 'secret-title' }, icon('key'), h('span', { text: 'Choose a secret' })),
      this.text, form);
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.putOff();
    });
  }

  get wanted() {
    return Boolean(this.app.session.student && this.app.session.needsSecret) && !this.later;
  }

  /** Shows or hides the prompt as the session says; `focus`: move focus into it when it appears. */
  sync(focus = false) {
    const show = this.wanted;
    const appearing = show && this.el.hidden;
    this.el.hidden = !show;
    if (!appearing) return;
    const name = this.app.session.student.name;
    // True for both kinds of student asked: one known only by this browser's token, and one whose
    // teacher reset the secret.
    this.text.textContent = `${name}, choose a secret for signing in: your name and secret then find your progress on any device.`;
    this.askName = false;
    this.nameField.hidden = true;
    this.name.value = name;
    this.secret.value = '';
    this.error.textContent = '';
    if (focus) this.focus();
  }

  focus() {
    (this.askName ? this.name : this.secret).focus({ preventScroll: false });
  }

  /** "Later": asked again at the next sign-in (or page load). */
  putOff() {
    this.later = true;
    this.el.hidden = true;
    this.app.focusHeading(this.app.views.lessons.el);
  }

  /** Signed out: the next student starts with a clean prompt. */
  reset() {
    this.later = false;
    this.secret.value = '';
    this.el.hidden = true;
  }

  async submit() {
    const secret = this.secret.value;
    const name = this.askName ? this.name.value.trim() : '';
    if (this.askName && !name) {
      this.error.textContent = 'Please type a name.';
      this.name.focus();
      return;
    }
    if (secret.length < MIN_SECRET) {
      this.error.textContent = `Your secret needs at least ${MIN_SECRET} characters (a PIN or a password).`;
      this.secret.focus();
      return;
    }
    this.save.disabled = true;
    this.error.textContent = '';
    try {
      const reply = await this.app.session.setSecret(secret, name);
      this.secret.value = '';
      this.el.hidden = true;
      this.app.toast(`Secret saved. Sign in as ${reply.name} with it on any device.`);
      this.app.focusHeading(this.app.views.lessons.el);
    } catch (e) {
      if (e.code === 'name_taken') {
        // Someone else signs in by that name: theirs stays, this student picks another.
        this.askName = true;
        this.nameField.hidden = false;
        this.error.textContent = sentence(e.message);
        this.name.focus();
        this.name.select();
      } else {
        this.error.textContent = e.code === 'offline' ? 'Not connected to the server; try again in a moment.' : sentence(e.message);
      }
    } finally {
      this.save.disabled = false;
    }
  }
}

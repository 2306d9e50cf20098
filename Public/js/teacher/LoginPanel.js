import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * Teacher sign-in: `POST /api/login`. The server answers with a token and sets the HttpOnly session
 * cookie, so a reload signs in again without this form while the session lasts.
 * `onLogin({token, expires, teacher})` is called on success.
 */
export class LoginPanel {
  constructor(onLogin) {
    this.onLogin = onLogin;
    this.user = h('input.text-input', {
      type: 'text', id: 'teacher-user', name: 'username', autocomplete: 'username', required: true, maxlength: '40',
    });
    this.password = h('input.text-input', {
      type: 'password', id: 'teacher-password', name: 'password', autocomplete: 'current-password', required: true,
    });
    this.error = h('p.form-error', { role: 'alert' });
    this.submit = h('button.btn.btn-primary.btn-large', { type: 'submit' }, h('span', { text: 'Sign in' }), icon('next'));
    const form = h('form.login-form', { onsubmit: (e) => { e.preventDefault(); this.login(); } },
      h('label.field', { for: 'teacher-user' }, h('span.field-label', { text: 'Teacher name' }), this.user),
      h('label.field', { for: 'teacher-password' }, h('span.field-label', { text: 'Password' }), this.password),
      this.error, this.submit);
    this.el = h('main.view.login-view.teacher-login', { id: 'teacher-login' },
      h('div.login-card', {},
        h('h1', { text: 'Teacher dashboard' }),
        h('p.lede', { text: 'Watch your class play, listen in to any student, and play to them all.' }),
        form,
        h('p.fine-print', {}, 'No account? An administrator creates one with ',
          h('code', { text: 'synth-trainer teacher add NAME' }), '. Students use the ', h('a', { href: './', text: 'student page' }), '.')));
  }

  enter(message = '') {
    this.error.textContent = message;
    this.password.value = '';
    requestAnimationFrame(() => (this.user.value ? this.password : this.user).focus());
  }

  async login() {
    const user = this.user.value.trim();
    const password = this.password.value;
    if (!user || !password) {
      this.error.textContent = 'Type your name and password.';
      return;
    }
    this.submit.disabled = true;
    this.error.textContent = '';
    try {
      const r = await fetch('api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user, password }),
        credentials: 'same-origin',
      });
      let body = null;
      try {
        body = await r.json();
      } catch {
        // A proxy's HTML error page: fall through to the status text.
      }
      if (!r.ok) {
        this.error.textContent = body?.message ?? `Sign-in failed (${r.status} ${r.statusText})`;
        return;
      }
      this.password.value = '';
      this.onLogin(body);
    } catch {
      this.error.textContent = 'Cannot reach the server; check the connection and try again.';
    } finally {
      this.submit.disabled = false;
    }
  }
}

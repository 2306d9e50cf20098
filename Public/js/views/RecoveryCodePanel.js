import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * A student's new recovery code, shown once (the server keeps only its hash): at sign-up, on choosing
 * a first secret, and after using the old code. With it a student who forgets their secret chooses a
 * new one on the sign-in screen ("Forgot your secret?"), class or no class. It can be saved as a text
 * file or copied, and stays above every screen until the student says they have kept it. Not a modal:
 * the student may read on first, but it does not go away by itself.
 */
export class RecoveryCodePanel {
  constructor() {
    this.code = h('p.recovery-code', { id: 'recovery-code', translate: 'no' });
    this.saveButton = h('button.btn.btn-primary', { type: 'button', onclick: () => this.saveFile() },
      icon('down'), h('span', { text: 'Save as a file' }));
    this.copyButton = h('button.btn', { type: 'button', onclick: () => this.copy() }, icon('copy'), h('span', { text: 'Copy' }));
    this.doneButton = h('button.btn.btn-ghost.recovery-done', { type: 'button', onclick: () => this.close() },
      icon('check'), h('span', { text: 'I have kept it' }));
    // Said to screen readers when the panel appears (it does not take the focus); what Save and Copy did
    // is shown to everyone.
    this.announce = h('p.sr-only', { role: 'status' });
    this.status = h('p.recovery-status', { role: 'status' });
    this.el = h('section.recovery-panel', { hidden: true, 'aria-labelledby': 'recovery-title' },
      h('h2', { id: 'recovery-title' }, icon('key'), h('span', { text: 'Your recovery code' })),
      h('p.recovery-text', { text: 'If you ever forget your secret, this code lets you choose a new one and keep all your progress. '
        + 'Save it or write it down now: it is shown only this once.' }),
      this.code,
      h('div.button-row', {}, this.saveButton, this.copyButton, this.doneButton),
      this.status, this.announce);
  }

  show(code, name) {
    this.name = name ?? '';
    this.code.textContent = code;
    this.status.textContent = '';
    this.announce.textContent = 'A recovery code was made for you: it is at the top of the page.';
    this.el.hidden = false;
  }

  get open() { return !this.el.hidden; }

  close() {
    this.el.hidden = true;
    this.code.textContent = '';
  }

  saveFile() {
    const text = `Synth Trainer recovery code for ${this.name}\n\n${this.code.textContent}\n\n`
      + 'If you forget your secret: on the sign-in page choose "Forgot your secret?", type your name and this code, '
      + 'and choose a new secret. Each code works once; you get a new one when you use it.\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = h('a', { href: url, download: `synth-trainer-recovery-${this.name.replace(/[^\w-]+/g, '_') || 'code'}.txt` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.status.textContent = 'Saved to your downloads.';
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.code.textContent);
      this.status.textContent = 'Copied.';
    } catch {
      this.status.textContent = 'Copying is not allowed here: select the code and copy it, or save it as a file.';
    }
  }
}

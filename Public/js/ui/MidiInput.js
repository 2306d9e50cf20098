/**
 * Web MIDI keyboards, where the browser has Web MIDI. Access is asked for on request (a button),
 * or silently when permission was granted before.
 */
export class MidiInput extends EventTarget {
  constructor({ onDown, onUp }) {
    super();
    this.onDown = onDown;
    this.onUp = onUp;
    this.access = null;
    this.available = typeof navigator.requestMIDIAccess === 'function';
    this.status = this.available ? 'off' : 'unavailable';
  }

  async restore() {
    if (!this.available || !navigator.permissions) return;
    try {
      const p = await navigator.permissions.query({ name: 'midi' });
      if (p.state === 'granted') await this.enable();
    } catch {
      // Browsers that cannot query the MIDI permission simply wait for the button.
    }
  }

  async enable() {
    if (!this.available || this.access) return;
    try {
      this.access = await navigator.requestMIDIAccess();
    } catch {
      this.setStatus('denied');
      return;
    }
    this.access.addEventListener('statechange', () => this.attach());
    this.attach();
  }

  attach() {
    let count = 0;
    for (const input of this.access.inputs.values()) {
      input.onmidimessage = (m) => this.message(m.data);
      if (input.state === 'connected') count++;
    }
    this.setStatus(count ? `${count} device${count > 1 ? 's' : ''}` : 'no device');
  }

  setStatus(s) {
    this.status = s;
    this.dispatchEvent(new CustomEvent('status', { detail: s }));
  }

  message(data) {
    const [status, note, velocity] = data;
    const kind = status & 0xf0;
    if (kind === 0x90 && velocity > 0) this.onDown(note, velocity / 127, null);
    else if (kind === 0x80 || (kind === 0x90 && velocity === 0)) this.onUp(note, null);
  }
}

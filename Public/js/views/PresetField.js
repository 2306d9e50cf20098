import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';

/**
 * Free play's preset string: the sound as text to share (`st1.…`), copied with a button, and a pasted
 * one loaded. The field follows the sound (`show`, `refreshSoon` after a knob settles) but never
 * while the person is typing in it.
 */
export class PresetField {
  constructor(app) {
    this.app = app;
    this.session = app.session;
    this.timer = 0;
    this.input = h('input.preset-input', {
      type: 'text', spellcheck: 'false', autocomplete: 'off', 'aria-label': 'Preset string (paste one to load it)',
      placeholder: 'st1.… paste a preset',
    });
    this.el = h('div.preset-row', {}, this.input,
      h('button.btn.btn-small.btn-icon', { type: 'button', title: 'Copy this sound\'s preset string', 'aria-label': 'Copy preset', onclick: () => this.copy() }, icon('copy')),
      h('button.btn.btn-small', { type: 'button', onclick: () => this.load() }, h('span', { text: 'Load' })));
  }

  /** The server's preset for the sound now (a `patch` message), unless the person is editing the field. */
  show(preset) {
    if (preset && document.activeElement !== this.input) this.input.value = preset;
  }

  /** Asks for the preset once the knob being turned has settled. */
  refreshSoon() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), 800);
  }

  async refresh() {
    try {
      this.show((await this.session.readPatch()).preset);
    } catch {
      // Offline: the field keeps its last value.
    }
  }

  async copy() {
    await this.refresh();
    this.input.select();
    try {
      await navigator.clipboard.writeText(this.input.value);
      this.app.toast('Preset copied');
    } catch {
      this.app.toast('Select the preset text and copy it');
    }
  }

  async load() {
    const text = this.input.value.trim();
    if (!text) return;
    try {
      await this.session.loadPreset(text);
      this.app.toast('Preset loaded');
    } catch (e) {
      // The server's own words for a bad preset are about its encoding; say what a person can do.
      this.app.toast(e.code === 'bad_preset'
        ? 'That preset could not be read: it may be mistyped or cut short. Copy the whole preset, starting with "st1.", and paste it again.'
        : e.message, 'error');
    }
  }
}

import { h, noteName } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { Piano } from '../ui/Piano.js';

/** The keyboard section: piano, octave shift, note labels, MIDI status. Notes go through app.notes. */
export class KeyboardSection {
  constructor(app) {
    this.app = app;
    const notes = app.notes;
    this.piano = new Piano({
      onDown: (note, velocity, e) => notes.down(note, velocity, 'pointer', e),
      onUp: (note) => notes.up(note, 'pointer'),
    });
    notes.addEventListener('change', (e) => this.piano.setActive(e.detail.note, e.detail.on));
    this.octaveLabel = h('span.octave-label', { 'aria-live': 'polite' });
    this.labelsButton = h('button.btn.btn-ghost.btn-small', {
      type: 'button', 'aria-pressed': 'true', title: 'Show computer keys on the piano',
      onclick: () => this.toggleLabels(),
    }, h('span', { text: 'Labels' }));
    this.midiButton = h('button.btn.btn-ghost.btn-small', {
      type: 'button', title: 'Play with a MIDI keyboard', onclick: () => app.midi.enable(),
    }, icon('midi'), h('span', { text: 'MIDI' }));
    this.midiButton.hidden = !app.midi.available;
    app.midi.addEventListener('status', (e) => { this.midiButton.lastChild.textContent = `MIDI: ${e.detail}`; });
    this.showLabels = !window.matchMedia('(pointer: coarse)').matches;
    this.labelsButton.setAttribute('aria-pressed', String(this.showLabels));
    const bar = h('div.keys-bar', {},
      h('div.octave-shift', { role: 'group', 'aria-label': 'Octave' },
        h('button.btn.btn-icon', { type: 'button', 'aria-label': 'Octave down (Z)', title: 'Octave down (Z)', onclick: () => this.shift(-1) }, icon('back')),
        this.octaveLabel,
        h('button.btn.btn-icon', { type: 'button', 'aria-label': 'Octave up (X)', title: 'Octave up (X)', onclick: () => this.shift(1) }, icon('next'))),
      // Said in words with the keys drawn as keys ("Keys A–;" was too small and too cryptic to read).
      h('p.keys-help', {}, 'Play on your computer keyboard: ', h('kbd', { text: 'A' }), ' to ', h('kbd', { text: ';' }),
        ' (black keys ', h('kbd', { text: 'W' }), h('kbd', { text: 'E' }), h('kbd', { text: 'T' }), '…). Octave: ',
        h('kbd', { text: 'Z' }), ' down, ', h('kbd', { text: 'X' }), ' up.'),
      h('div.keys-tools', {}, this.labelsButton, this.midiButton));
    this.el = h('section.section.keys-section', { 'aria-label': 'Keyboard' }, bar, this.piano.el);
    app.computerKeys.onOctave = (o) => this.octaveChanged(o);
    this.octaveChanged(app.computerKeys.octave);
  }

  shift(d) {
    this.app.computerKeys.setOctave(this.app.computerKeys.octave + d);
  }

  octaveChanged(octave) {
    this.octaveLabel.textContent = noteName(12 * (octave + 1));
    this.piano.setOctave(octave);
    this.piano.setLetters(this.app.computerKeys.letters(), this.showLabels);
  }

  toggleLabels() {
    this.showLabels = !this.showLabels;
    this.labelsButton.setAttribute('aria-pressed', String(this.showLabels));
    this.piano.setLetters(this.app.computerKeys.letters(), this.showLabels);
  }
}

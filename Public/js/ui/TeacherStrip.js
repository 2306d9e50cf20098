import { h } from './dom.js';
import { icon } from './icons.js';

const VOLUME_KEY = 'synth-trainer.teacherVolume';

/**
 * The teacher's presence on the student page: while the teacher broadcasts, a labelled "Teacher"
 * strip with its own volume and mute (the teacher's synth arrives as its own source, mixed with the
 * student's); and the latest hint the teacher sent, until dismissed. Hidden when there is neither.
 */
export class TeacherStrip {
  constructor(audio) {
    this.audio = audio;
    this.broadcasting = false;
    this.teacher = '';
    const saved = Number(localStorage.getItem(VOLUME_KEY));
    this.volume = Number.isFinite(saved) && localStorage.getItem(VOLUME_KEY) !== null ? saved : 0.8;
    this.muted = false;
    audio.setSourceVolume('teacher', this.volume);

    // Its own class, not the visualiser's `.source-chip`: the strip is not a picture of a stream.
    this.label = h('span.teacher-chip', {}, 'Teacher');
    this.who = h('span.teacher-who');
    this.muteButton = h('button.btn.btn-ghost.btn-small.teacher-mute', {
      type: 'button', 'aria-pressed': 'false', title: 'Mute the teacher', onclick: () => this.setMuted(!this.muted),
    }, icon('speaker'), h('span', { text: 'Mute' }));
    this.slider = h('input.teacher-volume', {
      type: 'range', min: '0', max: '1', step: '0.01', value: String(this.volume), 'aria-label': 'Teacher volume',
      oninput: () => this.setVolume(Number(this.slider.value)),
    });
    this.live = h('div.teacher-live-row', { hidden: true }, this.label, this.who, this.slider, this.muteButton);
    this.hintText = h('p.teacher-hint-text');
    this.hintRow = h('div.teacher-hint-row', { hidden: true }, icon('bulb'), this.hintText,
      h('button.btn.btn-ghost.btn-small', { type: 'button', 'aria-label': 'Dismiss the hint', onclick: () => this.clearHint() }, icon('cross')));
    this.el = h('aside.teacher-strip', { 'aria-label': 'From your teacher', 'aria-live': 'polite', hidden: true }, this.live, this.hintRow);
  }

  /** `broadcast` message: the teacher started or stopped playing to the class. */
  setBroadcast(active, teacher) {
    this.broadcasting = active;
    this.teacher = teacher;
    this.who.textContent = active ? `${teacher} is playing to the class` : '';
    this.live.hidden = !active;
    this.refresh();
  }

  /** `teacherHint` message. */
  showHint(text, from) {
    this.hintText.textContent = `${from}: ${text}`;
    this.hintRow.hidden = false;
    this.lastHint = { text, from };
    this.refresh();
  }

  clearHint() {
    this.hintRow.hidden = true;
    this.refresh();
  }

  setVolume(v) {
    this.volume = v;
    localStorage.setItem(VOLUME_KEY, String(v));
    this.audio.setSourceVolume('teacher', v);
    if (this.muted && v > 0) this.setMuted(false);
  }

  setMuted(muted) {
    this.muted = muted;
    this.audio.setSourceMuted('teacher', muted);
    this.muteButton.setAttribute('aria-pressed', String(muted));
    this.muteButton.lastChild.textContent = muted ? 'Unmute' : 'Mute';
    this.el.classList.toggle('muted', muted);
  }

  refresh() {
    this.el.hidden = this.live.hidden && this.hintRow.hidden;
  }

  /** For the test hook. */
  state() {
    return { broadcasting: this.broadcasting, teacher: this.teacher, volume: this.volume, muted: this.muted,
      visible: !this.el.hidden, lastHint: this.lastHint ?? null };
  }
}

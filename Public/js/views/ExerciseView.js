import { h } from '../ui/dom.js';
import { icon } from '../ui/icons.js';
import { ParamPanel } from '../ui/ParamPanel.js';
import { GraphPanel } from '../ui/GraphPanel.js';
import { WaveformView } from '../ui/WaveformView.js';
import { KeyboardSection } from './KeyboardSection.js';
import { ABSwitch } from '../ui/ABSwitch.js';
import { testOutPlace, testOutStep } from '../app/testOut.js';
import { PresetField } from './PresetField.js';

const LISTEN_FIRST = 'Listen to the target to the end first: Play target, or Compare A/B.';

/**
 * The exercise screen, five sections stacked as in the design doc: target sound, visualiser, synth
 * parameters (with their pictures), keyboard, submit. Free play uses the same screen with no target.
 */
export class ExerciseView {
  constructor(app) {
    this.app = app;
    this.session = app.session;
    this.mode = 'free';

    // 1. Target sound
    this.targetTitle = h('h2.section-title', { text: 'Target sound' });
    this.targetNote = h('p.section-note');
    this.playTargetButton = h('button.btn.btn-target', { type: 'button', onclick: () => this.playTarget() },
      icon('play'), h('span', { text: 'Play target' }));
    this.playMineButton = h('button.btn.btn-own', { type: 'button', onclick: () => this.playMine() },
      icon('play'), h('span', { text: 'Play mine' }));
    this.hintButton = h('button.btn.btn-ghost.btn-small.head-action', { type: 'button', onclick: () => this.hint() },
      icon('bulb'), h('span', { text: 'Hint' }));
    // Hints and revealed settings take the place of the instructions; the card grows to show them whole.
    this.hintText = h('p.hint-text', { 'aria-live': 'polite' });
    // A/B: both sounds play the phrase from one clock and one key flips which is heard, at the same
    // moment of the note. Switching back and forth is how the ear compares; the server does the switch.
    this.ab = new ABSwitch(app, {
      isActive: () => this.mode === 'lesson' && this.lesson?.kind === 'challenge' && this.app.currentView === 'exercise',
      onPress: () => this.playTargetButton.classList.remove('playing'),
      // A (the target) has no picture before a pass: the visualiser says so rather than showing the
      // student's own wave under A.
      onChange: ({ comparing, side }) => {
        if (comparing && side === 'target') {
          this.hearTargetUnseen('A: the target. Match it by ear: its picture shows once you pass', 'own');
        } else if (this.waveform?.unseen) {
          this.waveform.hearUnseen(null);
        }
      },
    });
    this.lessonTools = h('div.target-tools', {}, h('div.button-row', {}, this.playTargetButton, this.playMineButton, this.ab.el));
    this.preset = new PresetField(app);
    this.freeTools = h('div.target-tools.free-tools', {}, this.preset.el);
    this.resetButton = h('button.btn.btn-ghost.btn-small.head-action', {
      type: 'button', title: 'Back to the default sound', onclick: () => this.resetPatch(),
    }, icon('retry'), h('span', { text: 'Reset' }));
    this.targetSection = h('section.section.target-section', { 'aria-label': 'Target sound' },
      h('div.section-head', {}, this.targetTitle, this.resetButton, this.hintButton), this.targetNote, this.hintText,
      this.lessonTools, this.freeTools);

    // 2. Visualiser
    const sourceChip = h('span.source-chip');
    const readout = h('span.viz-readout');
    this.meterFill = h('div.meter-fill');
    const canvas = h('canvas.viz-canvas', { 'aria-label': 'Waveform of the sound that is playing', role: 'img' });
    this.waveform = new WaveformView(canvas, sourceChip, readout);
    this.waveformCanvas = canvas;
    this.vizSection = h('section.section.viz-section', { 'aria-label': 'Sound visualiser' },
      h('div.viz-head', {}, sourceChip, readout, h('div.meter', { 'aria-hidden': 'true' }, this.meterFill)), h('div.viz-screen', {}, canvas));

    // 3. Synth parameters
    this.params = new ParamPanel();
    this.graphs = new GraphPanel((id) => this.session.get(id));
    this.params.addEventListener('change', (e) => {
      this.session.set(e.detail.id, e.detail.value);
      this.graphs.update();
      // The shareable preset string follows the sound (asked once the knob has settled).
      if (this.mode === 'free') this.preset.refreshSoon();
    });
    this.params.addEventListener('tab', (e) => this.graphs.setTab(e.detail.group));
    this.paramsSection = h('section.section.params-section', { 'aria-label': 'Synth parameters' },
      this.params.el, this.graphs.el);

    // 4. Keyboard
    this.keyboard = new KeyboardSection(app);

    // 5. Submit
    this.submitStatus = h('p.submit-status', { 'aria-live': 'polite' });
    this.revealButton = h('button.btn.btn-ghost', { type: 'button', onclick: () => this.reveal(), onblur: () => this.disarmReveal() },
      icon('eye'), h('span', { text: 'Reveal' }));
    this.submitLabel = h('span', { text: 'Submit' });
    this.submitButton = h('button.btn.btn-primary.btn-submit', { type: 'button', onclick: () => this.submit() },
      this.submitLabel, icon('next'));
    this.lessonsButton = h('a.btn.btn-primary', { href: '#/lessons' }, h('span', { text: 'Go to lessons' }), icon('next'));
    this.submitSection = h('section.section.submit-section', { 'aria-label': 'Submit' },
      this.submitStatus, h('div.button-row', {}, this.revealButton, this.submitButton, this.lessonsButton));

    // The lesson's title is in the top bar; screen readers get it as the view's heading.
    this.heading = h('h1.sr-only');
    this.el = h('main.view.exercise-view', { id: 'exercise' }, this.heading,
      this.targetSection, this.vizSection, this.paramsSection, this.keyboard.el, this.submitSection);

    this.session.addEventListener('params', (e) => {
      this.params.build(e.detail.table);
      this.params.setValues(this.session.values);
      this.graphs.setTable(e.detail.table);
      this.applyLessonControls();
    });
    this.session.addEventListener('patch', (e) => {
      this.params.setValues(e.detail.values);
      this.graphs.update();
      this.preset.show(e.detail.preset);
    });
    this.session.addEventListener('restored', () => { if (this.mode === 'free') this.preset.refresh(); });
    this.session.addEventListener('hint', (e) => this.showHint(e.detail));
    this.session.addEventListener('targetDone', () => {
      this.playTargetButton.classList.remove('playing');
      if (!this.ab.comparing) this.waveform.hearUnseen(null);
    });
    this.session.addEventListener('listened', () => this.updateSubmitButton());
    this.session.addEventListener('revealed', (e) => {
      // The server draws the target from the next sound on; a comparison already running under A
      // keeps its picture off until it ends or B is pressed (it was started without it).
      if (!(this.ab.comparing && this.ab.side === 'target')) this.waveform.hearUnseen(null);
      this.showRevealed(e.detail.patch);
    });
    app.audio.addEventListener('level', (e) => {
      // In steps of 1/90 (a pixel of the 90 px meter), set only when it moves by two or reaches
      // silence: each change runs a 60 ms transition, and a held note's peak sits on a step's edge, so
      // one-step moves came ten times a second (0.600, 0.611, 0.600, ...) and kept Chromium's
      // compositor at 60 frames a second, a sixth of a core, for a pixel nobody can read.
      const step = Math.round(Math.min(1, Math.sqrt(e.detail.peak)) * 90);
      if (step === this.meterStep || (step > 0 && Math.abs(step - this.meterStep) < 2)) return;
      this.meterStep = step;
      this.meterFill.style.transform = `scaleX(${(step / 90).toFixed(4)})`;
    });
  }

  /** Free play or a lesson; in a lesson only its controls show and locked ones are disabled. */
  enter(mode, lesson = null) {
    this.mode = mode;
    this.lesson = lesson;
    this.el.dataset.mode = mode;
    const inLesson = mode === 'lesson';
    this.lessonTools.hidden = !inLesson;
    this.freeTools.hidden = inLesson;
    this.resetButton.hidden = inLesson;
    this.hintButton.hidden = !inLesson;
    // Practice is remembering: a practice item's answer is not revealed (the server refuses it too).
    this.revealButton.hidden = !inLesson || !!lesson?.practice;
    this.disarmReveal();
    this.submitButton.hidden = !inLesson;
    this.lessonsButton.hidden = inLesson;
    this.heading.textContent = inLesson ? lesson.title : 'Free play';
    // The latest hint already seen (a reload or another device keeps it on screen).
    this.setHintText(inLesson ? lesson?.hint ?? '' : '');
    // A target still marked playing when its screen was left was stopped then (App.stopLessonSounds).
    this.playTargetButton.classList.remove('playing');
    this.ab.el.hidden = !(inLesson && lesson?.kind === 'challenge');
    this.ab.setComparing(false);
    this.waveform.hearUnseen(null);
    this.updateHintButton();
    // A pause belongs to the run it was asked in; a lesson opened again starts a new run.
    if (lesson?.id !== this.cooldownLesson) this.stopCooldown();
    this.cooldownLesson = lesson?.id ?? null;
    if (inLesson) {
      // A review taken to test out says which one it is, as its theory page did (the top bar names
      // only its module and title: "Basics practice > Punchy lead" read as any lesson).
      this.targetTitle.textContent = testOutStep(testOutPlace(this.app.session.lessons, lesson)) ?? 'Target sound';
      this.submitStatus.textContent = `Score ${lesson.passThreshold ?? ''} or more to pass.`;
    } else {
      this.targetTitle.textContent = 'Free play';
      this.targetNote.textContent = 'No target: explore the synth. Share a sound by its preset string.';
      this.submitStatus.textContent = 'The course teaches one control at a time, by ear.';
      this.preset.refresh();
    }
    this.waveform.setIdleText(this.idleText());
    this.applyLessonControls();
    this.updateSubmitButton();
  }

  idleText() {
    return this.mode === 'lesson' ? 'Play the target, or a key for your synth' : 'Play a key';
  }

  /**
   * A challenge's submit waits until the target has been heard in this attempt. `status` (an error
   * from the last submit) replaces the usual line under the button. Nothing changes while scoring.
   */
  updateSubmitButton(status) {
    if (this.scoring) return;
    const challenge = this.mode === 'lesson' && this.lesson?.kind === 'challenge';
    const ready = !challenge || Boolean(this.session.listened);
    const wait = this.cooldownLeft();
    this.submitButton.disabled = !ready || wait > 0;
    this.submitButton.title = ready ? '' : 'Play the target (or compare A/B) first';
    // During a pause the button counts down on its face: "Submit in 3 s".
    this.submitLabel.textContent = wait > 0 ? `Submit in ${wait} s` : 'Submit';
    if (wait > 0) this.submitStatus.textContent = `Listen to the difference, then submit again in ${wait} s.`;
    else if (status) this.submitStatus.textContent = status;
    else if (challenge) this.submitStatus.textContent = ready ? `Score ${this.lesson.passThreshold ?? ''} or more to pass.` : LISTEN_FIRST;
  }

  /** Whole seconds left of the pause the server asked for before the next submit (0: none). */
  cooldownLeft() {
    return this.cooldownUntil ? Math.max(0, Math.ceil((this.cooldownUntil - performance.now()) / 1000)) : 0;
  }

  /**
   * Resubmits in quick succession must wait a little longer each time (the server's `too_soon`
   * carries `retryAfter N`): Submit stays disabled and counts down, and comes back at 0.
   */
  startCooldown(seconds) {
    this.cooldownUntil = performance.now() + seconds * 1000;
    clearInterval(this.cooldownTimer);
    this.cooldownTimer = setInterval(() => {
      if (this.cooldownLeft() <= 0) this.stopCooldown();
      else this.updateSubmitButton();
    }, 250);
    this.updateSubmitButton();
  }

  stopCooldown() {
    const was = Boolean(this.cooldownUntil);
    clearInterval(this.cooldownTimer);
    this.cooldownTimer = null;
    this.cooldownUntil = 0;
    if (was) this.updateSubmitButton();
  }

  applyLessonControls() {
    const controls = this.mode === 'lesson' ? this.lesson?.controls ?? null : null;
    this.params.setLesson(controls);
    this.graphs.setLesson(controls);
    // A lesson with a few controls should not leave a panel of empty space: see exercise.css.
    this.el.dataset.fit = this.mode === 'lesson' && this.params.fitsOneRow() ? 'compact' : 'full';
    if (this.mode === 'lesson') this.targetNote.textContent = this.instructions();
  }

  /**
   * What to do, by the controls the lesson shows: knobs to turn, or only buttons (a wave to pick: "turn
   * the knobs" there named what was not on screen). A touch screen's fine mode (Knob) cannot be found by
   * hovering, so a lesson with a knob says it; what a hint costs is said before the first one (a
   * tooltip is never seen on a phone).
   */
  instructions() {
    const knobs = this.params.hasKnobs();
    return `Listen to the target, then ${knobs ? 'turn the knobs' : 'set the controls'} until your sound matches.`
      + (knobs && matchMedia('(any-pointer: coarse)').matches ? ' Drag a knob up or down; slide sideways as you drag for fine steps.' : '')
      + ((this.lesson?.hintCount ?? 0) > 0 ? ' Stuck? Each hint you open costs a star.' : '');
  }

  playTarget() {
    this.app.ensureAudio();
    this.app.hearTarget();
    this.ab.setComparing(false);
    this.session.playTarget();
    this.playTargetButton.classList.add('playing');
    this.hearTargetUnseen('Target playing. Match it by ear: its picture shows once you pass');
  }

  /**
   * Whether the server sends the target's picture: the lesson opts in, or it was passed or revealed
   * in this run (the server keeps that until the lesson is opened again; `Session` keeps the flag).
   */
  get targetPictured() {
    return Boolean(this.lesson?.showsTarget || this.lesson?.targetVisible);
  }

  /**
   * Challenges are matched by ear: before a pass the server sends no picture of the target. `hide`:
   * a source whose frames would be taken for the target's meanwhile.
   */
  hearTargetUnseen(text, hide = null) {
    if (!this.targetPictured) this.waveform.hearUnseen('target', text, hide);
  }

  /** The connection closed: nothing of the old session plays on (its end will never be announced). */
  stopSounds() {
    this.playTargetButton.classList.remove('playing');
    this.ab.setComparing(false);
    this.waveform.hearUnseen(null);
  }

  playMine() {
    this.app.ensureAudio();
    this.ab.setComparing(false);
    this.waveform.hearUnseen(null);
    this.session.playMine();
  }

  async hint() {
    try {
      await this.session.hint();  // shown by the `hint` event
    } catch (e) {
      this.app.toast(e.message);
    }
  }

  setHintText(text) {
    this.hintText.textContent = text;
    this.hintText.hidden = !text;
    this.targetNote.hidden = Boolean(text);
  }

  showHint(m) {
    this.setHintText(m.text);
    this.updateHintButton();
  }

  /** Hints left in the lesson, from what it keeps (`Session` counts the ones seen). */
  updateHintButton() {
    const left = Math.max(0, (this.lesson?.hintCount ?? 0) - (this.lesson?.hintsUsed ?? 0));
    this.hintButton.disabled = left <= 0;
    this.hintButton.lastChild.textContent = left > 0 ? `Hint · ${left}` : 'No hints';
    this.hintButton.title = left > 0
      ? `${left} hint${left > 1 ? 's' : ''} left. Each one seen costs a star when you pass.` : 'No hints left';
  }

  /**
   * Two steps, so a stray click does not give the answer away: the first asks, the second reveals. The
   * question stands until the button loses focus or the lesson changes, not for a set time: it went
   * back to "Reveal" after 4 s, a time limit nobody could extend (WCAG 2.2.1), under a reader's thumb
   * on a phone (session 32's walk).
   */
  async reveal() {
    const label = this.revealButton.lastChild;
    if (!this.revealArmed) {
      this.revealArmed = true;
      label.textContent = 'Really reveal?';
      this.revealButton.classList.add('armed');
      return;
    }
    this.disarmReveal();
    try {
      const m = await this.session.reveal();
      this.showRevealed(m.patch);
    } catch (e) {
      this.app.toast(e.message);
    }
  }

  disarmReveal() {
    this.revealArmed = false;
    this.revealButton.lastChild.textContent = 'Reveal';
    this.revealButton.classList.remove('armed');
  }

  showRevealed(patch) {
    if (!patch) return;
    // Walked in the table's order, as the tabs show the controls (the patch's own order read as a
    // jumble: "Decay · Release · Cutoff · Osc 1 wave ...").
    const lines = this.session.table.params
      .filter((p) => p.id in patch && patch[p.id] !== this.session.get(p.id) && !this.params.controls.get(p.id)?.el.hidden)
      .map((p) => `${p.name}: ${p.format(patch[p.id])}`);
    this.setHintText(lines.length ? `Target: ${lines.join(' · ')}` : 'Your settings already match the target.');
  }

  async submit() {
    this.submitButton.disabled = true;
    this.scoring = true;
    this.submitStatus.textContent = 'Scoring…';
    let failure;
    try {
      const result = await this.session.submit((message) => { this.submitStatus.textContent = message; });
      this.app.showResult(result);
    } catch (e) {
      const retryAfter = e.code === 'too_soon' ? Number(/retryAfter (\d+)/.exec(e.message)?.[1] ?? 0) : 0;
      if (retryAfter > 0) {
        this.scoring = false;
        this.startCooldown(retryAfter);
        return;
      }
      failure = e.code === 'listen_first' ? LISTEN_FIRST
        : e.code === 'too_soon' ? 'Listen to the difference, then submit again in a moment.' : e.message;
    } finally {
      this.scoring = false;
      if (!this.cooldownUntil) this.updateSubmitButton(failure);
    }
  }

  resetPatch() {
    this.session.loadPatch({}).catch((e) => this.app.toast(e.message));
  }
}

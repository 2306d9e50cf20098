import { floatsBase64 } from '../app/TestHook.js';

/**
 * `window.teacherDashboard`: a window into the running dashboard for automated tests (and the
 * curious). Everything it reports is what the page itself shows or plays.
 */
export class TeacherTestHook {
  constructor(app) {
    window.teacherDashboard = Object.freeze({
      state: () => ({
        connected: app.connection.open,
        /** How many times the socket was welcomed (a reconnect counts one more). */
        connects: app.connection.connects,
        /** How many sockets were opened (one the server closed before a sign-in counts, with no welcome). */
        opens: app.connection.openCount,
        signedIn: app.connection.teacher !== null,
        teacher: app.model.teacher?.name ?? null,
        audio: app.audio.state,
        /** Suspended by the page itself, idle (AudioEngine `SLEEP`): it wakes by itself. */
        audioAsleep: app.audio.asleep,
        classId: app.model.classId,
        classCode: app.model.classInfo?.code ?? null,
        students: app.model.students.size,
        listening: app.listening,
        listenSwitches: app.listenSwitches,
        broadcasting: app.broadcast.active,
        paramsLoaded: app.synth.table !== null,
        tab: app.tab,
        classes: app.model.classes.map((c) => c.name),
      }),
      /** The class as the model holds it: [{student, name, online, lesson, attempts, ...}]. */
      students: () => app.model.sorted().map((s) => {
        const { timeBase, ...rest } = s;
        return { ...rest, timeOnLesson: app.model.timeOnLesson(s) };
      }),
      /** What a student's card shows for one control: {value, target, text} or null. */
      meter: (student, param) => {
        const el = document.querySelector(`.student-card[data-student="${CSS.escape(student)}"] .km[data-param="${CSS.escape(param)}"]`);
        if (!el) return null;
        return { value: el.dataset.value ?? null, text: el.querySelector('.km-value')?.textContent ?? '',
          target: el.querySelector('.km-target-text')?.hidden ? null : el.querySelector('.km-target-text')?.textContent ?? null };
      },
      /** {id, at} of the last student update drawn; `at` is epoch milliseconds. */
      lastUpdate: () => app.model.lastUpdate,
      /** Recent waveform frames: [{source, position, frequencyHz, points}]. */
      waveforms: () => app.recentWaveforms.map((w) => ({ ...w, points: Array.from(w.points) })),
      /** The last `ms` of audio the page played, as a plain array of samples. */
      capture: async (ms) => Array.from((await app.audio.capture(ms)).samples),
      /** The same as base64 of its float32 bytes (what the test kits read: see `floatsBase64`). */
      captureBase64: async (ms) => floatsBase64((await app.audio.capture(ms)).samples),
      stats: () => app.audio.stats(),
      /** Per-source figures of the socket worker's decoders: {monitored: {packets, bundledPackets, ...}, ...}. */
      decoders: () => app.connection.decoderStats(),
    });
  }
}

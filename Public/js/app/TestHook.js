/**
 * Float32 samples as base64 of their bytes (little-endian), for the test hooks: a test driver handed
 * a plain array spends ~40 us a number checking and converting it (Playwright's protocol: a 200 ms
 * capture is 9,600 numbers); one string costs next to nothing.
 */
export function floatsBase64(floats) {
  const bytes = new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * `window.synthTrainer`: a small window into the running page for automated tests and the curious.
 * Everything it reports is measured from the real pipeline (the output tap sees what the speakers get).
 */
export class TestHook {
  constructor(app) {
    this.app = app;
    window.synthTrainer = Object.freeze({
      /** Connection, audio and UI state in one object. */
      state: () => ({
        connected: app.connection.open,
        /** Closed by the server for idling; waits for the person (a key, a click) to connect again. */
        parked: app.connection.parked,
        connects: app.connection.connects,
        /** The last sockets opened (`n` counts every one) and the instance each named as lost. */
        opened: app.connection.opened.map((o) => ({ ...o })),
        restores: app.session.restores,
        audio: app.audio.state,
        /** Suspended by the page itself, idle (AudioEngine `SLEEP`): it wakes by itself. */
        audioAsleep: app.audio.asleep,
        unsupported: app.unsupported ?? null,
        paramsLoaded: app.session.table !== null,
        view: app.currentView ?? null,
        frameMs: app.connection.welcome?.frameMs ?? null,
        session: app.connection.welcome?.session ?? null,
        student: app.session.student?.id ?? null,
        needsSecret: app.session.needsSecret,
      }),
      /** The quiz view: its lesson, whether a question is shown and whether it was answered. */
      quiz: () => {
        const q = app.views.quiz;
        return { lesson: q.lesson?.id ?? null, shown: Boolean(q.current), answered: Boolean(q.answered) };
      },
      /** The teacher strip: broadcast on or not, teacher volume and mute, the last hint. */
      teacher: () => app.teacherStrip.state(),
      /** The filter graph's spectrum: whether one is drawn, and whose. */
      spectrum: () => {
        const f = app.views.exercise.graphs.filter;
        return { shown: Boolean(f.spectrum), source: f.spectrumSource ?? null };
      },
      /** The last hold of the spectrum ({source}: nothing of it drawn until its queued sound played out), or null. */
      spectrumHold: () => (app.spectrumFeed.held ? { source: app.spectrumFeed.held.source } : null),
      /** The drawn spectrum's bands as [{hz, db}] (band centres), or null when none is drawn. */
      spectrumBands: () => {
        const s = app.views.exercise.graphs.filter.spectrum;
        if (!s) return null;
        const n = s.db.length, r = s.maxHz / s.minHz;
        return Array.from(s.db, (db, i) => ({ hz: s.minHz * r ** ((i + 0.5) / n), db }));
      },
      /** Per-source buffer figures and latency, as the stats panel shows them. */
      stats: () => app.figures.collect(),
      /** Key-to-sound latencies measured so far: [{ms, local}]. */
      latencies: () => app.figures.latencies.map((l) => ({ ...l })),
      clearLatencies: () => { app.figures.latencies.length = 0; },
      /**
       * Lets the audio sleep now if it may: every player idle, and nothing heard or done for `afterMs`
       * (AudioEngine's `SLEEP` rule, without waiting its 30 s). Resolves to whether it slept.
       */
      sleepAudio: (afterMs = 0) => app.audio.maybeSleep(afterMs),
      /** The AudioContext's clock (s): it stands still while the context is suspended. */
      audioTime: () => app.audio.context?.currentTime ?? 0,
      /** The last `ms` of audio the tap passed to the speakers, as a plain array of samples. */
      capture: async (ms) => Array.from((await app.audio.capture(ms)).samples),
      /** The same as base64 of its float32 bytes (what the test kits read: see `floatsBase64`). */
      captureBase64: async (ms) => floatsBase64((await app.audio.capture(ms)).samples),
      /** Sources the page silences at its output (the teacher's pause, a stopped target). */
      mutedSources: () => [...app.audio.muted],
      /** Recent waveform frames as received: [{source, position, frequencyHz, points}]. */
      waveforms: () => app.recentWaveforms.map((w) => ({ ...w, points: Array.from(w.points) })),
      /** The same with each frame's points as base64 of their float32 bytes (what the test kits read). */
      waveformsBase64: () => app.recentWaveforms.map((w) => ({ ...w, points: floatsBase64(w.points) })),
      /** How many times the exercise's waveform and filter-graph canvases have been drawn. */
      draws: () => ({ waveform: app.views.exercise.waveform.view.draws, filter: app.views.exercise.graphs.filter.view.draws,
        /** The waveform's last drawing was the flat line (no trace on screen). */
        waveformFlat: app.views.exercise.waveform.drawnTrace === null }),
      /** The parameter table the controls were built from (the server's `params` message). */
      table: () => (app.session.table ? app.session.table.params.map((p) => ({
        id: p.id, name: p.name, group: p.group, scale: p.scale, min: p.min, max: p.max, options: p.options, unit: p.unit,
      })) : []),
      /** The page's copy of the patch, and the server's (asked over the socket). */
      patch: () => ({ ...app.session.values }),
      serverPatch: () => app.session.serverPatch(),
      /**
       * Resolves at the next session event of `type` (`targetDone`, `result`, ...), after the page's
       * own handlers ran: a test can act at the moment the page did.
       */
      nextSessionEvent: (type) => new Promise((resolve) => app.session.addEventListener(type, () => resolve(type), { once: true })),
      /** How many messages of `type` the page has sent on any socket since it loaded. */
      sent: (type) => app.connection.sentCounts.get(type) ?? 0,
      /** The last `views` state the page told the server (null before the first). */
      viewsShown: () => app.viewsFeed.sent,
      /** Closes the socket as a network failure would; the page reconnects and restores the session. */
      dropSocket: () => app.connection.drop(),
      /** Play notes with a local Web Audio oscillator instead of the server (the latency baseline). */
      setLocalSynth: (on) => { app.figures.localSynth = Boolean(on); },
      /** Sets a control as the page's knob would, sent at once (not coalesced with the next ones). */
      setParam: (id, value) => { app.session.set(id, value); app.session.flushSets(); },
      /**
       * Starts a key-to-sound measurement at an event's time (ms, `event.timeStamp`): the page marks a
       * key only when no other is held; the latency bench marks keys pressed under a held one.
       */
      markAttack: (timeStamp) => app.figures.markAttack({ timeStamp }),
    });
  }
}

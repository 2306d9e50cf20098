"""Helpers for driving the Synth Trainer page and measuring what it plays.

Measurements come from the page's output tap (window.synthTrainer.capture): the samples the
AudioWorklet actually sent to the speakers, after Opus decoding and the jitter buffer.
"""
import json
import time

import numpy as np
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# What a capture measures (pitch, brightness, level) and a screenshot's pixels: soundkit.py; imported
# from here by the tests as before.
from soundkit import (SAMPLE_RATE, note_hz, pitch_hz, png_pixels, rms, samples_from, silent_blocks,  # noqa: F401
                      spectral_centroid)

# RMS level (-50 dBFS) at or below which a 10 ms block of a held note counts as a gap in the stream.
SOUNDING_LEVEL = 0.003


def centroid_once(kit, heard, first_ms=350, window_ms=150, tries=12):
    """The spectral centroid (Hz) of the sound after a change (a knob turned, an A/B switch): listens
    past the output's buffering, then again every 100 ms until `heard(centroid)` holds, at most `tries`
    times. On a loaded machine the sound already queued plays first; the bound only stops a hang,
    nothing is timed. A window the stream ran dry in (a 10 ms block below -50 dBFS) is not judged: the
    fades at a gap's edges are broadband and read as a brighter sound. Returns the centroid of the
    last window judged, or (none sounding throughout) of the window with the fewest silent blocks; the
    caller asserts on it."""
    kit.wait(first_ms)
    c, fewest = None, None
    for samples, silent in kit.windows(window_ms, tries):
        if silent == 0 or fewest is None or (fewest > 0 and silent < fewest):
            c, fewest = spectral_centroid(samples), silent
            if silent == 0 and heard(c):
                break
    return c


class PageKit:
    """A Playwright page with the Synth Trainer hook (window.synthTrainer) and console capture."""

    def __init__(self, page, base_url):
        self.page = page
        self.base = base_url.rstrip("/")
        self.console_errors = []
        page.on("console", lambda m: self.console_errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.console_errors.append(f"page error: {e}"))

    def goto(self, route):
        self.page.goto(f"{self.base}/{route}")

    def state(self):
        return self.page.evaluate("window.synthTrainer ? window.synthTrainer.state() : null")

    def wait_ready(self, timeout=45000):
        """Until the page is connected, signed in again (restored), has its parameters and plays audio.
        Patience, not a time limit: on a busy 2-core CI machine one page took over 15 s (CI, session 21),
        where it takes 1-3 s here. A page that never gets there fails with the part it did not reach."""
        ready = ("() => { const s = window.synthTrainer && window.synthTrainer.state();"
                 " return s && s.connected && s.paramsLoaded && s.audio === 'running' && s.restores > 0; }")
        try:
            self.page.wait_for_function(ready, timeout=timeout)
        except PlaywrightTimeoutError:
            state = self.state() or {}
            reached = {k: state.get(k) for k in ("connected", "paramsLoaded", "audio", "restores", "parked")}
            raise AssertionError(f"the page was not ready within {timeout / 1000:.0f} s: {reached};"
                                 f" console errors: {self.console_errors}") from None

    def wait(self, ms):
        self.page.wait_for_timeout(ms)

    def capture(self, ms):
        return samples_from(self.page.evaluate("ms => window.synthTrainer.captureBase64(ms)", ms))

    def capture_sounding(self, ms, tries=8, level=SOUNDING_LEVEL, block_ms=10):
        """`ms` of the output tap while a note is held, in which every `block_ms` block sounds: on a loaded
        machine the stream can run dry for a moment (an underrun, measured by the latency bench, issue 25),
        and a window that is partly silent is not the note's pitch or colour. A window whose overall level
        passed while most of it was silent read a dark note's pitch as 1963 Hz (CI, session 22: a short
        burst's autocorrelation falls from lag 0, so the shortest lag wins). Takes the window again after
        100 ms, at most `tries` times, and returns the one with the fewest silent blocks (the caller's
        assertion then says what was heard)."""
        best, best_silent = None, None
        for samples, silent in self.windows(ms, tries, level, block_ms):
            if best is None or silent < best_silent:
                best, best_silent = samples, silent
            if silent == 0:
                break
        return best

    def windows(self, ms, tries, level=SOUNDING_LEVEL, block_ms=10):
        """Up to `tries` captures of `ms` of the output tap, 100 ms apart, each with how many of its
        `block_ms` blocks are silent (at or below `level`: the stream ran dry there)."""
        for i in range(tries):
            if i:
                self.wait(100)
            samples = self.capture(ms)
            yield samples, silent_blocks(samples, level, block_ms)

    def waveforms(self, source="own"):
        return [{**w, "points": list(samples_from(w["points"]))}
                for w in self.page.evaluate("window.synthTrainer.waveformsBase64()") if w["source"] == source]

    def server_patch(self):
        return self.page.evaluate("window.synthTrainer.serverPatch()")

    def choose(self, param, option):
        self.page.click(f'.segmented[data-param="{param}"] [data-option="{option}"]')

    def knob(self, param):
        return self.page.locator(f'.knob[data-param="{param}"]')

    def wait_for_sound(self, timeout=5.0, level=0.003):
        """Waits until the output tap plays sound (RMS of the last 50 ms above `level`)."""
        self._poll(lambda: rms(self.capture(50)) > level, timeout, "sound")

    def wait_for_rendered_sound(self, timeout=5.0, level=0.01, source="own"):
        """Waits until a waveform frame of `source` with sound comes back: the server renders it, whatever
        the page then does with the audio."""
        self._poll(lambda: any(np.abs(np.asarray(w["points"])).max(initial=0) > level for w in self.waveforms(source)[-4:]),
                   timeout, "rendered sound")

    def wait_for_silence(self, timeout=5.0):
        """Waits until the last 100 ms at the output tap are silent (below -60 dBFS)."""
        self._poll(lambda: float(np.abs(self.capture(100)).max(initial=0)) < 0.001, timeout, "silence")

    def _poll(self, predicate, timeout, what):
        # Polled from Python: Playwright's wait_for_function does not await an async predicate.
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise AssertionError(f"no {what} at the page's output within {timeout} s")
            self.page.wait_for_timeout(20)


# ---------------------------------------------------------------------------------------------
# What a person can see and use (Tests/browser/test_page_usable.py and others)

# Everything a person clicks, taps or drags: buttons, links, fields, tabs, knobs, switches, piano keys.
CONTROLS = ("button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab],"
            " [role=slider], [role=radio], [role=switch], [role=checkbox], .piano .key, [tabindex='0']")

_UNHITTABLE_JS = """
([root, selector]) => {
  const describe = (el) => {
    if (!el) return 'nothing';
    const name = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return `<${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls}>${name ? ' "' + name + '"' : ''}`;
  };
  const scope = document.querySelector(root) || document.body;
  const out = [];
  for (const el of scope.querySelectorAll(selector)) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    let r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    r = el.getBoundingClientRect();
    // The centre, and (except on piano keys, which black keys overlap by design) four points halfway to
    // the edges: something drawn over part of a control (a label over a button's end) is caught too.
    const points = el.matches('.piano .key') ? [[0.5, 0.5], [0.5, 0.85]]
      : [[0.5, 0.5], [0.25, 0.5], [0.75, 0.5], [0.5, 0.25], [0.5, 0.75]];
    for (const [fx, fy] of points) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit === el || el.contains(hit)) continue;
      out.push({ control: describe(el), at: [Math.round(x), Math.round(y)], hit: describe(hit),
        offscreen: x < 0 || y < 0 || x > innerWidth || y > innerHeight });
      break;
    }
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return out;
}
"""

_TEXT_SEEN_JS = """
([selector, hitTest]) => {
  const el = document.querySelector(selector);
  if (!el) return ['no element ' + selector];
  const problems = [];
  if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) problems.push('not displayed');
  if (!el.textContent.trim()) problems.push('empty');
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) problems.push(`zero size (${r.width} x ${r.height})`);
  if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
    problems.push(`not inside the ${innerWidth} x ${innerHeight} viewport after scrolling: ${JSON.stringify(r)}`);
  }
  if (el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2) {
    problems.push(`text cut off (${el.scrollWidth} x ${el.scrollHeight} of text in a ${el.clientWidth} x ${el.clientHeight} box)`);
  }
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
    const b = a.getBoundingClientRect();
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1) {
      problems.push(`clipped by <${a.tagName.toLowerCase()} class="${a.className}">`);
      break;
    }
  }
  if (hitTest && r.width >= 1 && r.height >= 1) {
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 8));
    if (!(hit === el || el.contains(hit) || hit?.contains(el))) problems.push(`covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}">`);
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return problems;
}
"""

_OVERLAPS_JS = """
([root, selector]) => {
  const scope = document.querySelector(root);
  if (!scope) return [];
  const name = (el) => `<${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\\s+/).join('.')}> "${el.textContent.trim().slice(0, 30)}"`;
  // Controls, and whatever shows text of its own (a label, a code, a name).
  const items = [...scope.querySelectorAll('*')].filter((el) => el.checkVisibility({ visibilityProperty: true })
    && (el.matches(selector) || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())));
  const out = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      if (a.contains(b) || b.contains(a)) continue;
      const r = a.getBoundingClientRect(), s = b.getBoundingClientRect();
      const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (w > 1 && h > 1) out.push(`${name(a)} and ${name(b)} overlap by ${Math.round(w)} x ${Math.round(h)} px`);
    }
  }
  return out;
}
"""


def overlapping(page, root="header.topbar", selector=CONTROLS):
    """Pairs of controls or texts under `root` drawn over each other (a join code over "Sign out")."""
    return page.evaluate(_OVERLAPS_JS, [root, selector])


# axe-core rule tags for WCAG 2.0, 2.1 and 2.2, levels A and AA.
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def settle(page):
    """Waits two animation frames, so layout, ResizeObservers and canvases have caught up."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def unhittable_controls(page, root="body", selector=CONTROLS):
    """Visible controls under `root` that a click at their centre would miss (after scrolling each into
    view): [{control, at, hit}]; `hit` says what the click would land on instead."""
    return page.evaluate(_UNHITTABLE_JS, [root, selector])


def text_problems(page, selector, hit_test=True):
    """Why the text of `selector` could not be read by a person ([] when it can): not displayed, empty,
    zero size, outside the viewport even after scrolling, cut off, clipped by a parent or covered."""
    return page.evaluate(_TEXT_SEEN_JS, [selector, hit_test])


def readable(page, selector, hit_test=True):
    """Asserts a person can read the text of `selector` (see `text_problems`); returns the text."""
    problems = text_problems(page, selector, hit_test)
    assert not problems, f"{selector}: " + "; ".join(problems)
    return page.inner_text(selector)


def axe_violations(page, tags=WCAG_TAGS, impacts=("serious", "critical"), context=None):
    """axe-core's violations of the page as it is now (`impacts` only): [(rule, impact, nodes, help, targets)].

    axe-core (axe-playwright-python's copy) is put into a page once, not before every run as that
    package's `Axe.run` does (half a megabyte parsed again each time), and only what is reported
    comes back from the page."""
    try:
        from axe_playwright_python.base import AXE_SCRIPT
    except ImportError:
        import pytest
        pytest.fail("axe-playwright-python is not installed: run `scripts/setup.sh test` (make test does)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE_SCRIPT)
    options = {"runOnly": {"type": "tag", "values": list(tags)}, "resultTypes": ["violations"]}
    return [tuple(v) for v in page.evaluate(
        """([context, options, impacts]) => axe.run(context ?? document, options).then(r => r.violations
             .filter(v => impacts.includes(v.impact))
             .map(v => [v.id, v.impact, v.nodes.length, v.help, v.nodes.slice(0, 4).map(n => n.target)]))""",
        [context, options, list(impacts)])]


# ---------------------------------------------------------------------------------------------
# Students: signing in by name and secret (PROTOCOL.md "Students: name, secret and tokens")

SECRET = "4711"
STORAGE_KEY = "synth-trainer.student"


def fill_sign_in(page, name, secret=SECRET, code=""):
    """Fills the sign-in form and submits it, as a person would."""
    page.fill("#student-name", name)
    page.fill("#student-secret", secret)
    page.fill("#class-code", code or "")
    page.click(".login-form button[type=submit]")


def remembered(me, class_code=None):
    """What the page keeps in localStorage for a student signed in over a socket (`me`, the `student`
    reply): the page opened with it (`student_page`) starts signed in as them."""
    return {"id": me["student"], "name": me["name"], "token": me["token"], "classCode": class_code}


def stored_student(page):
    """What the page keeps in localStorage for the signed-in student (None when signed out)."""
    return page.evaluate(f"JSON.parse(localStorage.getItem('{STORAGE_KEY}'))")


def signed_up(server, name, code=None, secret=SECRET):
    """A student made over a socket as the page makes one (name, secret, class code):
    (the open Client, the `student` reply)."""
    c = server.connect()
    fields = {"name": name, "secret": secret}
    if code:
        fields["classCode"] = code
    reply = c.request("login", **fields)
    assert reply["type"] == "student", reply
    return c, reply


# ---------------------------------------------------------------------------------------------
# The teacher dashboard and a student page in a class (test_teacher.py, viewskit.py, test_page_words.py)


class DashboardKit(PageKit):
    """PageKit for teacher.html: the same measurements through `window.teacherDashboard`."""

    def capture(self, ms):
        return samples_from(self.page.evaluate("ms => window.teacherDashboard.captureBase64(ms)", ms))

    def state(self):
        return self.page.evaluate("window.teacherDashboard ? window.teacherDashboard.state() : null")


def open_dashboard(ctx, server, teacher):
    """Signs in through the form and waits until the class is on screen with audio running."""
    kit = DashboardKit(ctx.new_page(), server.http_url)
    kit.goto("teacher.html")
    kit.page.wait_for_selector("#teacher-user")
    kit.page.fill("#teacher-user", teacher.name)
    kit.page.fill("#teacher-password", teacher.password)
    kit.page.click("#teacher-login button[type=submit]")
    kit.page.wait_for_function(
        "() => { const s = window.teacherDashboard && window.teacherDashboard.state();"
        " return s && s.signedIn && s.connected && s.classId && s.audio === 'running' && s.paramsLoaded; }",
        timeout=15000)
    return kit


def listen_in_pitch(dash, kid, kid_id, settle_ms=400):
    """The student holds C4 (the A key) on their page, the dashboard clicks their listen button: the
    pitch the teacher hears (Hz), measured at the dashboard's output. The key stays down. The window is
    taken again if it was silent: on a loaded machine the stream can run dry for a moment (a dropout
    made one run read 0 Hz), and a silent window has no pitch."""
    kid.page.keyboard.down("KeyA")
    kid.wait_for_sound()
    dash.page.click(f'.sc-listen[data-student="{kid_id}"]')
    dash.wait_for_sound()
    dash.wait(settle_ms)
    return pitch_hz(dash.capture_sounding(400))


def open_student_page(ctx, server, name, code, secret=SECRET):
    """The student page, signed in to the class, in free play with the synth ready."""
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto("#/")
    kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected")
    fill_sign_in(kit.page, name, secret, code)
    try:
        kit.page.wait_for_function("() => location.hash === '#/lessons'", timeout=10000)
    except Exception:
        raise AssertionError(f"student login failed: {kit.page.locator('.form-error').inner_text()!r}, "
                             f"state {kit.state()}, console {kit.console_errors}")
    kit.goto("#/free")
    kit.wait_ready()
    stored = stored_student(kit.page)
    assert stored, f"the page forgot the student after signing in: state {kit.state()}, console {kit.console_errors}"
    return kit, stored["id"]


def student_page(browser, server, stored, route, size=(1280, 800), touch=False, keep=False):
    """A browser context that remembers `stored` (what the page keeps in localStorage after an earlier
    visit: id, name, token, classCode), open at `route` with the page ready. With `keep`, what the page
    stores itself later (a secret chosen, another name) is not overwritten by a reload."""
    options = {"viewport": {"width": size[0], "height": size[1]}}
    if touch:
        options.update(has_touch=True, is_mobile=True, device_scale_factor=2)
    ctx = browser.new_context(**options)
    keep_js = f"if (!localStorage.getItem({json.dumps(STORAGE_KEY)})) " if keep else ""
    ctx.add_init_script(f"{keep_js}localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(stored))});")
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto(route)
    kit.wait_ready()
    return ctx, kit

"""The teacher dashboard (Public/teacher.html) in Chromium against the real server: sign-in, a
student's knob turn reaching the dashboard, listen-in heard at the student's pitch, switching
students, and the broadcast as the student page presents it."""
import statistics
import time

import pytest

from classroomkit import cli, make_teacher, play, reading, student
from pagekit import note_hz, open_dashboard, open_student_page, pitch_hz, readable, rms, settle

# Measures under load or in real time: alone, after the parallel part of `make test`.
pytestmark = pytest.mark.serial


@pytest.fixture(scope="module")
def teacher(server):
    return make_teacher(server, "Ms Page", ("Browser class",))


def test_dashboard_shows_a_students_knob_turn(contexts, server, teacher, artifacts):
    """Every turn reaches the dashboard with the student's value and words. How long it takes is
    printed (the aim: well under 200 ms), not judged: on a busy machine it is the load that decides."""
    dash = open_dashboard(contexts(), server, teacher)
    kid, kid_id = open_student_page(contexts(), server, "Knob turner", teacher.classes["Browser class"])
    dash.page.wait_for_function(f"() => window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)")
    kid.page.click("#tab-filter")
    knob = kid.knob("filter.cutoff")
    knob.focus()
    # The key's own timestamp (epoch ms) is the start mark; the dashboard stamps when it has drawn.
    kid.page.evaluate("() => document.addEventListener('keydown', e => { window.__keyAt = performance.timeOrigin + e.timeStamp; }, true)")
    delays = []
    for _ in range(8):
        kid.page.keyboard.press("ArrowDown")
        value = float(knob.get_attribute("aria-valuenow"))
        dash.page.wait_for_function(
            "([id, v]) => { const m = window.teacherDashboard.meter(id, 'filter.cutoff');"
            " return m && Math.abs(Number(m.value) - v) <= 1e-6 * Math.max(1, v); }", arg=[kid_id, value], timeout=10000)
        drawn = dash.page.evaluate("window.teacherDashboard.lastUpdate().at")
        delays.append(drawn - kid.page.evaluate("window.__keyAt"))
        time.sleep(0.15)
    print(f"knob turn -> dashboard drawn: median {statistics.median(delays):.1f} ms, max {max(delays):.1f} ms ({len(delays)} turns)")
    assert len(delays) == 8
    text = dash.page.evaluate(f"window.teacherDashboard.meter('{kid_id}', 'filter.cutoff').text")
    assert text == knob.get_attribute("aria-valuetext"), "the dashboard reads the value as the student's knob does"
    dash.page.screenshot(path=str(artifacts / "teacher-dashboard-1280x800.png"))


def test_listen_in_plays_the_students_note_at_its_pitch_and_switches(contexts, server, teacher, artifacts):
    dash = open_dashboard(contexts(), server, teacher)
    kid, kid_id = open_student_page(contexts(), server, "Pianist", teacher.classes["Browser class"])
    kid.choose("osc1.wave", "sine")
    other, o = student(server, "Other", teacher.classes["Browser class"])
    with other, reading(other):
        play(other, 69)
        dash.page.wait_for_function(
            f"() => ['{kid_id}', '{o['student']}'].every(id => window.teacherDashboard.students().some(s => s.student === id && s.online))")
        # The student holds C4 (the A key) on their own page.
        kid.page.keyboard.down("KeyA")
        kid.wait_for_sound()
        dash.page.click(f'.sc-listen[data-student="{kid_id}"]')
        try:
            dash.wait_for_sound()
        except AssertionError as e:
            raise AssertionError(f"{e}; dashboard {dash.page.evaluate('window.teacherDashboard.state()')}, "
                                 f"waveforms {[(w['source'], w['position']) for w in dash.page.evaluate('window.teacherDashboard.waveforms()')][-5:]}, "
                                 f"console {dash.console_errors}") from None
        dash.wait(400)
        heard = pitch_hz(dash.capture_sounding(400))
        assert abs(heard - note_hz(60)) / note_hz(60) < 0.01, f"listen-in played {heard:.1f} Hz, the student plays {note_hz(60):.1f}"
        # Listen-in comes in batches of 100 ms (PROTOCOL.md "bundle"): the player's buffer follows them.
        # Printed, not judged: how deep it goes and whether it ran dry depend on the machine's load.
        m = dash.page.evaluate("window.teacherDashboard.stats()")["sources"].get("monitored", {})
        print(f"listen-in player: target {m.get('targetMs', 0):.1f} ms, buffered {m.get('bufferedMs', 0):.1f} ms, "
              f"underruns {m.get('underruns')}")
        # The dashboard asks for bundles (its hello), so listen-in's frames come several to a message: one
        # frame a message would cost the server five times the writes (deploy/CAPACITY.md, listeners).
        decoded = dash.page.evaluate("window.teacherDashboard.decoders()").get("monitored", {})
        assert decoded.get("packets", 0) > 0 and decoded["bundledPackets"] >= decoded["packets"] / 2, decoded
        # The panel says what a listener hears: what the student hears.
        assert dash.page.is_visible(".listen-scope") and "targets" in dash.page.inner_text(".listen-scope")
        dash.page.screenshot(path=str(artifacts / "teacher-listening-1280x800.png"))

        # Switch to the other student: A4, and nothing of C4 after it. How soon is printed, not judged
        # (the load decides); the deadline is a generous bound that only a switch that never happens breaks.
        t0 = time.monotonic()
        dash.page.click(f'.sc-listen[data-student="{o["student"]}"]')
        deadline = t0 + 10
        while True:
            p = pitch_hz(dash.capture(60))
            if abs(p - 440) < 4.4:
                break
            assert time.monotonic() < deadline, (
                f"still hearing {p:.1f} Hz ten seconds after switching; dashboard {dash.page.evaluate('window.teacherDashboard.state()')}, "
                f"waveforms {[(w['source'], w['position'], w['frequencyHz']) for w in dash.page.evaluate('window.teacherDashboard.waveforms()')][-5:]}, "
                f"server log tail {server.log_text()[-3000:]}")
            dash.wait(10)
        switch_ms = (time.monotonic() - t0) * 1000
        dash.wait(300)
        assert abs(pitch_hz(dash.capture_sounding(250)) - 440) < 4.4
        print(f"switch to another student: A4 heard after {switch_ms:.0f} ms (includes the page's jitter buffer)")

        # Stop: silence.
        dash.page.click(f'.sc-listen[data-student="{o["student"]}"]')
        dash.wait_for_silence()
        kid.page.keyboard.up("KeyA")
    assert not [e for e in dash.console_errors if "favicon" not in e], dash.console_errors


def test_listen_in_plays_the_sounds_the_student_plays_from_a_lesson(contexts, server, teacher):
    """The teacher hears what the student hears: a theory page's example (played on the student's
    target stream, like a lesson target) reaches the dashboard, while the student's own synth is silent."""
    dash = open_dashboard(contexts(), server, teacher)
    kid, kid_id = open_student_page(contexts(), server, "Example Player", teacher.classes["Browser class"])
    dash.page.wait_for_function(f"() => window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)")
    dash.page.click(f'.sc-listen[data-student="{kid_id}"]')
    dash.page.wait_for_function(f"() => window.teacherDashboard.state().listening === '{kid_id}'")
    kid.page.evaluate("location.hash = '#/lesson/welcome'")
    kid.page.wait_for_selector("#theory:not([hidden]) .example .btn-example")
    own_before = len(kid.waveforms("own"))
    # Every label the listen-in panel shows from here on (the example may be over before a look at it).
    dash.page.evaluate("""() => { const chip = document.querySelector('.listen-section .source-chip'); window.__labels = [];
        new MutationObserver(() => window.__labels.push(chip.textContent)).observe(chip, {childList: true, characterData: true, subtree: true}); }""")
    kid.page.click("#theory .example .btn-example")
    kid.wait_for_sound()
    try:
        dash.wait_for_sound(timeout=10)
    except AssertionError as e:
        raise AssertionError(f"{e}: the teacher does not hear the example the student plays; "
                             f"dashboard {dash.state()}, console {dash.console_errors}") from None
    # What the teacher heard came from the example: the student's own synth did not play.
    assert len(kid.waveforms("own")) == own_before
    # And the panel says so, rather than "Silent" (issue 22): the sound has no picture.
    dash.page.wait_for_function("() => window.__labels.includes('Their target')", timeout=10000)
    assert not [e for e in dash.console_errors if "favicon" not in e], dash.console_errors


def test_the_broadcast_is_labelled_on_the_student_page_with_its_own_volume_and_mute(contexts, server, teacher, artifacts):
    dash = open_dashboard(contexts(), server, teacher)
    kid, kid_id = open_student_page(contexts(), server, "Listener", teacher.classes["Browser class"])
    dash.page.wait_for_function(f"() => window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)")
    dash.page.click(".broadcast-toggle")
    dash.page.wait_for_function("() => window.teacherDashboard.state().broadcasting")
    kid.page.wait_for_function("() => window.synthTrainer.teacher().broadcasting")
    assert kid.page.locator(".teacher-strip .teacher-chip").inner_text().strip().lower() == "teacher"
    assert "Ms Page" in readable(kid.page, ".teacher-who", hit_test=False)
    # On a phone too, where the volume slider had left the line no width at all.
    kid.page.set_viewport_size({"width": 390, "height": 844})
    settle(kid.page)
    assert "Ms Page" in readable(kid.page, ".teacher-who", hit_test=False)
    kid.page.screenshot(path=str(artifacts / "student-broadcast-strip-390x844.png"))
    kid.page.set_viewport_size({"width": 1280, "height": 800})

    # The teacher plays a sine C4 on their own synth; the student hears it (and nothing of their own).
    dash.page.click('[data-tab="synth"]')
    dash.choose("osc1.wave", "sine")
    dash.page.keyboard.down("KeyA")
    try:
        kid.wait_for_sound()
        kid.wait(400)
        heard = kid.capture_sounding(400)
        assert abs(pitch_hz(heard) - note_hz(60)) / note_hz(60) < 0.01
        loud = rms(heard)
        kid.page.screenshot(path=str(artifacts / "student-hearing-teacher-1280x800.png"))
        # With the recovery-code card and the teacher's strip above it, the synth row still holds its
        # controls and three pictures tall enough for their labels (it had been squeezed to one line).
        assert kid.page.is_visible(".recovery-panel")
        heights = kid.page.evaluate("""() => ({
          params: document.querySelector('#exercise .params-section').getBoundingClientRect().height,
          graphs: [...document.querySelectorAll('#exercise .graphs .graph')].map(g => g.getBoundingClientRect().height) })""")
        assert heights["params"] >= 240 and min(heights["graphs"]) >= 60, heights

        kid.page.fill(".teacher-volume", "0.25")
        kid.page.dispatch_event(".teacher-volume", "input")
        kid.wait(300)
        quieter = rms(kid.capture_sounding(300))
        assert 0.15 < quieter / loud < 0.4, (loud, quieter)

        kid.page.click(".teacher-mute")
        kid.wait_for_silence()
        assert kid.page.evaluate("window.synthTrainer.teacher().muted")
        kid.page.click(".teacher-mute")
        kid.wait_for_sound()
        # The broadcast ends while the teacher still holds the note: the stream stops without a silence
        # frame, and the student's pictures of it go idle instead of staying drawn (the spectrum, drawn
        # from the page's own audio, would otherwise be redrawn from an idle player for good).
        kid.page.wait_for_function("() => window.synthTrainer.spectrum().shown && window.synthTrainer.spectrum().source === 'teacher'")
        dash.page.click(".broadcast-toggle")
        kid.page.wait_for_function("() => !window.synthTrainer.teacher().broadcasting")
        kid.page.wait_for_function("() => !window.synthTrainer.spectrum().shown", timeout=10000)
        assert kid.page.get_attribute(".source-chip", "data-source") != "teacher"
    finally:
        dash.page.keyboard.up("KeyA")
    assert kid.page.locator(".teacher-live-row").is_hidden()


def test_the_class_list_follows_the_cli_and_offline_students_show_their_last_lesson(contexts, server, teacher, artifacts):
    dash = open_dashboard(contexts(), server, teacher)
    # A student does a lesson and goes home.
    kid, me = student(server, "Gone home", teacher.classes["Browser class"])
    with kid:
        first = kid.lessons_in_order()[0]
        kid.request("openLesson", lesson=first["id"])
        kid.request("submit")
    card = f".student-card[data-student='{me['student']}']"
    dash.page.wait_for_function(
        "([sel, title]) => { const c = document.querySelector(sel);"
        " return c && c.dataset.online === 'false' && c.querySelector('.sc-lesson').textContent.startsWith('Last: ' + title); }",
        arg=[card, first["title"]], timeout=5000)
    assert dash.page.locator(f"{card} .sc-meters").is_hidden(), "no live knobs for an offline student"
    # A class made on the command line appears when the dashboard is focused again, no reconnect.
    connects = dash.page.evaluate("window.teacherDashboard.state().connects")
    cli(server, "teacher", "add-class", teacher.name, "Made on the CLI")
    dash.page.evaluate("window.dispatchEvent(new Event('focus'))")
    dash.page.wait_for_function(
        "() => [...document.querySelectorAll('.class-select option')].some(o => o.textContent === 'Made on the CLI')", timeout=5000)
    assert dash.page.evaluate("window.teacherDashboard.state().connects") == connects
    dash.page.screenshot(path=str(artifacts / "teacher-offline-student-1280x800.png"))


def test_the_teacher_removes_a_student_and_the_student_page_says_so(contexts, server, teacher, artifacts):
    """The card's remove button asks once more; on yes the card goes, and the student's page says who
    removed them, that their lessons are kept, and keeps working, with no class."""
    # A teacher of its own: the module's teacher has a class from the command line by now.
    mine = make_teacher(server, "Ms Remover", ("Remove class",))
    dash = open_dashboard(contexts(), server, mine)
    kid, kid_id = open_student_page(contexts(), server, "Leaver", mine.classes["Remove class"])
    card = f".student-card[data-student='{kid_id}']"
    dash.page.wait_for_selector(card)
    dash.page.click(f"{card} .sc-remove")
    confirm = f"{card} .sc-confirm"
    assert "Remove Leaver from this class?" in dash.page.inner_text(confirm)
    assert dash.page.evaluate("() => document.activeElement.textContent") == "Cancel", "the harmless choice has focus"
    dash.page.screenshot(path=str(artifacts / "teacher-remove-ask-1280.png"))
    dash.page.click(f"{confirm} .btn-danger")
    dash.page.wait_for_selector(card, state="detached", timeout=10000)
    kid.page.wait_for_selector(".toast:has-text('took you out of the class')", timeout=10000)
    assert "All your lessons are kept" in kid.page.inner_text(".toast")
    kid.page.screenshot(path=str(artifacts / "student-removed-1280.png"))
    stored = kid.page.evaluate("JSON.parse(localStorage.getItem('synth-trainer.student'))")
    assert stored["id"] == kid_id and stored["classCode"] is None
    assert kid.state()["connected"] and not kid.console_errors and not dash.console_errors

"""Lesson flow in the page against the real server and the real course in Courses/."""
import pathlib

import pytest

from pagekit import PageKit, fill_sign_in


COURSES = pathlib.Path(__file__).resolve().parents[2] / "Courses"


def first_challenge():
    """The first challenge of the course, as the course files define it (its target included)."""
    import yaml  # pyyaml, installed by scripts/setup.sh test
    course = yaml.safe_load((COURSES / "course.yaml").read_text())
    for module in course["modules"]:
        spec = yaml.safe_load((COURSES / module / "module.yaml").read_text())
        for lesson in spec["lessons"]:
            if lesson.get("kind") == "challenge":
                return lesson
    pytest.skip("the course has no challenge")


def set_control(kit, table, param, value):
    """Sets one control through the UI, as a student would."""
    spec = table[param]
    group = spec["group"]
    kit.page.click(f"#tab-{group}")
    if spec["scale"] == "choice":
        kit.choose(param, value)
        return
    knob = kit.knob(param)
    knob.focus()
    kit.page.keyboard.press("Home")
    for _ in range(400):
        if float(knob.get_attribute("aria-valuenow")) >= value - 1e-9:
            break
        kit.page.keyboard.press("ArrowUp")
    assert float(knob.get_attribute("aria-valuenow")) == pytest.approx(value, rel=0.02, abs=0.01)


def lesson_states(kit):
    kit.page.wait_for_selector(".lesson[data-state='current']")
    return {el.get_attribute("data-lesson"): el.get_attribute("data-state")
            for el in kit.page.query_selector_all(".lesson")}


@pytest.mark.long
def test_student_completes_the_first_challenge_and_progress_survives_a_reload(open_page, artifacts):
    challenge = first_challenge()
    kit = open_page("#/", ready=False)
    # Typed while the socket is still connecting: the name must survive the session's restore.
    fill_sign_in(kit.page, "Robin")
    kit.page.wait_for_selector("#lessons:not([hidden])")
    kit.wait_ready()
    table = {p["id"]: p for p in kit.page.evaluate("window.synthTrainer.table()")}

    # The theory pages before the challenge are read ("Got it") in order; each unlocks the next.
    states = lesson_states(kit)
    assert states[challenge["id"]] == "locked"
    lesson = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    kit.page.click(f".lesson[data-lesson='{lesson}'] a")
    for _ in range(10):
        kit.page.wait_for_function(
            "id => !document.querySelector('#theory').hidden && document.querySelector('#theory a.btn-primary')"
            ".getAttribute('href') === '#/lesson/' + encodeURIComponent(id) + '/play'", arg=lesson)
        if lesson == challenge["id"]:
            break
        kit.page.click("#theory button.btn-primary")
        kit.page.wait_for_function("id => location.hash !== '#/lesson/' + encodeURIComponent(id)", arg=lesson)
        lesson = kit.page.evaluate("decodeURIComponent(location.hash.split('/')[2] || '')")
    assert lesson == challenge["id"]

    kit.page.click("#theory a.btn-primary")
    kit.page.wait_for_selector("#exercise:not([hidden])")
    shown = set(challenge["controls"]["show"])
    # Only the lesson's controls are on screen.
    visible = {el.get_attribute("data-param") for el in kit.page.query_selector_all(".control[data-param]") if el.is_visible()}
    assert visible <= shown
    for param, value in challenge["target"].items():
        set_control(kit, table, param, value)
    kit.wait(150)
    kit.page.screenshot(path=str(artifacts / "lesson-exercise-1280x800.png"))
    # Submit waits until the target has been heard in this attempt.
    assert kit.page.is_disabled(".btn-submit")
    kit.page.click("#exercise .btn-target")
    submitted = kit.page.evaluate("Date.now()")
    kit.page.click(".btn-submit")
    kit.page.wait_for_selector("#result:not([hidden])")
    kit.page.screenshot(path=str(artifacts / "result-1280x800.png"))
    assert kit.page.get_attribute("#result", "data-passed") == "true"
    assert kit.page.is_visible("#result a.btn-primary")  # next lesson
    # Every control is right or close, and each says so in the colour of success, not of an error
    # ("Right" was drawn in the red of "Wrong").
    colours = kit.page.eval_on_selector_all("#result .feedback-item", """items => items.map((i) =>
      [i.dataset.verdict, getComputedStyle(i.querySelector('.verdict')).color])""")
    ok = kit.page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--ok').trim()")
    assert colours and all(v in ("right", "close") for v, _ in colours), colours
    swatch = kit.page.evaluate("c => { const e = document.createElement('i'); e.style.color = c; document.body.append(e);"
                               " const v = getComputedStyle(e).color; e.remove(); return v; }", ok)
    assert all(c == swatch for _, c in colours), (colours, ok)
    # The result plays the target, then the student's own sound: a target stream that starts after the
    # submit, then an own one after it (by the socket worker's arrival stamps; the result screen shows
    # no pictures, so it gets no waveform frames to tell by).
    def arrived():
        sources = kit.page.evaluate("window.synthTrainer.stats()")["audio"]["sources"]
        return {name: figures.get("streamArrivedAt", 0) for name, figures in sources.items()}
    kit._poll(lambda: arrived().get("target", 0) > submitted, 10, "target stream after the submit")
    kit._poll(lambda: arrived().get("own", 0) > arrived()["target"], 15, "own stream after the target")

    kit.page.goto(f"{kit.base}/#/lessons")
    # The list shows the one it kept at once and the server's fresh one when it comes (LessonsView.enter):
    # read it once the fresh one is drawn.
    kit.page.wait_for_selector(f".lesson[data-lesson='{challenge['id']}'][data-state='completed']", timeout=15000)
    states = lesson_states(kit)
    kit.page.screenshot(path=str(artifacts / "lessons-1280x800.png"))
    assert states[challenge["id"]] == "completed"
    after = list(states)[list(states).index(challenge["id"]) + 1]
    assert states[after] == "current"

    # The token in localStorage resumes the same student after a reload.
    kit.page.reload()
    kit.wait_ready()
    assert lesson_states(kit) == states
    assert kit.console_errors == []


def test_a_name_typed_and_sent_while_the_socket_is_down_logs_in(open_page, server):
    """The socket drops and the server is slow to answer (stopped with SIGSTOP) while the student types
    and submits: name and secret are kept through the restore and the login goes through once the socket is up,
    instead of failing with "not connected"."""
    import signal
    kit = open_page("#/")
    server.proc.send_signal(signal.SIGSTOP)
    try:
        kit.page.evaluate("window.synthTrainer.dropSocket()")
        kit.page.wait_for_function("() => !window.synthTrainer.state().connected")
        fill_sign_in(kit.page, "Sam")
        kit.wait(300)
        assert kit.page.input_value("#student-name") == "Sam"
    finally:
        server.proc.send_signal(signal.SIGCONT)
    kit.page.wait_for_selector("#lessons:not([hidden])", timeout=15000)
    assert kit.page.evaluate("JSON.parse(localStorage.getItem('synth-trainer.student')).name") == "Sam"
    assert kit.console_errors == []

"""Words, focus and sound after leaving a view, on the student page and the teacher dashboard: the
breadcrumb and the progress table name things as a person does, focus moves to a new view's heading, a
knob turns by a wheel notch, every synth card shows without scrolling, the result's playback stops when the
student leaves, and the teacher's top bar holds a long class name. The pages: viewskit.py.
"""
import numpy as np
import pytest

from classroomkit import make_teacher
from pagekit import fill_sign_in, open_dashboard, overlapping, rms, settle, unhittable_controls
from viewskit import SIZES, TABBED, new_student, size_id, views  # noqa: F401 (fixtures)

# ---------------------------------------------------------------------------------------------
# Words, focus and sound after leaving a view


def test_the_breadcrumb_names_the_module_after_a_reload(views):
    kit = views.show("theory", (1280, 800))
    kit.page.reload()
    kit.wait_ready()
    kit.page.wait_for_selector("#theory:not([hidden])")
    want = f"{views.me['module']['title']} › {views.me['challenge']['title']}"
    kit.page.wait_for_function("t => document.querySelector('.crumbs').textContent === t", arg=want, timeout=5000)


def test_the_progress_table_never_shows_a_module_id(views):
    kit = views.show("progress", (1280, 800))
    heads = kit.page.eval_on_selector_all(".pt-module", "els => els.map((e) => e.innerText)")
    # "basics" may read "Basics" (its title); "basics-practice" or "BASICS-PRACTICE" is an id.
    ids = {m["id"] for m in views.me["modules"]} | {m["id"].upper() for m in views.me["modules"]}
    assert heads and not [h for h in heads if h in ids], heads


def test_the_progress_table_names_modules_by_their_titles(views):
    kit = views.show("progress", (1280, 800))
    heads = kit.page.eval_on_selector_all(".pt-module", "els => els.map((e) => e.textContent)")
    assert heads == [m["title"] for m in views.me["modules"]][:len(heads)]


def test_pictures_of_controls_not_taught_yet_say_what_they_are(views):
    """A beginner on the first wave lesson met an envelope, a filter and an LFO graph nobody had
    explained. Pictures of tabs the lesson does not show step back and say in a line what they are;
    free play shows every picture as it is."""
    notes = """() => Object.fromEntries([...document.querySelectorAll('#exercise .graph')].map((g) => {
      const n = g.querySelector('.graph-note');
      return [g.dataset.graph, n.checkVisibility() ? n.textContent : null];
    }))"""
    kit = views.show("exercise", (1280, 800))
    assert kit.page.evaluate("() => [...document.querySelectorAll('#exercise .param-panel .control[data-param]')]"
                             ".filter((c) => c.checkVisibility()).map((c) => c.dataset.param)") == ["osc1.wave"]
    shown = kit.page.evaluate(notes)
    assert shown["envelope"] and "volume" in shown["envelope"], shown
    assert shown["lfo"] and shown["filter"] and "overtones" in shown["filter"], shown
    dimmed = kit.page.evaluate("() => getComputedStyle(document.querySelector('[data-graph=envelope] .graph-canvas')).opacity")
    assert float(dimmed) < 0.5
    kit = views.show("free", (1280, 800))
    assert kit.page.evaluate(notes) == {"envelope": None, "filter": None, "lfo": None}


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=size_id)
def test_the_progress_table_names_each_lesson_in_its_column(views, size):
    """The columns were numbered, with names only in tooltips: a teacher had to hover 86 numbers."""
    kit = views.show("progress", size)
    heads = kit.page.eval_on_selector_all(".pt-lesson", """els => els.map((e) => {
      const t = e.querySelector('.pt-title');
      const r = t.getBoundingClientRect(), c = e.getBoundingClientRect();
      return { title: t.textContent, num: e.querySelector('.pt-num').textContent, shown: t.checkVisibility(),
               inside: r.left >= c.left - 0.5 && r.right <= c.right + 0.5, upright: r.height > r.width };
    })""")
    lessons = [l["title"] for m in views.me["modules"] for l in m["lessons"]]
    assert [h["title"] for h in heads] == lessons
    assert [h["num"] for h in heads] == [str(i + 1) for i in range(len(lessons))]
    bad = [h["title"] for h in heads if not (h["shown"] and h["inside"] and h["upright"])]
    assert not bad, f"lesson names not shown upright in their columns: {bad[:5]}"
    # The module's title stays in sight right of the student column when the table scrolls sideways.
    kit.page.evaluate("document.querySelector('.progress-scroller').scrollLeft = 600")
    kit.page.wait_for_timeout(50)
    placed = kit.page.evaluate("""() => {
      const name = document.querySelector('.pt-corner').getBoundingClientRect();
      const t = document.querySelector('.pt-module > span').getBoundingClientRect();
      const box = document.querySelector('.progress-scroller').getBoundingClientRect();
      return { clear: t.left >= name.right - 0.5, inView: t.right <= box.right + 0.5 };
    }""")
    kit.page.evaluate("document.querySelector('.progress-scroller').scrollLeft = 0")
    assert placed == {"clear": True, "inView": True}, placed


def test_lessons_is_said_once_and_a_first_visit_is_not_welcomed_back(views, browser):
    kit = views.show("lessons", (1280, 800))
    said = kit.page.evaluate("() => [...document.querySelectorAll('body *')].filter((e) => e.checkVisibility()"
                             " && e.children.length === 0 && e.textContent.trim() === 'Lessons').length")
    assert said == 1, f"'Lessons' is on screen {said} times"
    assert "where you left off" in kit.page.inner_text("#lessons .lede")
    fresh = views.kit("fresh")
    views.awake(fresh)
    fill_sign_in(fresh.page, "First Visit")
    fresh.page.wait_for_selector("#lessons:not([hidden]) .lesson[data-state='current']")
    greeting = fresh.page.inner_text("#lessons .lede")
    assert "First Visit" in greeting and "left off" not in greeting and "back" not in greeting, greeting
    # Back to the sign-in form for the other tests.
    fresh.page.evaluate("document.querySelector('.user-box .btn').click()")
    fresh.page.wait_for_selector("#login:not([hidden])")


def test_the_control_is_named_once_in_the_feedback(views):
    kit = views.show("result", (1280, 800))
    # The server's messages start with its own label, sometimes fuller than the control's name.
    parts = kit.page.evaluate("""async () => {
      const { feedbackText } = await import('/js/views/ResultView.js');
      return [feedbackText('Cutoff', 'Filter cutoff: too bright, close it down'),
              feedbackText('Wave', 'Wave: listen for the buzz: try a brighter wave'),
              feedbackText('Attack', 'too slow')];
    }""")
    assert parts == [[["strong", "Filter cutoff"], ["p", "Too bright, close it down"]],
                     [["strong", "Wave"], ["p", "Listen for the buzz: try a brighter wave"]],
                     [["strong", "Attack"], ["p", "too slow"]]], parts
    items = kit.page.eval_on_selector_all(
        ".feedback-item", "els => els.map((e) => [e.querySelector('strong').textContent, e.querySelector('p').textContent])")
    assert items
    for name, text in items:
        head = text.split(":", 1)[0].lower() if ":" in text else ""
        assert not head or name.lower().split()[-1] not in head, f"{name!r} then {text!r}"


@pytest.mark.parametrize("steps", [
    ["#/lessons", "#/lesson/{c}", "#/lesson/{c}/play", "#/free", "#/lessons"],
])
def test_focus_moves_to_the_new_views_heading(views, steps):
    kit = views.show("lessons", (1280, 800))
    for step in steps:
        hash_ = step.format(c=views.challenge)
        kit.page.evaluate("h => { location.hash = h; }", hash_)
        kit.page.wait_for_function(
            "() => { const a = document.activeElement; return a && /^H1$/.test(a.tagName) && a.closest('.view') && !a.closest('[hidden]'); }",
            timeout=5000)


def test_a_wheel_notch_turns_a_knob_by_a_fiftieth(open_page):
    # A page of its own, so the knob starts where no other test left it.
    kit = open_page("#/free")
    page = kit.page
    page.evaluate("document.getElementById('tab-filter').click()")
    spec = next(p for p in page.evaluate("window.synthTrainer.table()") if p["id"] == "filter.resonance")

    def travel(v):
        if spec["scale"] == "log":
            return np.log(v / spec["min"]) / np.log(spec["max"] / spec["min"])
        return (v - spec["min"]) / (spec["max"] - spec["min"])

    knob = kit.knob("filter.resonance")
    knob.dblclick()  # the default
    box = knob.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def turn(notches, shift=False):
        # Each wheel event is checked in: the knob's value text changes with every notch.
        if shift:
            page.keyboard.down("Shift")
        for _ in range(abs(notches)):
            before = knob.get_attribute("aria-valuenow")
            page.mouse.wheel(0, -100 if notches > 0 else 100)
            page.wait_for_function("([sel, v]) => document.querySelector(sel).getAttribute('aria-valuenow') !== v",
                                   arg=['.knob[data-param="filter.resonance"]', before])
        if shift:
            page.keyboard.up("Shift")

    start = travel(float(knob.get_attribute("aria-valuenow")))
    turn(5)
    moved = travel(float(knob.get_attribute("aria-valuenow"))) - start
    assert 5 / 50 * 0.8 < moved < 5 / 50 * 1.2, f"5 notches moved {moved:.3f} of the knob's travel"
    turn(-5, shift=True)
    finer = travel(float(knob.get_attribute("aria-valuenow"))) - start - moved
    assert -moved / 2 < finer < 0, f"5 notches with Shift moved {finer:.3f}"
    knob.dblclick()


@pytest.mark.parametrize("size", [s for s in SIZES if s[0] >= 1024], ids=size_id)
def test_a_one_control_lesson_leaves_no_large_empty_panel(views, size):
    kit = views.show("exercise", size)
    assert kit.page.evaluate("document.querySelectorAll('#exercise .control:not([hidden])').length") == 1
    empty = kit.page.evaluate("""() => {
      const section = document.querySelector('.params-section').getBoundingClientRect();
      const cards = [...document.querySelectorAll('.params-section .card')].filter((c) => c.checkVisibility());
      const bottom = Math.max(...cards.map((c) => c.getBoundingClientRect().bottom));
      return section.bottom - bottom;
    }""")
    assert empty < 130, f"{empty:.0f} px of empty panel under the lesson's one control"


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)], ids=size_id)
@pytest.mark.parametrize("view", ["free", "teacher-synth"])
def test_every_card_of_every_synth_tab_shows_without_scrolling(views, view, size, artifacts):
    """Free play and the teacher's own synth show every control: on each tab, every card lies inside the
    panel as it is drawn, so a person sees a tab's controls without finding out that the panel scrolls
    (at 1280x800 the Noise and Cross-mod cards were cut in half, at 1024x768 Cross-mod and LFO 3 were
    out of sight; beside the teacher's side column at 1024x768, Noise and Cross-mod were)."""
    kit = views.show(view, size)
    page = kit.page
    root = TABBED[view]
    cut = {}
    tabs = page.evaluate("root => [...document.querySelectorAll(root + ' [role=tab]')]"
                         ".filter(t => t.checkVisibility()).map(t => t.id)", root)
    assert len(tabs) >= 6, tabs
    for tab in tabs:
        page.evaluate("id => document.getElementById(id).click()", tab)
        settle(page)
        outside = page.evaluate("""root => {
          const panels = document.querySelector(root + ' .tab-panels');
          const box = panels.getBoundingClientRect();
          return [...panels.querySelectorAll('.tab-panel:not([hidden]) .card')]
            .filter((c) => c.checkVisibility())
            .map((c) => [c.dataset.section, c.getBoundingClientRect()])
            .filter(([, r]) => r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5 || panels.scrollTop > 0)
            .map(([name, r]) => `${name} (bottom ${Math.round(r.bottom)} of ${Math.round(box.bottom)})`);
        }""", root)
        if outside:
            cut[tab] = outside
            page.screenshot(path=str(artifacts / f"{view}-cut-{tab}-{size_id(size)}.png"))
    page.evaluate("id => document.getElementById(id).click()", tabs[0])
    assert not cut, f"cards out of sight at {size_id(size)}: {cut}"


# Leaving: what the page had asked of the server until then is kept, to compare with what it asks after.
LEAVE = ("window.askedBeforeLeaving = { stop: window.synthTrainer.sent('stopPlayback'),"
         " mine: window.synthTrainer.sent('playMine') }; location.hash = '#/lessons'")

# Leaving while the target plays, or in the pause after it where the page has "yours" pending.
LEAVE_MOMENTS = {
    # The page itself waits for the sound and leaves in the same turn: a round trip through the test
    # could be slow enough on a busy machine for the target to end and "yours" to start first, which
    # is what the page is meant to do.
    "during-target": """async () => {
      const rms = (s) => Math.sqrt(s.reduce((a, x) => a + x * x, 0) / Math.max(1, s.length));
      for (const end = performance.now() + 10000; performance.now() < end;) {
        if (rms(await window.synthTrainer.capture(50)) > 0.003) { LEAVE; return true; }
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    }""",
    # Right after `targetDone`, when the result screen has just scheduled "yours". The page cancels
    # it, and the server would refuse it anyway: leaving the lesson closed it there.
    "before-yours": """async () => {
      const done = await Promise.race([window.synthTrainer.nextSessionEvent('targetDone'),
                                       new Promise((r) => setTimeout(r, 15000))]);
      if (done !== 'targetDone') return false;
      LEAVE;
      return true;
    }""",
}


@pytest.mark.parametrize("moment", LEAVE_MOMENTS)
def test_result_playback_stops_when_the_student_leaves(views, new_student, moment):
    kit, prepared = new_student((1280, 800), f"Leaver {moment}")  # one student each: nothing carries over
    page = kit.page
    # The exercise's target plays to its end first, so its `targetDone` cannot be taken for the result's.
    assert page.evaluate("""async () => {
      const done = window.synthTrainer.nextSessionEvent('targetDone');
      document.querySelector('#exercise .btn-target').click();
      return await Promise.race([done, new Promise((r) => setTimeout(r, 15000))]);
    }""") == "targetDone"
    page.wait_for_selector("#exercise .btn-submit:not([disabled])")
    # The page waits from before the submit, so a short target cannot end unseen.
    leaving = page.evaluate_handle("""() => ({ left: (async () => {
      for (const end = performance.now() + 15000; document.getElementById('result').hidden;) {
        if (performance.now() > end) return false;
        await new Promise((r) => setTimeout(r, 5));
      }
      return await (MOMENT)();
    })() })""".replace("MOMENT", LEAVE_MOMENTS[moment]).replace("LEAVE", LEAVE))
    page.evaluate("document.querySelector('#exercise .btn-submit').click()")
    # (The result may be shown too briefly for the test to see it: the page reports it.)
    assert page.evaluate("h => h.left", leaving), "the result or the moment to leave never came"
    page.wait_for_selector("#lessons:not([hidden])")
    asked = page.evaluate("() => window.askedBeforeLeaving")
    assert page.evaluate("() => window.synthTrainer.sent('stopPlayback')") > asked["stop"], "leaving did not stop the playback on the server"
    # Generous: only a page that keeps playing fails this.
    kit.wait_for_silence(timeout=10)
    own_before = max([w["position"] for w in kit.waveforms("own")], default=-1)
    # The target and then "yours" would have taken this long; nothing of either may sound.
    loud = []
    for _ in range(20):
        page.wait_for_timeout(200)
        level = rms(kit.capture(150))
        if level > 0.003:
            loud.append(round(level, 4))
    assert not loud, f"sound after leaving the result: {loud}"
    assert max([w["position"] for w in kit.waveforms("own")], default=-1) == own_before, "'yours' started anyway"
    # The page itself cancelled "yours" (the server would refuse it too, its lesson closed: so the
    # sound alone cannot tell).
    assert page.evaluate("() => window.synthTrainer.sent('playMine')") == asked["mine"], "the page asked for 'yours' after leaving"
    page.evaluate("location.hash = '#/free'")
    page.wait_for_selector("#exercise:not([hidden])[data-mode='free']")
    page.wait_for_timeout(500)
    assert page.get_attribute(".source-chip", "data-source") != "target"


def test_free_play_after_a_lesson_changes_every_control(views):
    # Free play sends `closeLesson`: the lesson's hidden and fixed controls may change again.
    kit = views.show("exercise", (1280, 800))
    kit = views.show("free", (1280, 800))
    kit.page.evaluate("document.getElementById('tab-filter').click()")
    knob = kit.knob("filter.resonance")
    knob.focus()
    for _ in range(5):
        kit.page.keyboard.press("ArrowUp")
    value = float(knob.get_attribute("aria-valuenow"))
    kit.wait(500)
    assert kit.server_patch()["filter.resonance"] == pytest.approx(value, rel=1e-4)
    assert float(knob.get_attribute("aria-valuenow")) == pytest.approx(value, rel=1e-4)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (390, 844)], ids=size_id)
def test_the_teacher_top_bar_holds_a_long_class_name_and_the_new_class_form(browser, server, size, artifacts):
    """A class name may be 40 characters. At 1024x768 such a name pushed "+ Class" over "Connected", and
    the opened new-class form put "Create" over "Sign out" (a click signed the teacher out). Now nothing
    in the bar overlaps, with the form closed or open, and a mouse click on Create makes the class."""
    long_name = "Year 9 Music, Tuesday and Thursday group"
    assert len(long_name) == 40
    teacher = make_teacher(server, f"Ms Topbar {size[0]}", (long_name,))
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        dash = open_dashboard(ctx, server, teacher)
        page = dash.page
        settle(page)
        assert not overlapping(page, "header.topbar"), overlapping(page, "header.topbar")
        connects = dash.state()["connects"]
        page.click(".new-class-wrap > .btn")
        page.wait_for_selector(".new-class:not([hidden]) .new-class-name")
        settle(page)
        page.screenshot(path=str(artifacts / f"teacher-new-class-{size_id(size)}.png"))
        assert not overlapping(page, "header.topbar"), overlapping(page, "header.topbar")
        missed = unhittable_controls(page, "header.topbar")
        assert not missed, missed
        page.fill(".new-class-name", "Second class")
        page.click(".new-class button[type=submit]")  # a mouse click where it is drawn
        page.wait_for_function("() => [...document.querySelectorAll('.class-select option')]"
                               ".some(o => o.textContent === 'Second class')")
        # The form closes with the class made (the dashboard then watches it, a round trip later).
        page.wait_for_selector(".new-class", state="hidden", timeout=5000)
        # The dashboard watches the new class, signed in, not signed out by a click that missed. On the
        # only instance it keeps its socket (behind several it would move to the class's: test_page_cluster).
        page.wait_for_function("() => { const s = window.teacherDashboard.state(); const c = [...document"
                               ".querySelectorAll('.class-select option')].find(o => o.textContent === 'Second class');"
                               " return s.signedIn && s.connected && c && s.classId === c.value; }", timeout=15000)
        assert page.is_hidden("#teacher-login"), "the sign-in form never came back"
        assert dash.state()["connects"] == connects, "the dashboard reconnected to watch a class on the only instance"
        assert not dash.console_errors, dash.console_errors
    finally:
        ctx.close()


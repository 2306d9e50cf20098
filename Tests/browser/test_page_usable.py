"""What a person can see and use, on every view of the student page and the teacher dashboard, at three
desktop sizes and a phone: every control can be hit where it is drawn, text that appears after an
action can be read, axe-core finds nothing serious, and the page's words are a person's words.
The views include the prompts of student secrets: "choose a secret" (with the field for another name
the server asked for) and a teacher's "reset secret", asked and answered.

One server, one browser and a handful of pages serve the whole module: a view is reached by changing
the URL hash or a dashboard tab and resizing the page, not by starting over. Screenshots of every view at
every size go to Tests/browser/artifacts/ (VIEW-WxH.png).
"""
import json

import numpy as np
import pytest

from classroomkit import make_teacher, student
from pagekit import (STORAGE_KEY, PageKit, axe_violations, fill_sign_in, open_dashboard, overlapping, readable, remembered,
                     rms, settle, signed_up, unhittable_controls)

SIZES = [(1024, 768), (1280, 800), (1920, 1080), (390, 844)]
VIEWS = ["login", "lessons", "theory", "exercise", "result", "free", "secret-prompt",
         "teacher-login", "dashboard", "reset-confirm", "reset-done", "progress", "teacher-synth"]
CLASS = "Sizes class"

# Which page shows each view (a fresh browser, the student's, one from before secrets, the teacher's).
PAGE_OF = {"login": "fresh", "lessons": "student", "theory": "student", "exercise": "student",
           "result": "student", "free": "student", "secret-prompt": "no-secret", "teacher-login": "teacher-fresh",
           "dashboard": "teacher", "reset-confirm": "teacher", "reset-done": "teacher", "progress": "teacher",
           "teacher-synth": "teacher"}
# The part of the page each view is (hit tests and axe look there and at the top bar).
ROOT_OF = {"login": "#login", "lessons": "#lessons", "theory": "#theory", "exercise": "#exercise",
           "result": "#result", "free": "#exercise", "secret-prompt": "#lessons", "teacher-login": "#teacher-login",
           "dashboard": "#dashboard", "reset-confirm": "#dashboard", "reset-done": "#dashboard",
           "progress": "#dashboard", "teacher-synth": "#dashboard"}
# Controls a person needs on a view: each must be displayed, not only hittable when displayed.
NEEDED = {
    "exercise": ["#exercise .btn-target", "#exercise .btn-own", "#exercise .section-head .head-action:not([hidden])",
                 "#exercise .btn-submit", "#exercise .submit-section .btn-ghost:not([hidden])"],
    "free": ["#exercise .preset-input", "#exercise .preset-row .btn"],
    "result": ["#result .btn-target", "#result .btn-own", "#result .view-foot a.btn-ghost"],
    "dashboard": [".teacher-topbar .class-select", ".teacher-topbar .join-code", ".teacher-topbar .new-class-wrap > .btn",
                  ".teacher-topbar .conn", ".teacher-topbar .user-box .btn", ".sc-listen"],
    "progress": [".progress-scroller"],
    "secret-prompt": ["#lessons .secret-prompt #new-secret", "#lessons .secret-prompt #secret-name",
                      "#lessons .secret-prompt .btn-primary", "#lessons .secret-prompt .btn-ghost",
                      "#lessons .secret-prompt .form-error"],
    "reset-confirm": [".sc-confirm[data-state='ask'] .btn-danger", ".sc-confirm[data-state='ask'] .btn-ghost",
                      ".sc-confirm[data-state='ask'] .sc-confirm-text"],
    "reset-done": [".sc-confirm[data-state='done'] .sc-confirm-text", ".sc-confirm[data-state='done'] .btn-ghost"],
}
# Views with a synth panel: every tab is opened in turn, so the knobs on each are checked too.
TABBED = {"exercise": "#exercise", "free": "#exercise", "teacher-synth": ".synth-view"}


def size_id(size):
    return f"{size[0]}x{size[1]}"


def prepared_student(server, name, code, secret=True):
    """A student in the class who has read every theory page before the first challenge, set up over a
    socket as the page would (login with a secret, openLesson, submit); with `secret=False` one made by
    name alone, as before secrets (the server asks them to choose one). Returns what the page keeps in
    localStorage plus the challenge and the course's modules as the server lists them."""
    c, me = signed_up(server, name, code) if secret else student(server, name, code)
    with c:
        modules = c.request("listLessons")["modules"]
        for lesson in (l for m in modules for l in m["lessons"]):
            if lesson["kind"] == "challenge":
                challenge = lesson
                break
            c.request("openLesson", lesson=lesson["id"])
            c.request("submit")
        else:
            pytest.skip("the course has no challenge")
    stored = remembered(me, me.get("classCode"))
    module = next(m for m in modules if any(l["id"] == challenge["id"] for l in m["lessons"]))
    return {"stored": stored, "challenge": challenge, "module": module, "modules": modules}


def student_page(browser, server, prepared, size, route):
    """A new browser context that remembers `prepared` (as after an earlier visit), open at `route`."""
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    ctx.add_init_script(f"if (!localStorage.getItem({json.dumps(STORAGE_KEY)}))"
                        f" localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(prepared['stored']))});")
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto(route)
    kit.wait_ready()
    return ctx, kit


class Views:
    """The module's pages, and a way to put any of them on any view at any size."""

    def __init__(self, browser, server, artifacts):
        self.browser, self.server, self.artifacts = browser, server, artifacts
        self.teacher = make_teacher(server, "Ms Sizes", (CLASS,))
        self.code = self.teacher.classes[CLASS]
        self.me = prepared_student(server, "Sam Sizes", self.code)
        self.challenge = self.me["challenge"]["id"]
        # Offline in the class: the dashboard's "reset secret" is tried on this one.
        c, self.resettable = signed_up(server, "Rita Reset", self.code)
        c.close()
        self.kits = {}
        self.contexts = []
        self.submitted = False

    def close(self):
        for c in self.contexts:
            c.close()

    def kit(self, role):
        if role in self.kits:
            return self.kits[role]
        if role == "student":
            ctx, kit = student_page(self.browser, self.server, self.me, (1280, 800), "#/lessons")
        elif role == "no-secret":
            # Made by name alone, and with the name of a student who has a secret: the prompt to choose
            # one shows, and choosing it asks for another name too.
            before = prepared_student(self.server, "Sam Sizes", self.code, secret=False)
            ctx, kit = student_page(self.browser, self.server, before, (1280, 800), "#/lessons")
            kit.page.wait_for_selector("#lessons .secret-prompt:not([hidden])")
            kit.page.fill("#new-secret", "2468")
            kit.page.evaluate("document.querySelector('.secret-prompt .btn-primary').click()")
            kit.page.wait_for_selector("#secret-name", state="visible")
        else:
            ctx = self.browser.new_context(viewport={"width": 1280, "height": 800})
            if role == "fresh":
                kit = PageKit(ctx.new_page(), self.server.http_url)
                kit.goto("#/")
                kit.wait_ready()
            elif role == "teacher-fresh":
                kit = PageKit(ctx.new_page(), self.server.http_url)
                kit.goto("teacher.html")
                kit.page.wait_for_selector("#teacher-login:not([hidden])")
            else:
                self.kit("student")  # a student online in the class, so the dashboard has a card
                kit = open_dashboard(ctx, self.server, self.teacher)
        self.contexts.append(ctx)
        self.kits[role] = kit
        return kit

    def route(self, kit, hash_, ready):
        kit.page.evaluate("h => { if (location.hash !== h) location.hash = h; }", hash_)
        kit.page.wait_for_selector(ready)

    def awake(self, kit):
        """A page left on the sign-in form longer than the server's idle limit was disconnected and
        waits for a person (PROTOCOL.md): "Connect again", as they would."""
        if kit.state()["parked"]:
            kit.page.evaluate("document.querySelector('.conn-notice .btn').click()")
        kit.page.wait_for_function("() => window.synthTrainer.state().connected", timeout=10000)

    def reset_card(self, page, state):
        """The offline student's card with "reset secret" asked ('ask') or answered ('done')."""
        card = f".student-card[data-student='{self.resettable['student']}']"
        asked = page.evaluate("c => { const box = document.querySelector(c + ' .sc-confirm');"
                              " return !box.hidden && box.dataset.state === 'ask'; }", card)
        if not asked:
            page.evaluate("c => document.querySelector(c + ' .sc-reset').click()", card)
        page.wait_for_selector(f"{card} .sc-confirm[data-state='ask']:not([hidden])")
        if state == "done":
            page.evaluate("c => document.querySelector(c + ' .sc-confirm .btn-danger').click()", card)
            page.wait_for_selector(f"{card} .sc-confirm[data-state='done']:not([hidden])")

    def show(self, view, size):
        """Puts `view` on screen at `size`; returns its PageKit."""
        kit = self.kit(PAGE_OF[view])
        page = kit.page
        page.set_viewport_size({"width": size[0], "height": size[1]})
        lesson = f"#/lesson/{self.challenge}"
        if view == "login":
            page.wait_for_selector("#login:not([hidden])")
            self.awake(kit)
        elif view == "secret-prompt":
            self.route(kit, "#/lessons", "#lessons:not([hidden]) .secret-prompt:not([hidden]) #secret-name")
        elif view == "lessons":
            self.route(kit, "#/lessons", "#lessons:not([hidden]) .lesson[data-state='current']")
        elif view == "theory":
            self.route(kit, lesson, "#theory:not([hidden])")
        elif view == "exercise":
            self.route(kit, f"{lesson}/play", "#exercise:not([hidden])[data-mode='lesson']")
        elif view == "result":
            shown = "#result:not([hidden]) .feedback-item, #result:not([hidden]) .feedback-empty"
            if self.submitted:
                # The result is the page's to show again at its address (as after a reload): the
                # submit, which first plays the target through, is made once.
                self.route(kit, f"{lesson}/result", shown)
            else:
                self.route(kit, f"{lesson}/play", "#exercise:not([hidden])[data-mode='lesson']")
                # A challenge's submit waits until the target has been heard.
                page.evaluate("document.querySelector('#exercise .btn-target').click()")
                page.wait_for_selector("#exercise .btn-submit:not([disabled])")
                page.evaluate("document.querySelector('#exercise .btn-submit').click()")
                page.wait_for_selector(shown)
                self.submitted = True
        elif view == "free":
            self.route(kit, "#/free", "#exercise:not([hidden])[data-mode='free']")
        elif view == "teacher-login":
            page.wait_for_selector("#teacher-login:not([hidden])")
        else:
            tab = {"progress": "progress", "teacher-synth": "synth"}.get(view, "live")
            page.evaluate("t => document.querySelector(`[data-tab='${t}'][role=tab]`).click()", tab)
            page.wait_for_selector({"live": ".student-card", "progress": ".progress-table",
                                    "synth": ".synth-view .knob"}[tab])
            if view == "dashboard":
                # Whatever a reset left open is closed, as a teacher would ("Cancel", "OK").
                page.evaluate("document.querySelectorAll('.sc-confirm:not([hidden]) .btn-ghost').forEach((b) => b.click())")
            elif view.startswith("reset-"):
                self.reset_card(page, view.split("-")[1])
        page.evaluate("window.scrollTo(0, 0)")
        settle(page)
        page.wait_for_timeout(100)
        return kit


@pytest.fixture(scope="module")
def views(browser, server, artifacts):
    v = Views(browser, server, artifacts)
    yield v
    v.close()


@pytest.mark.parametrize("view,size", [(v, s) for s in SIZES for v in VIEWS],
                         ids=[f"{v}-{size_id(s)}" for s in SIZES for v in VIEWS])
def test_every_control_can_be_hit_and_axe_finds_nothing_serious(views, view, size):
    """Both checks on one showing of the view (a result is a submit, a reset a confirmation): the controls a
    person needs and axe on the view as it is shown, then every control's hit test, which opens each synth
    tab in turn."""
    kit = views.show(view, size)
    page = kit.page
    page.screenshot(path=str(views.artifacts / f"{view}-{size_id(size)}.png"))
    if size[0] < 700:
        page.screenshot(path=str(views.artifacts / f"{view}-{size_id(size)}-full.png"), full_page=True)
    # What must be on screen first: a reset's answer closes itself after 10 s, which axe and the hit tests
    # can take on a loaded machine.
    hidden = [sel for sel in NEEDED.get(view, [])
              if not page.evaluate("s => { const e = document.querySelector(s); if (!e || !e.checkVisibility()) return false;"
                                   " const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; }", sel)]
    found = axe_violations(page)
    print(f"axe {view} {size_id(size)}: " + (", ".join(f"{r} {i} x{n}" for r, i, n, _, _ in found) or "none"))
    missed = {}
    roots = [ROOT_OF[view], "header.topbar"]
    passes = [None]
    if view in TABBED:
        passes = page.evaluate("root => [...document.querySelector(root).querySelectorAll('[role=tab]')]"
                               ".filter(t => t.checkVisibility()).map(t => t.id)", TABBED[view])
    for tab in passes:
        if tab:
            page.evaluate("id => document.getElementById(id).click()", tab)
            settle(page)
        for root in roots:
            for m in unhittable_controls(page, root):
                missed.setdefault(m["control"], m)
    if passes[0]:
        page.evaluate("id => document.getElementById(id).click()", passes[0])
    lines = [f"{m['control']} at {m['at']}: a click lands on {m['hit']}" for m in missed.values()]
    lines += [f"{sel} is not displayed" for sel in hidden]
    lines += [f"tab {t} is cut off by its tab bar's edge (it scrolls with no sign that it does)" for t in cut_tabs(page)]
    lines += overlapping(page, "header.topbar")
    lines += [f"axe: {impact} {rule} ({nodes} nodes): {why}; e.g. {targets}" for rule, impact, nodes, why, targets in found]
    assert not lines, f"{view} at {size_id(size)}:\n  " + "\n  ".join(lines)


def cut_tabs(page):
    """The tabs of the view's tab bars that do not show whole at the bar's start, inside the bar and the
    window: the bars scroll sideways with their scrollbar hidden, so a tab past the edge would be cut off
    with nothing to say there is more (the dashboard's four tabs overflowed a 390 px bar by 5 px)."""
    return page.evaluate("""() => [...document.querySelectorAll('[role=tablist]')].filter(l => l.checkVisibility())
      .flatMap(l => { l.scrollLeft = 0; const b = l.getBoundingClientRect();
        return [...l.querySelectorAll('[role=tab]')].filter(t => t.checkVisibility())
          .filter(t => { const r = t.getBoundingClientRect(); return r.left < Math.max(b.left, 0) - 1 || r.right > Math.min(b.right, innerWidth) + 1; })
          .map(t => t.textContent.trim()); })""")


# ---------------------------------------------------------------------------------------------
# Text that appears after an action


@pytest.fixture
def new_student(browser, views):
    """A student of the class at the first challenge, on its own page (so each test has hints to spend)."""
    made = []

    def make(size, name):
        prepared = prepared_student(views.server, name, views.code)
        ctx, kit = student_page(browser, views.server, prepared, size, f"#/lesson/{prepared['challenge']['id']}/play")
        kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")
        made.append(ctx)
        return kit, prepared

    yield make
    for c in made:
        c.close()


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_a_hint_and_the_revealed_answer_can_be_read(new_student, size, artifacts):
    kit, _ = new_student(size, f"Hinted {size_id(size)}")
    page = kit.page
    page.evaluate("document.querySelector('#exercise .section-head .head-action:not([hidden])').click()")
    page.wait_for_function("() => document.querySelector('.hint-text').textContent.trim().length > 0")
    settle(page)
    page.screenshot(path=str(artifacts / f"hint-{size_id(size)}.png"))
    readable(page, ".hint-text")
    reveal = "document.querySelector('#exercise .submit-section .btn-ghost:not([hidden])').click()"
    page.evaluate(reveal)
    page.evaluate(reveal)  # "Really reveal?"
    page.wait_for_function("() => /^Target|already match/.test(document.querySelector('.hint-text').textContent)")
    settle(page)
    page.screenshot(path=str(artifacts / f"revealed-{size_id(size)}.png"))
    readable(page, ".hint-text")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_error_messages_can_be_read(views, size, artifacts):
    # A class code that does not exist, on the sign-in form.
    kit = views.show("login", size)
    page = kit.page
    page.fill("#student-name", "Nobody")
    page.fill("#student-secret", "1234")
    page.fill("#class-code", "NOSUCH")
    page.evaluate("document.querySelector('.login-form button[type=submit]').click()")
    page.wait_for_function("() => /NOSUCH/.test(document.querySelector('#login .form-error').textContent)")
    readable(page, "#login .form-error")
    # A name that is taken, with a wrong secret: the server's words, which say so.
    page.fill("#student-name", "Sam Sizes")
    page.fill("#student-secret", "not the secret")
    page.fill("#class-code", views.code)
    page.evaluate("document.querySelector('.login-form button[type=submit]').click()")
    page.wait_for_function("() => /taken/.test(document.querySelector('#login .form-error').textContent)")
    text = readable(page, "#login .form-error")
    assert text[0].isupper() and "Sam Sizes" in text, text
    page.fill("#student-secret", "")
    page.fill("#class-code", "")
    # A mistyped preset string in free play: said in a person's words, in a message on screen.
    kit = views.show("free", size)
    page = kit.page
    page.evaluate("document.querySelectorAll('.toast').forEach((t) => t.remove())")
    page.fill(".preset-input", "st1.this is not a preset!")
    page.evaluate("document.querySelector('.preset-row .btn:last-child').click()")
    page.wait_for_selector(".toast")
    settle(page)
    page.screenshot(path=str(artifacts / f"preset-error-{size_id(size)}.png"))
    # Toasts let clicks through to the page (pointer-events: none), so no hit test.
    text = readable(page, ".toast", hit_test=False)
    assert "base64" not in text.lower() and "preset" in text.lower(), text
    # Nor does it cover the buttons of the bar at the foot (on a phone it covered "Go to lessons").
    covered = page.evaluate("""() => { const t = document.querySelector('.toast').getBoundingClientRect();
      return [...document.querySelectorAll('#exercise .submit-section .btn')].filter((b) => b.checkVisibility())
        .filter((b) => { const r = b.getBoundingClientRect();
          return r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom; })
        .map((b) => b.textContent.trim()); }""")
    assert not covered, f"the message covers {covered}"
    # A wrong teacher password.
    kit = views.show("teacher-login", size)
    page = kit.page
    page.fill("#teacher-user", views.teacher.name)
    page.fill("#teacher-password", "not the password")
    page.evaluate("document.querySelector('#teacher-login button[type=submit]').click()")
    page.wait_for_function("() => document.querySelector('#teacher-login .form-error').textContent.trim().length > 0",
                           timeout=10000)
    readable(page, "#teacher-login .form-error")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_a_teachers_hint_can_be_read_by_teacher_and_student(views, size, artifacts):
    kid = views.show("exercise", size)
    dash = views.show("dashboard", size)
    text = f"Listen to the buzz ({size_id(size)})"
    dash.page.select_option(".send-to", views.me["stored"]["id"])
    dash.page.fill(".hint-input", text)
    dash.page.evaluate("document.querySelector('.send-row .btn').click()")
    dash.page.wait_for_function("() => /Hint sent/.test(document.querySelector('.send-status').textContent)")
    readable(dash.page, ".send-status")
    kid.page.wait_for_function("t => document.querySelector('.teacher-hint-text').textContent.includes(t)", arg=text)
    settle(kid.page)
    kid.page.screenshot(path=str(artifacts / f"teacher-hint-{size_id(size)}.png"))
    readable(kid.page, ".teacher-hint-text")
    kid.page.evaluate("document.querySelector('.teacher-hint-row .btn').click()")


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

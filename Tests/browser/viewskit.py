"""The pages of the usability tests (test_page_usable.py, test_page_words.py): one server, one browser and
a handful of pages serve a whole module; a view is reached by changing the URL hash or a dashboard tab
and resizing the page, not by starting over. `views` (module scope) puts any view on screen at any size;
`new_student` gives a test a student of its own at the first challenge.
"""
import pytest

from classroomkit import make_teacher, student
from pagekit import PageKit, open_dashboard, remembered, settle, signed_up, student_page

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
            ctx, kit = student_page(self.browser, self.server, self.me["stored"], "#/lessons", keep=True)
        elif role == "no-secret":
            # Made by name alone, and with the name of a student who has a secret: the prompt to choose
            # one shows, and choosing it asks for another name too.
            before = prepared_student(self.server, "Sam Sizes", self.code, secret=False)
            ctx, kit = student_page(self.browser, self.server, before["stored"], "#/lessons", keep=True)
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


@pytest.fixture
def new_student(browser, views):
    """A student of the class at the first challenge, on its own page (so each test has hints to spend)."""
    made = []

    def make(size, name):
        prepared = prepared_student(views.server, name, views.code)
        route = f"#/lesson/{prepared['challenge']['id']}/play"
        ctx, kit = student_page(browser, views.server, prepared["stored"], route, size, keep=True)
        kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")
        made.append(ctx)
        return kit, prepared

    yield make
    for c in made:
        c.close()


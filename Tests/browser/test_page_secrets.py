"""Students' name and secret in the page, against the real server (PROTOCOL.md "Students: name, secret
and tokens"): progress found again from a fresh browser, a wrong secret said in the server's words, a
profile without a secret asked to choose one, a teacher's reset, and a socket the server closes (idle,
too many connections) explained to the person instead of reconnecting in silence.

Each "fresh browser" is a new Playwright context: nothing of the earlier sign-in (localStorage,
cookies) is in it, so only name and secret can find the student.
"""
import json

import pytest

from classroomkit import make_teacher, student
from pagekit import (SECRET, STORAGE_KEY, PageKit, fill_sign_in, open_dashboard, readable, settle, signed_up,
                     stored_student, text_problems)

SIZES = [(1024, 768), (1280, 800), (1920, 1080), (390, 844)]


def size_id(size):
    return f"{size[0]}x{size[1]}"


@pytest.fixture
def fresh(browser, server):
    """fresh(route, size) -> a PageKit in a browser context of its own, nothing remembered."""
    made = []

    def open_(route="#/", size=(1280, 800), remembered=None, srv=None):
        ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
        made.append(ctx)
        if remembered is not None:
            # As after an earlier visit: this browser holds the student's token.
            ctx.add_init_script(f"if (!localStorage.getItem({json.dumps(STORAGE_KEY)}))"
                                f" localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(remembered))});")
        kit = PageKit(ctx.new_page(), (srv or server).http_url)
        kit.goto(route)
        kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected", timeout=15000)
        return kit

    yield open_
    for c in made:
        c.close()


def sign_in(kit, name, secret=SECRET, code=""):
    """Signs in through the form; waits for the lesson list."""
    fill_sign_in(kit.page, name, secret, code)
    try:
        kit.page.wait_for_selector("#lessons:not([hidden]) .lesson[data-state='current']", timeout=10000)
    except Exception:
        raise AssertionError(f"sign-in failed: {kit.page.inner_text('#login .form-error')!r}") from None


def lesson_state(kit, lesson_id):
    return kit.page.get_attribute(f".lesson[data-lesson='{lesson_id}']", "data-state")


def first_lesson(kit):
    return kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")


def complete_first_lesson(kit):
    """Opens the lesson that is up next (the course starts with a theory page) and reads it: "Got it"."""
    lesson = first_lesson(kit)
    kit.page.click(f".lesson[data-lesson='{lesson}'] a")
    kit.page.wait_for_selector("#theory:not([hidden])")
    kit.page.click("#theory button.btn-primary:not([hidden])")
    kit.page.wait_for_function("id => location.hash !== '#/lesson/' + encodeURIComponent(id)", arg=lesson)
    kit.page.evaluate("location.hash = '#/lessons'")
    kit.page.wait_for_function("id => document.querySelector(`.lesson[data-lesson='${id}']`)?.dataset.state === 'completed'",
                               arg=lesson)
    return lesson


def sign_out(kit):
    kit.page.click(".user-box .btn")
    kit.page.wait_for_selector("#login:not([hidden])")
    kit.page.wait_for_function("() => window.synthTrainer.state().connected")


def test_progress_follows_name_and_secret_to_a_fresh_browser(fresh, artifacts):
    first = fresh()
    sign_in(first, "Nia Newcomer", "blue-7")
    assert first.page.is_hidden(".secret-prompt"), "a student who signed up with a secret is not asked for one"
    lesson = complete_first_lesson(first)
    session = first.state()["session"]
    sign_out(first)
    # Nothing left that would sign her in again here: no token, a new server session on the socket
    # (the old one, signed in as her, is closed), and a reload shows the sign-in form.
    assert stored_student(first.page) is None
    assert first.state()["session"] != session and first.state()["student"] is None
    first.page.reload()
    first.page.wait_for_selector("#login:not([hidden])")
    assert first.page.input_value("#student-secret") == ""

    elsewhere = fresh()
    sign_in(elsewhere, "nia newcomer", "blue-7")  # names are compared without case
    assert lesson_state(elsewhere, lesson) == "completed"
    assert elsewhere.page.inner_text(".user-box .user-name") == "Nia Newcomer"
    assert "back" in elsewhere.page.inner_text("#lessons .lede")
    assert first.console_errors == [] and elsewhere.console_errors == []


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_a_wrong_secret_is_said_in_the_servers_words(fresh, server, size, artifacts):
    name = f"Ola {size_id(size)}"
    signed_up(server, name, secret="right-one")[0].close()
    kit = fresh(size=size)
    fill_sign_in(kit.page, name, "wrong-one")
    kit.page.wait_for_function("() => /taken/.test(document.querySelector('#login .form-error').textContent)")
    settle(kit.page)
    kit.page.screenshot(path=str(artifacts / f"login-wrong-secret-{size_id(size)}.png"))
    text = readable(kit.page, "#login .form-error")
    assert text.startswith(f"The name '{name}' is taken") and text.endswith("."), text
    assert kit.page.evaluate("document.activeElement.id") == "student-secret"
    assert stored_student(kit.page) is None and kit.page.is_visible("#login")
    # Too short is said before asking the server.
    kit.page.fill("#student-secret", "12")
    kit.page.click(".login-form button[type=submit]")
    kit.page.wait_for_function("() => /at least 4/.test(document.querySelector('#login .form-error').textContent)")
    readable(kit.page, "#login .form-error")


def test_a_student_without_a_secret_chooses_one_when_resumed(fresh, server, artifacts):
    # A profile from before secrets (made by name alone), remembered by this browser's token.
    c, old = student(server, "Pip Before")
    c.close()
    remembered = {"id": old["student"], "name": old["name"], "token": old["token"], "classCode": None}
    kit = fresh("#/lessons", remembered=remembered)
    page = kit.page
    page.wait_for_selector("#lessons .secret-prompt:not([hidden])")
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'new-secret'", timeout=5000)
    assert page.is_hidden("#secret-name"), "the name field shows only when the server asks for another name"
    page.screenshot(path=str(artifacts / "secret-prompt-resumed-1280x800.png"))

    # "Later" puts it away; the next page load asks again.
    page.click(".secret-prompt .btn-ghost")
    assert page.is_hidden(".secret-prompt")
    page.reload()
    page.wait_for_selector("#lessons .secret-prompt:not([hidden])")

    page.fill("#new-secret", "pip-secret")
    page.click(".secret-prompt .btn-primary")
    page.wait_for_selector(".secret-prompt", state="hidden")
    assert not kit.state()["needsSecret"]
    page.reload()
    page.wait_for_function("() => window.synthTrainer.state().restores > 0")
    page.wait_for_selector("#lessons:not([hidden]) .lesson[data-state='current']")
    assert page.is_hidden(".secret-prompt"), "asked again after choosing a secret"

    elsewhere = fresh()
    sign_in(elsewhere, "Pip Before", "pip-secret")
    assert stored_student(elsewhere.page)["id"] == old["student"]


def test_a_taken_name_is_changed_with_the_secret(fresh, server):
    c, old = student(server, "Quinn")
    c.close()
    signed_up(server, "Quinn", secret="other-quinn")[0].close()  # someone else signs in as Quinn now
    remembered = {"id": old["student"], "name": old["name"], "token": old["token"], "classCode": None}
    kit = fresh("#/lessons", remembered=remembered)
    page = kit.page
    page.wait_for_selector("#lessons .secret-prompt:not([hidden])")
    page.fill("#new-secret", "quinn-two")
    page.click(".secret-prompt .btn-primary")
    page.wait_for_selector("#secret-name", state="visible")
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'secret-name'")
    text = readable(page, ".secret-prompt .form-error")
    assert "Quinn" in text and "another name" in text, text
    page.fill("#secret-name", "Quinn Two")
    page.click(".secret-prompt .btn-primary")
    page.wait_for_selector(".secret-prompt", state="hidden")
    page.wait_for_function("() => document.querySelector('.user-box .user-name').textContent === 'Quinn Two'")
    assert stored_student(page)["name"] == "Quinn Two"
    assert "Quinn Two" in page.inner_text("#lessons .lede")

    elsewhere = fresh()
    sign_in(elsewhere, "Quinn Two", "quinn-two")
    assert stored_student(elsewhere.page)["id"] == old["student"]


@pytest.fixture(scope="module")
def teacher(server):
    return make_teacher(server, "Ms Secrets", ("Secret class",))


def test_teacher_resets_a_secret_and_the_student_chooses_a_new_one(fresh, browser, server, teacher, artifacts):
    """The dashboard's reset, asked and confirmed at each of the four sizes (a student of the class
    reset at each: the confirmation's words must be readable and Cancel focused wherever it is drawn);
    then the student reset last, who signed in and read a lesson through the page, is asked for a new
    secret on the device holding her token, finds her progress with a new one elsewhere, and the old
    one no longer works. (One flow, four sizes: the student's side does not depend on the dashboard's.)"""
    code = teacher.classes["Secret class"]
    name = "Eve Reset"
    kid = fresh()
    sign_in(kid, name, "eve-old", code)
    lesson = complete_first_lesson(kid)
    me = stored_student(kid.page)
    # The others only need to be in the class with a secret: over a socket.
    others = []
    for size in SIZES[:-1]:
        with server.connect() as c:
            reply = c.request("login", name=f"Eve {size_id(size)}", secret="eve-old", classCode=code)
            assert reply["type"] == "student", reply
            others.append((reply["student"], reply["name"]))
    reset = others + [(me["id"], name)]

    ctx = browser.new_context(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    try:
        dash = open_dashboard(ctx, server, teacher)
        for size, (who, who_name) in zip(SIZES, reset):
            dash.page.set_viewport_size({"width": size[0], "height": size[1]})
            card = f".student-card[data-student='{who}']"
            dash.page.wait_for_selector(card)
            dash.page.click(f"{card} .sc-reset")
            dash.page.wait_for_selector(f"{card} .sc-confirm[data-state='ask']")
            assert dash.page.evaluate("document.activeElement.textContent.trim()") == "Cancel", size
            readable(dash.page, f"{card} .sc-confirm-text")
            dash.page.click(f"{card} .sc-confirm .btn-danger")
            dash.page.wait_for_selector(f"{card} .sc-confirm[data-state='done']")
            settle(dash.page)
            dash.page.screenshot(path=str(artifacts / f"teacher-reset-secret-{size_id(size)}.png"))
            said = readable(dash.page, f"{card} .sc-confirm-text")
            assert said == f"{who_name} will choose a new secret at next sign-in.", (size, said)
            # Every card names its student whole (at 1920 px five narrow columns once cut "Eve 1024x768").
            cut = {n: p for i, n in reset if (p := text_problems(dash.page, f".student-card[data-student='{i}'] .sc-name", False))}
            assert not cut, (size, cut)
        assert dash.console_errors == []
    finally:
        ctx.close()

    # The device still holding her token is asked for a new secret on its next load.
    kid.page.reload()
    kid.page.wait_for_selector("#lessons .secret-prompt:not([hidden])")
    # Another device: name and a NEW secret, in her class, find her and her progress.
    elsewhere = fresh()
    sign_in(elsewhere, name, "eve-new", code)
    assert stored_student(elsewhere.page)["id"] == me["id"]
    assert lesson_state(elsewhere, lesson) == "completed"
    # The old secret no longer does.
    again = fresh()
    fill_sign_in(again.page, name, "eve-old", code)
    again.page.wait_for_function("() => /taken/.test(document.querySelector('#login .form-error').textContent)")


# ---------------------------------------------------------------------------------------------
# The server closes the socket: the person is told why


def test_an_idle_sign_in_page_says_why_it_was_disconnected_and_waits(fresh, server_factory, artifacts):
    srv = server_factory(idle_seconds=10)
    kit = fresh(srv=srv)
    page = kit.page
    page.wait_for_selector(".conn-notice:not([hidden])", timeout=30000)
    settle(page)
    page.screenshot(path=str(artifacts / "idle-notice-1280x800.png"))
    text = readable(page, ".conn-notice-text")
    assert "no sign-in and no message" in text and text[0].isupper(), text
    assert kit.state()["parked"]
    connects = kit.state()["connects"]
    # Not a silent loop: it does not reconnect on its own (a new socket would only idle again) ...
    kit.wait(1500)
    assert kit.state()["connects"] == connects and not kit.state()["connected"]
    # ... but the moment the person comes back.
    page.click(".conn-notice .btn")
    page.wait_for_function("() => window.synthTrainer.state().connected")
    assert page.is_hidden(".conn-notice")
    sign_in(kit, "Ida Idle")


def test_a_tab_closed_to_make_room_says_why_and_waits(fresh, server_factory, artifacts):
    """A full server closes the heaviest client's longest-idle session for a newcomer from elsewhere
    (issue 23): that tab says why and does not reconnect on its own (it would take the slot back),
    until the person comes back."""
    srv = server_factory(max_sessions=2)
    kit = fresh(srv=srv)  # the page: 127.0.0.1
    # Quiet from here: its restore (parameters, patch) has been answered. Until then its messages could
    # reach the server after `busy`'s (a busy machine did that), making `busy` the idlest.
    kit.wait_ready()
    page = kit.page
    busy = srv.connect()  # 127.0.0.1 too, and it spoke last
    try:
        assert busy.request("getPatch")["type"] == "patch"
        newcomer = srv.connect(source="127.0.0.2")
        assert newcomer.request("hello")["type"] == "welcome"
        page.wait_for_selector(".conn-notice:not([hidden])", timeout=15000)
        settle(page)
        page.screenshot(path=str(artifacts / "closed-for-newcomer-1280x800.png"))
        text = readable(page, ".conn-notice-text")
        assert "server is full" in text and "unused longest" in text and "Connect again" in text, text
        assert kit.state()["parked"]
        connects = kit.state()["connects"]
        kit.wait(1500)
        assert kit.state()["connects"] == connects and not kit.state()["connected"]
        assert busy.request("getPatch")["type"] == "patch", "only the idlest tab was closed"
        newcomer.close()
        page.click(".conn-notice .btn")
        page.wait_for_function("() => window.synthTrainer.state().connected", timeout=15000)
        assert page.is_hidden(".conn-notice")
    finally:
        busy.close()


def test_too_many_connections_are_explained_and_retried(browser, server_factory, artifacts):
    srv = server_factory(max_sockets_per_client=1)
    contexts = [browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(2)]
    try:
        first = PageKit(contexts[0].new_page(), srv.http_url)
        first.goto("#/")
        first.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected")
        second = PageKit(contexts[1].new_page(), srv.http_url)
        second.goto("#/")
        second.page.wait_for_selector(".conn-notice:not([hidden])", timeout=15000)
        settle(second.page)
        second.page.screenshot(path=str(artifacts / "too-many-connections-390x844.png"))
        text = readable(second.page, ".conn-notice-text")
        assert "Too many connections" in text and "Trying again" in text, text
        # The other tab goes; this one gets in on a retry, and the notice goes too.
        contexts[0].close()
        second.page.wait_for_function("() => window.synthTrainer.state().connected", timeout=30000)
        second.page.wait_for_selector(".conn-notice", state="hidden")
    finally:
        for c in contexts:
            c.close()

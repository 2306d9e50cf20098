"""A student's work survives a reload, and a forgotten secret is not the end (issue 19, items 4 and 5),
in Chromium against the real server:
- knobs turned mid-challenge come back after a reload (kept on the server, not in the browser);
- a result page reloaded shows the same result;
- a new student gets a recovery code once, can save it as a file, and with it sets a new secret from a
  fresh browser and finds their progress.
"""
import re
from contextlib import contextmanager

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from conftest import Client
from lessonkit import walk_to_first_challenge
from pagekit import PageKit, fill_sign_in, settle, stored_student

CODE_SHAPE = re.compile(r"^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$")


@pytest.fixture
def fresh(browser, server):
    made = []

    def open_(route="#/", size=(1280, 800)):
        ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, accept_downloads=True)
        made.append(ctx)
        kit = PageKit(ctx.new_page(), server.http_url)
        kit.goto(route)
        kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected", timeout=15000)
        return kit

    yield open_
    for c in made:
        c.close()


def sign_up(kit, name, secret="4711"):
    fill_sign_in(kit.page, name, secret)
    kit.page.wait_for_function("() => location.hash === '#/lessons'", timeout=10000)


@contextmanager
def another_device(server, token):
    """A second socket signed in as the student (another device), closed afterwards."""
    c = Client(server.ws_url)
    try:
        assert c.request("login", token=token)["type"] == "student"
        yield c
    finally:
        c.close()


def first_challenge_over_a_socket(server, token):
    """Reads the theory pages before the first challenge over a second socket (as another device
    would); returns the challenge's id."""
    with another_device(server, token) as c:
        return walk_to_first_challenge(c)


def in_the_first_challenge(fresh, server, name):
    """A new student signed up in a fresh browser, on the exercise of the first challenge (the theory
    before it read over a second socket). Returns the kit, the student's token and the lesson."""
    kit = fresh()
    sign_up(kit, name)
    kit.page.click(".recovery-done")
    token = stored_student(kit.page)["token"]
    lesson = first_challenge_over_a_socket(server, token)
    kit.goto(f"#/lesson/{lesson['id']}/play")
    kit.wait_ready()
    kit.page.wait_for_selector("#exercise:not([hidden])")
    return kit, token, lesson


def saved_knobs(server, token, lesson_id):
    """The knobs the server keeps for the lesson, as another device opening it would find them."""
    with another_device(server, token) as c:
        return c.request("openLesson", lesson=lesson_id)["lesson"].get("savedPatch") or {}


def params_by_id(kit):
    return {p["id"]: p for p in kit.page.evaluate("window.synthTrainer.table()")}


def a_taught_choice(kit, lesson):
    """A taught switch of the challenge and an option other than its start."""
    table = params_by_id(kit)
    for pid in lesson["controls"]["shown"]:
        options = table[pid]["options"]
        if pid not in lesson["controls"]["locked"] and options:
            return pid, next(o for o in options if o != lesson["startPatch"][pid])
    pytest.skip("the first challenge teaches no switch")


def test_knobs_and_the_result_survive_a_reload(fresh, server, artifacts):
    kit, _, lesson = in_the_first_challenge(fresh, server, "Reload Rita")
    pid, option = a_taught_choice(kit, lesson)
    kit.choose(pid, option)
    kit.page.wait_for_function(f"async () => (await window.synthTrainer.serverPatch())['{pid}'] === '{option}'")

    kit.page.reload()
    kit.wait_ready()
    try:
        kit.page.wait_for_function(f"() => window.synthTrainer.patch()['{pid}'] === '{option}'", timeout=10000)
    except PlaywrightTimeoutError:
        # Once failed in a fresh clone's make test (session 28) and not again in 14 runs, idle or under
        # load: say which part lost the knob (the page, the server's synth, or the stored draft).
        raise AssertionError(f"after the reload the page shows {pid}={kit.page.evaluate('window.synthTrainer.patch()').get(pid)!r}, "
                             f"the server's synth {kit.server_patch().get(pid)!r}, the stored draft "
                             f"{saved_knobs(server, stored_student(kit.page)['token'], lesson['id']).get(pid)!r} (chosen {option!r}); "
                             f"at {kit.page.evaluate('location.hash')!r}, page state {kit.state()}, console {kit.console_errors}") from None
    assert kit.server_patch()[pid] == option, "the server's synth has the student's knobs again"
    checked = kit.page.get_attribute(f'.segmented[data-param="{pid}"] [data-option="{option}"]', "aria-checked")
    assert checked == "true", "the control shows the kept value"

    # Listen, submit: the result page. A reload shows the same result, not the theory page.
    # The target counts as heard once it has played through: Submit waits for that.
    kit.page.click("#exercise .btn-target")
    kit.page.wait_for_function("() => !document.querySelector('#exercise .btn-submit').disabled", timeout=15000)
    kit.page.click("#exercise .btn-submit")
    kit.page.wait_for_function("() => location.hash.endsWith('/result') && window.synthTrainer.state().view === 'result'",
                               timeout=15000)
    score = kit.page.inner_text("#result .score-value").strip()
    feedback = kit.page.inner_text("#result")
    kit.page.screenshot(path=str(artifacts / "resume-result-before-reload-1280x800.png"))
    kit.page.reload()
    kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().view === 'result'", timeout=15000)
    kit.page.screenshot(path=str(artifacts / "resume-result-after-reload-1280x800.png"))
    assert kit.page.inner_text("#result .score-value").strip() == score
    assert kit.page.inner_text("#result") == feedback
    assert not kit.console_errors, kit.console_errors


def test_a_knob_turned_as_the_student_leaves_the_lesson_is_kept(fresh, server):
    """A turn and the way out in one moment (a switch clicked, then Lessons at once), a moment after
    an earlier turn was kept. Two losses: the page sends turns coalesced (at most one message per
    25 ms) and the lesson left went out before the turn, so the server took it with no lesson open (6
    of 6 runs failed before the connection sent waiting turns ahead of every other message); and the
    server writes a draft at most once a second while knobs turn, and let the lesson go before
    writing the turns still waiting (found in review)."""
    kit, token, lesson = in_the_first_challenge(fresh, server, "Leaving Lena")
    pid, option = a_taught_choice(kit, lesson)
    first = next(o for o in params_by_id(kit)[pid]["options"] if o not in (option, lesson["startPatch"][pid]))
    kit.choose(pid, first)
    kit.page.wait_for_function(f"async () => (await window.synthTrainer.serverPatch())['{pid}'] === '{first}'")
    kit.page.evaluate(f"""() => {{
        document.querySelector('.segmented[data-param="{pid}"] [data-option="{option}"]').click();
        location.hash = '#/lessons';
    }}""")
    kit.page.wait_for_selector(".lesson[data-state]")
    # A round trip on the page's own socket: the server has had the turn and the lesson left.
    kit.server_patch()
    assert saved_knobs(server, token, lesson["id"]).get(pid) == option, "the stored draft has the last turn"
    kit.goto(f"#/lesson/{lesson['id']}/play")
    kit.page.wait_for_selector("#exercise:not([hidden])")
    kit.page.wait_for_function(f"() => window.synthTrainer.patch()['{pid}'] === '{option}'", timeout=10000)
    assert kit.server_patch()[pid] == option
    assert not kit.console_errors, kit.console_errors


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_a_recovery_code_is_shown_once_saved_and_brings_the_student_back(fresh, server, size, artifacts):
    kit = fresh(size=size)
    name = f"Forgetful {size[0]}"
    sign_up(kit, name)
    panel = kit.page.locator(".recovery-panel")
    panel.wait_for(state="visible")
    code = kit.page.inner_text("#recovery-code").strip()
    assert CODE_SHAPE.match(code), code
    # Shown only this once, so in sight below the top bar once the lesson list is in: on a phone the list
    # scrolled to "Up next" and took the card out of sight the moment it appeared.
    kit.page.wait_for_selector(".lesson[data-state='current']")
    settle(kit.page)
    where = kit.page.evaluate("""() => { const r = document.querySelector('#recovery-code').getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, bar: document.querySelector('.topbar').getBoundingClientRect().bottom,
                 height: innerHeight }; }""")
    assert where["top"] >= where["bar"] and where["bottom"] <= where["height"], where
    kit.page.screenshot(path=str(artifacts / f"recovery-code-{size[0]}x{size[1]}.png"))
    with kit.page.expect_download() as dl:
        kit.page.click(".recovery-panel >> text=Save as a file")
    saved = open(dl.value.path()).read()
    assert code in saved and "Forgot your secret?" in saved
    kit.page.click(".recovery-done")
    assert panel.is_hidden()
    # Some progress to find again: the first lesson read.
    first = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    c = Client(server.ws_url)
    c.request("login", token=stored_student(kit.page)["token"])
    c.request("openLesson", lesson=first)
    assert c.request("submit")["passed"]
    c.close()
    # A reload does not show the code again.
    kit.page.reload()
    kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected")
    kit.page.wait_for_timeout(500)
    assert panel.is_hidden()

    # A new browser, the secret forgotten: the code sets a new one.
    other = fresh(size=size)
    other.page.click("text=Forgot your secret?")
    other.page.fill("#student-name", name)
    other.page.fill("#recovery-code-input", code.lower())
    other.page.fill("#recovery-secret", "brand new")
    other.page.screenshot(path=str(artifacts / f"recovery-form-{size[0]}x{size[1]}.png"))
    other.page.click(".recovery-form button[type=submit]")
    other.page.wait_for_function("() => location.hash === '#/lessons'", timeout=10000)
    other.page.wait_for_selector(f".lesson[data-lesson='{first}'][data-state='completed']", timeout=10000)
    # Each code works once: a new one is shown.
    other.page.locator(".recovery-panel").wait_for(state="visible")
    new_code = other.page.inner_text("#recovery-code").strip()
    assert CODE_SHAPE.match(new_code) and new_code != code
    # The old code no longer works; the new secret does.
    c = Client(server.ws_url)
    used = c.request("recover", name=name, code=code, secret="again1")
    assert used["type"] == "error" and used["code"] == "unauthorized"
    assert c.request("login", name=name, secret="brand new")["type"] == "student"
    c.close()
    assert not kit.console_errors and not other.console_errors


def test_a_socket_lost_while_a_lesson_opens_opens_it_after_the_reconnect(fresh, server):
    """The socket drops with the lesson's `openLesson` out (a reload's first seconds on a poor network):
    the request is lost with it, and once the page has reconnected and signed in again it opens the
    lesson it was asked for. Before, the failed request sent the student back to the lesson list with
    "Not connected to the server"."""
    kit, _, lesson = in_the_first_challenge(fresh, server, "Drop Dana")
    kit.goto("#/lessons")
    kit.page.wait_for_selector(".lesson[data-state]")
    restores = kit.state()["restores"]
    # The drop, and in the same turn the link: the page still counts the socket open, so the request
    # goes out behind the drop and is lost with the socket.
    kit.page.evaluate(f"() => {{ window.synthTrainer.dropSocket(); location.hash = '#/lesson/{lesson['id']}/play'; }}")
    kit.page.wait_for_function(f"() => window.synthTrainer.state().restores > {restores}", timeout=30000)
    kit.page.wait_for_selector("#exercise:not([hidden])", timeout=15000)
    assert kit.page.evaluate("location.hash") == f"#/lesson/{lesson['id']}/play"
    # Not checked here: that the page then shows the knobs the server kept. In about 2 of 80 runs it
    # showed the lesson without the chosen one (session 28; not found yet, see that session's note).

"""The page and the teacher dashboard over the server's own https and wss, in Chromium.

Chromium trusts the authority `synth-trainer cert` wrote (ca.pem) through
--ignore-certificate-errors-spki-list with that authority's key: errors are waived for chains that
hold exactly that key, and for nothing else (no blanket --ignore-certificate-errors). The page must
then be a secure context (AudioWorklet and WebCodecs need one), open its socket with wss: and play;
a reload must revalidate its files (304) rather than fetch them again.
"""
import pytest

from classroomkit import make_teacher
from conftest import CHROMIUM
from pagekit import PageKit, note_hz, listen_in_pitch, open_dashboard, open_student_page, pitch_hz
from tlskit import TLSServerProcess, make_cert, spki_pin


@pytest.fixture(scope="module")
def tls_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tls-certs") / "tls"
    cert, key, _ = make_cert(folder, "192.168.1.20")
    s = TLSServerProcess(tmp_path_factory.mktemp("tls-server"), cert, key, ca=folder / "ca.pem")
    yield s
    s.stop()


@pytest.fixture(scope="module")
def tls_browser(browser, tls_server):
    """A second Chromium (from the session's Playwright) that trusts ca.pem's key and nothing more."""
    b = browser.browser_type.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--autoplay-policy=no-user-gesture-required",
        f"--ignore-certificate-errors-spki-list={spki_pin(tls_server.ca)}"])
    yield b
    b.close()


@pytest.fixture
def contexts(tls_browser):
    made = []

    def new(width=1280, height=800):
        ctx = tls_browser.new_context(viewport={"width": width, "height": height})
        made.append(ctx)
        return ctx

    yield new
    for c in made:
        c.close()


def test_the_page_is_secure_over_https_connects_with_wss_and_plays(contexts, tls_server, artifacts):
    page = contexts().new_page()
    sockets = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    kit = PageKit(page, tls_server.http_url)
    kit.goto("#/free")
    kit.wait_ready()
    assert page.evaluate("location.protocol") == "https:"
    assert page.evaluate("window.isSecureContext") is True
    assert page.evaluate("typeof AudioWorkletNode === 'function' && typeof AudioDecoder === 'function'")
    assert sockets and all(u == f"wss://127.0.0.1:{tls_server.port}/ws" for u in sockets), sockets

    page.keyboard.down("KeyA")  # C4
    kit.wait_for_sound()
    kit.wait(400)
    heard = pitch_hz(kit.capture_sounding(300))
    page.screenshot(path=str(artifacts / "student-https-1280x800.png"))
    page.keyboard.up("KeyA")
    assert abs(heard / note_hz(60) - 1) < 0.01, f"heard {heard:.2f} Hz over wss, want {note_hz(60):.2f} Hz"
    assert kit.console_errors == []


def test_a_reload_revalidates_the_pages_modules_and_styles(contexts, tls_server):
    """Every module and style sheet the page loads is revalidated on a reload (304, nothing fetched
    again). Only those are judged: Chromium keeps no cached copy of the document, the worker's
    scripts, the worklets or the icon when their certificate error was waived by a flag, as here.
    With ca.pem trusted as an authority (the README's steps; checked by hand with an NSS database)
    those come back with If-None-Match too."""
    page = contexts().new_page()
    kit = PageKit(page, tls_server.http_url)
    first, again = {}, {}
    current = [first]

    def seen(r):
        if r.request.all_headers().get("sec-fetch-dest") in ("script", "style"):
            current[0].setdefault(r.url, r.status)

    page.on("response", seen)
    kit.goto("#/free")
    kit.wait_ready()
    assert len(first) >= 20 and all(s == 200 for s in first.values()), first
    current[0] = again
    page.reload()
    kit.wait_ready()
    assert set(again) == set(first), set(first) ^ set(again)
    assert all(s == 304 for s in again.values()), f"fetched again: {[(u, s) for u, s in again.items() if s != 304]}"


def test_the_teacher_dashboard_signs_in_and_listens_over_https(contexts, tls_server, artifacts):
    teacher = make_teacher(tls_server, "Ms Secure", ("Secure class",))
    dash_ctx = contexts()
    dash = open_dashboard(dash_ctx, tls_server, teacher)
    cookie = next(c for c in dash_ctx.cookies() if c["name"] == "st_teacher")
    assert cookie["secure"] and cookie["httpOnly"], cookie
    kid, kid_id = open_student_page(contexts(), tls_server, "Secure kid", teacher.classes["Secure class"])
    kid.choose("osc1.wave", "sine")
    dash.page.wait_for_function(f"() => window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)")
    heard = listen_in_pitch(dash, kid, kid_id)
    dash.page.screenshot(path=str(artifacts / "teacher-https-listening-1280x800.png"))
    kid.page.keyboard.up("KeyA")
    assert abs(heard / note_hz(60) - 1) < 0.01, f"listen-in over wss: {heard:.1f} Hz"
    assert dash.page.evaluate("window.isSecureContext") is True
    assert not [e for e in dash.console_errors if "favicon" not in e], dash.console_errors

"""The pages behind two instances and nginx (deploy/nginx/synth-trainer-cluster.conf), in Chromium:
a student's first sign-in into a class moves the page's socket to the class's instance, and a
dashboard that picks a class moves its socket there too, so listen-in works from the first lesson
on, not from the next visit. The instances place classes by load (`--instance-name`): which instance a
class lives on is found by asking through nginx, as a page would (its `placed` answer); a page whose
class the hash sends elsewhere takes one more hop, to the class's instance by name. And behind routes
by name with no fallback (Kubernetes' Gateway API routes), a page whose instance is killed is placed
again at once."""
from __future__ import annotations

import re
import signal
import time

import pytest

from classroomkit import PASSWORD, Teacher, cli, make_teacher
from conftest import Client
from nginxkit import connections, running_cluster
from pagekit import DashboardKit, listen_in_pitch, open_student_page
from pgkit import requires_postgres

pytestmark = [requires_postgres, pytest.mark.serial]


class Front:
    """What the page helpers need of a server: its base URL (here nginx's)."""

    def __init__(self, port):
        self.http_url = f"http://127.0.0.1:{port}/"


def instance_of(cluster, query: str) -> str:
    """The instance a socket of `/ws{query}` ends on: for a class, the one placement names (`placed`);
    without one, where nginx sends it."""
    before = {s: connections(cluster[s]) for s in "ab"}
    with Client(f"ws://127.0.0.1:{cluster['port']}/ws{query}", origin=f"http://127.0.0.1:{cluster['port']}") as c:
        c.request("hello", client="probe")
        if "class=" in query:
            # `placed` may come before the welcome (the lookup runs beside the hello).
            placed = next((m for m in c.texts if m["type"] == "placed"), None) or c.wait_text(lambda m: m["type"] == "placed", timeout=15)
            at = placed["at"]
            return next(k for k, name in cluster["names"].items() if name == at)
        added = {s: connections(cluster[s]) - before[s] for s in "ab"}
    return max(added, key=added.get)


def wait_until(predicate, what, timeout=15.0):
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


@pytest.fixture
def cluster(server_factory, tmp_path):
    with running_cluster(server_factory, tmp_path) as c:
        yield c


def test_sign_in_and_class_pick_move_the_sockets_to_the_class_instance(cluster, browser, artifacts):
    url = cluster["url"]
    cli(None, "teacher", "add", "Ms Route", "--password-stdin", stdin=PASSWORD + "\n", database=url)
    # A page with no class goes wherever nginx hashes its address; find a class on the other instance
    # (so the student's sign-in must move) and one on the same (so the dashboard must move back).
    unrouted = instance_of(cluster, "")
    away = home = None
    for i in range(16):
        code = re.search(r"code ([A-Z0-9]{6,})", cli(None, "teacher", "add-class", "Ms Route", f"Class {i}", database=url)).group(1)
        where = instance_of(cluster, f"?class={code}")
        if where != unrouted and away is None:
            away = (f"Class {i}", code, where)
        if where == unrouted and home is None:
            home = (f"Class {i}", code, where)
        if away and home:
            break
    assert away and home, "16 classes all placed on one instance"
    front = Front(cluster["port"])

    kid_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    dash_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        base = {s: connections(cluster[s]) for s in "ab"}
        kid, kid_id = open_student_page(kid_ctx, front, "Router", away[1])
        # The page's one socket now lives on the class's instance; the first one (on the other) is gone.
        wait_until(lambda: connections(cluster[away[2]]) - base[away[2]] == 1 and connections(cluster[unrouted]) == base[unrouted],
                   f"the student's socket did not move to instance {away[2]}: "
                   f"{ {s: connections(cluster[s]) - base[s] for s in 'ab'} }")
        # The sign-in's move: to the class's URL, and one more hop by name when the hash sent it elsewhere.
        assert kid.state()["connects"] in (2, 3), kid.state()
        kid.choose("osc1.wave", "sine")

        dash = DashboardKit(dash_ctx.new_page(), front.http_url)
        dash.goto("teacher.html")
        dash.page.wait_for_selector("#teacher-user")
        dash.page.fill("#teacher-user", "Ms Route")
        dash.page.fill("#teacher-password", PASSWORD)
        dash.page.click("#teacher-login button[type=submit]")
        dash.page.wait_for_function("() => window.teacherDashboard.state().signedIn && window.teacherDashboard.state().connected")
        # Several classes and none watched yet in this browser: the dashboard asks which, with a button each.
        dash.page.wait_for_selector(".roster-empty:not([hidden]) .roster-pick .btn")
        assert dash.page.inner_text(".roster-empty-title") == "Choose a class to watch."
        dash.page.screenshot(path=str(artifacts / "teacher-choose-class-1280x800.png"))
        dash.page.click(f".roster-pick .btn:has-text('{away[1]}')")
        # The dashboard moves to the class's instance and watches it there: the student is online.
        dash.page.wait_for_function(
            f"() => window.teacherDashboard.state().classCode === '{away[1]}'"
            f" && window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)", timeout=15000)
        dash.page.wait_for_function("() => window.teacherDashboard.state().audio === 'running'")
        heard = listen_in_pitch(dash, kid, kid_id)
        print(f"dashboard on instance {away[2]} hears the student at {heard:.1f} Hz")
        assert abs(heard - 261.63) < 3, heard
        dash.page.screenshot(path=str(artifacts / "cluster-teacher-listening-1280x800.png"))
        kid.page.keyboard.up("KeyA")

        # Picking a class on the other instance moves the dashboard again.
        dash.page.select_option(".class-select", label=home[0])
        dash.page.wait_for_function(f"() => window.teacherDashboard.state().classCode === '{home[1]}'", timeout=15000)
        wait_until(lambda: connections(cluster[away[2]]) - base[away[2]] == 1,
                   "the dashboard's socket stayed on the first class's instance")
        assert not dash.console_errors and not kid.console_errors, (dash.console_errors, kid.console_errors)
    finally:
        kid_ctx.close()
        dash_ctx.close()


def test_a_teacher_with_one_class_signs_in_on_that_class_instance(cluster, browser):
    """The dashboard of a teacher with one class watches it as soon as the sign-in succeeds. That
    watch moves the socket to the class's instance, which the page does only once the welcome has
    said classes are routed: the dashboard now asks for the welcome before it reports the sign-in.
    The class is on the other instance than a page without a class lands on."""
    url = cluster["url"]
    unrouted = instance_of(cluster, "")
    found = None
    for i in range(16):
        name = f"Ms Single {i}"
        cli(None, "teacher", "add", name, "--password-stdin", stdin=PASSWORD + "\n", database=url)
        code = re.search(r"code ([A-Z0-9]{6,})", cli(None, "teacher", "add-class", name, "Only class", database=url)).group(1)
        if instance_of(cluster, f"?class={code}") != unrouted:
            found = (name, code)
            break
    assert found, "16 classes all placed on the instance an unrouted page lands on"
    front = Front(cluster["port"])
    kid_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    dash_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        kid, kid_id = open_student_page(kid_ctx, front, "Solo", found[1])
        dash = DashboardKit(dash_ctx.new_page(), front.http_url)
        dash.goto("teacher.html")
        dash.page.wait_for_selector("#teacher-user")
        dash.page.fill("#teacher-user", found[0])
        dash.page.fill("#teacher-password", PASSWORD)
        dash.page.click("#teacher-login button[type=submit]")
        # Nothing to pick: the only class is watched, on its own instance, where the student is online.
        dash.page.wait_for_function(
            f"() => window.teacherDashboard.state().classCode === '{found[1]}'"
            f" && window.teacherDashboard.students().some(s => s.student === '{kid_id}' && s.online)", timeout=15000)
        dash.page.wait_for_function("() => window.teacherDashboard.state().audio === 'running'")
        heard = listen_in_pitch(dash, kid, kid_id)
        assert abs(heard - 261.63) < 3, heard
        kid.page.keyboard.up("KeyA")
        assert not dash.console_errors and not kid.console_errors, (dash.console_errors, kid.console_errors)
    finally:
        kid_ctx.close()
        dash_ctx.close()


def test_a_page_whose_instance_is_killed_is_placed_again_at_once_behind_routes_by_name(server_factory, tmp_path, browser):
    """As in Kubernetes (deploy/k8s/gateway): a socket asking for its class's instance by name goes to
    that pod's own Service and nowhere else (nginx's cluster site has the other instances as backups).
    When the pod is killed, its last load report stays fresh for seconds, and the class's lease with it:
    the page reconnects without `at` but naming the instance it lost (`gone`), the instance reached sees
    in PostgreSQL that the killed one has no connection left, and places the class again at once, so
    the page is never sent back to the dead instance, and its session is restored on the one left."""
    with running_cluster(server_factory, tmp_path, backups=False) as cluster:
        code = next(iter(make_teacher(None, "Ms Gone", classes=["Gone"], database=cluster["url"]).classes.values()))
        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        home = None
        try:
            kid, kid_id = open_student_page(ctx, Front(cluster["port"]), "Stray", code)
            # The instance the class lives on, and the page's socket there alone: the page may still be
            # moving to it after its sign-in. (In a fresh clone's run under load the first socket after
            # the kill named nothing; the likely cause, the instance killed being the one the page was
            # leaving, so that socket was the move's. Session 35.)
            home = instance_of(cluster, f"?class={code}")
            other = "b" if home == "a" else "a"
            wait_until(lambda: (connections(cluster[home]), connections(cluster[other])) == (1, 0) and kid.state()["connected"],
                       f"the page's socket is not on the class's instance {home} alone")
            restores, connects = kid.state()["restores"], kid.state()["connects"]
            opened_before = kid.state()["opened"][-1]["n"]
            log = cluster["folder"] / "access.log"
            seen = len(log.read_text().splitlines())
            cluster[home].proc.send_signal(signal.SIGKILL)
            cluster[home].proc.wait(10)
            t0 = time.monotonic()
            wait_until(lambda: connections(cluster[other]) == 1 and kid.state()["connected"] and kid.state()["restores"] > restores,
                       f"the page did not come back on instance {other}", timeout=30)
            took = time.monotonic() - t0
            # nginx logs a WebSocket when it ends: the page's socket to the killed instance (101) is there
            # too, and any later one asking for it by name would be refused (502).
            dead = cluster["names"][home]
            lines = log.read_text().splitlines()[seen:]
            asked_again = [line for line in lines if f"at={dead}" in line and '" 101 ' not in line]
            # Sent back at most while PostgreSQL ends the killed process's connections (it notices their
            # close on its own time: a few ms here); before `gone`, for as long as the report stayed fresh
            # (15-16 sockets over 4.4-4.7 s). Printed, not judged: PostgresPlacementTests checks the rule.
            print(f"back on the other instance {took:.2f} s after the kill; sockets sent back to the dead one: {len(asked_again)}")
            # The first socket to open after the kill named the killed instance as lost, whether or not its
            # URL had asked for it by name (a class placed where its socket landed has no `at`).
            after_kill = [o for o in kid.state()["opened"] if o["n"] > opened_before]
            assert after_kill and after_kill[0]["gone"] == dead, (after_kill, dead)
            # One socket per try: the one that came back stayed (it was not moved again once restored).
            # A socket sent back may have moved before its welcome came (`placed` can arrive first), so
            # it counts at most once.
            assert connects + 1 <= kid.state()["connects"] <= connects + 1 + len(asked_again), (kid.state(), len(asked_again))
            assert kid.state()["student"] == kid_id
            # The restored session answers: a knob turned now reaches the synth on the instance left.
            kid.choose("osc1.wave", "square")
            wait_until(lambda: kid.server_patch()["osc1.wave"] == "square", "the knob did not reach the server")
        finally:
            ctx.close()
            if home is not None:
                cluster[home].log.close()  # killed: its exit code is not the factory's to check

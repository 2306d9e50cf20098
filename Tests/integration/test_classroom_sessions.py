"""Teacher sockets and the dashboard's view of the class, over real sockets (PROTOCOL.md "Classrooms"):
a teacher socket takes a synth (a session slot) only once signed in and is closed if it never signs
in; the class list is read fresh from the store on request (classes made with the CLI appear
without a reconnect); offline students show the lesson they last worked on, from the store."""
import time

from classroomkit import TEACHER_PROTOCOL, class_id, cli, login, make_teacher, student, teacher_socket
from conftest import ServerProcess


def sessions(server) -> int:
    import json

    _, _, body = server.get("/healthz")
    return json.loads(body)["sessions"]


def test_an_unauthenticated_teacher_socket_holds_no_session_slot(server_factory):
    srv = server_factory(max_sessions=2)
    teacher = make_teacher(srv, "Ms Slot", ("Slots",))
    idle = [srv.connect(subprotocols=[TEACHER_PROTOCOL]) for _ in range(4)]
    try:
        time.sleep(0.2)
        assert sessions(srv) == 0, "teacher sockets that have not signed in must not take a synth"
        # Both slots are still free for students.
        a, _ = student(srv, "First")
        b, _ = student(srv, "Second")
        with a, b:
            assert a.request("hello")["type"] == "welcome" and b.request("hello")["type"] == "welcome"
            assert sessions(srv) == 2
            # Signing in on a full server: no reply, a clear close.
            t = srv.connect(subprotocols=[TEACHER_PROTOCOL])
            with t:
                t.send("auth", token=login(srv, teacher)["token"])
                code, reason = t.wait_closed(5)
                assert (code, reason) == (1013, "server full")
        # With a slot free again, signing in starts the teacher's synth.
        deadline = time.monotonic() + 3
        while sessions(srv) and time.monotonic() < deadline:
            time.sleep(0.05)
        t = teacher_socket(srv, login(srv, teacher)["token"])
        with t:
            assert sessions(srv) == 1
            t.send("noteOn", note=60, velocity=0.9)
            frames, _ = t.collect(0.5)
            assert any(f.source == 0 and f.kind == 1 for f in frames), "the signed-in teacher's own synth plays"
    finally:
        for c in idle:
            c.close()


def test_a_teacher_socket_that_never_signs_in_is_closed_with_a_reason(server):
    opened = time.monotonic()
    with server.connect(subprotocols=[TEACHER_PROTOCOL]) as idle, server.connect(subprotocols=[TEACHER_PROTOCOL]) as failed:
        r = failed.request("auth", token="not-a-token")
        assert r["type"] == "error" and r["code"] == "unauthorized"
        code, reason = idle.wait_closed(15)
        waited = time.monotonic() - opened
        assert code == 1008 and "sign in" in reason and "10 s" in reason, (code, reason)
        assert 9 <= waited <= 13, waited
        # A failed sign-in does not extend the deadline.
        assert failed.wait_closed(3)[0] == 1008
    assert "did not sign in" in server.log_text()


def test_a_signed_in_teacher_socket_stays_open_past_the_deadline(server):
    teacher = make_teacher(server, "Ms Stay", ("Stay class",))
    t = teacher_socket(server, login(server, teacher)["token"])
    with t:
        time.sleep(10.8)
        assert t.request("listClasses")["type"] == "classes"


def test_the_class_list_is_current_without_a_reconnect(server):
    teacher = make_teacher(server, "Ms Current", ("First class",))
    other = make_teacher(server, "Mr Other", ("Not yours",))
    t = teacher_socket(server, login(server, teacher)["token"])
    with t:
        # Made on the command line while the dashboard is open.
        cli(server, "teacher", "add-class", teacher.name, "From the CLI")
        r = t.request("listClasses")
        assert r["type"] == "classes"
        names = sorted(c["name"] for c in r["classes"])
        assert names == ["First class", "From the CLI"], names
        fresh = next(c for c in r["classes"] if c["name"] == "From the CLI")
        assert len(fresh["code"]) == 8 and fresh["students"] == 0
        # Students who join show up in the count.
        kid, _ = student(server, "Counted", fresh["code"])
        with kid:
            r = t.request("listClasses")
            assert next(c for c in r["classes"] if c["name"] == "From the CLI")["students"] == 1
        # And a class made on the socket is in the list too.
        t.request("createClass", name="Made here")
        assert "Made here" in {c["name"] for c in t.request("listClasses")["classes"]}
    assert other.classes  # the other teacher's class never appears above
    # Not for students, nor before signing in.
    s, _ = student(server, "Nosy")
    with s, server.connect(subprotocols=[TEACHER_PROTOCOL]) as anon:
        assert s.request("listClasses")["code"] == "forbidden"
        assert anon.request("listClasses")["code"] == "unauthorized"


def test_offline_students_show_their_last_lesson_from_the_store(server_factory, tmp_path):
    first = server_factory()
    teacher = make_teacher(first, "Ms Memory", ("Memory class",))
    code = teacher.classes["Memory class"]
    kid, me = student(first, "Went home", code)
    with kid:
        challenge = kid.lessons_in_order()[0]
        kid.request("openLesson", lesson=challenge["id"])
        kid.request("submit")
        kid.request("submit")
    data = first.data_dir
    first.stop()
    # A fresh server process knows nothing of the student but what the store kept.
    second = ServerProcess(tmp_path, data=data)
    try:
        t = teacher_socket(second, login(second, teacher)["token"])
        with t:
            roster = t.request("watchClass", **{"class": class_id(t.request("listClasses"), "Memory class")})
            s = next(x for x in roster["students"] if x["student"] == me["student"])
            assert s["online"] is False
            assert s["lesson"] and s["lesson"]["id"] == challenge["id"] and s["lesson"]["title"] == challenge["title"]
            assert s["attempts"] == 2 and s["lastScore"] is not None and s["bestScore"] is not None
            assert s["target"] is None
    finally:
        second.stop()


def test_teacher_session_length_comes_from_the_flag_or_the_environment(server_factory):
    from datetime import datetime, timezone

    for srv in (server_factory(teacher_session_seconds=90), server_factory(env={"SYNTH_TRAINER_TEACHER_SESSION_SECONDS": 90})):
        teacher = make_teacher(srv, "Ms Brief", ("Brief",))
        reply = login(srv, teacher)
        left = (datetime.fromisoformat(reply["expires"].replace("Z", "+00:00")) - datetime.now(timezone.utc)).total_seconds()
        assert 80 < left <= 91, reply["expires"]


def test_a_bad_teacher_session_length_stops_the_server_with_a_clear_message(tmp_path):
    import os
    import subprocess

    from conftest import binary_path

    for args, env in (((["--teacher-session-seconds", "0"]), {}), ([], {"SYNTH_TRAINER_TEACHER_SESSION_SECONDS": "ten"})):
        r = subprocess.run([str(binary_path()), "serve", "--port", "0", "--data", str(tmp_path), *args],
                           capture_output=True, text=True, timeout=30, env={**os.environ, **env})
        assert r.returncode != 0
        assert "teacher-session-seconds" in r.stderr or "TEACHER_SESSION_SECONDS" in r.stderr, r.stderr

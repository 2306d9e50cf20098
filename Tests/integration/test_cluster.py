"""Two instances on one PostgreSQL database behind nginx with deploy/nginx/synth-trainer-cluster.conf:
a class's students and its teacher land on one instance (the upstream hashes on ?class=CODE), listen-in
works through nginx, and when that instance is killed (-9) the pages reconnect through nginx to the
other one, sign in by token and find every acknowledged result. The failover time is printed, not judged."""
from __future__ import annotations

import json
import re
import signal
import time
import urllib.request

import pytest

from classroomkit import PASSWORD, TEACHER_PROTOCOL, Teacher, cli, password_change_signs_out
from conftest import KIND_AUDIO, Client
from nginxkit import connections, running_cluster
from pgkit import fresh_database, requires_postgres

pytestmark = requires_postgres


@pytest.fixture
def cluster(server_factory, tmp_path):
    with running_cluster(server_factory, tmp_path) as c:
        yield c


def test_a_class_lives_on_one_instance_and_moves_when_it_dies(cluster):
    url, port = cluster["url"], cluster["port"]
    cli(None, "teacher", "add", "Ms Cluster", "--password-stdin", stdin=PASSWORD + "\n", database=url)
    code = re.search(r"code ([A-Z0-9]{6,})", cli(None, "teacher", "add-class", "Ms Cluster", "Year 9", database=url)).group(1)
    teacher = Teacher("Ms Cluster", PASSWORD, {"Year 9": code})
    origin = f"http://127.0.0.1:{port}"
    ws = f"ws://127.0.0.1:{port}/ws?class={code}"
    base = {s: connections(cluster[s]) for s in "ab"}

    students = [Client(ws, origin=origin) for _ in range(3)]
    # Instances on a shared store say classes are routed, so pages move their socket to the class's URL.
    assert students[0].request("hello")["routed"] is True
    me = [c.request("login", name=f"Kid {i}", secret="4711", classCode=code) for i, c in enumerate(students)]
    first = students[0].lessons_in_order()[0]
    assert students[0].request("openLesson", lesson=first["id"])["type"] == "lesson"
    assert students[0].request("submit")["passed"] is True  # acknowledged
    # The teacher signs in over HTTP through nginx, as the dashboard does.
    req = urllib.request.Request(f"{origin}/api/login", data=json.dumps({"user": teacher.name, "password": PASSWORD}).encode(),
                                 headers={"content-type": "application/json", "origin": origin}, method="POST")
    token = json.loads(urllib.request.urlopen(req, timeout=10).read())["token"]
    t = Client(ws, origin=origin, subprotocols=[TEACHER_PROTOCOL])
    assert t.request("auth", token=token)["type"] == "teacher"
    t.request("hello")

    added = {s: connections(cluster[s]) - base[s] for s in "ab"}
    holder = "a" if added["a"] > added["b"] else "b"
    print(f"connections added per instance: {added}")
    assert added[holder] == 4 and added["b" if holder == "a" else "a"] == 0, "the class is split over instances"
    class_id = t.request("listClasses")["classes"][0]["id"]
    roster = t.request("watchClass", **{"class": class_id})
    assert sum(s["online"] for s in roster["students"]) == 3
    assert t.request("listen", student=me[1]["student"])["type"] == "listening"
    students[1].send("noteOn", note=60)
    frames, _ = t.collect(1.0)
    assert sum(f.kind == KIND_AUDIO and f.source == 2 for f in frames) >= 10, "listen-in through nginx"

    # The instance holding the class dies.
    killed = time.monotonic()
    cluster[holder].proc.send_signal(signal.SIGKILL)
    cluster[holder].proc.wait(10)
    for c in students + [t]:
        c.wait_closed(5)
    back = []
    for i, m in enumerate(me):
        for _ in range(100):
            try:
                c = Client(ws, origin=origin)
                r = c.request("login", token=m["token"])
                if r["type"] == "student":
                    back.append(c)
                    break
            except Exception:
                time.sleep(0.1)
        assert r["student"] == m["student"], r
    print(f"failover: all 3 students signed in again {time.monotonic() - killed:.2f} s after the kill")
    assert back[0].lessons_in_order()[0]["state"] == "completed", "the acknowledged result is there"
    other = cluster["b" if holder == "a" else "a"]
    assert connections(other) >= 3
    t2 = Client(ws, origin=origin, subprotocols=[TEACHER_PROTOCOL])
    assert t2.request("auth", token=token)["type"] == "teacher"
    roster = t2.request("watchClass", **{"class": class_id})
    assert sum(s["online"] for s in roster["students"]) == 3
    cluster[holder].log.close()
    for c in back + [t2]:
        c.close()


def test_two_instances_started_together_on_an_empty_database_migrate_once(server_factory):
    """Two server processes started at the same moment on a database with no tables: one applies every
    migration (under PostgreSQL's advisory lock), the other finds them applied, and both serve."""
    import threading

    from pgkit import psql

    url = fresh_database()
    started, errors = [], []

    def start():
        try:
            started.append(server_factory(env={"SYNTH_TRAINER_DATABASE": url}))
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=start) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors and len(started) == 2, errors
    rows = psql(url, "SELECT identifier, appliedBy FROM trainer_migrations ORDER BY identifier")
    identifiers = [r[0] for r in rows]
    assert identifiers and len(identifiers) == len(set(identifiers)), rows
    assert len({r[1] for r in rows}) == 1, f"more than one instance applied migrations: {rows}"
    # Both serve: a student made through one signs in through the other.
    with started[0].connect() as a:
        me = a.request("login", name="Migrated once")
    with started[1].connect() as b:
        assert b.request("login", token=me["token"])["student"] == me["student"]


def test_a_teacher_logout_on_one_instance_ends_the_session_on_the_other(server_factory):
    """One teacher session used on two instances of one database. After `logout` on A:
    - B refuses the next message of its socket that asks the store for anything (the call checks the
      session in the store first, so this holds even before B has heard of the sign-out);
    - B tells a silent socket of that session unprompted (PostgreSQL's NOTIFY, sent when the delete
      commits, or the refusal above, whichever comes first), and a new socket's `auth` is refused.
    The same for a password change from the command line. How long B took to tell is printed, not judged."""
    from classroomkit import login, teacher_socket

    url = fresh_database()
    a = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    b = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    cli(None, "teacher", "add", "Ms Logout", "--password-stdin", stdin=PASSWORD + "\n", database=url)
    token = login(a, Teacher("Ms Logout", PASSWORD, {}))["token"]
    on_a, on_b, silent = teacher_socket(a, token), teacher_socket(b, token), teacher_socket(b, token)
    with on_a, on_b, silent:
        assert on_b.request("listClasses")["type"] == "classes"
        assert on_a.request("logout")["type"] == "loggedOut"
        answered = time.monotonic()
        reply = on_b.request("listClasses")
        assert reply["type"] == "error" and reply["code"] == "unauthorized", reply
        notice = silent.wait_text(lambda m: m.get("type") == "error" and m.get("code") == "unauthorized", timeout=10)
        told = time.monotonic() - answered
        assert notice.get("id") is None, notice
        assert silent.request("listen", student="s-anyone")["code"] == "unauthorized"
        with b.connect(subprotocols=[TEACHER_PROTOCOL]) as fresh:
            reply = fresh.request("auth", token=token)
            assert reply["type"] == "error" and reply["code"] == "unauthorized", reply
        print(f"logout on A: B refused the next store call; a silent socket on B was told {1000 * told:.1f} ms "
              f"after A answered")

    # A password change ends every session of the teacher on every instance at once too.
    password_change_signs_out(a, "Ms Logout", url)


def test_sign_in_limits_hold_across_instances(server_factory):
    """The limits on wrong passwords and secrets are counted in the shared database: ten wrong passwords
    for one teacher from one address, split over two instances, refuse the eleventh on either one (a
    per-process count would allow twenty); the teacher from another address still signs in. The same
    for a student's secret."""
    from classroomkit import http

    url = fresh_database()
    a = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    b = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    cli(None, "teacher", "add", "Ms Limit", "--password-stdin", stdin=PASSWORD + "\n", database=url)
    wrong = {"user": "Ms Limit", "password": "not the password"}
    for i in range(10):
        status, _, _ = http(a if i % 2 else b, "POST", "/api/login", wrong)
        assert status == 401, (i, status)
    for server in (a, b):
        status, headers, body = http(server, "POST", "/api/login", {"user": "Ms Limit", "password": PASSWORD})
        assert status == 429 and int(headers["retry-after"]) >= 1, (status, body)
        assert "too many failed sign-ins" in body["message"], body

    with a.connect() as c:
        assert c.request("login", name="Limit Student", secret="2468")["type"] == "student"
    for i in range(10):
        with (a if i % 2 else b).connect() as c:
            r = c.request("login", name="Limit Student", secret=f"{1000 + i}")
            assert r["code"] == "unauthorized", r
    with b.connect() as c:
        r = c.request("login", name="Limit Student", secret="2468")
        assert r["code"] == "rate_limited" and "wrong secrets" in r["message"], r

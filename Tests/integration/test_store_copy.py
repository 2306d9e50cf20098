"""`synth-trainer store copy`: a school made on the embedded SQLite store, the real way (CLI, HTTP
sign-in, student sockets), moved into PostgreSQL; the command prints and verifies the row counts,
refuses a non-empty target unless --force, and a server on the copy (`serve` with
SYNTH_TRAINER_DATABASE) knows every teacher, class, student, secret, token, sign-in and result."""
from __future__ import annotations

import os
import re
import sqlite3
import subprocess

from classroomkit import login, make_teacher, teacher_socket
from conftest import binary_path
from pgkit import fresh_database, psql, requires_postgres

TABLES = ["teachers", "classes", "students", "student_tokens", "progress", "teacher_sessions", "lesson_drafts",
          "student_recovery", "hearing_staircases", "practice_state"]


def store_copy(*args, env=None):
    return subprocess.run([str(binary_path()), "store", "copy", *args], capture_output=True, text=True, timeout=120, env=env)


def printed_counts(out: str) -> dict:
    """{table: (source, target)} from the command's table."""
    rows = {}
    for line in out.splitlines():
        m = re.match(r"^(\w+)\s+(\d+)\s+(\d+)\s*$", line)
        if m and m.group(1) in TABLES:
            rows[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return rows


def sign_in(server, **fields):
    c = server.connect()
    return c, c.request("login", **fields)


def complete_first_lesson(c):
    intro = c.lessons_in_order()[0]
    assert c.request("openLesson", lesson=intro["id"])["type"] == "lesson"
    assert c.request("submit")["passed"] is True
    return intro["id"]


@requires_postgres
def test_a_school_moves_from_sqlite_to_postgres(server_factory):
    # A school on the embedded store: a teacher with a class and a sign-in, a student with a secret
    # and two devices (two tokens), one without a class; both completed a lesson.
    school = server_factory()
    teacher = make_teacher(school, "Ms Copy")
    code = teacher.classes["Year 9"]
    session = login(school, teacher)["token"]
    ada_socket, ada = sign_in(school, name="Ada", secret="4711", classCode=code)
    lesson = complete_first_lesson(ada_socket)
    ada_socket.close()
    _, ada_phone = sign_in(school, name="ada", secret="4711", classCode=code)
    assert ada_phone["student"] == ada["student"] and ada_phone["token"] != ada["token"]
    bo_socket, bo = sign_in(school, name="Bo")
    complete_first_lesson(bo_socket)
    bo_socket.close()

    source = school.data_dir / "trainer.sqlite"
    with sqlite3.connect(source) as db:
        expected = {t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}
    # Ada, who has a secret, has a recovery code; nobody left a challenge with knobs turned.
    assert expected == {"teachers": 1, "classes": 1, "students": 2, "student_tokens": 3, "progress": 2,
                        "teacher_sessions": 1, "lesson_drafts": 0, "student_recovery": 1, "hearing_staircases": 0,
                        "practice_state": 0}, expected

    # Copied while the SQLite server still runs; the counts are printed and checked.
    url = fresh_database()
    r = store_copy("--from", str(source), "--to", url)
    assert r.returncode == 0, r.stdout + r.stderr
    assert printed_counts(r.stdout) == {t: (n, n) for t, n in expected.items()}, r.stdout
    assert "verified" in r.stdout
    assert url.split("@")[0].split(":")[-1] not in r.stdout + r.stderr, "the password is never printed"
    assert {t: int(psql(url, f"SELECT count(*) FROM {t}")[0][0]) for t in TABLES} == expected

    # A second copy into the filled database is refused and changes nothing; --force replaces.
    again = store_copy("--from", str(school.data_dir), "--to", url)
    assert again.returncode != 0 and "already holds data" in again.stderr and "--force" in again.stderr, again.stderr
    forced = store_copy("--from", str(source), "--force", env={**os.environ, "SYNTH_TRAINER_DATABASE": url})
    assert forced.returncode == 0, forced.stdout + forced.stderr
    assert printed_counts(forced.stdout) == {t: (n, n) for t, n in expected.items()}, forced.stdout

    # A server on the copy: SQLite is not touched (its data folder stays empty), and everyone is there.
    moved = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    assert not (moved.data_dir / "trainer.sqlite").exists()
    teacher_socket(moved, token=session).close()          # the sign-in made on the old box
    login(moved, teacher)                                    # the password
    _, back = sign_in(moved, token=ada["token"])            # first device
    assert back["student"] == ada["student"], back
    c, by_name = sign_in(moved, name="ADA", secret="4711", classCode=code.lower())  # secret, class code
    assert by_name["student"] == ada["student"] and by_name["needsSecret"] is False, by_name
    assert {l["id"]: l["state"] for l in c.lessons_in_order()}[lesson] == "completed"
    _, phone = sign_in(moved, token=ada_phone["token"])     # second device
    assert phone["student"] == ada["student"]
    c, bo_back = sign_in(moved, token=bo["token"])
    assert bo_back["student"] == bo["student"] and c.lessons_in_order()[0]["state"] == "completed"
    # And it writes there: a new student's result lands in PostgreSQL.
    cy_socket, cy = sign_in(moved, name="Cy", classCode=code)
    complete_first_lesson(cy_socket)
    assert psql(url, f"SELECT completed FROM progress WHERE studentID = '{cy['student']}'") == [["t"]]


def test_serve_refuses_a_database_it_cannot_reach(tmp_path):
    # Nothing listens on port 1: the server says so and exits 2, instead of serving without its store.
    r = subprocess.run([str(binary_path()), "serve", "--port", "0", "--data", str(tmp_path),
                        "--database", "postgres://u:hunter2@127.0.0.1:1/school?sslmode=disable"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "unreachable" in r.stderr and "postgres://u@127.0.0.1:1/school" in r.stderr, r.stderr
    assert "hunter2" not in r.stdout + r.stderr

"""Removing a student loses nothing, over real sockets, on SQLite and on PostgreSQL (issue 22): the
student keeps every lesson, the class's table keeps a row marked removed, the old code does not take
them back until the teacher lets them, a restore undoes the removal, and at no step does a stored
progress row disappear. One person, one profile: name and secret find the same student with or
without the code."""
from __future__ import annotations

import sqlite3

import pytest

from classroomkit import login, make_teacher, teacher_socket, teacher_with_class
from pgkit import psql

SECRET = "4711"


def progress_rows(server, url: str | None) -> set[tuple]:
    """Every stored progress row, read from the store itself (not through the server)."""
    sql = "SELECT studentID, lessonID, completed, attempts FROM progress ORDER BY 1, 2"
    if url:
        return {(s, l, c in ("t", "true", "1"), int(a)) for s, l, c, a in psql(url, sql)}
    with sqlite3.connect(server.data_dir / "trainer.sqlite") as db:
        return {(s, l, bool(c), int(a)) for s, l, c, a in db.execute(sql)}


def sign_in(server, **fields):
    c = server.connect()
    return c, c.request("login", **fields)


def table_row(t, class_id: str, student: str) -> dict | None:
    table = t.request("classProgress", **{"class": class_id})
    assert table["type"] == "progress", table
    return next((r for r in table["students"] if r["student"] == student), None)


def test_removal_undo_and_rejoin_lose_no_row(store_server):
    server, url = store_server
    code, t, class_id = teacher_with_class(server, "Ms Keep", database=url)

    kid, me = sign_in(server, name="Ada", secret=SECRET, classCode=code)
    assert me["type"] == "student" and me["className"] == "Year 9", me
    for lesson in kid.lessons_in_order()[:2]:
        assert kid.request("openLesson", lesson=lesson["id"])["type"] == "lesson"
        kid.request("submit")
    done = [l["id"] for l in kid.lessons_in_order() if l["state"] == "completed"]
    assert done, "the student completed something to keep"
    before = progress_rows(server, url)
    assert {r[1] for r in before if r[0] == me["student"]} >= set(done)
    assert t.request("watchClass", **{"class": class_id})["type"] == "roster"

    # Removed: told so; the class keeps a row marked removed, with the work.
    assert t.request("removeStudent", student=me["student"])["type"] == "studentRemoved"
    kid.wait_text(lambda m: m["type"] == "removedFromClass")
    row = table_row(t, class_id, me["student"])
    assert row and row["left"] is True and row["removed"] is True, row
    assert {k for k, v in row["lessons"].items() if v["completed"]} == set(done)
    assert progress_rows(server, url) == before

    # The student keeps everything: on the open page, and signing in afresh without the code.
    assert [l["id"] for l in kid.lessons_in_order() if l["state"] == "completed"] == done
    other, alone = sign_in(server, name="ada", secret=SECRET)
    assert alone["student"] == me["student"] and alone["classCode"] is None, alone
    assert [l["id"] for l in other.lessons_in_order() if l["state"] == "completed"] == done

    # The old code does not take them back, and makes no second profile.
    _, refused = sign_in(server, name="Ada", secret=SECRET, classCode=code)
    assert refused["type"] == "error" and refused["code"] == "forbidden" and "took you out" in refused["message"], refused
    _, by_token = sign_in(server, token=me["token"], classCode=code)
    assert by_token["type"] == "error" and by_token["code"] == "forbidden", by_token
    assert len({r[0] for r in progress_rows(server, url)}) == len({r[0] for r in before})

    # Undo: restored, the open page is told which class it is in again, the row is whole.
    reply = t.request("restoreStudent", student=me["student"], **{"class": class_id})
    assert reply["type"] == "studentRestored" and reply["student"] == me["student"], reply
    told = kid.wait_text(lambda m: m["type"] == "studentClass")
    assert told["className"] == "Year 9" and told["classCode"] == code, told
    row = table_row(t, class_id, me["student"])
    assert row and row["left"] is False and {k for k, v in row["lessons"].items() if v["completed"]} == set(done)
    roster = t.request("watchClass", **{"class": class_id})
    assert me["student"] in {s["student"] for s in roster["students"]}
    _, again = sign_in(server, name="Ada", secret=SECRET)
    assert again["student"] == me["student"] and again["classCode"] == code, again

    # Removed again, then let back in: the code joins the same profile.
    assert t.request("removeStudent", student=me["student"])["type"] == "studentRemoved"
    assert t.request("allowRejoin", student=me["student"], **{"class": class_id})["type"] == "rejoinAllowed"
    _, rejoined = sign_in(server, name="Ada", secret=SECRET, classCode=code)
    assert rejoined["student"] == me["student"] and rejoined["className"] == "Year 9", rejoined
    assert progress_rows(server, url) == before, "no progress row lost or added by removal, undo and rejoin"

    # Only the class's teacher may restore or let back; bad requests get clear errors.
    stranger = make_teacher(server, "Mr Other", database=url)
    s = teacher_socket(server, login(server, stranger)["token"])
    assert s.request("restoreStudent", student=me["student"], **{"class": class_id})["code"] == "forbidden"
    assert s.request("allowRejoin", student=me["student"], **{"class": class_id})["code"] == "forbidden"
    assert t.request("restoreStudent", student=me["student"])["code"] == "bad_message"
    assert kid.request("restoreStudent", student=me["student"], **{"class": class_id})["code"] == "forbidden"


def test_name_and_secret_without_the_code_find_the_class_profile(store_server):
    server, url = store_server
    code, t, class_id = teacher_with_class(server, "Ms One", database=url)
    first, me = sign_in(server, name="Bo", secret=SECRET, classCode=code)
    first.close()

    # A new device, no code: the same profile, in the class, and online for the teacher.
    kid, back = sign_in(server, name="bo", secret=SECRET)
    assert back["student"] == me["student"] and back["classCode"] == code and back["className"] == "Year 9", back
    roster = t.request("watchClass", **{"class": class_id})
    assert [s["online"] for s in roster["students"] if s["student"] == me["student"]] == [True]
    # A wrong secret without the code is refused instead of opening an empty profile.
    _, wrong = sign_in(server, name="Bo", secret="9999")
    assert wrong["type"] == "error" and wrong["code"] == "unauthorized", wrong
    # A code typed with a hyphen is the same code.
    _, hyphen = sign_in(server, name="Bo", secret=SECRET, classCode=code[:4] + "-" + code[4:].lower())
    assert hyphen["student"] == me["student"], hyphen
    assert len({r[0] for r in progress_rows(server, url)} | {me["student"]}) == 1


def test_another_code_or_none_gives_a_secret_guesser_no_fresh_count(server_factory):
    server = server_factory()
    code = make_teacher(server, "Ms Guard").classes["Year 9"]
    sign_in(server, name="Zed", secret=SECRET, classCode=code)
    c = server.connect()
    for i in range(10):
        r = c.request("login", name="Zed", secret=f"wrong{i}", classCode=code)
        assert r["type"] == "error" and r["code"] == "unauthorized", r
    # One person, one profile, one count: without the code, or with it spelt another way, still refused.
    for fields in ({}, {"classCode": code[:4] + "-" + code[4:]}, {"classCode": code.lower()}):
        r = c.request("login", name="zed", secret="wrong-again", **fields)
        assert r["type"] == "error" and r["code"] == "rate_limited", (fields, r)

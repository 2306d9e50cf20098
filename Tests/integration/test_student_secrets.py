"""A student's progress follows the student, over real sockets: name + secret (+ class code) signs
them in from a fresh connection, wrong secrets are refused and then throttled, a teacher's reset
lets the next sign-in pick a new secret, and a profile from before secrets is asked for one."""
from __future__ import annotations

from classroomkit import login, make_teacher, teacher_socket


def sign_in(server, **fields):
    c = server.connect()
    return c, c.request("login", **fields)


def test_name_and_secret_find_the_same_student_and_progress(server):
    code = make_teacher(server, "Ms Secret").classes["Year 9"]
    first, me = sign_in(server, name="Ada", secret="4711", classCode=code)
    assert me["type"] == "student" and me["needsSecret"] is False, me
    intro = first.lessons_in_order()[0]
    assert first.request("openLesson", lesson=intro["id"])["type"] == "lesson"
    assert first.request("submit")["passed"] is True
    first.close()

    # "Sign out", then sign in again on another device: a new connection, no token.
    again, back = sign_in(server, name="ada", secret="4711", classCode=code)
    assert back["student"] == me["student"] and back["token"] != me["token"], back
    assert again.lessons_in_order()[0]["state"] == "completed"
    # The first device's token still works.
    _, resumed = sign_in(server, token=me["token"])
    assert resumed["student"] == me["student"]


def test_wrong_secrets_are_refused_then_throttled_for_that_name_only(server):
    code = make_teacher(server, "Mr Guess").classes["Year 9"]
    sign_in(server, name="Bo", secret="2468", classCode=code)
    c = server.connect()
    for i in range(10):
        r = c.request("login", name="Bo", secret=f"wrong{i}", classCode=code)
        assert r["type"] == "error" and r["code"] == "unauthorized", r
        assert "taken" in r["message"]
    blocked = c.request("login", name="Bo", secret="2468", classCode=code)
    assert blocked["type"] == "error" and blocked["code"] == "rate_limited", blocked
    assert "wait" in blocked["message"]
    # Another student of the same school address signs in as usual.
    _, other = sign_in(server, name="Cy", secret="1357", classCode=code)
    assert other["type"] == "student", other


def test_teacher_reset_and_a_student_from_before_secrets(server):
    teacher = make_teacher(server, "Ms Reset")
    code = teacher.classes["Year 9"]
    _, eve = sign_in(server, name="Eve", secret="1111", classCode=code)
    t = teacher_socket(server, token=login(server, teacher)["token"])
    reply = t.request("resetSecret", student=eve["student"])
    assert reply["type"] == "secretReset" and reply["name"] == "Eve", reply
    _, asked = sign_in(server, token=eve["token"])
    assert asked["needsSecret"] is True
    _, back = sign_in(server, name="Eve", secret="2222", classCode=code)
    assert back["student"] == eve["student"] and back["needsSecret"] is False
    _, old_secret = sign_in(server, name="Eve", secret="1111", classCode=code)
    assert old_secret["type"] == "error" and old_secret["code"] == "unauthorized"

    # A profile made by name alone (as before secrets) is asked for one and keeps its progress.
    c, legacy = sign_in(server, name="Zed", classCode=code)
    assert legacy["needsSecret"] is True
    set_reply = c.request("setSecret", secret="9999")
    assert set_reply["type"] == "secretSet" and set_reply["name"] == "Zed", set_reply
    _, found = sign_in(server, name="Zed", secret="9999", classCode=code)
    assert found["student"] == legacy["student"]


def test_secret_messages_refuse_bad_input(server):
    c = server.connect()
    assert c.request("setSecret", secret="1234")["code"] == "not_logged_in"
    r = c.request("login", name="Short", secret="12")
    assert r["type"] == "error" and r["code"] == "bad_message" and "at least 4" in r["message"]
    c.request("login", name="Dup")
    r = c.request("setSecret", secret=12345)
    assert r["type"] == "error" and r["code"] == "bad_message", r
    # A student socket cannot reset anyone.
    assert c.request("resetSecret", student="s-x")["code"] == "forbidden"


def test_teacher_removes_a_student_from_the_class(server):
    """A fake sign-up, or someone who left: the teacher takes them out of the class. Their open tab is
    told and leaves the roster; they keep their account (their token signs in, with no class); the
    class's dashboards drop them; nobody else's teacher can do it."""
    teacher = make_teacher(server, "Ms Remove")
    code = teacher.classes["Year 9"]
    kid, me = sign_in(server, name="Fake", secret="1234", classCode=code)
    stays, other = sign_in(server, name="Real", secret="5678", classCode=code)
    token = login(server, teacher)["token"]
    t = teacher_socket(server, token=token)
    watcher = teacher_socket(server, token=token)  # the same teacher's second dashboard
    class_id = t.request("listClasses")["classes"][0]["id"]
    for dash in (t, watcher):
        roster = dash.request("watchClass", **{"class": class_id})
        assert {s["student"] for s in roster["students"]} == {me["student"], other["student"]}
    assert t.request("listen", student=me["student"])["type"] == "listening"

    reply = t.request("removeStudent", student=me["student"])
    assert reply["type"] == "studentRemoved" and reply["student"] == me["student"] and reply["name"] == "Fake", reply
    _, texts = kid.collect(1.0, until_text=lambda m: m["type"] == "removedFromClass")
    told = [m for m in texts if m["type"] == "removedFromClass"]
    assert told and told[0]["className"] == "Year 9" and told[0]["teacher"] == "Ms Remove", texts
    _, seen = watcher.collect(1.0, until_text=lambda m: m["type"] == "studentRemoved")
    assert any(m["type"] == "studentRemoved" and m["student"] == me["student"] for m in seen), seen
    t.collect(0.5)
    assert any(m["type"] == "listening" and m["student"] is None for m in t.texts), "listening to them stops"

    # Gone from the class for every dashboard, now and after a fresh watch.
    roster = t.request("watchClass", **{"class": class_id})
    assert {s["student"] for s in roster["students"]} == {other["student"]}
    assert t.request("listen", student=me["student"])["code"] == "forbidden"
    # Their account goes on, with no class; the student left in the class is untouched.
    _, back = sign_in(server, token=me["token"])
    assert back["student"] == me["student"] and back["classCode"] is None, back
    assert stays.request("listLessons")["type"] == "lessons"
    # Removing them again, or a student of another teacher, is refused; so is a student socket.
    assert t.request("removeStudent", student=me["student"])["code"] == "forbidden"
    stranger = make_teacher(server, "Mr Other")
    s = teacher_socket(server, token=login(server, stranger)["token"])
    assert s.request("removeStudent", student=other["student"])["code"] == "forbidden"
    assert kid.request("removeStudent", student=other["student"])["code"] == "forbidden"
    assert t.request("removeStudent")["code"] == "bad_message"

"""What a teacher changes during a lesson, over real sockets (issue 22): rename, the lesson for today,
joining off and on, a new code (the old one joins nobody), archive; "Pause all" and its release reach
every student socket of the class and a latecomer; a raised hand reaches the card and goes down when
answered; the projector's QR code is only ever the class's own join link. Bad requests get clear
errors and the server keeps serving."""
from __future__ import annotations

from classroomkit import login, make_teacher, teacher_socket, teacher_with_class

SECRET = "2580"


def sign_in(server, **fields):
    c = server.connect()
    return c, c.request("login", **fields)


def test_class_settings_change_what_the_code_does_and_students_hear_of_them(server):
    code, t, class_id = teacher_with_class(server, "Ms Settings")
    assert t.request("watchClass", **{"class": class_id})["type"] == "roster"
    kid, me = sign_in(server, name="Sam", secret=SECRET, classCode=code)
    lesson = kid.lessons_in_order()[1]["id"]

    reply = t.request("updateClass", **{"class": class_id}, name="Year 9 synths", assign=lesson)
    assert reply["type"] == "classUpdated" and reply["class"]["name"] == "Year 9 synths" and reply["class"]["assigned"] == lesson, reply
    told = kid.wait_text(lambda m: m["type"] == "studentClass")
    assert told["className"] == "Year 9 synths" and told["assignedLesson"] == lesson, told
    _, again = sign_in(server, name="Sam", secret=SECRET)
    assert again["className"] == "Year 9 synths" and again["assignedLesson"] == lesson, again
    assert t.request("updateClass", **{"class": class_id}, assign=None)["class"].get("assigned") is None

    # Joining off: a newcomer is refused, the class's own student still signs in with the code.
    assert t.request("updateClass", **{"class": class_id}, joining=False)["class"]["joining"] is False
    _, newcomer = sign_in(server, name="Nia", secret=SECRET, classCode=code)
    assert newcomer["type"] == "error" and newcomer["code"] == "forbidden" and "not taking new students" in newcomer["message"], newcomer
    _, own = sign_in(server, name="Sam", secret=SECRET, classCode=code)
    assert own["student"] == me["student"], own
    assert t.request("updateClass", **{"class": class_id}, joining=True)["class"]["joining"] is True

    # A new code: the old one joins nobody, the new one does.
    fresh = t.request("updateClass", **{"class": class_id}, newCode=True)["class"]["code"]
    assert fresh != code
    _, old = sign_in(server, name="Nia", secret=SECRET, classCode=code)
    assert old["type"] == "error" and old["code"] == "unknown_class", old
    _, joined = sign_in(server, name="Nia", secret=SECRET, classCode=fresh)
    assert joined["type"] == "student" and joined["classCode"] == fresh, joined

    # Archived: closed to joining, still listed for its teacher (marked).
    assert t.request("updateClass", **{"class": class_id}, archived=True)["class"]["archived"] is True
    _, late = sign_in(server, name="Oli", secret=SECRET, classCode=fresh)
    assert late["type"] == "error" and "archived" in late["message"], late
    listed = t.request("listClasses")["classes"]
    assert [c["archived"] for c in listed if c["id"] == class_id] == [True]

    # Bad requests: clear errors; another teacher's class is forbidden; the server keeps serving.
    assert t.request("updateClass", **{"class": class_id}, assign="no-such-lesson")["code"] == "unknown_lesson"
    assert t.request("updateClass", **{"class": class_id}, name="")["code"] == "bad_message"
    assert t.request("updateClass", **{"class": class_id}, joining="yes")["code"] == "bad_message"
    assert t.request("updateClass")["code"] == "bad_message"
    stranger = make_teacher(server, "Mr Stranger")
    s = teacher_socket(server, login(server, stranger)["token"])
    assert s.request("updateClass", **{"class": class_id}, name="Mine")["code"] == "forbidden"
    assert kid.request("updateClass", **{"class": class_id}, name="Mine")["code"] == "forbidden"
    assert t.request("listClasses")["type"] == "classes"


def test_pause_all_and_hands_up_reach_every_socket_of_the_class(server):
    code, t, class_id = teacher_with_class(server, "Ms Pause", "Year 8")
    # Before a class is watched, pausing says what to do in words, not protocol names.
    early = t.request("pauseAll", active=True)
    assert early["type"] == "error" and "Choose a class" in early["message"] and "watchClass" not in early["message"], early
    assert t.request("watchClass", **{"class": class_id})["type"] == "roster"
    a, me = sign_in(server, name="Ava", secret=SECRET, classCode=code)
    b, _ = sign_in(server, name="Ben", secret=SECRET, classCode=code)
    outsider, _ = sign_in(server, name="Cal", secret=SECRET)

    reply = t.request("pauseAll", active=True)
    assert reply["type"] == "pausing" and reply["active"] is True and reply["students"] == 2, reply
    for c in (a, b):
        m = c.wait_text(lambda m: m["type"] == "paused")
        assert m["active"] is True and m["teacher"] == "Ms Pause", m
    _, texts = outsider.collect(0.5)
    assert not any(m["type"] == "paused" for m in texts), "a student of no class is not paused"
    late, _ = sign_in(server, name="Dee", secret=SECRET, classCode=code)
    assert late.wait_text(lambda m: m["type"] == "paused")["active"] is True, "a latecomer is paused too"
    assert t.request("pauseAll", active=False)["active"] is False
    assert a.wait_text(lambda m: m["type"] == "paused" and m["active"] is False)

    # A raised hand: on the card until the teacher answers it.
    raised = a.request("raiseHand", up=True)
    assert raised["type"] == "hand" and raised["up"] is True, raised
    update = t.wait_text(lambda m: m["type"] == "studentUpdate" and m.get("hand") is True)
    assert update["student"] == me["student"], update
    answered = t.request("answerHand", student=me["student"])
    assert answered["type"] == "hand" and answered["up"] is False, answered
    told = a.wait_text(lambda m: m["type"] == "hand" and m["up"] is False and m.get("teacher") == "Ms Pause")
    assert told
    assert outsider.request("raiseHand", up=True)["code"] == "bad_message", "no class, no teacher to ask"
    assert a.request("answerHand", student=me["student"])["code"] == "forbidden"


def test_the_qr_code_is_only_the_class_join_link(server):
    code, t, class_id = teacher_with_class(server, "Ms QR")
    link = f"{server.http_url}/?join={code}"
    qr = t.request("joinQR", **{"class": class_id}, link=link)
    assert qr["type"] == "joinQR" and qr["size"] >= 21 and len(qr["rows"]) == qr["size"], qr
    assert all(len(r) == qr["size"] and set(r) <= {"0", "1"} for r in qr["rows"])
    # The three finder patterns' corners are dark.
    n = qr["size"]
    assert qr["rows"][0][0] == qr["rows"][0][n - 1] == qr["rows"][n - 1][0] == "1"
    assert t.request("joinQR", **{"class": class_id}, link="https://example.com/")["code"] == "bad_message"
    assert t.request("joinQR", **{"class": class_id}, link="x" * 600 + code)["code"] == "bad_message"
    stranger = make_teacher(server, "Mr QR")
    s = teacher_socket(server, login(server, stranger)["token"])
    assert s.request("joinQR", **{"class": class_id}, link=link)["code"] == "forbidden"

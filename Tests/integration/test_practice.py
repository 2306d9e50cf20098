"""Daily practice over a real socket: a student with completed lessons finds them due the next day
(the store's lessons are made a day older: the server runs on the wall clock), runs today's practice
item by item to its summary (a challenge item never shows its target before it is passed, nor lets
the answer be revealed), and the streak is read back after a restart of the server on the same store.
Bad input gets clear errors. Only the class's teacher sees a student's hearing profile and the
class's weakest controls."""
from __future__ import annotations

import pytest

from classroomkit import login, make_teacher, student, teacher_socket
from pgkit import fresh_database, requires_postgres
from practicekit import a_short_review, age_lessons, complete_up_to_adaptive_quiz, noon_offset, run_practice


@pytest.mark.long
def test_a_practice_runs_to_its_summary_and_the_streak_survives_a_restart(server_factory):
    server = server_factory()
    c = server.connect()
    me = c.request("login", name="Daily", secret="4711")
    offset = noon_offset()
    targets = complete_up_to_adaptive_quiz(c, server, me["student"])
    assert targets, "the course starts with challenges"
    # Completed today: no lesson is due for review yet, only the control the adaptive quiz found
    # far above a trained ear (weak controls are practised any day, once a day).
    status = c.request("practice", utcOffset=offset)
    assert status["type"] == "practice" and status["due"] == 1 and status["session"] is None, status
    assert status["streak"] == {"days": 0, "best": 0, "today": False}, status
    c.close()
    server.stop()

    age_lessons(server.data_dir, days=1.5)
    server = server_factory(data=str(server.data_dir))
    c = server.connect()
    assert c.request("login", token=me["token"])["type"] == "student"
    status = c.request("practice", utcOffset=offset)
    assert status["due"] >= 2 and status["session"] is None, status
    started, done = run_practice(c, targets, utc_offset=offset)
    items = started["session"]["items"]
    assert {i["reason"] for i in items} >= {"review"}, items
    # A quiz of a control heard far above a trained ear asks more than one question.
    assert any(i["kind"] == "quiz" and i["questions"] == 3 and i["control"] for i in items), items
    assert done["session"]["finished"] and done["session"]["current"] is None, done
    summary = done["summary"]
    assert summary["items"] == len(items) and summary["rightFirstTime"] >= 1, summary
    assert summary["controls"], summary
    for k in summary["controls"]:
        assert k["after"] > 0 and k["trained"] > 0 and k["before"] is not None and k["name"], k
    # Reviews move their Leitner box: up one when right first time, back to the first when missed.
    for item in done["session"]["items"]:
        assert item["done"] and item["rightFirstTime"] is not None, item
        if item["reason"] == "review":
            assert item["boxBefore"] == 1 and item["boxAfter"] == (2 if item["rightFirstTime"] else 1), item
        else:
            assert item["boxAfter"] is None and item["attempts"] == item["questions"], item
    assert done["streak"] == {"days": 1, "best": 1, "today": True}, done
    # The finished session's items are no longer open for practice.
    closed = c.request("openPracticeItem", lesson=items[0]["lesson"])
    assert closed["type"] == "error" and closed["code"] == "unknown_item", closed
    # What did not fit in five minutes is still due: a second session holds it (and nothing reviewed
    # today); it adds nothing to the streak, a day counts once.
    if done["due"]:
        second, done = run_practice(c, targets, utc_offset=offset)
        reviewed = {i["lesson"] for i in items if i["reason"] == "review"}
        assert not {i["lesson"] for i in second["session"]["items"]} & reviewed, second
        assert second["due"] == 0, second
        assert done["session"]["finished"] and done["streak"] == {"days": 1, "best": 1, "today": True}, done
        summary = done["summary"]
    again = c.request("startPractice", utcOffset=offset)
    assert again["type"] == "error" and again["code"] == "nothing_due" and "tomorrow" in again["message"], again
    c.close()
    server.stop()

    server = server_factory(data=str(server.data_dir))
    c = server.connect()
    assert c.request("login", token=me["token"])["type"] == "student"
    kept = c.request("practice", utcOffset=offset)
    assert kept["streak"] == {"days": 1, "best": 1, "today": True}, kept
    assert kept["session"]["finished"] and kept["summary"] == summary, kept
    c.close()


def test_bad_practice_requests_get_clear_errors(server):
    c = server.connect()
    refused = c.request("practice", utcOffset=0)
    assert refused["type"] == "error" and refused["code"] == "not_logged_in", refused
    c.request("login", name="Nobody", secret="4711")
    for offset, code in [("NaN", "not_a_number"), (None, "bad_message"), (15 * 60, "bad_message"), (30.5, "bad_message")]:
        r = c.request("startPractice", utcOffset=offset)
        assert r["type"] == "error" and r["code"] == code and "utcOffset" in r["message"], (offset, r)
    missing = c.request("practice")
    assert missing["type"] == "error" and "utcOffset" in missing["message"], missing
    nothing = c.request("startPractice", utcOffset=0)
    assert nothing["type"] == "error" and nothing["code"] == "nothing_due", nothing
    unknown = c.request("openPracticeItem", lesson="no-such-lesson")
    assert unknown["type"] == "error" and unknown["code"] == "unknown_item" and "no-such-lesson" in unknown["message"], unknown
    c.close()


def test_only_the_class_teacher_sees_a_students_hearing_and_the_class_panel(server):
    mine = make_teacher(server, "Ms Hearing", ("Ears A",))
    other = make_teacher(server, "Mr Elsewhere", ("Ears B",))
    kid, pupil = student(server, "Ear Pupil", mine.classes["Ears A"])
    # A student cannot ask for anyone's hearing this way, not even their own.
    for msg, fields in [("studentHearing", {"student": pupil["student"]}), ("classHearing", {"class": "anything"})]:
        refused = kid.request(msg, **fields)
        assert refused["type"] == "error" and refused["code"] == "forbidden", refused
    kid.close()

    def signed_in(teacher):
        t = teacher_socket(server)
        reply = t.request("auth", token=login(server, teacher)["token"])
        assert reply["type"] == "teacher", reply
        return t, {c["name"]: c["id"] for c in reply["classes"]}

    ta, classes_a = signed_in(mine)
    profile = ta.request("studentHearing", student=pupil["student"])
    assert profile["type"] == "studentHearing" and profile["name"] == "Ear Pupil" and profile["controls"] == [], profile
    panel = ta.request("classHearing", **{"class": classes_a["Ears A"]})
    assert panel["type"] == "classHearing" and panel["students"] == 1 and panel["controls"] == [], panel

    tb, _ = signed_in(other)
    for msg, fields in [("studentHearing", {"student": pupil["student"]}), ("studentHearing", {"student": "s-nobody"}),
                        ("classHearing", {"class": classes_a["Ears A"]})]:
        refused = tb.request(msg, **fields)
        assert refused["type"] == "error" and refused["code"] == "forbidden", (msg, refused)
    ta.close()
    tb.close()


@requires_postgres
@pytest.mark.long
def test_practice_and_the_streak_are_kept_in_postgresql(server_factory):
    url = fresh_database()
    offset = noon_offset()
    server = server_factory(database=url)
    c = server.connect()
    me = c.request("login", name="Shared", secret="4711")
    targets = complete_up_to_adaptive_quiz(c, server, me["student"])
    review = a_short_review(targets, c.lessons_in_order())
    c.close()
    server.stop()
    age_lessons(None, days=1.5, database=url, lessons=review)
    server = server_factory(database=url)
    c = server.connect()
    assert c.request("login", token=me["token"])["type"] == "student"
    _, done = run_practice(c, targets, utc_offset=offset)
    assert done["session"]["finished"] and done["streak"] == {"days": 1, "best": 1, "today": True}, done
    c.close()
    server.stop()
    server = server_factory(database=url)
    c = server.connect()
    assert c.request("login", token=me["token"])["type"] == "student"
    kept = c.request("practice", utcOffset=offset)
    assert kept["streak"] == done["streak"] and kept["summary"] == done["summary"], kept
    c.close()

"""Classrooms over real sockets (PROTOCOL.md "Classrooms"): the teacher's sign-in and every denial.

Each denial is checked for a clear error, and the server log for a line that names it without the
message's content (no hint text, no token, no password). Listening in: test_classroom_listen.py;
broadcast, hints, pushed sounds and the roster: test_classroom.py."""
import time

import pytest

from classroomkit import (PASSWORD, TEACHER_PROTOCOL, audio_frames, authed, class_id, expect_error, http, login,
                          make_teacher, play, school, student, teacher_socket)  # noqa: F401 (school: a fixture)
from conftest import SOURCE_MONITORED, SOURCE_OWN

SECRET_HINT = "the-secret-hint-text-7f3a"


# ------------------------------------------------------------------------------------------------
# Signing in


def test_login_gives_a_token_and_a_strict_httponly_cookie(server, school):
    rivera, _ = school
    status, headers, body = http(server, "POST", "/api/login", {"user": rivera.name, "password": PASSWORD})
    assert status == 200, body
    assert len(body["token"]) >= 40 and body["teacher"]["name"] == "Ms Rivera" and body["expires"].endswith("Z")
    cookie = next(c for c in headers["set-cookie-all"] if c.startswith("st_teacher="))
    attrs = {a.strip().split("=")[0].lower() for a in cookie.split(";")}
    assert cookie.split(";")[0] == f"st_teacher={body['token']}"
    assert {"httponly", "samesite", "path", "max-age"} <= attrs
    assert "samesite=strict" in cookie.lower().replace(" ", "")
    assert headers.get("cache-control") == "no-store"


def test_wrong_password_and_unknown_name_get_the_same_answer(server, school):
    rivera, _ = school
    a = http(server, "POST", "/api/login", {"user": rivera.name, "password": "not-the-password"})
    b = http(server, "POST", "/api/login", {"user": "Nobody", "password": "not-the-password"})
    assert a[0] == b[0] == 401
    assert a[2] == b[2] == {"error": "unauthorized", "message": "wrong name or password"}
    assert "not-the-password" not in server.log_text()


def test_malformed_logins_are_told_what_is_wrong(server):
    assert http(server, "POST", "/api/login", b"{nope")[0] == 400
    status, _, body = http(server, "POST", "/api/login", {"user": "x"})
    assert status == 400 and body["error"] == "bad_message" and "password" in body["message"]
    assert http(server, "POST", "/api/login", b"x" * 10_000)[0] == 413
    assert http(server, "GET", "/api/login")[0] == 405


def test_login_from_a_foreign_page_is_refused(server, school):
    rivera, _ = school
    status, _, body = http(server, "POST", "/api/login", {"user": rivera.name, "password": PASSWORD},
                           {"origin": "https://evil.example"})
    assert status == 403 and body["error"] == "forbidden"


def test_the_cookie_authenticates_the_teacher_socket(server, school):
    rivera, _ = school
    token = login(server, rivera)["token"]
    with server.connect(subprotocols=[TEACHER_PROTOCOL], additional_headers={"Cookie": f"st_teacher={token}"}) as c:
        reply = c.request("auth")
        assert reply["type"] == "teacher" and reply["name"] == "Ms Rivera"
        assert sorted(x["name"] for x in reply["classes"]) == ["Year 10", "Year 9"], "only her own classes"


def test_logout_ends_the_session_everywhere(server, school):
    rivera, _ = school
    token = login(server, rivera)["token"]
    c1, c2 = teacher_socket(server, token), teacher_socket(server, token)
    with c1, c2:
        assert c1.request("logout")["type"] == "loggedOut"
        # The other socket of the same session is refused on its very next message.
        expect_error(c2.request("getPatch"), "unauthorized")
        with server.connect(subprotocols=[TEACHER_PROTOCOL]) as c3:
            expect_error(c3.request("auth", token=token), "unauthorized")


# ------------------------------------------------------------------------------------------------
# Denials


def test_a_foreign_origin_cannot_open_the_teacher_socket(server):
    from websockets.exceptions import InvalidStatus

    with pytest.raises(InvalidStatus) as e:
        server.connect(subprotocols=[TEACHER_PROTOCOL], origin="https://evil.example")
    assert e.value.response.status_code == 403


def test_a_student_cannot_open_the_teacher_socket(server, school):
    rivera, _ = school
    s, me = student(server, "Sneaky", rivera.classes["Year 9"])
    with s, server.connect(subprotocols=[TEACHER_PROTOCOL]) as t:
        expect_error(t.request("auth", token=me["token"]), "unauthorized")
        expect_error(t.request("auth"), "unauthorized")  # no cookie either
        for msg in [("watchClass", {"class": "c-anything"}), ("listen", {"student": me["student"]}),
                    ("classProgress", {"class": "x"}), ("hello", {}), ("noteOn", {"note": 60})]:
            expect_error(t.request(msg[0], **msg[1]), "unauthorized")
        frames, _ = t.collect(0.3)
        assert frames == [], "an unauthenticated teacher socket gets no media at all"


def test_a_student_cannot_list_watch_or_listen_to_other_students(server, school):
    rivera, _ = school
    code = rivera.classes["Year 9"]
    victim, v = student(server, "Victim", code)
    snoop, _ = student(server, "Snoop", code)
    with victim, snoop:
        play(victim, 60)
        for type_, fields in [("listen", {"student": v["student"]}), ("watchClass", {"class": "any"}),
                              ("classProgress", {"class": "any"}), ("sendHint", {"text": SECRET_HINT, "student": None}),
                              ("broadcast", {"active": True}), ("pushPatch", {"student": v["student"]}),
                              ("createClass", {"name": "Mine"})]:
            r = expect_error(snoop.request(type_, **fields), "forbidden")
            assert "teacher" in r["message"]
        frames, _ = snoop.collect(0.5)
        assert not [f for f in frames if f.source != SOURCE_OWN], "nothing of another student's stream"


def test_a_teacher_sees_only_their_own_classes_and_students(server, school):
    rivera, okafor = school
    club_kid, ck = student(server, "Club kid", okafor.classes["Synth club"])
    t, me = authed(server, rivera)
    o, them = authed(server, okafor)
    with club_kid, t, o:
        play(club_kid, 62)
        club = class_id(them, "Synth club")
        expect_error(t.request("watchClass", **{"class": club}), "forbidden")
        expect_error(t.request("watchClass", **{"class": "c-doesnotexist"}), "forbidden")
        expect_error(t.request("classProgress", **{"class": club}), "forbidden")
        # Neither before watching a class of hers, nor while watching one.
        for watching in (None, class_id(me, "Year 9")):
            if watching:
                assert t.request("watchClass", **{"class": watching})["type"] == "roster"
            expect_error(t.request("listen", student=ck["student"]), "forbidden")
            expect_error(t.request("sendHint", text=SECRET_HINT, student=ck["student"]), "forbidden")
            expect_error(t.request("pushPatch", student=ck["student"]), "forbidden")
        frames, texts = t.collect(0.5)
        assert not [f for f in frames if f.source == SOURCE_MONITORED]
        _, kid_texts = club_kid.collect(0.2)
        assert not [m for m in kid_texts if m["type"] in ("teacherHint", "teacherPatch")]
        # Okafor himself may, once he watches his class.
        assert o.request("watchClass", **{"class": club})["type"] == "roster"
        assert o.request("listen", student=ck["student"])["type"] == "listening"


def test_an_expired_session_stops_authorising_at_once(server_factory):
    srv = server_factory(env={"SYNTH_TRAINER_TEACHER_SESSION_SECONDS": 2})
    teacher = make_teacher(srv, "Ms Brief", ("Short class",))
    kid, k = student(srv, "Kid", teacher.classes["Short class"])
    t, me = authed(srv, teacher)
    with kid, t:
        play(kid, 64)
        assert t.request("watchClass", **{"class": class_id(me, "Short class")})["type"] == "roster"
        assert t.request("listen", student=k["student"])["type"] == "listening"
        frames, _ = t.collect(0.5)
        assert audio_frames(frames, SOURCE_MONITORED), "listening works while the session is valid"
        time.sleep(max(0, 2.2 - 0.5))
        # The server stops the media by itself, without waiting for the teacher to say anything.
        frames, _ = t.collect(0.8)
        late = [f for f in audio_frames(frames, SOURCE_MONITORED) if f.received > frames[0].received + 0.4] if frames else []
        assert not late, "monitored audio kept flowing after the session expired"
        r = expect_error(t.request("listen", student=k["student"]), "unauthorized")
        assert "expired" in r["message"]
        expect_error(t.request("noteOn", note=60), "unauthorized")
    log = srv.log_text()
    assert "expired" in log


def test_denials_are_logged_without_their_payload(server, school):
    rivera, _ = school
    s, me = student(server, "Logged", rivera.classes["Year 9"])
    with s:
        expect_error(s.request("sendHint", text=SECRET_HINT, student=None), "forbidden")
    time.sleep(0.2)
    log = server.log_text()
    denial_lines = [l for l in log.splitlines() if "denied" in l]
    assert any("sendHint" in l and "forbidden" in l for l in denial_lines), denial_lines[-5:]
    assert SECRET_HINT not in log, "a denial must never log the message's content"
    assert me["token"] not in log and PASSWORD not in log


"""Classrooms over real sockets (PROTOCOL.md "Classrooms"): broadcast, hints, pushed sounds, the live
roster and the progress table. Sign-in and denials: test_classroom_access.py; listening in:
test_classroom_listen.py."""
import time

import pytest

from classroomkit import (audio_frames, authed, class_id, collect_all, expect_error, play, school,  # noqa: F401 (school: a fixture)
                          student)
from conftest import KIND_AUDIO, SOURCE_TEACHER, Client, estimate_pitch


# ------------------------------------------------------------------------------------------------
# Broadcast, hints, pushed sounds


def test_a_broadcast_reaches_every_student_of_the_class_and_no_one_else(server, school):
    rivera, okafor = school
    inside = [student(server, f"In {i}", rivera.classes["Year 9"]) for i in range(3)]
    other_class = student(server, "Year 10 kid", rivera.classes["Year 10"])
    other_teacher = student(server, "Club", okafor.classes["Synth club"])
    solo = student(server, "Solo")
    outside = [other_class, other_teacher, solo]
    t, me = authed(server, rivera)
    try:
        t.request("watchClass", **{"class": class_id(me, "Year 9")})
        on = t.request("broadcast", active=True)
        assert on["type"] == "broadcasting" and on["active"] and on["students"] >= 3
        t.send("loadPatch", patch={"osc1.wave": "sine"})
        t.send("noteOn", note=69)
        everyone = inside + outside
        got = {s["student"]: r for (_, s), r in zip(everyone, collect_all([c for c, _ in everyone] + [t], 1.2))}
        for c, s in inside:
            frames, texts = got[s["student"]]
            assert {"type": "broadcast", "active": True, "teacher": "Ms Rivera"} in texts
            audio = Client.audio(frames, SOURCE_TEACHER)
            assert len(audio) > 24000, f"{s['name']} heard {len(audio)} samples of the teacher"
            assert abs(estimate_pitch(audio[4800:]) - 440) < 4.4
        for c, s in outside:
            frames, texts = got[s["student"]]
            assert not [f for f in frames if f.source == SOURCE_TEACHER], f"{s['name']} heard the broadcast"
            assert not [m for m in texts if m["type"] == "broadcast"]
        # One encode for the whole class: every student got byte-identical packets.
        per_student = [{f.sequence: f.payload for f in audio_frames(got[s["student"]][0], SOURCE_TEACHER)} for _, s in inside]
        common = set.intersection(*(set(p) for p in per_student))
        assert len(common) >= 20 and all(len({p[q] for p in per_student}) == 1 for q in common)
        off = t.request("broadcast", active=False)
        assert off["active"] is False
        collect_all([c for c, _ in inside], 0.2)
        for frames, texts in collect_all([c for c, _ in inside], 0.4):
            assert not [f for f in frames if f.source == SOURCE_TEACHER and f.kind == KIND_AUDIO]
    finally:
        for c, _ in inside + outside:
            c.close()
        t.close()


def test_a_student_joining_during_a_broadcast_hears_it(server, school):
    rivera, _ = school
    t, me = authed(server, rivera)
    with t:
        t.request("watchClass", **{"class": class_id(me, "Year 9")})
        t.request("broadcast", active=True)
        play(t, 60)
        late, _ = student(server, "Latecomer", rivera.classes["Year 9"])
        with late:
            frames, texts = late.collect(0.8)
            assert any(m["type"] == "broadcast" and m["active"] for m in texts)
            assert audio_frames(frames, SOURCE_TEACHER)
        t.request("broadcast", active=False)


def test_hints_reach_one_student_or_the_whole_class(server, school):
    rivera, _ = school
    code = rivera.classes["Year 10"]
    kids = [student(server, n, code) for n in ("Ann", "Ben")]
    t, me = authed(server, rivera)
    with t:
        t.request("watchClass", **{"class": class_id(me, "Year 10")})
        r = t.request("sendHint", text="Listen to the attack", student=kids[0][1]["student"])
        assert r["type"] == "hintSent" and r["students"] == 1
        r = t.request("sendHint", text="Everyone: darker!", student=None)
        assert r["students"] >= 2
        expect_error(t.request("sendHint", text="", student=None), "bad_message")
        expect_error(t.request("sendHint", text="x" * 281, student=None), "bad_message")
    a_texts = kids[0][0].collect(0.3)[1]
    b_texts = kids[1][0].collect(0.3)[1]
    assert {"type": "teacherHint", "text": "Listen to the attack", "from": "Ms Rivera"} in a_texts
    assert not [m for m in b_texts if m.get("text") == "Listen to the attack"]
    assert all({"type": "teacherHint", "text": "Everyone: darker!", "from": "Ms Rivera"} in x for x in (a_texts, b_texts))
    for c, _ in kids:
        c.close()


def test_load_my_sound_goes_where_the_lesson_allows_it(server, school):
    rivera, _ = school
    code = rivera.classes["Year 9"]
    free, kf = student(server, "Free player", code)
    busy, kb = student(server, "In a challenge", code)
    with free, busy:
        listing = busy.lessons_in_order()
        # Complete theory pages up to the first challenge, and open it.
        for entry in listing:
            lesson = busy.request("openLesson", lesson=entry["id"])["lesson"]
            if lesson["kind"] == "challenge":
                break
            busy.request("submit")
        t, me = authed(server, rivera)
        with t:
            t.request("watchClass", **{"class": class_id(me, "Year 9")})
            t.send("loadPatch", patch={"osc1.wave": "square", "filter.cutoff": 1234})
            r = t.request("pushPatch", student=None)
            assert kf["student"] in r["students"]
            skipped = {s["student"]: s["reason"] for s in r["skipped"]}
            assert kb["student"] in skipped and "lesson" in skipped[kb["student"]]
        _, texts = free.collect(0.3)
        patch = next(m for m in texts if m["type"] == "patch")
        assert patch["patch"]["osc1.wave"] == "square" and patch["patch"]["filter.cutoff"] == pytest.approx(1234)
        assert {"type": "teacherPatch", "from": "Ms Rivera"} in texts
        assert free.request("getPatch")["patch"]["filter.cutoff"] == pytest.approx(1234)
        _, texts = busy.collect(0.3)
        assert not [m for m in texts if m["type"] in ("patch", "teacherPatch")]


# ------------------------------------------------------------------------------------------------
# The live roster and the progress table


def test_the_roster_follows_students_live_and_only_the_teacher_sees_targets(server, school):
    rivera, _ = school
    t, me = authed(server, rivera)
    with t:
        roster = t.request("watchClass", **{"class": class_id(me, "Year 10")})
        assert roster["class"]["name"] == "Year 10" and roster["lessons"][0]["id"]
        kid, k = student(server, "Live one", rivera.classes["Year 10"])
        with kid:
            up = t.wait_text(lambda m: m["type"] == "studentUpdate" and m["student"] == k["student"] and m.get("online"))
            assert up["name"] == "Live one"
            # A knob turn reaches the teacher (on loopback in a few ms: printed, not judged, as the
            # machine's load decides it).
            t.collect(0.2)
            sent = time.monotonic()
            kid.send("set", param="filter.cutoff", value=777)
            m = t.wait_text(lambda m: m["type"] == "studentUpdate" and "filter.cutoff" in m.get("patch", {}))
            print(f"knob turn reached the teacher after {(time.monotonic() - sent) * 1000:.1f} ms")
            assert m["patch"] == {"filter.cutoff": 777}
            listing = [l for mm in kid.request("listLessons")["modules"] for l in mm["lessons"]]
            opened = kid.request("openLesson", lesson=listing[0]["id"])
            m = t.wait_text(lambda m: m["type"] == "studentUpdate" and m.get("lesson"))
            assert m["lesson"]["id"] == listing[0]["id"] and "timeOnLesson" in m
            assert not {"target", "targetPatch"} & set(opened["lesson"]), "the student never sees a target"
            kid.request("submit")
            m = t.wait_text(lambda m: m["type"] == "studentUpdate" and m.get("attempts") == 1)
            assert m["bestScore"] is not None
        m = t.wait_text(lambda m: m["type"] == "studentUpdate" and m["student"] == k["student"] and m.get("online") is False)


def test_the_progress_table_covers_the_whole_class(server, school):
    rivera, _ = school
    code = rivera.classes["Year 9"]
    kid, k = student(server, "Table kid", code)
    with kid:
        first = kid.lessons_in_order()[0]
        kid.request("openLesson", lesson=first["id"])
        kid.request("submit")
    t, me = authed(server, rivera)
    with t:
        table = t.request("classProgress", **{"class": class_id(me, "Year 9")})
        assert table["type"] == "progress"
        row = next(s for s in table["students"] if s["student"] == k["student"])
        cell = row["lessons"][first["id"]]
        assert cell["completed"] and cell["attempts"] == 1
        assert all(set(s) >= {"student", "name", "online", "lessons"} for s in table["students"])


def test_a_new_class_made_on_the_socket_takes_students(server, school):
    rivera, _ = school
    t, _ = authed(server, rivera)
    with t:
        made = t.request("createClass", name="Lunchtime club")["class"]
        assert len(made["code"]) == 8
        kid, k = student(server, "Joiner", made["code"].lower())
        with kid:
            assert k["classCode"] == made["code"]
            roster = t.request("watchClass", **{"class": made["id"]})
            assert [s["name"] for s in roster["students"]] == ["Joiner"]
        expect_error(t.request("createClass", name=""), "bad_message")


def test_the_target_of_a_challenge_goes_to_the_teacher_only(server, school):
    rivera, _ = school
    t, me = authed(server, rivera)
    with t:
        t.request("watchClass", **{"class": class_id(me, "Year 10")})
        kid, k = student(server, "Challenger", rivera.classes["Year 10"])
        with kid:
            for entry in kid.lessons_in_order():
                lesson = kid.request("openLesson", lesson=entry["id"])["lesson"]
                if lesson["kind"] == "challenge":
                    break
                kid.request("submit")
            m = t.wait_text(lambda m: m["type"] == "studentUpdate" and m["student"] == k["student"]
                            and (m.get("lesson") or {}).get("id") == lesson["id"] and m.get("target"))
            taught = [p for p in lesson["controls"]["shown"] if p not in lesson["controls"]["locked"]]
            assert set(m["target"]) == set(taught), (m["target"], taught)
            assert m["lesson"]["shown"] == lesson["controls"]["shown"]
            _, texts = kid.collect(0.3)
            for msg in kid.texts + texts:
                assert "target" not in msg and "targetPatch" not in msg.get("lesson", {}), msg


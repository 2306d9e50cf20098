"""Lesson messages end to end: login, selector, theory and challenge lessons, the hidden target
streamed as source `target`, hints, reveal, submit; progress survives a reconnect with the token."""
import numpy as np
import pytest

from conftest import KIND_AUDIO, KIND_SILENCE, SOURCE_OWN, SOURCE_TARGET, Client, estimate_pitch, midi_hz
from lessonkit import listen_through


def pass_by_revealing(c, lesson):
    """Completes a challenge honestly-dishonestly: reveal, copy the taught controls, submit."""
    revealed = c.request("reveal")
    assert revealed["type"] == "revealed"
    shown, locked = lesson["controls"]["shown"], set(lesson["controls"]["locked"])
    taught = {k: revealed["patch"][k] for k in shown if k not in locked}
    if taught:
        c.send("setMany", values=taught)
    # Listening is the exercise: a challenge's submit needs the target heard through since the last one.
    listen_through(c)
    return c.request("submit")


def test_a_student_works_through_the_first_lessons(server):
    c = server.connect()
    assert c.request("listLessons")["code"] == "not_logged_in"
    student = c.request("login", name="Ada")
    assert student["type"] == "student" and student["name"] == "Ada" and student["token"]
    listing = c.lessons_in_order()
    # Locked, but for the placement: the reviews of the part of the course a new student is in (test_placement.py).
    assert listing[0]["state"] == "current" and all(l["state"] in ("locked", "testOut") for l in listing[1:])
    assert c.request("openLesson", lesson=listing[1]["id"])["code"] == "locked_lesson"
    assert c.request("openLesson", lesson="no-such-lesson")["code"] == "unknown_lesson"
    assert c.request("playTarget")["code"] == "no_lesson"

    challenge = None
    for entry in listing:
        lesson = c.request("openLesson", lesson=entry["id"])["lesson"]
        if lesson["kind"] == "challenge":
            challenge = lesson
            break
        result = c.request("submit")
        assert result["passed"] and result["score"] == 100
    assert challenge, "the course has a challenge"

    # The synth now holds the lesson's start patch.
    patch = c.request("getPatch")["patch"]
    for k, v in challenge["startPatch"].items():
        assert patch[k] == pytest.approx(v) if isinstance(v, float) else patch[k] == v
    # Controls the lesson does not teach are fixed.
    taught = [k for k in challenge["controls"]["shown"] if k not in challenge["controls"]["locked"]]
    fixed = next(p for p in patch if p not in taught)
    refused = c.request("set", param=fixed, value=patch[fixed])
    assert refused["code"] == "forbidden" and refused["param"] == fixed

    # The hidden target plays on its own stream, then `targetDone`; no message carries its settings.
    c.send("playTarget")
    frames, texts = c.collect(8.0, until_text=lambda m: m["type"] == "targetDone")
    target = [f for f in frames if f.source == SOURCE_TARGET]
    assert any(t["type"] == "targetDone" for t in texts)
    assert sum(f.kind == KIND_AUDIO for f in target) >= 25
    assert target[-1].kind == KIND_SILENCE
    assert [f.sequence for f in target] == list(range(len(target)))
    note = challenge["phrase"][0]["note"]
    audio = Client.audio(frames, source=SOURCE_TARGET)
    assert abs(estimate_pitch(audio[4800:28800]) - midi_hz(note)) / midi_hz(note) < 0.02
    assert not any("targetPatch" in t or "target" in t for t in texts)

    # "Play mine" plays the phrase with the student's patch on the own stream.
    c.send("playMine")
    frames, _ = c.collect(1.0)
    assert sum(f.kind == KIND_AUDIO and f.source == SOURCE_OWN for f in frames) >= 25

    if challenge["hintCount"]:
        hint = c.request("hint")
        assert hint["type"] == "hint" and hint["index"] == 0 and hint["text"]
    failed = c.request("submit")
    assert failed["type"] == "result" and not failed["passed"] and "targetPatch" not in failed
    assert failed["feedback"] and {"param", "name", "verdict", "message"} <= set(failed["feedback"][0])
    passed = pass_by_revealing(c, challenge)
    assert passed["passed"] and passed["targetPatch"]
    c.close()

    # A new connection resumes with the token; the progress is there.
    with server.connect() as again:
        resumed = again.request("login", token=student["token"])
        assert resumed["student"] == student["student"]
        states = {l["id"]: l["state"] for l in again.lessons_in_order()}
        assert states[challenge["id"]] == "completed"


def test_login_errors(server):
    with server.connect() as c:
        assert c.request("login", token="not-a-token")["code"] == "unauthorized"
        assert c.request("login", name="   ")["code"] == "bad_message"
        assert c.request("login", name="Bo", classCode="NOPE99")["code"] == "unknown_class"


def test_server_without_a_course_still_streams(server_factory, tmp_path):
    s = server_factory(courses=tmp_path)
    with s.connect() as c:
        assert c.request("login", name="Ada")["code"] == "internal"
        c.send("noteOn", note=60)
        frames, _ = c.collect(0.5)
        assert any(f.kind == KIND_AUDIO for f in frames)

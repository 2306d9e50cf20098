"""Classrooms over real sockets (PROTOCOL.md "Classrooms"): a teacher listening in to a student, every
tab hearing exactly what the student hears, switching students and stopping."""
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from classroomkit import (audio_frames, authed, class_id, collect_all, expect_error, play, school,  # noqa: F401 (school: a fixture)
                          student)
from conftest import (KIND_AUDIO, KIND_SILENCE, KIND_WAVEFORM, SOURCE_MONITORED, SOURCE_MONITORED_TARGET, SOURCE_OWN,
                      SOURCE_TARGET, Client, estimate_pitch, midi_hz)
from mediakit import MediaFrame


# ------------------------------------------------------------------------------------------------
# Listening in


def audio_per_message(client, seconds: float):
    """(frames, audio frames in each media message) read from `client` for `seconds`."""
    frames, counts = [], []
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        try:
            m = client.ws.recv(timeout=max(0.01, left))
        except TimeoutError:
            break
        if isinstance(m, bytes):
            parsed = MediaFrame.parse_all(m)
            frames.extend(parsed)
            counts.append(sum(f.kind == KIND_AUDIO for f in parsed))
    return frames, counts


@pytest.mark.parametrize("bundles", [False, True], ids=["frames", "bundles"])
def test_a_teacher_receives_exactly_the_packets_the_student_receives(server, school, bundles):
    """A listener whose client reads bundles (the dashboard) gets its audio in batches of 100 ms
    (`--listener-batch-ms`): five 20 ms frames a message; any other client, each frame alone."""
    rivera, _ = school
    kid, k = student(server, f"Listened {bundles}", rivera.classes["Year 10"])
    t, me = authed(server, rivera)
    with kid, t:
        if bundles:
            assert t.request("hello", bundles=True)["type"] == "welcome"
        assert t.request("watchClass", **{"class": class_id(me, "Year 10")})["type"] == "roster"
        play(kid, 57, "saw")
        kid.collect(0.3)
        listening = t.request("listen", student=k["student"])
        assert listening == {"type": "listening", "student": k["student"], "name": f"Listened {bundles}", "id": listening["id"]}
        with ThreadPoolExecutor(max_workers=2) as pool:
            heard = pool.submit(audio_per_message, t, 1.5)
            mine, _ = kid.collect(1.5)
            theirs, counts = heard.result()
    counts = [n for n in counts if n]
    # Each message holds one tick's audio, or a batch of five (the first batch may be cut short by
    # when listening began, the last by the end of the read).
    assert max(counts) == (5 if bundles else 1), counts
    if bundles:
        assert sum(n == 5 for n in counts) >= len(counts) - 2, counts
    monitored = audio_frames(theirs, SOURCE_MONITORED)
    own = {f.sequence: f for f in audio_frames(mine, SOURCE_OWN)}
    assert len(monitored) >= 50
    assert monitored[0].restart, "the first frame after starting to listen is a decoder restart point"
    common = [f for f in monitored if f.sequence in own]
    assert len(common) >= 30
    for f in common:
        g = own[f.sequence]
        assert (f.payload, f.position, f.kind) == (g.payload, g.position, g.kind), "not the same packet"
        if f is not monitored[0]:
            assert f.flags == g.flags
    pitch = estimate_pitch(Client.audio(theirs, SOURCE_MONITORED)[4800:])
    assert abs(pitch - midi_hz(57)) / midi_hz(57) < 0.01


def test_a_listening_teacher_hears_the_target_the_student_plays(server, school):
    """Listen-in carried only the student's own synth: while the student played the lesson target the
    teacher heard nothing. The target stream now reaches the teacher too (`monitoredTarget`): the very
    packets the student gets, audio and silence only (the dashboard pictures the student's synth)."""
    rivera, _ = school
    kid, k = student(server, "Matcher", rivera.classes["Year 10"])
    t, me = authed(server, rivera)
    with kid, t, server.connect() as other_tab:
        for entry in kid.lessons_in_order():
            if kid.request("openLesson", lesson=entry["id"])["lesson"]["kind"] == "challenge":
                break
            assert kid.request("submit")["passed"]
        # A second, silent tab of the same student opens last: listening starts on it, and follows the
        # first tab when that one plays the target.
        assert other_tab.request("login", name="Matcher", token=k["token"])["student"] == k["student"]
        t.request("watchClass", **{"class": class_id(me, "Year 10")})
        t.request("listen", student=k["student"])
        kid.send("playTarget")
        (theirs, _), (mine, texts) = collect_all([t, kid], 2.5)
        heard = [f for f in theirs if f.source == SOURCE_MONITORED_TARGET]
        target = {f.sequence: f for f in mine if f.source == SOURCE_TARGET}
        assert len([f for f in heard if f.kind == KIND_AUDIO]) >= 40, "the teacher did not hear the target"
        assert {f.kind for f in heard} <= {KIND_AUDIO, KIND_SILENCE}, "the teacher got pictures of the target"
        audio = [f for f in heard if f.kind == KIND_AUDIO]
        common = [f for f in audio if f.sequence in target]
        assert len(common) >= 30
        for f in common:
            g = target[f.sequence]
            assert (f.payload, f.position) == (g.payload, g.position), "not the packet the student got"
        assert [f for f in heard if f.kind == KIND_SILENCE], "the target's end reaches the listener"
        # A theory page's example plays on the same stream, with pictures: the student gets them, the
        # listening teacher only the sound (the dashboard pictures the student's synth).
        assert kid.request("openLesson", lesson="welcome")["lesson"]["examples"]
        kid.send("playExample", example="first-sound")
        (theirs, _), (mine, _) = collect_all([t, kid], 2.0)
        assert [f for f in mine if f.source == SOURCE_TARGET and f.kind == KIND_WAVEFORM], "the example has pictures"
        heard = [f for f in theirs if f.source == SOURCE_MONITORED_TARGET]
        assert [f for f in heard if f.kind == KIND_AUDIO], "the teacher did not hear the example"
        assert {f.kind for f in heard} <= {KIND_AUDIO, KIND_SILENCE}, "the teacher got pictures of the example"
        # Once the teacher stops listening, the next target is the student's alone.
        assert t.request("listen", student=None)["student"] is None
        kid.send("playExample", example="first-sound")
        (theirs, _), (mine, _) = collect_all([t, kid], 1.0)
        assert [f for f in mine if f.source == SOURCE_TARGET and f.kind == KIND_AUDIO], "the student hears the example"
        assert not [f for f in theirs if f.source == SOURCE_MONITORED_TARGET]


def test_a_tab_opened_after_listening_began_is_heard_by_every_listening_tab(server, school):
    """A page reload during listen-in: the student's new tab signs in while the old socket is still
    open, and plays the target and two notes. The teacher listened to the old tab (in two dashboard
    tabs, the second opened later): the new tab was already the student's latest connection, so its
    sounds never moved the listeners and both heard nothing (0 audio frames). Each teacher tab must
    now hear it, from a decoder restart point, at the right pitch."""
    rivera, _ = school
    old_tab, k = student(server, "Reloader", rivera.classes["Year 10"])
    t1, me = authed(server, rivera)
    with old_tab, t1:
        for entry in old_tab.lessons_in_order():
            if old_tab.request("openLesson", lesson=entry["id"])["lesson"]["kind"] == "challenge":
                challenge = entry["id"]
                break
            assert old_tab.request("submit")["passed"]
        t1.request("watchClass", **{"class": class_id(me, "Year 10")})
        assert t1.request("listen", student=k["student"])["student"] == k["student"]
        t2, _ = authed(server, rivera)
        with t2, server.connect() as new_tab:
            t2.request("watchClass", **{"class": class_id(me, "Year 10")})
            assert t2.request("listen", student=k["student"])["student"] == k["student"]
            assert new_tab.request("login", name="Reloader", token=k["token"])["student"] == k["student"]
            assert new_tab.request("openLesson", lesson=challenge)["type"] == "lesson"
            heard = {t1: ([], []), t2: ([], [])}
            stop = threading.Event()

            def gather(c):
                while not stop.is_set():
                    frames, texts = c.collect(0.2)
                    heard[c][0].extend(frames)
                    heard[c][1].extend(texts)

            readers = [threading.Thread(target=gather, args=(c,), daemon=True) for c in (t1, t2)]
            for r in readers:
                r.start()
            try:
                new_tab.send("playTarget")
                new_tab.wait_text(lambda m: m.get("type") == "targetDone")
                assert new_tab.request("closeLesson")["type"] == "lessonClosed"
                for note in (57, 64):
                    play(new_tab, note)
                    new_tab.collect(0.8)
                    new_tab.send("noteOff", note=note)
                new_tab.collect(0.3)
                # The reload finishes: the old socket goes, and the teachers stay on the new tab.
                old_tab.close()
                new_tab.collect(0.5)
            finally:
                stop.set()
                for r in readers:
                    r.join(timeout=5)
            for c, name in ((t1, "first"), (t2, "second")):
                frames, texts = heard[c]
                target = audio_frames(frames, SOURCE_MONITORED_TARGET)
                own = audio_frames(frames, SOURCE_MONITORED)
                assert len(target) >= 20, f"the {name} teacher tab did not hear the target ({len(target)} frames)"
                assert len(own) >= 50, f"the {name} teacher tab did not hear the notes ({len(own)} frames)"
                assert target[0].restart and own[0].restart, "a listener must begin at a decoder restart point"
                sound = Client.audio(frames, SOURCE_MONITORED_TARGET)
                assert np.sqrt(np.mean(sound ** 2)) > 0.01, f"the {name} tab's target does not decode to sound"
                notes = Client.audio(frames, SOURCE_MONITORED)
                pitches = [estimate_pitch(notes[i:i + 9600]) for i in range(0, len(notes) - 9600, 4800)]
                for note in (57, 64):
                    assert any(abs(p - midi_hz(note)) / midi_hz(note) < 0.01 for p in pitches), \
                        f"the {name} teacher tab did not hear note {note}: {[round(p) for p in pitches]}"
                assert not [m for m in texts if m.get("type") == "listening" and m.get("student") is None], \
                    "listening stopped when the old tab closed"


@pytest.mark.long
def test_switching_students_is_instant_and_stopping_stops(server, school):
    rivera, _ = school
    code = rivera.classes["Year 10"]
    a, ka = student(server, "Low", code)
    b, kb = student(server, "High", code)
    t, me = authed(server, rivera)
    with a, b, t:
        play(a, 48)
        play(b, 72)
        t.request("watchClass", **{"class": class_id(me, "Year 10")})
        t.request("listen", student=ka["student"])
        t.collect(0.5)
        sent = time.monotonic()
        t.send("listen", student=kb["student"], id="switch")

        def is_b(f):
            return f.source == SOURCE_MONITORED and f.kind == KIND_WAVEFORM and abs(f.waveform()[1] - midi_hz(72)) < 5

        # How soon the new student is heard is printed, not judged (machine load decides it); the
        # 10 s collect is only a bound against a switch that never happens.
        frames, texts = t.collect(10.0, until=is_b)
        first_b = next((f for f in frames if is_b(f)), None)
        assert first_b is not None, "no waveform of the new student after switching"
        print(f"switch: first waveform of the new student {(first_b.received - sent) * 1000:.1f} ms after 'listen'")
        more, _ = t.collect(0.5)
        after = [f for f in more if f.source == SOURCE_MONITORED and f.kind == KIND_WAVEFORM]
        assert after and all(abs(f.waveform()[1] - midi_hz(72)) < 5 for f in after), "nothing of the first student after the switch"
        # Nor of the first student's target stream: an example they play now is theirs alone.
        assert a.request("openLesson", lesson="welcome")["lesson"]["examples"]
        a.send("playExample", example="first-sound")
        (theirs, _), (a_got, _) = collect_all([t, a], 1.0)
        assert [f for f in a_got if f.source == SOURCE_TARGET and f.kind == KIND_AUDIO], "the first student hears the example"
        assert not [f for f in theirs if f.source == SOURCE_MONITORED_TARGET], "the teacher still hears the first student's target"
        stopped = t.request("listen", student=None)
        assert stopped["type"] == "listening" and stopped["student"] is None and stopped["name"] is None
        t.collect(0.1)
        frames, _ = t.collect(0.5)
        assert not [f for f in frames if f.source == SOURCE_MONITORED]


def test_listening_to_someone_offline_is_refused(server, school):
    rivera, _ = school
    kid, k = student(server, "Gone", rivera.classes["Year 9"])
    kid.close()
    time.sleep(0.2)
    t, me = authed(server, rivera)
    with t:
        assert t.request("watchClass", **{"class": class_id(me, "Year 9")})["type"] == "roster"
        r = expect_error(t.request("listen", student=k["student"]), "student_offline")
        assert "Gone" in r["message"]


"""Challenges judged by ear, over a real socket: no picture of the target before a pass, A/B
switching on one running stream, and a submit that needs the target heard."""
from __future__ import annotations

import re
import statistics
import time

import numpy as np

from conftest import KIND_AUDIO, KIND_SPECTRUM, KIND_WAVEFORM, SOURCE_OWN, SOURCE_TARGET, OpusDecoder
from lessonkit import first_challenge, listen_through
from mediakit import position_jumps


def brightness(samples: np.ndarray) -> float:
    """Spectral centroid in Hz of one decoded frame (48 kHz)."""
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(len(samples))))
    freqs = np.fft.rfftfreq(len(samples), 1 / 48_000)
    return float((spectrum * freqs).sum() / max(spectrum.sum(), 1e-12))


def test_no_picture_of_the_target_before_a_pass(server):
    with server.connect() as c:
        lesson = first_challenge(c, "Ear only")
        c.send("playTarget")
        frames, _ = c.collect(10.0, until_text=lambda m: m["type"] == "targetDone")
        target = [f for f in frames if f.source == SOURCE_TARGET]
        assert sum(f.kind == KIND_AUDIO for f in target) >= 25, "the target is heard"
        pictures = [f for f in target if f.kind in (KIND_WAVEFORM, KIND_SPECTRUM)]
        assert pictures == [], f"{len(pictures)} waveform/spectrum frames of the target before a pass"
        # A comparison streams on the student's own source; the target side is heard, not drawn.
        c.send("compare", side="target")
        frames, _ = c.collect(1.0)
        assert not any(f.source == SOURCE_TARGET for f in frames)
        c.send("stopPlayback")
        c.collect(0.5)
        # Once revealed (or passed), the target may be seen.
        assert c.request("reveal")["type"] == "revealed"
        c.send("playTarget")
        frames, _ = c.collect(10.0, until_text=lambda m: m["type"] == "targetDone")
        assert any(f.source == SOURCE_TARGET and f.kind == KIND_WAVEFORM for f in frames)
        assert lesson["id"]


def test_ab_switching_flips_the_sound_on_one_running_stream(server):
    """wave-match-1: the target is a sine, the start a saw. A/B plays both from one clock; the switch
    takes effect at the next frame, with no restart of the stream and a glide too short to click."""
    with server.connect() as c:
        lesson = first_challenge(c, "AB")
        assert lesson["startPatch"]["osc1.wave"] != "sine"
        resyncs = server.resyncs()
        c.send("compare", side="target")
        before, _ = c.collect(0.5)
        c.send("abSwitch", side="mine")
        after, _ = c.collect(0.5)
        c.send("stopPlayback")
        audio = [f for f in before + after if f.source == SOURCE_OWN and f.kind == KIND_AUDIO]
        assert len(audio) >= 30
        # One stream, running on: consecutive positions (but for the resyncs a loaded machine may cause,
        # `position_jumps`), one restart point at the very start only.
        step = statistics.mode(b.position - a.position for a, b in zip(audio, audio[1:]))
        jumps = position_jumps(audio, step)
        assert len(jumps) <= server.resyncs() - resyncs, jumps
        assert [f.restart for f in audio].count(True) == 1 and audio[0].restart
        dec = OpusDecoder()
        centroid = [brightness(dec.decode(f.payload)) for f in audio]
        switch_at = len([f for f in before if f.source == SOURCE_OWN and f.kind == KIND_AUDIO])
        sine = np.median(centroid[2:switch_at - 1])
        saw = np.median(centroid[-8:])
        print(f"A (target, sine) centroid {sine:.0f} Hz, B (mine, saw) {saw:.0f} Hz")
        assert saw > 2 * sine
        # Frames heard as A until the switch, then B; at most two in between: the frame the command
        # landed in (sent while frames were in flight) and the decoder's look-ahead.
        line = (sine + saw) / 2
        first_b = next(i for i, v in enumerate(centroid) if i >= 2 and v > line)
        assert all(v > line for v in centroid[first_b + 2:]), centroid
        assert first_b >= switch_at - 1, "no B before the switch was sent"


def test_a_comparison_ends_with_its_phrase_and_starts_again(server):
    """After the compared phrase is over a switch would flip between two silences: the server ends
    the comparison and says `compareDone`; the next `compare` plays the phrase again from the top."""
    with server.connect() as c:
        first_challenge(c, "AB again")
        for side in ("target", "mine"):
            c.send("compare", side=side)
            frames, texts = c.collect(10.0, until_text=lambda m: m["type"] == "compareDone")
            assert any(t["type"] == "compareDone" for t in texts), f"no compareDone after the {side} phrase"
            audio = [f for f in frames if f.source == SOURCE_OWN and f.kind == KIND_AUDIO]
            assert len(audio) >= 50, f"{len(audio)} audio frames of the compared phrase ({side})"
            assert audio[0].restart, "each comparison starts its phrase afresh"
        # A switch after the end changes nothing and is not an error.
        c.send("abSwitch", side="target")
        frames, texts = c.collect(0.5)
        assert not any(f.kind == KIND_AUDIO for f in frames) and not any(t["type"] == "error" for t in texts)


def test_a_challenge_submit_needs_the_target_heard_and_resubmits_slow_down(server):
    with server.connect() as c:
        first_challenge(c, "Listener")
        refused = c.request("submit")
        assert refused["type"] == "error" and refused["code"] == "listen_first", refused
        results = []
        for _ in range(3):
            listen_through(c)
            r = c.request("submit")
            assert r["type"] == "result", r
            again = c.request("submit")
            assert again["code"] in ("listen_first", "too_soon"), again
            results.append(r)
        assert all("stars" in r for r in results) and all(r["stars"] == 0 for r in results if not r["passed"])
        # The fourth submit must wait: told so at once, listened or not.
        soon = c.request("submit")
        assert soon["type"] == "error" and soon["code"] == "too_soon" and "wait" in soon["message"], soon


def phrase_seconds(lesson: dict) -> float:
    return max(n.get("start", 0) + n["length"] for n in lesson["phrase"])


def test_a_target_stopped_at_once_is_not_heard_and_a_whole_play_is(server):
    """A bot that asks for the target and stops it (or never lets it play) cannot submit; letting the
    phrase play through, alone or compared A/B, is what counts."""
    with server.connect() as c:
        lesson = first_challenge(c, "Stopper")
        c.send("playTarget")
        c.send("stopPlayback")
        refused = c.request("submit")
        assert refused["type"] == "error" and refused["code"] == "listen_first", refused
        # However long after the stop: the phrase was not heard.
        time.sleep(phrase_seconds(lesson) + 0.3)
        assert c.request("submit")["code"] == "listen_first"
        # Asked for and submitted at once: still playing, so not yet heard.
        c.send("playTarget")
        early = c.request("submit")
        assert early["code"] == "listen_first" and "still playing" in early["message"], early
        c.wait_text(lambda m: m["type"] == "targetDone", timeout=15)
        r = c.request("submit")
        assert r["type"] == "result", r
        # An A/B comparison of the phrase, played to its end, counts the same way.
        c.send("compare", side="mine")
        c.wait_text(lambda m: m["type"] == "compareDone", timeout=15)
        r = c.request("submit")
        assert r["type"] == "result", r


def test_reopening_the_lesson_or_a_new_socket_keeps_the_resubmit_pause(server):
    """The pause before a quick resubmit belongs to the student and lesson on this server: sending
    `openLesson` again, or coming back on another socket, does not start it afresh."""
    with server.connect() as c:
        lesson = first_challenge(c, "Reopener")
        for _ in range(4):
            listen_through(c)
            r = c.request("submit")
            while r.get("code") == "too_soon":
                time.sleep(int(re.search(r"retryAfter (\d+)", r["message"]).group(1)))
                r = c.request("submit")
            assert r["type"] == "result", r
        # Four submits: the fifth waits 4 s after the fourth.
        assert c.request("openLesson", lesson=lesson["id"])["type"] == "lesson"
        again = c.request("submit")
        assert again["code"] == "too_soon", again
        token = next(m["token"] for m in c.texts if m.get("type") == "student")
    with server.connect() as c2:
        assert c2.request("login", token=token)["type"] == "student"
        assert c2.request("openLesson", lesson=lesson["id"])["type"] == "lesson"
        other = c2.request("submit")
        assert other["code"] == "too_soon", other

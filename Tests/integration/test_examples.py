"""Theory pages that sound, over a real socket: a page's example plays into the student's stream as
its own sound (pictures included: it is not the target), its live control changes it while it plays
with no restart, and bad requests get clear errors."""
from __future__ import annotations

import numpy as np

from conftest import KIND_AUDIO, KIND_WAVEFORM, SOURCE_TARGET, OpusDecoder


def brightness(samples: np.ndarray) -> float:
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(len(samples))))
    freqs = np.fft.rfftfreq(len(samples), 1 / 48_000)
    return float((spectrum * freqs).sum() / max(spectrum.sum(), 1e-12))


def target_audio(frames):
    return [f for f in frames if f.source == SOURCE_TARGET and f.kind == KIND_AUDIO]


def test_the_first_page_plays_an_example_and_its_knob_changes_it(server):
    with server.connect() as c:
        c.request("login", name="Listener one")
        first = c.lessons_in_order()[0]
        lesson = c.request("openLesson", lesson=first["id"])["lesson"]
        assert lesson["kind"] == "theory"
        # The first page a new student opens has a sound, with a knob to try.
        assert lesson["examples"], "the first page plays nothing"
        ex = next(e for e in lesson["examples"] if e["control"])
        assert f'data-example="{ex["id"]}"' in lesson["theoryHtml"]
        assert ex["control"] == "filter.cutoff" and ex["value"] < 2000
        # It is the first knob a newcomer meets: the page says how to turn one with a mouse, the keys and a finger.
        words = lesson["theoryHtml"]
        assert all(w in words for w in ("drag it up or down", "arrow keys", "<strong>Page Up</strong>", "<strong>Shift</strong>", "slide a finger")), words

        c.send("playExample", example=ex["id"])
        before, _ = c.collect(0.5)
        c.send("exampleSet", example=ex["id"], param="filter.cutoff", value=9000)
        after, texts = c.collect(10.0, until_text=lambda m: m["type"] == "targetDone")
        assert not [t for t in texts if t["type"] == "error"], texts
        audio = target_audio(before + after)
        assert len(audio) >= 40
        assert [f.restart for f in audio].count(True) == 1, "the knob does not restart the sound"
        assert any(f.kind == KIND_WAVEFORM and f.source == SOURCE_TARGET for f in before + after), \
            "an example is public: its picture is drawn"
        dec = OpusDecoder()
        centroid = [brightness(dec.decode(f.payload)) for f in audio]
        n = len(target_audio(before))
        dark, bright = np.median(centroid[2:n - 1]), np.median(centroid[n + 5:n + 25])
        print(f"example before the turn: centroid {dark:.0f} Hz; after cutoff 9 kHz: {bright:.0f} Hz")
        assert bright > 1.5 * dark

        # Played again, it keeps the student's setting.
        c.send("playExample", example=ex["id"])
        again, _ = c.collect(0.6)
        dec2 = OpusDecoder()
        replay = [brightness(dec2.decode(f.payload)) for f in target_audio(again)]
        assert np.median(replay[2:]) > 1.5 * dark
        c.send("stopPlayback")


def test_example_requests_that_cannot_be_served_get_clear_errors(server):
    with server.connect() as c:
        assert c.request("playExample", example="first-sound")["code"] == "not_logged_in"
        c.request("login", name="Listener two")
        assert c.request("playExample", example="first-sound")["code"] == "no_lesson"
        first = c.lessons_in_order()[0]
        lesson = c.request("openLesson", lesson=first["id"])["lesson"]
        ex = next(e for e in lesson["examples"] if e["control"])
        r = c.request("playExample", example="no-such-sound")
        assert r["code"] == "unknown_example" and "no-such-sound" in r["message"], r
        r = c.request("exampleSet", example=ex["id"], param="osc1.level", value=0.5)
        assert r["code"] == "bad_message" and ex["control"] in r["message"], r
        r = c.request("exampleSet", example=ex["id"], param="filter.cutoff", value=1e9)
        assert r["code"] == "out_of_range", r
        r = c.request("exampleSet", example=ex["id"], param="filter.cutoff", value="NaN")
        assert r["type"] == "error", r
        r = c.request("playExample")
        assert r["code"] == "bad_message", r

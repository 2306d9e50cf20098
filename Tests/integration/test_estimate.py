"""Estimation questions over a real socket ("where is this saw's cutoff?"): one sound, a scale of settings
as the choices, nothing before the answer says which; a miss is said in just-noticeable steps, and every
mark of the scale can be heard after the answer. A one-quiz course keeps the test short."""
import math
import re

from conftest import KIND_AUDIO, SOURCE_TARGET
from lessonkit import estimate_course

def test_an_estimate_is_one_sound_a_scale_and_a_miss_in_just_noticeable_steps(server_factory, tmp_path):
    s = server_factory(courses=estimate_course(tmp_path))
    with s.connect() as c:
        c.request("login", name="Estimator")
        c.request("openLesson", lesson="lpf")
        revealed = c.request("reveal")["patch"]
        c.send("setMany", values={"filter.cutoff": revealed["filter.cutoff"]})
        c.send("playTarget")
        c.wait_text(lambda m: m["type"] == "targetDone", timeout=10)
        assert c.request("submit")["passed"]

        c.request("openLesson", lesson="where")
        q = c.wait_text(lambda m: m["type"] == "quiz")
        # One sound; five marks, an octave apart, and nothing that says which one it is.
        assert q["sounds"] == ["A"] and len(q["choices"]) == 5
        assert set(q) == {"type", "lesson", "question", "sounds", "choices", "number"}
        hz = [float(x.split()[0]) * (1000 if "kHz" in x else 1) for x in q["choices"]]
        # An octave each, read from labels of two significant figures ("1.0 kHz" may be 1,048 Hz and
        # "2.1 kHz" 2,096 Hz: 2.1 as read), so within a tenth of an octave.
        assert all(abs(math.log2(b / a) - 1) < 0.1 for a, b in zip(hz, hz[1:])), q["choices"]

        seen_miss = False
        for _ in range(12):
            c.send("playQuizSound", sound=0)
            frames, _ = c.collect(6.0, until_text=lambda m: m["type"] == "targetDone")
            assert sum(f.kind == KIND_AUDIO and f.source == SOURCE_TARGET for f in frames) >= 25
            r = c.request("answerQuiz", choice=0)
            assert r["type"] == "quizResult", r
            nxt = c.wait_text(lambda m: m["type"] == "quiz")
            if r["correct"]:
                assert "just-noticeable" not in r["explanation"]
            else:
                seen_miss = True
                m = re.search(r"(\d+) just-noticeable steps too (high|low)", r["explanation"])
                assert m, r["explanation"]
                # The first mark is the lowest: a miss with it is always too low, and by whole octaves
                # (about six steps of a gentle low-pass's cutoff JND each).
                assert m.group(2) == "low" and int(m.group(1)) >= 5, r["explanation"]
                # What was picked can be heard after the answer, as for identify questions.
                c.send("playQuizSound", sound=0, previous=True, choice=3)
                frames, _ = c.collect(6.0, until_text=lambda m: m["type"] == "targetDone")
                assert any(f.kind == KIND_AUDIO for f in frames)
                break
            q = nxt
        assert seen_miss, "twelve answers of the lowest mark were all right"

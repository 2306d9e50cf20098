"""Listening quizzes over a real socket: the question goes out without its answer, the sounds play
on the target stream as audio only, an answer needs every sound heard, a wrong answer says what the
difference was and asks a new question, a right one completes the quiz and opens the next lesson."""
from conftest import KIND_AUDIO, KIND_SPECTRUM, KIND_WAVEFORM, SOURCE_TARGET, Client
from lessonkit import reach_first_quiz


def play_all(c: Client, question: dict, previous=False):
    """Plays every sound of a question, each to its end; returns the frames that arrived."""
    frames = []
    for i in range(len(question["sounds"])):
        c.send("playQuizSound", sound=i, previous=previous)
        got, _ = c.collect(10.0, until_text=lambda m: m["type"] == "targetDone")
        frames += got
    return frames


def test_a_quiz_asks_by_ear_and_keeps_its_answer(server):
    with server.connect() as c:
        me = c.request("login", name="Quiz taker")
        entry, after = reach_first_quiz(c, server, me["student"])
        start = len(c.texts)
        lesson = c.request("openLesson", lesson=entry["id"])["lesson"]
        assert lesson["kind"] == "quiz"
        question = c.wait_text(lambda m: m["type"] == "quiz")
        assert set(question) == {"type", "lesson", "question", "sounds", "choices", "number"}, question
        assert question["lesson"] == entry["id"] and question["number"] == 1 and question["sounds"][0] == "A"

        # Before any sound: no answer, and a clear refusal.
        refused = c.request("answerQuiz", choice=0)
        assert refused["code"] == "listen_first" and "play A" in refused["message"], refused
        assert c.request("playQuizSound", sound=7)["code"] == "out_of_range"
        assert c.request("answerQuiz", choice=-1)["code"] == "out_of_range"
        assert c.request("playQuizSound", sound=0, previous=True)["code"] == "no_lesson"
        assert c.request("playTarget")["code"] == "no_lesson"

        # The sounds play on the target stream, heard and never drawn.
        frames = play_all(c, question)
        target = [f for f in frames if f.source == SOURCE_TARGET]
        assert sum(f.kind == KIND_AUDIO for f in target) >= 25 * len(question["sounds"])
        assert not any(f.kind in (KIND_WAVEFORM, KIND_SPECTRUM) for f in target)

        # Nothing sent before the first answer carries it.
        for m in c.texts[start:]:
            assert not {"answer", "correct", "explanation"} & set(m), m

        # Answer until both a wrong and a right answer have been seen: every wrong one says what the
        # difference was and asks a new question; the lesson opens only with a right one.
        # Before a right answer the quiz is the current lesson and the one after it is locked.
        states = {l["id"]: l["state"] for l in c.lessons_in_order()}
        assert states[entry["id"]] == "current" and states[after] == "locked"
        seen = {}
        for _ in range(40):
            r = c.request("answerQuiz", choice=0)
            assert r["type"] == "quizResult", r
            nxt = c.wait_text(lambda m: m["type"] == "quiz")
            assert nxt["number"] == question["number"] + 1
            assert r["explanation"] and len(r["sounds"]) == len(question["sounds"])
            assert r["correct"] == (r["answer"] == 0)
            if not r["correct"] and "wrong" not in seen:
                seen["wrong"] = r
                assert r["stars"] == 0 and r["next"] is None
                if "right" not in seen:
                    # Wrong before any right answer: the quiz is still to do and the next lesson locked.
                    states = {l["id"]: l["state"] for l in c.lessons_in_order()}
                    assert states[entry["id"]] == "current" and states[after] == "locked"
                # The answered question can be heard again; the new one must be heard before answering.
                assert len(play_all(c, question, previous=True)) > 0
                assert c.request("answerQuiz", choice=0)["code"] == "listen_first"
            if r["correct"] and "right" not in seen:
                seen["right"] = r
                assert r["next"] == after and 1 <= r["stars"] <= 3
                states = {l["id"]: l["state"] for l in c.lessons_in_order()}
                assert states[entry["id"]] == "completed" and states[after] == "current"
            if len(seen) == 2:
                break
            question = nxt
            play_all(c, question)
        assert set(seen) == {"wrong", "right"}, seen

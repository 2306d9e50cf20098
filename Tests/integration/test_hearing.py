"""Adaptive listening quizzes and the hearing profile over a real socket: a quiz of one control at
two settings draws its gap from the student's staircase (nothing before the answer says the gap or
the answer), each answer moves the staircase, and the profile (threshold per control beside a
trained listener's) survives a restart of the server on the same store."""
from __future__ import annotations

import pytest

from lessonkit import play_all
from practicekit import to_first_adaptive_quiz


@pytest.mark.long
def test_answers_move_the_staircase_and_the_profile_survives_a_restart(server_factory):
    server = server_factory()
    c = server.connect()
    me = c.request("login", name="Ears", secret="4711")
    assert c.request("hearingProfile")["controls"] == []
    question = to_first_adaptive_quiz(c, server, me["student"])
    answers = []
    for _ in range(4):
        # Nothing of the gap or the answer before the answer.
        assert set(question) <= {"type", "lesson", "question", "sounds", "choices", "number", "id"}, question
        play_all(c, question)
        result = c.request("answerQuiz", choice=0, expect="quizResult")
        assert result["type"] == "quizResult", result
        answers.append(result["correct"])
        question = c.wait_text(lambda m: m["type"] == "quiz")
    profile = c.request("hearingProfile")
    assert len(profile["controls"]) == 1, profile
    row = profile["controls"][0]
    assert row["trials"] == 4 and row["right"] == sum(answers), (row, answers)
    assert row["threshold"] > 0 and row["trained"] > 0 and row["measure"], row
    assert len(row["history"]) == 1
    c.close()

    server.stop()
    again = server_factory(data=str(server.data_dir))
    c2 = again.connect()
    assert c2.request("login", token=me["token"])["type"] == "student"
    assert c2.request("hearingProfile")["controls"] == profile["controls"]
    c2.close()


def test_the_profile_needs_a_student(server):
    c = server.connect()
    refused = c.request("hearingProfile")
    assert refused["type"] == "error" and refused["code"] == "not_logged_in", refused
    c.close()

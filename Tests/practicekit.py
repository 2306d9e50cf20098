"""Daily practice over a socket, for the socket and page tests: a student who has completed lessons
(up to the first adaptive "is B higher or lower" quiz), lessons made a day older in the store (the
server's clock is the wall clock: a test moves the data, never waits for a day), and a practice
session run item by item to its summary."""
from __future__ import annotations

import pathlib
import sqlite3
import time

from lessonkit import answer_until_right, listen_through, mark_completed, play_all, revealed_taught


def is_adaptive(question: dict) -> bool:
    """A quiz of one control at two settings ("is B higher or lower"), not "which is A, B or C"."""
    return question["choices"][0] not in ("A", "B", "C") and len(question["sounds"]) == 2


def to_first_adaptive_quiz(c, server, student: str, targets: dict | None = None) -> dict:
    """Brings a signed-in student to the course's first adaptive quiz (`is_adaptive`), the lessons before
    it written into the store as completed (`mark_completed`: walking them takes real time and other
    tests do it); returns its first question. With `targets`, each challenge's target is revealed on the
    way and its taught settings kept there, by lesson."""
    for entry in c.lessons_in_order():
        if entry["kind"] == "quiz":
            c.request("openLesson", lesson=entry["id"])
            question = c.wait_text(lambda m: m["type"] == "quiz" and m["lesson"] == entry["id"])
            if is_adaptive(question):
                return question
        elif entry["kind"] == "challenge" and targets is not None:
            targets[entry["id"]] = revealed_taught(c, c.request("openLesson", lesson=entry["id"])["lesson"])
        mark_completed(server, student, [entry["id"]])
    raise AssertionError("no adaptive quiz in the course")


def complete_up_to_adaptive_quiz(c, server, student: str) -> dict:
    """Completes the lessons up to and including the first adaptive quiz (`to_first_adaptive_quiz`), the
    quiz answered over the socket until right, so the student has a hearing staircase for its control.
    Returns the revealed targets of the challenges before it (taught controls), by lesson."""
    targets = {}
    answer_until_right(c, to_first_adaptive_quiz(c, server, student, targets))
    return targets


def noon_offset() -> int:
    """A UTC offset (minutes) at which it is around noon now: a test that reads "today" back a minute
    later is then never split by a local midnight. Nothing is asserted about the time itself."""
    off = (12 - time.gmtime().tm_hour) * 60
    return off + 1440 if off < -720 else off - 1440 if off > 840 else off


def age_lessons(data_dir: pathlib.Path | None, days: float, database: str | None = None, lessons: list[str] | None = None):
    """With the server stopped: every completion and attempt in the store (the data folder's SQLite
    file, or the PostgreSQL `database`) happened `days` earlier; with `lessons`, only theirs (the
    others stay today's, so they are not due: a shorter practice)."""
    where = "" if lessons is None else " WHERE lessonID IN (" + ", ".join("'" + l.replace("'", "''") + "'" for l in lessons) + ")"
    if database:
        from pgkit import psql
        psql(database, f"UPDATE progress SET completedAt = completedAt - {days * 86400}, updatedAt = updatedAt - {days * 86400}{where}")
        return
    with sqlite3.connect(data_dir / "trainer.sqlite") as db:
        db.execute(f"UPDATE progress SET completedAt = completedAt - ?, updatedAt = updatedAt - ?{where}",
                   (days * 86400, days * 86400))


def a_short_review(targets: dict, listing: list[dict]) -> list[str]:
    """Lessons whose review makes a short practice that still has every kind of item: two challenges (one
    answered right, one missed) and a quiz; the adaptive quiz's weak control adds a hearing item."""
    challenges = [l["id"] for l in listing if l["id"] in targets][:2]
    quiz = next(l["id"] for l in listing if l["kind"] == "quiz")
    return challenges + [quiz]


def run_item(c, item: dict, targets: dict, right: bool) -> dict:
    """Opens one practice item and does it: a challenge submitted once (matched to the revealed target,
    or left at its start), a quiz answered as often as the item asks. Returns the last result."""
    lesson = c.request("openPracticeItem", lesson=item["lesson"], expect="lesson")["lesson"]
    assert lesson["practice"] is True and lesson["id"] == item["lesson"], lesson
    # Nothing of a passed challenge's target: no saved knobs, no last result (it would name the target).
    assert "savedPatch" not in lesson and "lastResult" not in lesson, lesson
    if lesson["kind"] == "challenge":
        refused = c.request("reveal")
        assert refused["type"] == "error" and refused["code"] == "forbidden", refused
        if right:
            c.send("setMany", values=targets[item["lesson"]])
        listen_through(c)
        result = c.request("submit", expect="result")
        assert result["type"] == "result" and result["passed"] == right, result
        assert ("targetPatch" in result) == right, result
        assert result["next"] is None and "practice" in result, result
        return result
    result = None
    question = c.wait_text(lambda m: m["type"] == "quiz" and m["lesson"] == item["lesson"])
    for n in range(item["questions"]):
        play_all(c, question)
        result = c.request("answerQuiz", choice=0, expect="quizResult")
        assert result["type"] == "quizResult" and "practice" in result, result
        question = c.wait_text(lambda m: m["type"] == "quiz")
    return result


def run_practice(c, targets: dict, utc_offset: int = 0) -> tuple[dict, dict]:
    """Starts today's practice and runs every item: the first challenge right, the others missed.
    Returns the session as started and the last item's practice state (with the summary)."""
    started = c.request("startPractice", utcOffset=utc_offset, expect="practice")
    assert started["type"] == "practice" and started["session"], started
    practice, first = started, True
    for item in started["session"]["items"]:
        right = first and item["kind"] == "challenge" and item["lesson"] in targets
        if right:
            first = False
        practice = run_item(c, item, targets, right)["practice"]
    return started, practice

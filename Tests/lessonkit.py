"""Walking a student through the course over a socket, for the socket and page tests: to the first
challenge, or to the first listening quiz; and listening to a challenge's target as the server counts it."""
import contextlib
import sqlite3
import textwrap
import time


def listen_through(c, timeout: float = 15.0):
    """Plays the open challenge's target and waits for `targetDone`: the server counts the target as
    heard only once its phrase has played through (a stop before that counts for nothing)."""
    c.send("playTarget")
    return c.wait_text(lambda m: m["type"] == "targetDone", timeout=timeout)


def play_all(c, question: dict):
    """Plays every sound of a quiz question, each to its end (the server asks for all before an answer)."""
    for i in range(len(question["sounds"])):
        c.send("playQuizSound", sound=i)
        c.collect(15.0, until_text=lambda m: m["type"] == "targetDone")


def answer_until_right(c, question: dict) -> dict:
    """Hears and answers the open quiz's questions (always the first choice) until one is right; returns
    that answer."""
    while True:
        play_all(c, question)
        result = c.request("answerQuiz", choice=0, expect="quizResult")
        if result["correct"]:
            return result
        question = c.wait_text(lambda m: m["type"] == "quiz")


def revealed_taught(c, lesson: dict) -> dict:
    """For an open challenge: reveals the target; returns its taught controls' settings."""
    revealed = c.request("reveal")["patch"]
    return {k: revealed[k] for k in lesson["controls"]["shown"] if k not in lesson["controls"]["locked"]}


def match_by_revealing(c, lesson: dict) -> dict:
    """For an open challenge: reveals the target, sets the taught controls to it and hears the target
    through (a submit needs it heard); returns the taught settings. The ear's part is not what such a test
    is about."""
    taught = revealed_taught(c, lesson)
    c.send("setMany", values=taught)
    listen_through(c)
    return taught


def pass_by_revealing(c, lesson_id: str) -> dict:
    """Opens a challenge, matches it by revealing and submits; returns the result."""
    match_by_revealing(c, c.request("openLesson", lesson=lesson_id)["lesson"])
    return c.request("submit", expect="result")


def complete_before(db_path, student: str, order: list[str], lesson: str):
    """Marks every lesson before `lesson` completed (three stars) in the server's SQLite file, as a
    student who got there would have them: for tests and measurements of one lesson deep in the course."""
    with sqlite3.connect(db_path) as db:
        for lid in order[:order.index(lesson)]:
            db.execute("""INSERT OR REPLACE INTO progress (studentID, lessonID, completed, bestScore, attempts,
                          timeSpent, revealed, hintsUsed, updatedAt, stars, listens, misses)
                          VALUES (?, ?, 1, 100, 1, 1, 0, 0, ?, 3, 1, 0)""", (student, lid, time.time()))


def mark_completed(server, student: str, lesson_ids: list[str]):
    """Writes the lessons as completed (three stars, now) into `server`'s store, its PostgreSQL database
    or its data folder's SQLite file, while it runs: set-up for a test about what comes after them. A
    walk through them over the socket takes real time (each target and quiz sound heard through) and is
    what other tests are about; the server reads progress from its store at each call."""
    if not lesson_ids:
        return
    now = time.time()
    columns = "studentID, lessonID, completed, bestScore, attempts, timeSpent, revealed, hintsUsed, completedAt, updatedAt, stars, listens, misses"
    on_conflict = ("ON CONFLICT (studentID, lessonID) DO UPDATE SET completed = excluded.completed, bestScore = 100, stars = 3, "
                   "completedAt = excluded.completedAt, updatedAt = excluded.updatedAt")
    if server.database:
        from pgkit import psql

        def quoted(text: str) -> str:
            return "'" + text.replace("'", "''") + "'"
        values = ", ".join(f"({quoted(student)}, {quoted(lid)}, true, 100, 1, 1, false, 0, {now}, {now}, 3, 1, 0)"
                           for lid in lesson_ids)
        psql(server.database, f"INSERT INTO progress ({columns}) VALUES {values} {on_conflict}")
        return
    with contextlib.closing(sqlite3.connect(server.data_dir / "trainer.sqlite", timeout=30)) as db, db:
        db.executemany(f"INSERT INTO progress ({columns}) VALUES (?, ?, 1, 100, 1, 1, 0, 0, ?, ?, 3, 1, 0) {on_conflict}",
                       [(student, lid, now, now) for lid in lesson_ids])


def first_challenge(c, name: str) -> dict:
    """Signs `name` in, reads the theory pages up to the first challenge and opens it."""
    c.request("login", name=name)
    return walk_to_first_challenge(c)


def walk_to_first_challenge(c) -> dict:
    """For a signed-in student: reads the theory pages up to the first challenge and opens it."""
    for entry in c.lessons_in_order():
        lesson = c.request("openLesson", lesson=entry["id"])["lesson"]
        if lesson["kind"] == "challenge":
            return lesson
        assert c.request("submit")["passed"]
    raise AssertionError("the course has no challenge")


def reach_first_quiz(c, server, student: str) -> tuple[dict, str]:
    """Brings the student to the course's first quiz, the lessons before it written as completed
    (`mark_completed`); returns the lesson list entry of the quiz and the id of the lesson after it."""
    listing = c.lessons_in_order()
    i = next(i for i, entry in enumerate(listing) if entry["kind"] == "quiz")
    mark_completed(server, student, [entry["id"] for entry in listing[:i]])
    return listing[i], listing[i + 1]["id"]


# A course of one challenge (the cutoff) and one estimation quiz on it, in a folder of its own.
ESTIMATE_COURSE = """
title: Estimate
defaults: {passThreshold: 80, phrase: held}
phrases:
  held:
    - {start: 0, length: 1, note: A3}
modules: [m]
"""
ESTIMATE_MODULE = """
title: M
lessons:
  - id: lpf
    title: The cutoff
    kind: challenge
    theory: lpf.md
    controls: {show: [filter.cutoff]}
    start: {}
    target: {filter.cutoff: 600}
    hints: [Darker., Much darker., About 600 Hz.]
  - id: where
    title: Where is the cutoff?
    kind: quiz
    quiz:
      ask: estimate
      control: filter.cutoff
      range: [150, 6000]
      gap: [0.1, 0.1]
      count: 5
"""


def estimate_course(tmp_path):
    """A course of one challenge and one estimation quiz (test_estimate.py, test_page_placement.py)."""
    (tmp_path / "m").mkdir()
    (tmp_path / "course.yaml").write_text(textwrap.dedent(ESTIMATE_COURSE))
    (tmp_path / "m" / "module.yaml").write_text(textwrap.dedent(ESTIMATE_MODULE))
    (tmp_path / "m" / "lpf.md").write_text("# The cutoff\n\nTurn the **cutoff** until the saw is as dark as the target. " * 3)
    return tmp_path

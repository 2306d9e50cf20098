"""A client that never listens, bisecting on the result's verdicts (not a test: run it by hand).

    python3 Tests/integration/bench_bot.py [--challenges N]

Before the by-ear rules such a bot passed all 69 challenges with a median of 3 submits (1 to 5),
attempt counts that look like an honest student's. Now a submit needs the target's phrase played
through since the last one (the bot asks for it, waits for `targetDone` and ignores the audio; a
`stopPlayback` straight after `playTarget` no longer counts), quick resubmits wait a little longer
each time, per student and lesson, however often the lesson is reopened (`too_soon`, which the bot
obeys), stars fall with the submits a run takes, and the teacher sees submits and listens per
lesson. This prints, per challenge, the submits the bot needed, the stars it earned, the seconds it
spent letting the target play and waiting for `too_soon`, then the medians and totals, and what the
same challenges cost an honest listener who hears the target once and passes on the first submit
(one phrase to `targetDone`: the floor for anyone).

Numeric controls are bisected in their own scale (logarithmic where the table says so) on tooHigh /
tooLow; choices are tried in turn on `wrong`. A challenge the bot cannot pass in 30 submits is
revealed and copied, so the run goes on (and counted as not passed by the bot).

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer, the build `make run` and `make test` share), like the tests.
"""
from __future__ import annotations

import argparse
import math
import pathlib
import re
import random
import statistics
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from conftest import Client, ServerProcess  # noqa: E402


class Bisector:
    def __init__(self, row, start):
        self.row = row
        self.choice = row["scale"] == "choice"
        if self.choice:
            self.options = list(row["options"])
            self.tried = []
            self.current = start
        else:
            self.log = row["scale"] == "log" and row["min"] > 0
            self.lo, self.hi = self.scale(row["min"]), self.scale(row["max"])
            self.current = start

    def scale(self, v):
        return math.log(v) if self.log else v

    def unscale(self, x):
        v = math.exp(x) if self.log else x
        step = self.row.get("step")
        if step:
            v = round(v / step) * step
        return min(self.row["max"], max(self.row["min"], v))

    def first(self):
        if self.choice:
            return self.current
        self.current = self.unscale((self.lo + self.hi) / 2)
        return self.current

    def feedback(self, verdict):
        if verdict in ("right", "close"):
            if not self.choice:
                x = self.scale(self.current)
                self.lo = self.hi = x
            return self.current
        if self.choice:
            self.tried.append(self.current)
            rest = [o for o in self.options if o not in self.tried]
            self.current = rest[0] if rest else self.current
            return self.current
        x = self.scale(self.current)
        if verdict == "tooHigh":
            self.hi = x
        elif verdict == "tooLow":
            self.lo = x
        self.current = self.unscale((self.lo + self.hi) / 2)
        return self.current


def submit(c, waits, listened):
    """playTarget and let it play to `targetDone` (ignoring the audio: the server counts the target heard
    only once its phrase has played through), then submit; obeys too_soon (the listen still counts)."""
    t = time.monotonic()
    c.send("playTarget")
    c.wait_text(lambda m: m["type"] == "targetDone", timeout=30)
    listened.append(time.monotonic() - t)
    while True:
        r = c.request("submit", timeout=30)
        if r.get("code") == "too_soon":
            m = re.search(r"retryAfter (\d+)", r["message"])
            seconds = int(m.group(1)) if m else 1
            waits.append(seconds)
            time.sleep(seconds)
            continue
        assert r.get("type") == "result", r
        return r


def run(challenges: int | None):
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(pathlib.Path(tmp))
        try:
            c = Client(server.ws_url)
            table = {r["id"]: r for r in c.request("getParams")["parameters"]}
            c.request("login", name="Bisecting bot")
            rows, quizzes, done = [], [], 0
            t0 = time.monotonic()
            while challenges is None or done < challenges:
                listing = c.lessons_in_order()
                current = next((l for l in listing if l["state"] == "current"), None)
                if current is None:
                    break
                lesson = c.request("openLesson", lesson=current["id"])["lesson"]
                if lesson["kind"] == "theory":
                    c.request("submit")
                    continue
                if lesson["kind"] == "quiz":
                    # A quiz cannot be bisected: the bot asks for every sound (ignoring the audio, as it
                    # does the target) and guesses; each wrong guess draws a new question.
                    question = c.wait_text(lambda m: m["type"] == "quiz")
                    for n in range(1, 51):
                        for i in range(len(question["sounds"])):
                            # The server counts a sound only once it has played: the bot waits it out.
                            c.send("playQuizSound", sound=i)
                            c.wait_text(lambda m: m["type"] == "targetDone", timeout=15)
                        r = c.request("answerQuiz", choice=random.randrange(len(question["choices"])))
                        question = c.wait_text(lambda m: m["type"] == "quiz")
                        if r.get("correct"):
                            quizzes.append((lesson["id"], n, r.get("stars", 0)))
                            break
                    continue
                shown, locked = lesson["controls"]["shown"], set(lesson["controls"]["locked"])
                patch = c.request("getPatch")["patch"]
                bis = {p: Bisector(table[p], patch[p]) for p in shown if p not in locked}
                c.send("setMany", values={p: b.first() for p, b in bis.items()})
                waits: list[int] = []
                listened: list[float] = []
                started = time.monotonic()
                for n in range(1, 31):
                    r = submit(c, waits, listened)
                    if r.get("passed"):
                        rows.append((lesson["id"], n, r.get("stars", 0), sum(waits), time.monotonic() - started, True,
                                     sum(listened), listened[0]))
                        break
                    changes = {f["param"]: bis[f["param"]].feedback(f["verdict"]) for f in r["feedback"] if f["param"] in bis}
                    c.send("setMany", values=changes)
                else:
                    revealed = c.request("reveal")["patch"]
                    c.send("setMany", values={p: revealed[p] for p in bis})
                    r = submit(c, waits, listened)
                    rows.append((lesson["id"], 31, r.get("stars", 0), sum(waits), time.monotonic() - started, False,
                                 sum(listened), listened[0]))
                done += 1
            total = time.monotonic() - t0
            c.close()
        finally:
            server.stop()
    print(f"{'challenge':28} {'submits':>7} {'stars':>5} {'played s':>8} {'waited s':>8} {'time s':>7} {'honest s':>8}")
    for lesson, n, stars, waited, took, ok, played, one in rows:
        print(f"{lesson:28} {n:7d} {stars:5d} {played:8.1f} {waited:8d} {took:7.1f} {one:8.1f}"
              f"{'' if ok else '  (not passed by bisecting)'}")
    subs = [r[1] for r in rows]
    stars = [r[2] for r in rows]
    print(f"{len(rows)} challenges; submits median {statistics.median(subs)} (min {min(subs)}, max {max(subs)}); "
          f"stars: {stars.count(3)} x3, {stars.count(2)} x2, {stars.count(1)} x1, {stars.count(0)} x0; "
          f"waited for too_soon {sum(r[3] for r in rows)} s in all; run took {total:.0f} s; "
          f"passed by bisecting {sum(r[5] for r in rows)}/{len(rows)}")
    took = [r[4] for r in rows]
    honest = [r[7] for r in rows]
    print(f"per pass: bot median {statistics.median(took):.1f} s (min {min(took):.1f}, max {max(took):.1f}, "
          f"of which target playing {statistics.median([r[6] for r in rows]):.1f} s); an honest listener who hears the "
          f"target once and passes first time needs at least {statistics.median(honest):.1f} s (one phrase to targetDone) "
          f"and earns 3 stars")
    if quizzes:
        answers = [q[1] for q in quizzes]
        qstars = [q[2] for q in quizzes]
        print(f"{len(quizzes)} quizzes guessed without listening; answers median {statistics.median(answers)} "
              f"(min {min(answers)}, max {max(answers)}); stars: {qstars.count(3)} x3, {qstars.count(2)} x2, {qstars.count(1)} x1")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--challenges", type=int, default=None)
    run(ap.parse_args().challenges)

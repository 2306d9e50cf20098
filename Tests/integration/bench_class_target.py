"""One encode for a whole class, measured (not a test: run it by hand).

    python3 Tests/integration/bench_class_target.py [--students 30] [--seconds 20]

A class of students on one server, all in the same challenge, each playing its hidden target again and
again (playTarget, then the next as soon as `targetDone` arrives), for a window of wall time. The
server's CPU time (utime + stime from /proc) over the window is printed for a server that renders every
play (`--no-shared-targets`, as before) and for one that renders each target once and replays the
packets (`TargetRecordingCache`), with the frames each rendered and replayed and the ratio of the two.

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer, the build `make run` and `make test` share), like the tests.
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchkit import cpu_seconds  # noqa: E402
from conftest import Client, ServerProcess  # noqa: E402
from lessonkit import first_challenge  # noqa: E402


def student(server, n: int) -> Client:
    c = Client(server.ws_url)
    first_challenge(c, f"Student {n}")
    return c


def run(shared: bool, students: int, seconds: float) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        flags = {} if shared else {"no_shared_targets": True}
        server = ServerProcess(pathlib.Path(tmp), **flags)
        try:
            clients = [student(server, n) for n in range(students)]
            plays = [0] * students
            stop = time.monotonic() + seconds + 2

            def loop(i: int):
                c = clients[i]
                while time.monotonic() < stop:
                    c.send("playTarget")
                    c.collect(15.0, until_text=lambda m: m["type"] == "targetDone")
                    plays[i] += 1

            threads = [threading.Thread(target=loop, args=(i,), daemon=True) for i in range(students)]
            for t in threads:
                t.start()
            time.sleep(2)  # every student has started playing; the first renderings are made
            m0, cpu0, t0, p0 = server.metrics(), cpu_seconds(server.proc.pid), time.monotonic(), sum(plays)
            time.sleep(seconds)
            m1, cpu1, t1, p1 = server.metrics(), cpu_seconds(server.proc.pid), time.monotonic(), sum(plays)
            for t in threads:
                t.join(20)
            for c in clients:
                c.close()
            key = "synth_trainer_frames_"
            return {"cpu": (cpu1 - cpu0) / (t1 - t0), "plays": p1 - p0,
                    "rendered": int(m1[key + "rendered_total"]) - int(m0[key + "rendered_total"]),
                    "replayed": int(m1.get(key + "replayed_total", 0)) - int(m0.get(key + "replayed_total", 0))}
        finally:
            server.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--students", type=int, default=30)
    ap.add_argument("--seconds", type=float, default=20)
    a = ap.parse_args()
    results = {}
    for shared in (False, True):
        r = run(shared, a.students, a.seconds)
        results[shared] = r
        print(f"{'one encode per target' if shared else 'every play rendered  '}: server CPU {r['cpu'] * 100:5.1f}% of a core "
              f"({r['cpu'] * 1000 / a.students:.2f} ms per student per second), {r['plays']} target plays, "
              f"{r['rendered']} frames rendered, {r['replayed']} replayed")
    before, after = results[False]["cpu"], results[True]["cpu"]
    print(f"{a.students} students playing the same target: CPU after / before = {after / before:.2f} "
          f"({before * 100:.1f}% -> {after * 100:.1f}% of a core)")


if __name__ == "__main__":
    main()

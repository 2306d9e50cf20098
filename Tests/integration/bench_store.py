"""What the store costs per student action, on SQLite and on PostgreSQL (not a test: run it by hand on
a quiet machine, under the throwaway PostgreSQL server of the tests):

    scripts/pg-test-cluster.sh run python3 Tests/integration/bench_store.py [--seconds 5] [--concurrency 4]

Runs `synth-trainer bench --mode store` (submit = the read-merge-write transaction of every submit;
sign-in = the limit check, the sign-up count and a device token; lesson list = the progress read) on a
scratch SQLite folder, then on a fresh PostgreSQL database, and prints calls per second, the median and
p99 time per call, and the CPU the PostgreSQL server's processes used per call: the figures
deploy/CAPACITY.md plans the database with. Uses the binary at $SYNTH_TRAINER_BIN.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchkit import cpu_seconds  # noqa: E402
from conftest import binary_path  # noqa: E402
from pgkit import fresh_database  # noqa: E402


def bench(args: list[str], seconds: float, concurrency: int) -> str:
    return subprocess.run([str(binary_path()), "bench", "--mode", "store", "--seconds", str(seconds),
                           "--concurrency", str(concurrency), *args],
                          capture_output=True, text=True, timeout=600, check=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5)
    ap.add_argument("--concurrency", type=int, default=4)
    a = ap.parse_args()
    pg_dir = os.environ.get("SYNTH_TRAINER_TEST_PG_DIR")
    if not pg_dir or not os.environ.get("SYNTH_TRAINER_TEST_POSTGRES"):
        sys.exit("run under scripts/pg-test-cluster.sh run (it starts the PostgreSQL server this measures)")

    with tempfile.TemporaryDirectory() as scratch:
        print(bench(["--data", scratch], a.seconds, a.concurrency))

    postmaster = int(pathlib.Path(pg_dir, "data", "postmaster.pid").read_text().split()[0])
    for kind in ("submit", "sign-in", "lesson-list"):
        url = fresh_database()
        bench(["--database", url, "--calls", kind], 0.05, 1)  # the schema's migrations, outside the measure
        time.sleep(1)
        before = cpu_seconds(postmaster, children=True, reaped=True)
        out = bench(["--database", url, "--calls", kind], a.seconds, a.concurrency)
        time.sleep(1)  # the bench's backends exit with its connections; the postmaster reaps them
        used = cpu_seconds(postmaster, children=True, reaped=True) - before
        calls = int(re.search(r"\((\d+) calls\)", out).group(1))
        print(out.strip().splitlines()[-1])
        print(f"{'':12} PostgreSQL server CPU {used:.1f} s = {1000 * used / max(calls, 1):.2f} ms per call "
              f"(its processes, backends included; also the bench's 300 students made first)")

if __name__ == "__main__":
    main()

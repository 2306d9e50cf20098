"""Capacity of two instances behind the cluster's nginx site, against one instance alone (not a test:
run it by hand on a quiet machine).

    python3 Tests/integration/bench_cluster.py [--seconds 5] [--workers 1] [--classes 64]

First one `serve` (with `--workers N`) alone: `synth-trainer bench --mode ramp` finds the most sessions
holding a note that pass (every session stays, no missing frame, inter-arrival p99 under 30 ms). Then a
second instance and nginx with deploy/nginx/synth-trainer-cluster.conf: the same ramp through nginx,
the sessions spread over class codes (`/ws?class=CODE`, which the site hashes on). Prints both totals,
their ratio, how the sessions split between the instances, and each process's CPU over the run. On a
2-core machine the load client and nginx share the cores with the instances: the ratio says what
nginx and a second process cost, not what a second machine would add.

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer, the build `make run` and `make test` share), like the tests.
"""
from __future__ import annotations

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchkit import cpu_seconds  # noqa: E402
from conftest import ServerProcess, binary_path, free_port  # noqa: E402
from nginxkit import cluster_site, start_nginx  # noqa: E402


def ramp(port: int, seconds: float, classes: int, pids: dict) -> tuple[int, str, dict]:
    before = {k: cpu_seconds(p, children=k == "nginx") for k, p in pids.items()}
    out = subprocess.run([str(binary_path()), "bench", "--mode", "ramp", "--port", str(port), "--seconds", str(seconds),
                          "--classes", str(classes)], capture_output=True, text=True, timeout=1800).stdout
    used = {k: cpu_seconds(p, children=k == "nginx") - before[k] for k, p in pids.items()}
    m = re.search(r"sustained: (\d+) sessions", out)
    return (int(m.group(1)) if m else 0), out, used


def started(server) -> int:
    return int(server.metrics()["synth_trainer_sessions_started_total"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--classes", type=int, default=64)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        flags = {"workers": a.workers, "max_sessions": 4000, "max_sockets_per_client": 10000}
        first = ServerProcess(root, **flags)
        second = nginx = None
        try:
            one, out1, cpu1 = ramp(first.port, a.seconds, 0, {"instance": first.proc.pid})
            print("one instance, direct:\n" + out1)
            second = ServerProcess(root, **flags)
            port = free_port()
            (root / "nginx").mkdir()
            nginx = start_nginx(root / "nginx", cluster_site(first.port, second.port, port), port, connections=4096)
            s0 = (started(first), started(second))
            two, out2, cpu2 = ramp(port, a.seconds, a.classes, {"a": first.proc.pid, "b": second.proc.pid, "nginx": nginx.pid})
            s1 = (started(first), started(second))
            print("two instances behind nginx:\n" + out2)
            split = (s1[0] - s0[0], s1[1] - s0[1])
            print(f"one instance ({a.workers} render worker{'s' if a.workers > 1 else ''}): {one} sessions; "
                  f"CPU over its ramp {cpu1['instance']:.0f} s")
            print(f"two instances behind nginx: {two} sessions ({two / max(one, 1):.2f}x one); sessions started "
                  f"during the ramp a {split[0]}, b {split[1]}; CPU over the ramp a {cpu2['a']:.0f} s, b {cpu2['b']:.0f} s, "
                  f"nginx {cpu2['nginx']:.0f} s ({100 * cpu2['nginx'] / max(1e-9, cpu2['a'] + cpu2['b'] + cpu2['nginx']):.0f}% of the three)")
        finally:
            if nginx:
                nginx.terminate()
                nginx.wait(10)
            if second:
                second.stop()
            first.stop()


if __name__ == "__main__":
    main()

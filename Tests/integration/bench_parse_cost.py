"""Expensive messages against a neighbour's audio (issue 23, item 3; not a test: run it by hand).

    python3 Tests/integration/bench_parse_cost.py [--abusers 8] [--rate 166] [--seconds 10]

`abusers` sockets, each from its own loopback address (127.0.0.2, ...), send key-heavy getPatch
messages just under 64 KiB (about 5,800 keys each: the most parse work one message can carry) at
`rate` messages a second in all, while a neighbour holds a note and reads its audio. Prints how many
heavy messages the server parsed (answered) against how many were sent, the `rate_limited` answers,
the abusers closed for flooding, the server's CPU seconds over the run (a count the machine's load
does not change much), and the neighbour's audio: frames received, frames missing and the
inter-arrival p50/p99/max. Timings depend on the machine's load: compare runs made one after the other.

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer), like the tests.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchkit import cpu_seconds  # noqa: E402
from conftest import KIND_AUDIO, SOURCE_OWN, ServerProcess  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402


def key_heavy(mid: str) -> str:
    head = json.dumps({"type": "getPatch", "id": mid})[:-1]
    keys, size, i = [], len(head) + 1, 0
    while size + 16 < 64 * 1024:
        keys.append(f'"k{i}":0')
        size += len(keys[-1]) + 1
        i += 1
    return head + "," + ",".join(keys) + "}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--abusers", type=int, default=8)
    ap.add_argument("--rate", type=float, default=166.0, help="heavy messages a second, all abusers together")
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(pathlib.Path(tmp))
        try:
            neighbour = server.connect(source="127.0.0.200")
            assert neighbour.request("hello")["type"] == "welcome"
            neighbour.send("loadPatch", patch={"osc1.wave": "saw"})
            neighbour.send("noteOn", note=57, velocity=0.9)
            abusers = [server.connect(source=f"127.0.0.{2 + i}") for i in range(args.abusers)]
            message = key_heavy("heavy")
            stop = threading.Event()
            sent = [0] * len(abusers)
            answered = [0] * len(abusers)
            limited = [0] * len(abusers)
            closed = [None] * len(abusers)

            def flood(i: int):
                c = abusers[i]
                interval = len(abusers) / args.rate
                nxt = time.monotonic()
                while not stop.is_set():
                    c.send_raw(message)
                    sent[i] += 1
                    nxt += interval
                    # Read what came back meanwhile, so the server never finds this client too slow.
                    while True:
                        try:
                            m = c.ws.recv(timeout=max(0.0, nxt - time.monotonic()))
                        except TimeoutError:
                            break
                        if isinstance(m, str):
                            msg = json.loads(m)
                            answered[i] += msg.get("type") == "patch"
                            limited[i] += msg.get("code") == "rate_limited"

            def abuse(i: int):
                try:
                    flood(i)
                except ConnectionClosed as e:  # closed for flooding: the server's answer to a flood
                    closed[i] = e.rcvd.code if e.rcvd else 1006

            threads = [threading.Thread(target=abuse, args=(i,), daemon=True) for i in range(len(abusers))]
            load = os.getloadavg()[0]
            cpu0 = cpu_seconds(server.proc.pid)
            for t in threads:
                t.start()
            frames, _ = neighbour.collect(args.seconds)
            stop.set()
            for t in threads:
                t.join(timeout=5)
            cpu = cpu_seconds(server.proc.pid) - cpu0
            audio = [f for f in frames if f.kind == KIND_AUDIO and f.source == SOURCE_OWN]
            gaps = [b.received - a.received for a, b in zip(audio, audio[1:])]
            # Sequence numbers also count waveform and spectrum frames: missing audio shows in positions.
            step = audio[1].position - audio[0].position if len(audio) > 1 else 1
            missing = ((audio[-1].position - audio[0].position) // step + 1 - len(audio)) if audio else 0
            q = statistics.quantiles(gaps, n=100) if len(gaps) > 1 else [0] * 99
            print(f"load average before the run: {load:.2f}")
            print(f"heavy messages: {sum(sent)} sent by {len(abusers)} sockets in {args.seconds:.0f} s, "
                  f"{sum(answered)} parsed and answered, {sum(limited)} rate_limited answers, "
                  f"{sum(c is not None for c in closed)} sockets closed {sorted(set(c for c in closed if c))}")
            print(f"server CPU over the run: {cpu:.2f} s")
            print(f"neighbour audio: {len(audio)} frames, {missing} missing; inter-arrival p50 {q[49] * 1000:.1f} ms, "
                  f"p99 {q[98] * 1000:.1f} ms, max {max(gaps, default=0) * 1000:.1f} ms")
        finally:
            server.stop(expect_exit=None)


if __name__ == "__main__":
    main()

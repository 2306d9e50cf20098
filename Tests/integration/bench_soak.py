"""Memory over many student connections (issue 23, item 6; not a test: run it by hand).

    python3 Tests/integration/bench_soak.py [--cycles 100000] [--every 5000] [--names 4]
        [--env MALLOC_ARENA_MAX=2 ...] [--malloc] [--pid PID --ws-url URL [--log FILE]]

Each cycle is one student's visit: connect, sign in with a token, open a lesson, play a note and
wait for its first audio frame (so the session's engine and Opus encoder have run), close. The
server's resident memory (VmRSS from /proc) is printed every `--every` cycles with the growth per
cycle since the warm-up (the first `--every` cycles: caches, the course's targets, SQLite's page
cache and the allocator's arenas fill then), and with `--malloc` beside it malloc's in-use bytes
(glibc's `malloc_stats`, called in the server through gdb, which pauses it for a moment): in-use
bytes that grow are a leak, RSS growing alone would be the allocator keeping freed memory. That is
how issue 23's 2.2 kB per connection was told apart: in use grew by 2.2 kB per cycle, so a leak;
then valgrind (`vgdb --pid=PID leak_check full reachable increased` between two runs of this script
with `--pid`, on a binary with `objcopy --strip-debug`) named the blocks: 64 zero-byte blocks per
engine, which glibc makes 32 bytes each and heaptrack counts as 0 bytes.
Counts and sizes only; no timing is judged.

The students are a few names (`--names`, default 4), each made once and then signed in with its
token: a per-connection leak then shows on its own, while state that grows by design with new
students (their rows, sign-up limits, per-student maps) stays put; a new name per cycle would
also hit the sign-up limit per address (60 a minute). `--fresh-names` makes a new student every
cycle instead (needs that many addresses: it spreads them over 127.0.0.0/8), to see the per-student
share.

Starts its own server (the binary at $SYNTH_TRAINER_BIN, default .build-test/release/synth-trainer,
like the tests), or with `--pid` and `--ws-url` measures one already running (under valgrind or
heaptrack, say).
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from conftest import KIND_AUDIO, SOURCE_OWN, SOURCE_TARGET, Client, ServerProcess  # noqa: E402


def rss_kib(pid: int) -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def malloc_in_use(pid: int, log_path: pathlib.Path | None) -> float | None:
    """Bytes malloc has handed out and not had back, all arenas and mmap (glibc's `malloc_stats`, called
    in the server through gdb; it prints to the server's stderr, which goes to its log). None without
    `--malloc` or a log to read."""
    if log_path is None:
        return None
    subprocess.run(["gdb", "-p", str(pid), "-batch", "-ex", "call (void)malloc_stats()"], capture_output=True, timeout=120)
    time.sleep(0.2)
    text = log_path.read_text(errors="replace")
    total = text.rfind("Total (incl. mmap):")
    if total < 0:
        return None
    line = next((ln for ln in text[total:].splitlines() if ln.strip().startswith("in use bytes")), None)
    return float(line.split("=")[1]) if line else None


class Visitor:
    """The students of the soak and one visit of one of them."""

    def __init__(self, ws_url: str, names: int, fresh: bool, steps: set[str]):
        self.ws_url, self.fresh, self.steps = ws_url, fresh, steps
        self.tokens: list[str] = []
        self.lesson = None
        if not fresh:
            for i in range(names):
                c = Client(ws_url)
                reply = c.request("login", name=f"Soak Student {i}", secret="soak-1234")
                self.tokens.append(reply["token"])
                if self.lesson is None:
                    self.lesson = c.lessons_in_order()[0]["id"]
                c.close()

    def visit(self, n: int):
        if "login" not in self.steps:
            c = Client(self.ws_url)
            c.request("hello")
        elif self.fresh:
            # A new address every 50 students keeps under the sign-up limit per address (60 a minute).
            c = Client(self.ws_url, source=f"127.{1 + n // 50 // 65536 % 254}.{n // 50 // 256 % 256}.{n // 50 % 256}")
            c.request("login", name=f"Fresh {n}")
            if self.lesson is None:
                self.lesson = c.lessons_in_order()[0]["id"]
        else:
            c = Client(self.ws_url)
            c.request("login", token=self.tokens[n % len(self.tokens)])
        if "open" in self.steps:
            c.request("openLesson", lesson=self.lesson)
        if "note" in self.steps:
            c.send("noteOn", note=60, velocity=0.8)
            frames, _ = c.collect(20, until=lambda f: f.kind == KIND_AUDIO and f.source == SOURCE_OWN)
            if not frames:
                raise AssertionError(f"cycle {n}: no audio within 20 s")
        if "target" in self.steps:
            # The lesson's target: a second engine and encoder in the session (or the process's recording of it).
            c.send("playTarget")
            frames, _ = c.collect(20, until=lambda f: f.kind == KIND_AUDIO and f.source == SOURCE_TARGET)
            if not frames:
                raise AssertionError(f"cycle {n}: no target audio within 20 s")
        c.close()


def soak(pid: int, ws_url: str, log_path: pathlib.Path | None, args) -> None:
    visitor = Visitor(ws_url, args.names, args.fresh_names, set(args.steps.split(",")))
    start, heap_start = rss_kib(pid), malloc_in_use(pid, log_path)
    print(f"server pid {pid}; each cycle: connect, {args.steps.replace(',', ', ')}, close; students: "
          f"{'a new one each cycle' if args.fresh_names else f'{args.names} names, by token'}")
    # malloc in use beside RSS: growing in-use bytes are a leak; RSS growing alone is
    # the allocator holding freed memory.
    print(f"{'cycles':>8} {'RSS MB':>8} {'since start':>12} {'RSS per cycle':>14} {'malloc in use MB':>17} {'per cycle':>10}"
          "   (per cycle: since the warm-up)")
    print(f"{0:>8} {start / 1024:>8.1f} {0:>+12.1f} {'':>14} {heap_start / 2**20 if heap_start else float('nan'):>17.1f}")
    warm = None
    began = time.monotonic()
    for n in range(1, args.cycles + 1):
        visitor.visit(n)
        if n % args.every == 0 or n == args.cycles:
            time.sleep(0.5)  # the last close reaches CLOSED
            now, heap = rss_kib(pid), malloc_in_use(pid, log_path)
            if warm is None:
                warm = (n, now, heap)
            cycles = max(1, n - warm[0])
            heap_per = f"{(heap - warm[2]) / cycles:>8.0f} B" if heap is not None and warm[2] is not None else f"{'-':>10}"
            print(f"{n:>8} {now / 1024:>8.1f} {(now - start) / 1024:>+12.1f} {(now - warm[1]) * 1024 / cycles:>12.0f} B"
                  f" {heap / 2**20 if heap else float('nan'):>17.1f} {heap_per}  ({time.monotonic() - began:.0f} s)", flush=True)
    end = rss_kib(pid)
    print(f"RSS: start {start / 1024:.1f} MB, after warm-up ({warm[0]} cycles) {warm[1] / 1024:.1f} MB, "
          f"end ({args.cycles} cycles) {end / 1024:.1f} MB: {(end - warm[1]) / 1024:+.1f} MB since warm-up, "
          f"{(end - warm[1]) * 1024 / max(1, args.cycles - warm[0]):.0f} B per cycle")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--cycles", type=int, default=100_000)
    p.add_argument("--every", type=int, default=5_000, help="print every N cycles (the first N are the warm-up)")
    p.add_argument("--names", type=int, default=4)
    p.add_argument("--fresh-names", action="store_true", help="a new student every cycle")
    p.add_argument("--steps", default="login,open,note",
                   help="what each cycle does after connecting, of login,open,note,target (target: play the lesson's "
                        "target, a second engine; a subset finds which step leaves memory behind)")
    p.add_argument("--env", action="append", default=[], help="NAME=VALUE for the server's environment")
    p.add_argument("--pid", type=int, help="measure this running server instead of starting one")
    p.add_argument("--ws-url", help="its WebSocket URL (with --pid)")
    p.add_argument("--log", type=pathlib.Path, help="its stderr's file, for --malloc (with --pid)")
    p.add_argument("--malloc", action="store_true", help="also print malloc's in-use bytes (through gdb)")
    args = p.parse_args()
    if args.pid:
        soak(args.pid, args.ws_url, args.log if args.malloc else None, args)
        return
    env = dict(e.split("=", 1) for e in args.env)
    with tempfile.TemporaryDirectory() as tmp:
        # Sockets per client high: the cycles come from one address, and a close the server has not
        # finished yet still counts against it.
        server = ServerProcess(pathlib.Path(tmp), env=env, max_sockets_per_client=10_000)
        try:
            soak(server.proc.pid, server.ws_url, server.log_path if args.malloc else None, args)
        finally:
            server.stop(expect_exit=None)


if __name__ == "__main__":
    main()

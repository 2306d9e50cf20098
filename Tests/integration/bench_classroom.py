"""Classroom measurements against the real server on loopback (not a test: run it by hand).

    python3 Tests/integration/bench_classroom.py listener [MS]  # cost of one extra listener (MS: --listener-batch-ms)
    python3 Tests/integration/bench_classroom.py class      # 30 students + a teacher listening and broadcasting

`listener`: N students hold a note; the server's CPU time (from /proc) and its render+encode time
(from /metrics) are read over a window; then M teachers each listen to a different student and the
window is repeated. The extra CPU per listener is compared with one session's own render+encode cost.

`class`: a class of 30 students, each holding a note; the teacher listens to one of them and
broadcasts their own synth to the class. Every stream's audio frames are timed where they arrive
(inter-arrival p50/p99/max, sequence gaps): 30 students' own streams, the 30 copies of the
broadcast, the teacher's own and monitored streams. The server's own view (/metrics render
lateness and encode-to-socket delay) is printed alongside.

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer, the build `make run` and `make test` share), like the tests.
"""
from __future__ import annotations

import asyncio
import json
import pathlib
import resource
import statistics
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchkit import cpu_seconds  # noqa: E402
from classroomkit import TEACHER_PROTOCOL, login, make_teacher  # noqa: E402
from conftest import ServerProcess  # noqa: E402
from mediakit import KIND_AUDIO, MediaFrame  # noqa: E402

SOURCES = {0: "own", 1: "target", 2: "monitored", 3: "teacher", 4: "monitoredTarget"}
# As the page says hello: it reads bundles (a tick's frames in one message).
HELLO = {"type": "hello", "bundles": True, "spectrumFrames": False}  # as the page and the dashboard say


class Stream:
    """Arrival times of one source's audio frames on one socket."""

    def __init__(self, name):
        self.name = name
        self.arrivals = []

    def frame(self, now):
        self.arrivals.append(now)

    def intervals_ms(self):
        return [(b - a) * 1000 for a, b in zip(self.arrivals, self.arrivals[1:])]


class Socket:
    """One WebSocket: records audio frame arrivals per source, and every media sequence number to find gaps."""

    def __init__(self, label):
        self.label = label
        self.streams: dict[int, Stream] = {}
        self.expected: dict[int, int] = {}
        self.gaps: dict[int, int] = {}
        self.measuring = False
        self.ws = None

    async def reader(self):
        async for m in self.ws:
            if isinstance(m, str):
                continue
            if not self.measuring:
                continue
            now = time.monotonic()
            # A bundle's frames one by one (these sockets ask for bundles, as the page does).
            for f in MediaFrame.parse_all(m):
                source, seq = f.source, f.sequence
                # Sequence numbers count every media frame of a source: any jump is a frame the server dropped.
                exp = self.expected.get(source)
                if exp is not None and seq != exp:
                    self.gaps[source] = self.gaps.get(source, 0) + ((seq - exp) & 0xFFFFFFFF)
                self.expected[source] = (seq + 1) & 0xFFFFFFFF
                if f.kind == KIND_AUDIO:
                    s = self.streams.get(source)
                    if s is None:
                        s = self.streams[source] = Stream(f"{self.label}/{SOURCES.get(source, source)}")
                    s.frame(now)


async def open_socket(url, label, subprotocol=None, setup=()):
    from websockets.asyncio.client import connect

    s = Socket(label)
    s.ws = await connect(url, subprotocols=[subprotocol] if subprotocol else None, max_size=None, compression=None)
    for msg in setup:
        await s.ws.send(json.dumps(msg))
    return s


async def request(sock: Socket, msg):
    """Sends and waits for the reply with the same id (only before the reader task starts)."""
    msg = {**msg, "id": f"q{time.monotonic_ns()}"}
    await sock.ws.send(json.dumps(msg))
    while True:
        m = await sock.ws.recv()
        if isinstance(m, str):
            r = json.loads(m)
            if r.get("id") == msg["id"]:
                return r


def note_setup(note):
    return [HELLO, {"type": "loadPatch", "patch": {"osc1.wave": "saw", "filter.cutoff": 3000}},
            {"type": "noteOn", "note": note, "velocity": 0.9}]


def metric_sums(server):
    m = server.metrics()
    return {k: m.get(f"synth_trainer_{k}_sum", 0.0) for k in ("render_seconds", "encode_seconds")} | {
        "frames": m.get("synth_trainer_frames_rendered_total", 0.0),
        # Each media message written is one lws_write (a bundle carries several frames).
        "sent": m.get("synth_trainer_media_messages_sent_total", 0.0)}


def quantile(values, q):
    if not values:
        return float("nan")
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


async def window(server, seconds):
    """Server CPU seconds and render+encode seconds spent during `seconds`."""
    pid = server.proc.pid
    c0, s0, m0, t0 = cpu_seconds(pid), cpu_seconds(pid, pid), metric_sums(server), time.monotonic()
    await asyncio.sleep(seconds)
    c1, s1, m1, t1 = cpu_seconds(pid), cpu_seconds(pid, pid), metric_sums(server), time.monotonic()
    return {"cpu": c1 - c0, "service": s1 - s0, "writes": m1["sent"] - m0["sent"], "render": m1["render_seconds"] - m0["render_seconds"],
            "encode": m1["encode_seconds"] - m0["encode_seconds"], "frames": m1["frames"] - m0["frames"], "wall": t1 - t0}


async def playing_class(server, code, students, label):
    """`students` sockets logged in to the class with `code`, each holding a note and read from the
    start (a socket left unread for 5 s is closed as too slow): (sockets, reader tasks)."""
    socks, tasks = [], []
    for i in range(students):
        s = await open_socket(server.ws_url, label(i))
        r = await request(s, {"type": "login", "name": f"Student {i:02d}", "classCode": code})
        s.student = r["student"]
        for m in note_setup(48 + i % 24):
            await s.ws.send(json.dumps(m))
        socks.append(s)
        tasks.append(asyncio.create_task(s.reader()))
    return socks, tasks


async def bench_listener(server, students=20, listeners=60, seconds=8.0, rounds=6):
    teacher = make_teacher(server, "Bench Teacher", ("Bench class",))
    socks, tasks = await playing_class(server, teacher.classes["Bench class"], students, lambda i: f"s{i}")
    # One sign-in, many sockets (a teacher may have several tabs open).
    token = login(server, teacher)["token"]
    teachers = []
    for i in range(listeners):
        t = await open_socket(server.ws_url, f"t{i}", TEACHER_PROTOCOL)
        me = await request(t, {"type": "auth", "token": token})
        await request(t, HELLO)
        await request(t, {"type": "watchClass", "class": me["classes"][0]["id"]})
        teachers.append(t)
        tasks.append(asyncio.create_task(t.reader()))
    await asyncio.sleep(2)
    results = {"base": [], "listening": []}
    for _ in range(rounds):
        # Alternate: no listeners, then every teacher listening to its own student.
        for t in teachers:
            await t.ws.send(json.dumps({"type": "listen", "student": None}))
        await asyncio.sleep(1)
        results["base"].append(await window(server, seconds))
        for i, t in enumerate(teachers):
            await t.ws.send(json.dumps({"type": "listen", "student": socks[i % students].student}))
        await asyncio.sleep(1)
        results["listening"].append(await window(server, seconds))
    for t in tasks:
        t.cancel()
    for s in socks + teachers:
        await s.ws.close()

    def per_second(w, key):
        return w[key] / w["wall"]

    base_cpu = statistics.median(per_second(w, "cpu") for w in results["base"])
    lst_cpu = statistics.median(per_second(w, "cpu") for w in results["listening"])
    render_encode = statistics.median((w["render"] + w["encode"]) / w["wall"] for w in results["base"])
    per_session_re = render_encode / students
    per_session_all = base_cpu / students
    # Each round is a pair of neighbouring windows: the median of the pairs' differences is less
    # sensitive to the machine's other load than the difference of the medians.
    deltas = sorted((per_second(b, "cpu") - per_second(l_, "cpu")) * -1 / listeners
                    for b, l_ in zip(results["base"], results["listening"]))
    per_listener = statistics.median(deltas)
    print(f"{students} students holding a note, {listeners} teacher sockets ({listeners // students} listening to each student); "
          f"{rounds} alternating windows of {seconds:.0f} s each, medians")
    print(f"  server CPU, no listeners          {base_cpu * 1000:7.1f} ms/s   ({per_session_all * 1000:.2f} ms/s per session, everything)")
    print(f"  render+encode (from /metrics)     {render_encode * 1000:7.1f} ms/s   ({per_session_re * 1000:.2f} ms/s per session)")
    print(f"  server CPU, {listeners} listening          {lst_cpu * 1000:7.1f} ms/s")
    print(f"  one extra listener (median round) {per_listener * 1000:7.3f} ms/s   "
          f"= {100 * per_listener / per_session_re:.1f}% of a session's render+encode, "
          f"{100 * per_listener / per_session_all:.1f}% of its whole cost")
    print(f"    per-listener cost in each round: " + ", ".join(f"{d * 1000:.3f}" for d in deltas) + " ms/s")
    # Steadier than the whole process on a shared machine: the service thread alone (where a
    # listener's packets are written) and the media messages written.
    svc = statistics.median((per_second(l_, "service") - per_second(b, "service")) / listeners
                            for b, l_ in zip(results["base"], results["listening"]))
    writes = statistics.median((per_second(l_, "writes") - per_second(b, "writes")) / listeners
                               for b, l_ in zip(results["base"], results["listening"]))
    print(f"  per listener: service thread {svc * 1000:.3f} ms/s, media messages written {writes:.1f}/s")
    for k in ("base", "listening"):
        print(f"    {k:9s} windows (CPU ms/s): " + ", ".join(f"{per_second(w, 'cpu') * 1000:.1f}" for w in results[k]))


def stream_table(socks, header):
    rows = []
    for s in socks:
        for src, st in sorted(s.streams.items()):
            iv = st.intervals_ms()
            rows.append((st.name, len(st.arrivals), quantile(iv, 0.5), quantile(iv, 0.99), max(iv) if iv else float("nan"),
                         s.gaps.get(src, 0)))
    print(header)
    print(f"  {'stream':22s} {'frames':>6s} {'p50 ms':>7s} {'p99 ms':>7s} {'max ms':>7s} {'seq skip':>8s}")
    for r in rows:
        print(f"  {r[0]:22s} {r[1]:6d} {r[2]:7.1f} {r[3]:7.1f} {r[4]:7.1f} {r[5]:8d}")
    allp99 = [r[3] for r in rows]
    lost = sum(r[5] for r in rows if not r[0].endswith(("/monitored", "/monitoredTarget")))
    print(f"  {len(rows)} streams: worst p99 {max(allp99):.1f} ms, median p99 {statistics.median(allp99):.1f} ms, "
          f"worst max {max(r[4] for r in rows):.1f} ms; sequence numbers skipped: {lost} "
          "(a listener's `monitored` stream skips the spectrum frames and every other waveform by design: 35 a second)")


async def bench_class(server, students=30, seconds=20.0):
    teacher = make_teacher(server, "Class Teacher", ("Big class",))
    socks, tasks = await playing_class(server, teacher.classes["Big class"], students, lambda i: f"student{i:02d}")
    token = login(server, teacher)["token"]
    t = await open_socket(server.ws_url, "teacher", TEACHER_PROTOCOL)
    me = await request(t, {"type": "auth", "token": token})
    await request(t, HELLO)
    await request(t, {"type": "watchClass", "class": me["classes"][0]["id"]})
    await request(t, {"type": "listen", "student": socks[0].student})
    on = await request(t, {"type": "broadcast", "active": True})
    for m in note_setup(69)[1:]:
        await t.ws.send(json.dumps(m))
    everyone = socks + [t]
    tasks.append(asyncio.create_task(t.reader()))
    await asyncio.sleep(2)
    cpu_client0 = resource.getrusage(resource.RUSAGE_SELF)
    m0 = server.metrics()
    for s in everyone:
        s.measuring = True
    w = await window(server, seconds)
    for s in everyone:
        s.measuring = False
    m1 = server.metrics()
    cpu_client1 = resource.getrusage(resource.RUSAGE_SELF)
    for task in tasks:
        task.cancel()
    for s in everyone:
        await s.ws.close()
    client_cpu = (cpu_client1.ru_utime + cpu_client1.ru_stime - cpu_client0.ru_utime - cpu_client0.ru_stime) / w["wall"]
    print(f"a class of {students} students each holding a note; the teacher listens to {socks[0].label} and broadcasts "
          f"(audience {on['students']}); {seconds:.0f} s measured")
    print(f"  server CPU {w['cpu'] / w['wall']:.2f} cores; render+encode {(w['render'] + w['encode']) / w['wall']:.2f} cores; "
          f"client (this script) {client_cpu:.2f} cores")

    def hist_quantile(m, name, q):
        buckets = sorted(((float(k.split('le="')[1].rstrip('"}')), v) for k, v in m.items()
                          if k.startswith(f"synth_trainer_{name}_bucket") and "+Inf" not in k), key=lambda x: x[0])
        total = m.get(f"synth_trainer_{name}_count", 0)
        if not total:
            return float("nan")
        for bound, count in buckets:
            if count >= q * total:
                return bound * 1000
        return float("inf")

    delta = {k: m1.get(k, 0) - m0.get(k, 0) for k in m1}
    print(f"  server side over the window: render lateness p99 <= {hist_quantile(delta, 'render_lateness_seconds', 0.99):.1f} ms, "
          f"encode-to-socket delay p50 <= {hist_quantile(delta, 'send_delay_seconds', 0.5):.1f} ms, "
          f"p99 <= {hist_quantile(delta, 'send_delay_seconds', 0.99):.1f} ms; "
          f"media dropped {int(delta.get('synth_trainer_media_frames_dropped_total', 0))}, "
          f"worker resyncs {int(delta.get('synth_trainer_worker_resyncs_total', 0))}")
    stream_table(everyone, "  audio frame arrival per stream (20 ms frames):")


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else "listener"
    # `listener 0`: the server's --listener-batch-ms (0: a listener gets every frame alone).
    flags = {"listener_batch_ms": int(sys.argv[2])} if len(sys.argv) > 2 else {}
    root = pathlib.Path(tempfile.mkdtemp(prefix="bench-classroom-"))
    server = ServerProcess(root, max_sessions=500, log_level="warning", **flags)
    try:
        if what == "listener":
            asyncio.run(bench_listener(server))
        elif what == "class":
            asyncio.run(bench_class(server))
        else:
            sys.exit(f"unknown measurement {what!r}: use listener or class")
    finally:
        server.stop(expect_exit=None)


if __name__ == "__main__":
    main()

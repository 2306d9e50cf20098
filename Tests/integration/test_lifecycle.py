"""Graceful shutdown, loopback-only binding, disconnects at awkward moments, the audio threads' scheduling."""
import pathlib
import signal
import socket
import subprocess
import time

from conftest import KIND_AUDIO
from mediakit import position_jumps


def test_sigterm_drains_with_1012_and_sigint_closes_with_1001(server_factory):
    """SIGTERM is how systemd and Kubernetes stop an instance: every socket closes with 1012 (service
    restart), so pages reconnect at once, through the load balancer to another instance. SIGINT (Ctrl-C)
    closes with 1001. Both exit 0 and stop listening."""
    for sig, expected in ((signal.SIGTERM, 1012), (signal.SIGINT, 1001)):
        s = server_factory()
        clients = [s.connect() for _ in range(3)]
        for c in clients:
            c.send("noteOn", note=60)
            c.collect(0.2)
        s.proc.send_signal(sig)
        # stop() fails if the server has not exited 10 s after the signal: a bound against a hang only.
        assert s.stop(expect_exit=0) == 0
        for c in clients:
            code, reason = c.wait_closed(3)
            assert code == expected, (sig, code, reason)
        with socket.socket() as probe:
            assert probe.connect_ex(("127.0.0.1", s.port)) != 0


def listeners(port):
    out = subprocess.check_output(["ss", "-ltnH", f"sport = :{port}"], text=True)
    return [line.split()[3] for line in out.splitlines() if line.strip()]


def test_loopback_host_listens_on_loopback_only(server):
    assert listeners(server.port) == [f"127.0.0.1:{server.port}"]


def test_the_only_instance_says_its_classes_are_not_routed(server):
    """On the embedded SQLite store no other instance can hold a class: the welcome says so, and pages
    keep their socket on a sign-in into a class (test_cluster.py sees `true` on a shared store)."""
    with server.connect() as c:
        welcome = c.request("hello")
        assert welcome["type"] == "welcome" and welcome["routed"] is False


def test_ipv6_loopback_host(server_factory):
    s = server_factory(host="::1")
    assert listeners(s.port) == [f"[::1]:{s.port}"]


def test_disconnect_at_any_moment_releases_everything(server):
    before = server.metrics()
    for i in range(10):
        c = server.connect()
        c.send("noteOn", note=60 + i)
        if i % 2:
            c.collect(0.05)
        if i % 3 == 0:
            c.send("hello")
        # Drop the TCP connection without a close handshake half the time.
        if i % 2:
            c.ws.socket.close()
        else:
            c.close()
    time.sleep(0.5)
    after = server.metrics()
    assert after["synth_trainer_sessions"] == before["synth_trainer_sessions"]
    assert after["synth_trainer_connections"] == before["synth_trainer_connections"]
    with server.connect() as c:  # and the server still streams
        c.send("noteOn", note=60)
        frames, _ = c.collect(0.3)
        assert any(f.kind == KIND_AUDIO for f in frames)


def test_environment_variables_configure_the_server(server_factory):
    s = server_factory(env={"SYNTH_TRAINER_FRAME_MS": 10, "SYNTH_TRAINER_BITRATE": 32000})
    with s.connect() as c:
        assert c.request("hello")["frameMs"] == 10
        c.send("noteOn", note=60)
        count = []
        # Fifty frames, however long the machine's load makes them take (10 s: a bound against a hang only).
        frames, _ = c.collect(10.0, until=lambda f: f.kind == KIND_AUDIO and (count.append(f) or len(count) >= 50))
    audio = [f for f in frames if f.kind == KIND_AUDIO]
    # The frame length shows in the sample positions (480 = 10 ms at 48 kHz), but for the resyncs a
    # loaded machine may cause (`position_jumps`).
    assert len(audio) >= 50, len(audio)
    jumps = position_jumps(audio, 480)
    assert len(jumps) <= s.resyncs(), (jumps, s.metrics())
    kbits = sum(len(f.payload) for f in audio) * 8 / 1000 / (len(audio) / 100)
    assert kbits < 45, f"{kbits:.0f} kbit/s at a 32 kbit/s setting"


def run_serve(*args, timeout=None):
    """`serve` that is expected to stop by itself; the timeout only stops a hang (it loads the course first)."""
    from conftest import REPO, START_TIMEOUT, binary_path

    timeout = timeout or START_TIMEOUT
    return subprocess.run([str(binary_path()), "serve", *args], cwd=REPO, capture_output=True, text=True, timeout=timeout)


def test_bad_settings_stop_the_server_with_a_clear_message(tmp_path):
    r = run_serve("--frame-ms", "15", "--data", str(tmp_path))
    assert r.returncode != 0 and "--frame-ms 15" in r.stderr
    r = run_serve("--public", str(tmp_path / "missing"), "--data", str(tmp_path))
    assert r.returncode != 0 and "--public" in r.stderr
    r = run_serve("--complexity", "12", "--data", str(tmp_path))
    assert r.returncode != 0 and "complexity" in r.stderr
    r = run_serve("--realtime-priority", "100", "--data", str(tmp_path))
    assert r.returncode != 0 and "--realtime-priority 100: use 0 (off) or 1 to 99" in r.stderr, r.stderr


def test_port_in_use_is_reported(server, tmp_path):
    r = run_serve("--port", str(server.port), "--data", str(tmp_path))
    assert r.returncode != 0 and "cannot listen" in r.stderr


def test_help_lists_every_option():
    r = subprocess.run([str(__import__("conftest").binary_path()), "serve", "--help"], capture_output=True, text=True)
    for flag in ["--host", "--port", "--data", "--public", "--courses", "--bitrate", "--complexity", "--frame-ms",
                 "--max-sessions", "--workers", "--realtime-priority", "--allow-origin", "SYNTH_TRAINER_PORT"]:
        assert flag in r.stdout, flag


def test_a_drain_answers_submits_in_flight_before_closing(server_factory):
    """Submits fired just before SIGTERM: each socket closes with 1012 only after its submit's result,
    so the page shows what the store kept (issue 24: 21 of 30 such results were saved but never shown).
    The submits are known to have reached the server (its count of messages in) before the signal."""
    s = server_factory()
    clients = []
    for i in range(30):
        c = s.connect()
        c.request("login", name=f"Drain {i}")
        first = c.lessons_in_order()[0]
        assert c.request("openLesson", lesson=first["id"])["type"] == "lesson"
        clients.append(c)
    before = s.metrics()["synth_trainer_messages_in_total"]
    for i, c in enumerate(clients):
        c.send("submit", id=f"d{i}")
    # /metrics is answered on the thread that reads the sockets: once it counts 30 more messages in,
    # each submit was read and its call started (or already answered).
    deadline = time.monotonic() + 30
    while s.metrics()["synth_trainer_messages_in_total"] < before + 30:
        assert time.monotonic() < deadline, "the submits did not arrive"
    s.proc.send_signal(signal.SIGTERM)
    assert s.stop(expect_exit=0) == 0
    for i, c in enumerate(clients):
        result = c.wait_text(lambda m: m.get("id") == f"d{i}", timeout=10)
        assert result["type"] == "result" and result["passed"] is True, result
        code, _ = c.wait_closed(3)
        assert code == 1012


def thread_policies(pid):
    """{thread id: (name, scheduling policy, real-time priority)} of a running process, read from /proc
    (fields 41 and 40 of a task's stat; policy 0 normal, 1 SCHED_FIFO). A thread that ends meanwhile is
    left out."""
    from benchkit import _stat
    out = {}
    for task in pathlib.Path(f"/proc/{pid}/task").iterdir():
        try:
            fields = _stat(str(task / "stat"))
            out[int(task.name)] = ((task / "comm").read_text().strip(), int(fields[41 - 3]), int(fields[40 - 3]))
        except FileNotFoundError:
            continue
    return out


def test_the_audio_threads_run_on_sched_fifo_where_the_machine_allows(server_factory):
    """The render workers and the service thread ask for SCHED_FIFO (RealtimeScheduling): on, they
    are the only threads on it and /metrics counts them; refused (no CAP_SYS_NICE or RLIMIT_RTPRIO),
    the log says why and nothing is on it. `--realtime-priority 0` asks for nothing."""
    s = server_factory(workers=2, realtime_priority=10)
    c = s.connect()
    c.send("noteOn", note=60)
    c.collect(0.3)
    policies = thread_policies(s.proc.pid)
    fifo = sorted((name, priority) for name, policy, priority in policies.values() if policy == 1)
    raised = s.metrics()["synth_trainer_realtime_threads"]
    if "SCHED_FIFO 10 refused" in s.log_text():
        assert "refused (Operation not permitted)" in s.log_text(), s.log_text()
        assert fifo == [] and raised == 0, (policies, raised)
    else:
        # The service thread is the process's main thread here, one priority under the workers. Threads
        # it started (the lesson calls' executor, housekeeping) did not inherit its policy
        # (SCHED_RESET_ON_FORK).
        assert policies[s.proc.pid][1:] == (1, 9), policies
        assert fifo == [("render-0", 10), ("render-1", 10), ("synth-trainer", 9)] and raised == 3, (policies, raised)
    c.close()

    plain = server_factory(realtime_priority=0)
    assert all(policy == 0 for _, policy, _ in thread_policies(plain.proc.pid).values())
    assert plain.metrics()["synth_trainer_realtime_threads"] == 0
    assert "refused" not in plain.log_text()


def test_realtime_check_says_whether_the_machine_allows_it():
    """`synth-trainer realtime-check`, as an administrator runs it: allowed here and a spinning thread
    lowered (exit 0), or refused with the system's reason (exit 2); and as a user without privileges
    (setpriv to nobody, every capability dropped, RLIMIT_RTPRIO 0): refused, exit 2."""
    import os
    import shutil
    import tempfile
    from conftest import binary_path

    r = subprocess.run([str(binary_path()), "realtime-check"], capture_output=True, text=True, timeout=30)
    assert r.returncode in (0, 2), (r.returncode, r.stdout, r.stderr)
    if r.returncode == 0:
        assert "allowed (reset on fork: yes)" in r.stdout and "went back to normal priority: yes" in r.stdout, r.stdout
    else:
        assert "refused (" in r.stdout and "LimitRTPRIO=10" in r.stdout, r.stdout
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return
    # A copy nobody may run (the checkout may sit in a folder only root can enter).
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rtcheck-"))
    try:
        folder.chmod(0o755)
        copy = folder / "synth-trainer"
        shutil.copy2(binary_path(), copy)
        copy.chmod(0o755)
        r = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all",
                            "--bounding-set=-all", str(copy), "realtime-check", "--priority", "5"],
                           capture_output=True, text=True, timeout=30, cwd=folder)
        if r.returncode == 2:
            assert "SCHED_FIFO 5: refused (Operation not permitted)" in r.stdout, r.stdout
        else:
            # RLIMIT_RTPRIO inherited above 0 lets an unprivileged user in; then it must lower as well.
            assert r.returncode == 0 and "went back to normal priority: yes" in r.stdout, (r.returncode, r.stdout, r.stderr)
    finally:
        shutil.rmtree(folder, ignore_errors=True)

"""Shared pytest fixtures and helpers for tests that run the real Synth Trainer server.

Used by Tests/integration (sockets on loopback) and Tests/browser (Chromium).

Fixtures
    server          module scope: one running server per test module (default flags)
    server_factory  function scope: server_factory(**flags) starts another server with flags
                    (max_sessions=2 -> --max-sessions 2; public=path; allow_origin=[...];
                    env={"SYNTH_TRAINER_FRAME_MS": 10} for environment variables);
                    every server it started is stopped at the end of the test
Each server object has .port .http_url .ws_url .data_dir .proc .log_path, .get(path) for HTTP,
.metrics() for /metrics as a dict, .connect(**kw) for a WebSocket client and .stop() (SIGTERM,
asserts exit code 0 unless told otherwise). The binary comes from $SYNTH_TRAINER_BIN, default
.build-test/release/synth-trainer (the one build `make run` and `make test` share).

Helpers (import from conftest, or use the fixtures of the same name)
    MediaFrame, OpusDecoder, estimate_pitch, midi_hz and the media constants (from mediakit.py)
    Client                           a blocking WebSocket client: send(type, **fields), request(),
                                     collect(seconds) -> (frames, texts), audio(frames) -> samples
"""
from __future__ import annotations

import json
import os
import pathlib
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest

# Media frames, the Opus decoder and pitch live in mediakit; tests import them from here as before.
from mediakit import (HEADER, KIND_AUDIO, KIND_SILENCE, KIND_SPECTRUM, KIND_WAVEFORM,  # noqa: F401
                      SAMPLE_RATE, SOURCE_MONITORED, SOURCE_MONITORED_TARGET, SOURCE_OWN, SOURCE_TARGET,
                      SOURCE_TEACHER, MediaFrame, OpusDecoder, estimate_pitch, midi_hz)
from pgkit import fresh_database, requires_postgres

REPO = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_BIN = REPO / ".build-test" / "release" / "synth-trainer"  # the one build `make run` and `make test` share

# How long a reply or a server's start may take before a test gives up. Only a stop for a hang, never a
# judgement of speed (nothing passes sooner or later for it): `make test` runs several workers on two
# cores, and a sign-in's 600,000 PBKDF2 rounds or a server's start (its course loaded) waited longer
# than 5 and 15 s on a machine loaded by other builds.
REPLY_TIMEOUT = 20.0
START_TIMEOUT = 60.0


def binary_path() -> pathlib.Path:
    return pathlib.Path(os.environ.get("SYNTH_TRAINER_BIN", str(DEFAULT_BIN)))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---------------------------------------------------------------------------------------------
# WebSocket client


class Client:
    """A blocking WebSocket client for tests (websockets' sync API)."""

    def __init__(self, url: str, subprotocols=None, origin=None, rcvbuf: int | None = None, open_timeout=20,
                 source: str | None = None, **kw):
        """`open_timeout` only stops a hang: it is no judgement of speed. (At 5 s, one handshake through
        nginx and TLS on a loaded 2-core CI machine once ran out, in 1 of ~390 runs of that test.)
        `source`: the local address to connect from (any of 127.0.0.0/8 is loopback on Linux), so one
        test can be several clients."""
        from websockets.sync.client import connect

        sock = None
        if rcvbuf is not None or source is not None:
            host, port = url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            if rcvbuf is not None:
                # A small receive buffer makes a client that stops reading back up quickly.
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            if source is not None:
                sock.bind((source, 0))
            sock.connect((host, int(port)))
        # Entered as a context manager (websockets 17 warns otherwise); `close` exits it.
        self.ws = connect(url, subprotocols=subprotocols, origin=origin, sock=sock, open_timeout=open_timeout,
                          max_size=None, compression=None, ping_interval=None, **kw).__enter__()
        self.texts: list[dict] = []

    def send(self, type_: str, **fields):
        self.ws.send(json.dumps({"type": type_, **fields}))

    def send_raw(self, data):
        self.ws.send(data)

    def recv(self, timeout=2.0):
        return self.ws.recv(timeout=timeout)

    def request(self, type_: str, expect: str | None = None, timeout=REPLY_TIMEOUT, **fields) -> dict:
        """Sends a message with a fresh id and returns the reply with that id (or of type `expect`)."""
        mid = f"r{time.monotonic_ns()}"
        self.send(type_, id=mid, **fields)
        return self.wait_text(lambda m: m.get("id") == mid or (expect is not None and m.get("type") == expect), timeout)

    def lessons_in_order(self) -> list[dict]:
        """Every lesson of the course as the server lists it to this student, in course order."""
        return [l for m in self.request("listLessons")["modules"] for l in m["lessons"]]

    def wait_text(self, predicate, timeout=REPLY_TIMEOUT) -> dict:
        """Reads (and keeps media out of the way) until a JSON message matches `predicate`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                m = self.ws.recv(timeout=max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            if isinstance(m, str):
                msg = json.loads(m)
                self.texts.append(msg)
                if predicate(msg):
                    return msg
        raise AssertionError(f"no matching message within {timeout} s; got {self.texts[-5:]}")

    def collect(self, seconds: float, until=None, until_text=None):
        """Reads for `seconds`, or until `until(frame)` / `until_text(message)` is true:
        (media frames, JSON messages)."""
        frames, texts = [], []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                m = self.ws.recv(timeout=max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            if isinstance(m, bytes):
                parsed = MediaFrame.parse_all(m)
                frames.extend(parsed)
                if until and any(until(f) for f in parsed):
                    break
            else:
                msg = json.loads(m)
                texts.append(msg)
                self.texts.append(msg)
                if until_text and until_text(msg):
                    break
        return frames, texts

    @staticmethod
    def audio(frames, source: int = SOURCE_OWN, decoder: OpusDecoder | None = None):
        """Decodes the audio frames of one source, resetting the decoder at restart points."""
        import numpy as np

        dec = decoder or OpusDecoder()
        out = []
        for f in frames:
            if f.source != source or f.kind != KIND_AUDIO:
                continue
            if f.restart:
                dec.reset()
            out.append(dec.decode(f.payload))
        return np.concatenate(out) if out else np.zeros(0, dtype=np.float32)

    def close(self, *args):
        try:
            self.ws.close(*args)
        except Exception:
            pass

    @property
    def close_code(self):
        return self.ws.close_code

    @property
    def close_reason(self):
        return self.ws.close_reason

    def wait_closed(self, timeout=10.0):
        """Reads until the server closes; returns (code, reason). Code 1006 means no close frame."""
        from websockets.exceptions import ConnectionClosed

        deadline = time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                try:
                    self.ws.recv(timeout=max(0.01, deadline - time.monotonic()))
                except TimeoutError:
                    continue
        except ConnectionClosed as e:
            rcvd = e.rcvd
            return (rcvd.code, rcvd.reason) if rcvd else (1006, "")
        raise AssertionError(f"connection still open after {timeout} s")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# ---------------------------------------------------------------------------------------------
# The server process


class ServerProcess:
    """The real binary on a free loopback port with a temporary data folder."""

    def __init__(self, tmp_root: pathlib.Path, **flags):
        self.binary = binary_path()
        if not self.binary.exists():
            pytest.fail(f"server binary {self.binary} missing: run `swift build -c release` (or set SYNTH_TRAINER_BIN)")
        extra_env = {k: str(v) for k, v in flags.pop("env", {}).items()}
        env = {**os.environ, **extra_env}
        self.port = flags.pop("port", None) or free_port()
        self.host = flags.pop("host", "127.0.0.1")
        # `data`: an existing data folder (a restart on the same store); a new one otherwise.
        data = flags.pop("data", None)
        self.data_dir = pathlib.Path(data) if data else pathlib.Path(tempfile.mkdtemp(prefix="data-", dir=tmp_root))
        self.log_path = self.data_dir.parent / f"server-{self.port}.log"
        # The PostgreSQL store it serves, if any (else the data folder's SQLite file): for test set-up
        # that writes rows directly (`lessonkit.mark_completed`).
        self.database = flags.get("database") or env.get("SYNTH_TRAINER_DATABASE") or None
        args = [str(self.binary), "serve", "--host", self.host, "--port", str(self.port),
                "--data", str(self.data_dir),
                "--public", str(flags.pop("public", REPO / "Public")),
                "--courses", str(flags.pop("courses", REPO / "Courses"))]
        for name, value in flags.items():
            opt = "--" + name.replace("_", "-")
            if value is True:  # a flag with no value
                args.append(opt)
                continue
            for v in value if isinstance(value, (list, tuple)) else [value]:
                args += [opt, str(v)]
        self.args = args
        self.log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT, cwd=REPO, env=env)
        self.http_url = f"http://{self.host}:{self.port}"
        self.ws_url = f"ws://{self.host}:{self.port}/ws"
        self._wait_healthy()

    def _wait_healthy(self, timeout=START_TIMEOUT):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                pytest.fail(f"server exited with {self.proc.returncode} at start:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(self.http_url + "/healthz", timeout=1) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.05)
        # Stopped here: the caller never gets the object, so nothing else would (four servers that missed
        # the bound on a loaded machine were still running 85 minutes after their run ended).
        self.proc.kill()
        self.proc.wait()
        pytest.fail(f"server not healthy within {timeout} s:\n{self.log_text()}")

    def log_text(self) -> str:
        if not self.log.closed:  # stop() closes it before it checks the exit code
            self.log.flush()
        return self.log_path.read_text(errors="replace")

    def get(self, path: str, headers=None):
        """(status, headers dict lowercased, body bytes) of a GET."""
        req = urllib.request.Request(self.http_url + path, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=REPLY_TIMEOUT) as r:
                return r.status, {k.lower(): v for k, v in r.headers.items()}, r.read()
        except urllib.error.HTTPError as e:
            return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read()

    def metrics(self) -> dict:
        """/metrics as {name_with_labels: float}, without HELP/TYPE lines."""
        _, _, body = self.get("/metrics")
        out = {}
        for line in body.decode().splitlines():
            if line and not line.startswith("#"):
                name, value = line.rsplit(" ", 1)
                out[name] = float(value)
        return out

    def resyncs(self) -> float:
        """Times a render worker fell frames behind and jumped ahead to the wall clock (`/metrics`): what
        `mediakit.position_jumps` holds a stream's longer steps against."""
        return self.metrics().get("synth_trainer_worker_resyncs_total", 0)

    def connect(self, **kw) -> Client:
        return Client(self.ws_url, **kw)

    def stop(self, expect_exit=0, timeout=10.0):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                raise AssertionError(f"server did not stop within {timeout} s of SIGTERM:\n{self.log_text()[-3000:]}")
        self.log.close()
        if expect_exit is not None:
            assert self.proc.returncode == expect_exit, (
                f"server exited with {self.proc.returncode}, expected {expect_exit}:\n{self.log_text()[-3000:]}")
        return self.proc.returncode


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = ServerProcess(tmp_path_factory.mktemp("server"))
    yield s
    s.stop()


@pytest.fixture
def server_factory(tmp_path_factory):
    started = []

    def factory(**flags) -> ServerProcess:
        s = ServerProcess(tmp_path_factory.mktemp("server"), **flags)
        started.append(s)
        return s

    yield factory
    # Every server is stopped even when one of them fails its stop; the first failure is raised after.
    failures = []
    for s in started:
        if s.proc.poll() is None or not s.log.closed:
            try:
                s.stop()
            except Exception as e:  # noqa: BLE001 (every server is stopped; the first failure is raised)
                failures.append(e)
    if failures:
        raise failures[0]


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=requires_postgres)])
def store_server(request, server_factory):
    """(server, database URL or None): the test runs on the embedded SQLite store and, under
    scripts/pg-test-cluster.sh, again on a fresh PostgreSQL database."""
    if request.param == "postgres":
        url = fresh_database()
        return server_factory(database=url), url
    return server_factory(), None


@pytest.fixture
def opus_decoder():
    d = OpusDecoder()
    yield d
    d.close()


def pytest_configure(config):
    # `make test` runs the suite on two pytest workers (pytest-xdist), then the `serial` tests alone:
    # the ones that measure under load (many clients, latency, levels) would measure the other
    # worker's load, not the server's.
    config.addinivalue_line("markers", "serial: runs alone after the parallel part (it measures timing or load)")
    config.addinivalue_line("markers", "long: takes 15 s or more (real-time listening); started first")


def pytest_collection_modifyitems(config, items):
    # The parallel part ends when its last test does: a 40 s test handed out last keeps one worker busy
    # while the other is idle. The `long` ones are handed out first (a stable sort: the rest keep their
    # order, and every worker collects the same order, as pytest-xdist requires).
    items.sort(key=lambda item: item.get_closest_marker("long") is None)

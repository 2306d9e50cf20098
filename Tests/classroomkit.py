"""Helpers for classroom tests (Tests/integration/test_classroom*.py, Tests/browser/test_teacher.py).

Teachers and classes are made the way an administrator makes them, with the real CLI on the
server's data folder (`synth-trainer teacher add` / `add-class`); teachers sign in over the real
HTTP endpoint and open the real teacher socket.
"""
from __future__ import annotations

import contextlib
import json
import re
import subprocess
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass

import pytest

from conftest import KIND_AUDIO, Client, binary_path

TEACHER_PROTOCOL = "synth-trainer.teacher.v1"
PASSWORD = "correct horse battery"


@dataclass
class Teacher:
    name: str
    password: str
    classes: dict  # class name -> join code


def cli(server, *args, stdin: str | None = None, database: str | None = None) -> str:
    """Runs `synth-trainer ARGS --data <the server's data folder>` (or `--database URL`, a PostgreSQL
    store several servers share); returns stdout (fails loudly)."""
    where = ["--database", database, "--data", "/nonexistent"] if database else ["--data", str(server.data_dir)]
    r = subprocess.run([str(binary_path()), *args, *where], input=stdin,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"synth-trainer {' '.join(args)} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}"
    return r.stdout


def make_teacher(server, name: str, classes=("Year 9",), password: str = PASSWORD, database: str | None = None) -> Teacher:
    """A teacher account and classes, through the CLI (on the server's data folder, or on the
    PostgreSQL `database`). Returns the join code of each class."""
    cli(server, "teacher", "add", name, "--password-stdin", stdin=password + "\n", database=database)
    codes = {}
    for c in classes:
        out = cli(server, "teacher", "add-class", name, c, database=database)
        m = re.search(r"code ([A-Z0-9]{6,})", out)
        assert m, out
        codes[c] = m.group(1)
    return Teacher(name, password, codes)


def http(server, method: str, path: str, body=None, headers=None):
    """(status, headers lowercased, parsed JSON body or raw text) of one request."""
    data = None
    hdrs = dict(headers or {})
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        hdrs.setdefault("content-type", "application/json")
    req = urllib.request.Request(server.http_url + path, data=data, method=method, headers=hdrs)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            status, h, raw = r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        status, h, raw = e.code, e.headers, e.read()
    headers_out = {k.lower(): v for k, v in h.items()}
    headers_out["set-cookie-all"] = h.get_all("set-cookie") or []
    try:
        parsed = json.loads(raw) if raw else None
    except ValueError:
        parsed = raw.decode(errors="replace")
    return status, headers_out, parsed


def login(server, teacher: Teacher, origin: str | None = None) -> dict:
    """Signs in over HTTP; returns the JSON reply (token, expires, teacher)."""
    headers = {"origin": origin} if origin else {}
    status, _, body = http(server, "POST", "/api/login", {"user": teacher.name, "password": teacher.password}, headers)
    assert status == 200, (status, body)
    return body


def teacher_socket(server, token: str | None = None, **kw) -> Client:
    """A teacher socket, authenticated with `token` when given (else left unauthenticated)."""
    c = server.connect(subprotocols=[TEACHER_PROTOCOL], **kw)
    if token is not None:
        reply = c.request("auth", token=token)
        assert reply["type"] == "teacher", reply
        welcome = c.request("hello", client="classroom-test")
        assert welcome["type"] == "welcome", welcome
    return c


def teacher_with_class(server, name: str, class_name: str = "Year 9", database: str | None = None):
    """A teacher with one class, signed in on a dashboard socket: (the class's join code, the socket,
    the class id)."""
    teacher = make_teacher(server, name, (class_name,), database=database)
    t = teacher_socket(server, login(server, teacher)["token"])
    return teacher.classes[class_name], t, t.request("listClasses")["classes"][0]["id"]


def password_change_signs_out(server, name: str, database: str):
    """Signs teacher `name` in on `server`, changes the password from the command line on the shared
    `database`, and checks that `server` tells the open teacher socket unprompted and refuses its next
    message: the sign-out reached it through the store's notifications, not at a later check."""
    token = login(server, Teacher(name, PASSWORD, {}))["token"]
    with teacher_socket(server, token) as t:
        assert t.request("listClasses")["type"] == "classes"
        cli(None, "teacher", "passwd", name, "--password-stdin", stdin=PASSWORD + "-new\n", database=database)
        notice = t.wait_text(lambda m: m.get("type") == "error" and m.get("code") == "unauthorized", timeout=10)
        assert "signed out" in notice["message"], notice
        reply = t.request("listClasses")
        assert reply["type"] == "error" and reply["code"] == "unauthorized", reply


def student(server, name: str, code: str | None = None) -> tuple[Client, dict]:
    """A student socket logged in (into the class with `code`, if given)."""
    c = server.connect()
    fields = {"name": name}
    if code:
        fields["classCode"] = code
    reply = c.request("login", **fields)
    assert reply["type"] == "student", reply
    return c, reply


def play(c: Client, note: int, wave: str = "sine"):
    """Holds a plain note (one oscillator, no effects) so pitch checks are easy."""
    c.send("loadPatch", patch={"osc1.wave": wave})
    c.send("noteOn", note=note, velocity=0.9)


@contextlib.contextmanager
def reading(c: Client):
    """Keeps reading `c` on a background thread, as a browser does, so the server never finds it too
    slow (the websockets client stops reading its socket once 16 messages wait unread)."""
    stop = threading.Event()

    def drain():
        while not stop.is_set():
            try:
                c.collect(0.2)
            except Exception:  # closed: nothing more to read
                return

    t = threading.Thread(target=drain, daemon=True)
    t.start()
    try:
        yield c
    finally:
        stop.set()
        t.join(timeout=2)


def collect_all(clients, seconds: float):
    """Reads every client at once for `seconds` (one thread each), so none falls behind while the
    others are read; returns [(frames, texts)] in the clients' order."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=len(clients)) as pool:
        return list(pool.map(lambda c: c.collect(seconds), clients))


# ------------------------------------------------------------------------------------------------
# The socket tests' school (Tests/integration/test_classroom*.py import `school` as their fixture)


@pytest.fixture(scope="module")
def school(server):
    """Two teachers: Rivera (Year 9, Year 10) and Okafor (Synth club)."""
    rivera = make_teacher(server, "Ms Rivera", ("Year 9", "Year 10"))
    okafor = make_teacher(server, "Mr Okafor", ("Synth club",))
    return rivera, okafor


def class_id(teacher_msg, name):
    return next(c["id"] for c in teacher_msg["classes"] if c["name"] == name)


def authed(server, teacher):
    """(socket, teacher reply) for a signed-in teacher."""
    token = login(server, teacher)["token"]
    c = server.connect(subprotocols=[TEACHER_PROTOCOL])
    reply = c.request("auth", token=token)
    assert reply["type"] == "teacher", reply
    assert c.request("hello")["type"] == "welcome"
    return c, reply


def expect_error(reply, code):
    assert reply["type"] == "error" and reply["code"] == code, reply
    assert len(reply["message"]) > 10, "a clear message, not just a code"
    return reply


def audio_frames(frames, source):
    return [f for f in frames if f.kind == KIND_AUDIO and f.source == source]


"""/readyz and draining with the real parts: a private PostgreSQL cluster that this test stops and
starts under a running instance. /readyz means room for new classes (not draining, under the session
cap) and only reports the store, so a database outage does not take every instance out at once;
sessions keep playing, a read in the outage gets plain words with no address, a submit is held and
written when the database is back, and nothing acknowledged is lost across the outage or a SIGTERM
drain (sockets closed with 1012)."""
from __future__ import annotations

import json
import socket
import threading
import time
import urllib.parse
import urllib.error
import urllib.request

import pytest

from classroomkit import PASSWORD, cli, http, password_change_signs_out
from conftest import KIND_AUDIO
from lessonkit import match_by_revealing, walk_to_first_challenge
from pgkit import cluster_action, no_database_text, private_cluster  # noqa: F401 (a fixture)



def http_status(server, path):
    try:
        with urllib.request.urlopen(server.http_url + path, timeout=5) as r:
            return r.status, json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def wait_for(predicate, what, timeout=60.0):
    """Polls until `predicate()`; the bound only stops a hang (what it took is printed, not judged)."""
    start = time.monotonic()
    while not predicate():
        assert time.monotonic() - start < timeout, f"{what}: not within {timeout} s"
        time.sleep(0.2)
    took = time.monotonic() - start
    print(f"{what}: {took:.1f} s")
    return took


def test_a_database_outage_keeps_the_instance_ready_holds_submits_and_a_drain_keeps_them(server_factory, private_cluster):
    """/readyz does not follow the shared database (an outage would take every instance out at once):
    it stays 200 and reports the store beside; students keep playing; a read in the outage gets a
    plain "saving is paused" answer with no address; a page reconnecting with a token this instance
    knows signs in again; a submit is held (the page is told, the request stays open) and its result
    arrives once the database is back and it is written."""
    url, folder = private_cluster
    s = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    assert http_status(s, "/readyz") == (200, {"status": "ready", "store": "reachable"})
    with s.connect() as c:
        me = c.request("login", name="Outage", secret="4711")
        first = c.lessons_in_order()[0]
        assert c.request("openLesson", lesson=first["id"])["type"] == "lesson"
        assert c.request("submit")["passed"] is True  # acknowledged: must survive everything below
        challenge = walk_to_first_challenge(c)
        match_by_revealing(c, challenge)  # heard through: the next submit is allowed

        cluster_action("stop", folder)
        wait_for(lambda: http_status(s, "/readyz")[1].get("store") == "unreachable", "store stopped -> reported")
        assert http_status(s, "/readyz") == (200, {"status": "ready", "store": "unreachable"})
        assert http_status(s, "/healthz")[0] == 200
        m = s.metrics()
        assert m["synth_trainer_ready"] == 1 and m["synth_trainer_store_reachable"] == 0
        # The session keeps playing.
        c.send("noteOn", note=60)
        frames, _ = c.collect(0.5)
        assert sum(f.kind == KIND_AUDIO for f in frames) >= 10
        c.send("noteOff", note=60)
        # A read in the outage: plain words, no address.
        r = c.request("listLessons", timeout=30)
        assert r["type"] == "error" and r["code"] == "store_unavailable", r
        assert "saving is paused" in r["message"], r
        no_database_text(r["message"], url)
        # A page reconnecting with a token this instance signed in gets in again (a class-less new
        # student does not: that needs the store).
        with s.connect() as again:
            back = again.request("login", token=me["token"], timeout=30)
            assert back["type"] == "student" and back["student"] == me["student"], back
            assert again.request("login", name="Newcomer", timeout=30)["code"] == "store_unavailable"
        # A teacher's sign-in too: 503, plain words.
        status, _, body = http(s, "POST", "/api/login", {"user": "Nobody", "password": PASSWORD})
        assert status == 503 and body["error"] == "store_unavailable", (status, body)
        no_database_text(body["message"], url)
        # A submit in the outage is held: the page is told, the request stays open.
        c.send("submit", id="held-1")
        paused = c.wait_text(lambda m: m["type"] == "savingPaused", timeout=30)
        assert paused["request"] == "held-1" and "kept" in paused["message"], paused
        no_database_text(paused["message"], url)
        assert not any(t.get("id") == "held-1" for t in c.texts), "no result before it is written"
        assert s.metrics()["synth_trainer_held_submits"] == 1

        cluster_action("start", folder)
        result = c.wait_text(lambda m: m.get("id") == "held-1", timeout=60)
        assert result["type"] == "result" and result["passed"] is True, result
        assert s.metrics()["synth_trainer_held_submits"] == 0
        assert http_status(s, "/readyz") == (200, {"status": "ready", "store": "reachable"})
        assert c.request("openLesson", lesson=first["id"], timeout=30)["type"] == "lesson"
        for line in s.log_text().splitlines():  # the operator's log keeps what the students were spared
            if "store does not answer" in line:
                assert "PostgreSQL" in line
                break
        else:
            raise AssertionError("the log does not say the store went away")

        # The connection that listens for sign-outs on other instances came back by itself: a password
        # changed from the command line ends this instance's teacher socket unprompted.
        wait_for(lambda: "listening for ended teacher sessions again" in s.log_text(), "sign-out listener back")
        cli(None, "teacher", "add", "Ms Outage", "--password-stdin", stdin=PASSWORD + "\n", database=url)
        password_change_signs_out(s, "Ms Outage", url)

        # A drain: 1012 to the page, exit 0, and the results acknowledged before and after the outage are there.
        s.proc.send_signal(__import__("signal").SIGTERM)
        assert s.stop(expect_exit=0) == 0
        code, _ = c.wait_closed(3)
        assert code == 1012
    again = server_factory(env={"SYNTH_TRAINER_DATABASE": url})
    with again.connect() as c:
        assert c.request("login", name="Outage", secret="4711")["student"] == me["student"]
        states = {l["id"]: l["state"] for l in c.lessons_in_order()}
        assert states[first["id"]] == "completed"
        assert states[challenge["id"]] == "completed", "the held submit was written"


def test_a_full_instance_is_not_ready_and_ready_again_with_room(server_factory):
    """Readiness is room for a new class: at its session cap an instance answers 503 "full"."""
    s = server_factory(max_sessions=2)
    assert http_status(s, "/readyz")[0] == 200
    a, b = s.connect(), s.connect()
    wait_for(lambda: http_status(s, "/readyz")[0] == 503, "at the cap -> 503")
    assert http_status(s, "/readyz")[1] == {"status": "unavailable", "reason": "full: 2 of 2 sessions", "store": "reachable"}
    assert s.metrics()["synth_trainer_ready"] == 0
    b.close()
    wait_for(lambda: http_status(s, "/readyz")[0] == 200, "room again -> 200")
    a.close()


class FreezingProxy:
    """A TCP proxy to PostgreSQL that can freeze the connection that sent LISTEN: it stays open but
    nothing passes either way, as after a network cut that sent no reset. Every other connection (the
    store's pool, new ones) passes as usual."""

    def __init__(self, host: str, port: int):
        self.target = (host, port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.listened: set[int] = set()  # pairs whose client sent LISTEN
        self.frozen: set[int] = set()
        self.sockets: list[socket.socket] = []
        self.closed = False
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while not self.closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(self.target, timeout=10)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            with self.lock:
                pair = len(self.sockets) // 2
                self.sockets += [client, server]
            threading.Thread(target=self._pipe, args=(pair, client, server, True), daemon=True).start()
            threading.Thread(target=self._pipe, args=(pair, server, client, False), daemon=True).start()

    def _pipe(self, pair, src, dst, from_client):
        while True:
            try:
                data = src.recv(65536)
            except OSError:
                return
            if not data:
                return
            if from_client and b"LISTEN" in data:
                self.listened.add(pair)
            while pair in self.frozen and not self.closed:  # held, never delivered: the far side hears nothing
                time.sleep(0.05)
            try:
                dst.sendall(data)
            except OSError:
                return

    def freeze_listening(self) -> int:
        """Freezes every connection that sent LISTEN so far; how many."""
        with self.lock:
            self.frozen |= self.listened
            return len(self.frozen)

    def close(self):
        self.closed = True
        self.frozen.clear()
        with self.lock:
            for sock in [self.listener, *self.sockets]:
                try:
                    sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked in accept() or recv()
                except OSError:
                    pass
                sock.close()


def test_a_half_open_listening_connection_is_replaced(server_factory, private_cluster):
    """The connection that hears sign-outs from other instances only reads, so a network cut that sends
    no reset would leave it waiting forever. The server asks it for an answer (here every 2 s), replaces
    it when none comes, and a password changed elsewhere then reaches a silent teacher socket by the
    notification on the new connection (only that path says "signed out"; the periodic re-check says
    the token is unknown)."""
    url, _ = private_cluster
    parts = urllib.parse.urlsplit(url)
    proxy = FreezingProxy(parts.hostname, parts.port)
    try:
        through = parts._replace(netloc=f"{parts.username}:{parts.password}@127.0.0.1:{proxy.port}").geturl()
        s = server_factory(env={"SYNTH_TRAINER_DATABASE": through, "SYNTH_TRAINER_DATABASE_PROBE_SECONDS": "2"})
        assert http_status(s, "/readyz")[0] == 200
        cli(None, "teacher", "add", "Ms Cut", "--password-stdin", stdin=PASSWORD + "\n", database=url)
        wait_for(lambda: proxy.listened, "listening through the proxy")
        before = len(s.log_text())  # a probe slow before the freeze may have replaced a connection already
        assert proxy.freeze_listening() == 1
        wait_for(lambda: "did not answer a probe; replacing it" in s.log_text()[before:], "frozen listener noticed")
        wait_for(lambda: "listening for ended teacher sessions again" in s.log_text()[before:], "listening on a new connection")
        password_change_signs_out(s, "Ms Cut", url)
        assert s.proc.poll() is None
    finally:
        proxy.close()

"""Limits per client address, as a school network meets them: the real client behind a trusted
proxy (and forged headers ignored from anyone else), a cap on sockets per address, and idle sockets
closed with a reason the page can show."""
from __future__ import annotations

from classroomkit import http, make_teacher

WRONG = {"user": "Ms Proxy", "password": "wrong password"}


def failures_from(server, forwarded_for: str, n: int):
    for _ in range(n):
        status, _, _ = http(server, "POST", "/api/login", WRONG, {"x-forwarded-for": forwarded_for})
        assert status == 401, status


def test_behind_a_trusted_proxy_one_client_cannot_lock_out_another(server_factory):
    s = server_factory(trusted_proxy="127.0.0.1")
    teacher = make_teacher(s, "Ms Proxy")
    failures_from(s, "198.51.100.1", 10)
    status, headers, _ = http(s, "POST", "/api/login", WRONG, {"x-forwarded-for": "198.51.100.1"})
    assert status == 429 and int(headers["retry-after"]) >= 1
    # Another teacher at another address, through the same proxy, signs in.
    ok, _, body = http(s, "POST", "/api/login", {"user": teacher.name, "password": teacher.password},
                       {"x-forwarded-for": "198.51.100.2"})
    assert ok == 200, body


def test_forwarded_headers_are_ignored_from_untrusted_peers(server_factory):
    s = server_factory()
    teacher = make_teacher(s, "Ms Proxy")
    failures_from(s, "198.51.100.1", 10)
    # Without --trusted-proxy the header is the client's own claim: the TCP peer is throttled.
    status, _, _ = http(s, "POST", "/api/login", {"user": teacher.name, "password": teacher.password},
                        {"x-forwarded-for": "198.51.100.2"})
    assert status == 429


def test_sockets_per_client_address_are_capped(server_factory):
    s = server_factory(max_sockets_per_client=3)
    held = [s.connect() for _ in range(3)]
    for c in held:
        assert c.request("hello", client="cap-test")["type"] == "welcome"
    extra = s.connect()
    code, reason = extra.wait_closed(10)
    assert code == 1013 and "too many connections" in reason, (code, reason)
    # Closing one frees a place.
    held[0].close()
    again = s.connect()
    assert again.request("hello", client="cap-test")["type"] == "welcome"
    assert s.metrics()['synth_trainer_closed_total{reason="client_cap"}'] == 1


def test_idle_sockets_are_closed_with_a_reason_and_signed_in_ones_stay(server_factory):
    s = server_factory(idle_seconds=10)
    silent = s.connect()
    student = s.connect()
    assert student.request("login", name="Stays", secret="1234")["type"] == "student"
    code, reason = silent.wait_closed(30)
    assert code == 1008 and reason.startswith("idle"), (code, reason)
    assert student.request("getPatch")["type"] == "patch"
    assert s.metrics()['synth_trainer_closed_total{reason="idle"}'] >= 1


def test_classes_fill_up_and_class_codes_cannot_be_guessed(server_factory):
    s = server_factory(max_class_size=2)
    code = make_teacher(s, "Ms Full").classes["Year 9"]
    # The class takes two students; the third is told it is full.
    for name in ("One", "Two"):
        assert s.connect().request("login", name=name, secret="1234", classCode=code)["type"] == "student"
    full = s.connect().request("login", name="Three", secret="1234", classCode=code)
    assert full["type"] == "error" and "full" in full["message"], full
    # Guessing codes from one address stops after 20 misses a minute.
    c = s.connect()
    for i in range(20):
        r = c.request("login", name=f"Guess {i}", secret="1234", classCode=f"WRONG{i:03d}")
        assert r["code"] == "unknown_class", r
    r = c.request("login", name="Guess 20", secret="1234", classCode="WRONG999")
    assert r["code"] == "rate_limited" and "class codes" in r["message"], r

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


# ------------------------------------------------------------------------------------------------
# Slots held by a few (issue 23, item 2). Several clients from one test: any 127.0.0.x is loopback.


def hello(c):
    assert c.request("hello", client="slots-test")["type"] == "welcome"
    return c


def test_a_student_holds_at_most_max_sockets_per_student_and_the_newest_tab_wins(server_factory):
    """Two addresses x 100 sockets signed in with one student's token held every slot. A person needs a
    few tabs: signing in on one more than the cap closes that student's longest-idle socket, with a
    reason the page shows (it parks instead of reconnecting), and the newest tab works."""
    s = server_factory(max_sockets_per_student=3)
    first = s.connect(source="127.0.0.2")
    token = first.request("login", name="Many Tabs", secret="1234")["token"]
    others = [s.connect(source=f"127.0.0.{3 + i}") for i in range(2)]
    for c in others:
        assert c.request("login", name="Many Tabs", token=token)["type"] == "student"
        assert c.request("getPatch")["type"] == "patch"
    bystander = s.connect(source="127.0.0.2")
    assert bystander.request("login", name="Someone Else", secret="1234")["type"] == "student"
    newest = s.connect(source="127.0.0.5")
    assert newest.request("login", name="Many Tabs", token=token)["type"] == "student"
    code, reason = first.wait_closed(10)
    assert code == 1008 and reason.startswith("idle") and "more than 3 tabs" in reason, (code, reason)
    for c in [*others, newest, bystander]:
        assert c.request("getPatch")["type"] == "patch", "only the longest-idle tab closes"
    assert s.metrics()['synth_trainer_closed_total{reason="student_cap"}'] == 1


def test_a_full_server_closes_the_heaviest_holders_longest_idle_session_for_a_newcomer(server_factory):
    """Two addresses held all 200 slots and newcomers got 1013. Now the client holding the most slots
    gives way (its longest-idle session) to a newcomer from a lighter one; a newcomer that would only
    take a slot back in turn is still refused."""
    s = server_factory(max_sessions=4)
    heavy = [hello(s.connect(source="127.0.0.2")) for _ in range(3)]
    light = hello(s.connect(source="127.0.0.3"))
    for c in heavy[1:]:
        assert c.request("getPatch")["type"] == "patch"  # heavy[0] is the one quiet longest
    newcomer = hello(s.connect(source="127.0.0.4"))
    code, reason = heavy[0].wait_closed(10)
    assert code == 1008 and reason.startswith("idle") and "full" in reason, (code, reason)
    for c in [*heavy[1:], light, newcomer]:
        assert c.request("getPatch")["type"] == "patch", "only the heaviest holder's idlest session closes"
    # Now 2, 1 and 1: another from 127.0.0.4 would leave 127.0.0.2 lighter than itself. Refused.
    with s.connect(source="127.0.0.4") as again:
        assert again.wait_closed(10) == (1013, "server full")
    m = s.metrics()
    assert m['synth_trainer_closed_total{reason="for_newcomer"}'] == 1
    assert m["synth_trainer_sessions_rejected_full_total"] == 1


def test_an_ipv6_client_counts_by_its_slash64_for_the_socket_cap(server_factory):
    """150 addresses in one /64 kept 150 sockets: the cap counted per address. Behind a trusted proxy
    (the loopback here has no IPv6 range of its own: only ::1) the client's /64 is what counts."""
    s = server_factory(trusted_proxy="127.0.0.1", max_sockets_per_client=3)

    def from_(address):
        return s.connect(additional_headers={"X-Forwarded-For": address})

    held = [hello(from_(f"2001:db8:0:1::{i + 1}")) for i in range(3)]
    with from_("2001:db8:0:1:ffff::9") as same_64:
        code, reason = same_64.wait_closed(10)
        assert code == 1013 and "too many connections" in reason, (code, reason)
    hello(from_("2001:db8:0:2::1")).close()  # another /64 is another client
    for c in held:
        c.close()

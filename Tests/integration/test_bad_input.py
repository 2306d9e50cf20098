"""Every kind of bad input gets the error or close code PROTOCOL.md promises; nothing else breaks."""
import json
import time

import pytest
from websockets.exceptions import ConnectionClosed

from conftest import KIND_AUDIO


def error_for(client, raw, **expect):
    """Sends raw text and returns the `error` reply (the connection must stay usable)."""
    client.send_raw(raw)
    e = client.wait_text(lambda m: m.get("type") == "error")
    for k, v in expect.items():
        assert e.get(k) == v, f"{raw!r}: {e}"
    assert e["message"]
    return e


@pytest.mark.parametrize("raw,code,param", [
    ("{not json", "bad_json", None),
    ("", "bad_json", None),
    ("[1, 2]", "bad_message", None),
    ('{"param": "filter.cutoff"}', "bad_message", None),
    ('{"type": "launchRockets"}', "bad_message", None),
    ('{"type": "set", "param": "filter.cutof", "value": 100}', "unknown_param", "filter.cutof"),
    ('{"type": "set", "param": "filter.cutoff", "value": 5}', "out_of_range", "filter.cutoff"),
    ('{"type": "set", "param": "filter.cutoff", "value": "NaN"}', "not_a_number", "filter.cutoff"),
    ('{"type": "set", "param": "filter.cutoff", "value": 1e999}', "not_a_number", "filter.cutoff"),
    ('{"type": "set", "param": "osc1.wave", "value": "kazoo"}', "bad_option", "osc1.wave"),
    ('{"type": "setMany", "values": {"amp.attack": 0.1, "nope": 1}}', "unknown_param", "nope"),
    ('{"type": "noteOn", "note": 200}', "out_of_range", None),
    ('{"type": "loadPatch", "preset": "st1.zzzz"}', "bad_preset", None),
    ('{"type": "submit"}', "not_logged_in", None),
])
def test_malformed_messages_get_an_error_and_the_connection_stays_open(server, raw, code, param):
    with server.connect() as c:
        e = error_for(c, raw, code=code)
        if param:
            assert e["param"] == param
        # Still streaming afterwards.
        c.send("noteOn", note=60)
        frames, _ = c.collect(0.3)
        assert any(f.kind == KIND_AUDIO for f in frames)


def test_errors_echo_the_message_id_and_name_the_range(server):
    with server.connect() as c:
        e = error_for(c, json.dumps({"type": "set", "id": 42, "param": "amp.attack", "value": 99}),
                      code="out_of_range", id=42)
        params = c.request("getParams")["parameters"]
        spec = next(p for p in params if p["id"] == "amp.attack")
        assert "amp.attack" in e["message"] and f"{spec['max']:g}" in e["message"].replace(",", "")


def test_refused_setmany_changes_nothing(server):
    with server.connect() as c:
        before = c.request("getPatch")["patch"]
        error_for(c, json.dumps({"type": "setMany", "values": {"amp.attack": 0.5, "filter.cutoff": -1}}), code="out_of_range")
        assert c.request("getPatch")["patch"] == before


def test_oversized_message_closes_1009(server):
    with server.connect() as c:
        c.send_raw(json.dumps({"type": "hello", "client": "x" * (70 * 1024)}))
        code, _ = c.wait_closed(5)
        assert code == 1009
    with server.connect() as c:  # the server is fine
        assert c.request("hello")["type"] == "welcome"


def test_a_big_but_allowed_message_is_fine(server):
    with server.connect() as c:
        assert c.request("hello", client="y" * (60 * 1024))["type"] == "welcome"


def key_heavy_message(mid: str) -> str:
    """A getPatch just under 64 KiB made of thousands of keys: the most parse work a message can carry."""
    head = json.dumps({"type": "getPatch", "id": mid})[:-1]
    keys = []
    size = len(head) + 1
    i = 0
    while size + 16 < 64 * 1024:
        keys.append(f'"k{i}":0')
        size += len(keys[-1]) + 1
        i += 1
    return head + "," + ",".join(keys) + "}"


def test_key_heavy_messages_meet_a_parse_budget_and_a_neighbour_is_served(server):
    """Eight sockets sending 64 KiB key-heavy messages (166 a second) pushed a neighbour's audio to p99
    142 ms: only the message count was limited. Each socket's bytes to parse are budgeted now (32 KiB a
    second, two of the largest at once). Judged by counts: how many were answered against what the
    budget allows in the time the test took (a slow machine only loosens the bound), never a latency."""
    n = 40
    with server.connect(source="127.0.0.2") as abuser, server.connect(source="127.0.0.3") as neighbour:
        assert neighbour.request("hello")["type"] == "welcome"
        neighbour.send("noteOn", note=60, velocity=0.9)
        messages = [key_heavy_message(f"heavy-{i}") for i in range(n)]
        start = time.monotonic()
        for m in messages:
            abuser.send_raw(m)
        time.sleep(0.5)  # the budget refills enough for a small message
        last = None
        for _ in range(5):  # a small message dropped while the server still read the burst is sent again
            try:
                last = abuser.request("getPatch", timeout=5)
                break
            except AssertionError:
                continue
        elapsed = time.monotonic() - start
        assert last and last["type"] == "patch", "the abuser's socket still works: nothing but the excess was dropped"
        answered = [t for t in abuser.texts if t.get("type") == "patch" and str(t.get("id", "")).startswith("heavy-")]
        limited = [t for t in abuser.texts if t.get("type") == "error" and t.get("code") == "rate_limited"]
        allowed = (128 * 1024 + 32 * 1024 * elapsed) / len(messages[0])
        print(f"parse budget: {len(answered)} of {n} key-heavy messages answered in {elapsed:.2f} s (budget allows {allowed:.1f})")
        assert len(answered) <= allowed + 1, f"{len(answered)} of {n} key-heavy messages were parsed"
        assert limited and "KiB" in limited[0]["message"], "the abuser is told why, in words"
        frames, _ = neighbour.collect(0.5)
        assert [f for f in frames if f.kind == KIND_AUDIO], "the neighbour's audio goes on"
        assert neighbour.request("getPatch")["type"] == "patch"


def test_binary_from_client_closes_1003(server):
    with server.connect() as c:
        c.send_raw(b"\x01\x02\x03")
        code, _ = c.wait_closed(5)
        assert code == 1003


def test_flood_is_rate_limited_then_closed_1008(server):
    floods_before = server.metrics().get('synth_trainer_closed_total{reason="flood"}', 0)
    with server.connect() as c:
        ok = c.request("hello")
        assert ok["type"] == "welcome"
        start = time.monotonic()
        closed = None
        limited = 0
        try:
            while time.monotonic() - start < 9:
                for _ in range(50):
                    c.send("getPatch")
                time.sleep(0.01)  # ~5000 messages per second, far over 200
                while True:
                    try:
                        m = c.ws.recv(timeout=0)
                    except TimeoutError:
                        break
                    if isinstance(m, str) and json.loads(m).get("code") == "rate_limited":
                        limited += 1
        except ConnectionClosed as e:
            closed = e.rcvd.code if e.rcvd else 1006
        if closed is None:
            closed, _ = c.wait_closed(5)
        elapsed = time.monotonic() - start
    assert limited >= 1, "flooding must be answered with rate_limited"
    # At most 10 errors per second of flooding: a busy machine only makes `elapsed` longer and the bound
    # looser, so only a server that stopped throttling its answers fails this.
    assert limited <= 10 * elapsed + 5, "rate_limited errors are themselves throttled"
    if closed == 1006:
        # The server sent 1008 and closed while this client was still writing: the kernel answers the
        # unread flood with a TCP reset, which can discard the close frame before the client reads it.
        # The server's own count of flood closes is then the evidence of which close it sent.
        floods = server.metrics().get('synth_trainer_closed_total{reason="flood"}', 0)
        assert floods == floods_before + 1, "connection dropped without a flood close"
    else:
        assert closed == 1008
    # Closed for flooding for 5 s, not before: load only makes `elapsed` longer. (An upper bound would
    # measure the machine; the close itself is asserted above, and wait_closed bounds a hang.)
    assert elapsed >= 4.5, elapsed


def test_session_cap_closes_1013_server_full(server_factory):
    s = server_factory(max_sessions=2)
    a, b = s.connect(), s.connect()
    try:
        assert a.request("hello")["type"] == "welcome" and b.request("hello")["type"] == "welcome"
        with s.connect() as c:
            code, reason = c.wait_closed(5)
            assert (code, reason) == (1013, "server full")
        assert s.metrics()["synth_trainer_sessions_rejected_full_total"] == 1
        a.close()
        time.sleep(0.2)
        with s.connect() as d:  # a freed slot is usable again
            assert d.request("hello")["type"] == "welcome"
    finally:
        a.close()
        b.close()


def test_invalid_utf8_text_closes_with_1007(server):
    """RFC 6455 8.1: a text frame that is not UTF-8 fails the connection (1007). Sent on a raw socket:
    WebSocket client libraries refuse to send such a frame."""
    import base64
    import os
    import socket

    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += s.recv(4096)
        assert b" 101 " in head.split(b"\r\n")[0]
        payload = b'{"type":"hello","client":"\xff\xfe"}'
        mask = os.urandom(4)
        s.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        data = head.split(b"\r\n\r\n", 1)[1]
        while True:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    i = data.find(b"\x88")
    assert i >= 0, f"no close frame in {data[:80]!r}"
    code = int.from_bytes(data[i + 2:i + 4], "big")
    assert code == 1007, code
    assert b'"type":"welcome"' not in data

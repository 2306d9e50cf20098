"""Slots held by a few (issue 23, item 2; not a test: run it by hand).

    python3 Tests/integration/bench_slots.py

Three attacks from the issue's hostile-client run, on a server with the default limits (200
sessions, 100 sockets per client, 8 per student), each from its own loopback addresses:
1. two addresses x 100 sockets that sign in with one student's token: how many stay open;
2. two addresses x 100 sockets that say `hello` and hold every slot, then 20 newcomers from 20 other
   addresses: how many get in, how many are refused (1013), how many of the holders were closed;
3. 150 IPv6 addresses of one /64 (behind a trusted proxy: the loopback has no IPv6 range of its own),
   then one from another /64: how many sockets each got.
Prints the counts; no timing is judged.

Uses the binary at $SYNTH_TRAINER_BIN (default .build-test/release/synth-trainer), like the tests.
"""
from __future__ import annotations

import pathlib
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from conftest import ServerProcess  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402


def still_open(clients) -> int:
    """How many answer a getPatch (the rest were closed by the server)."""
    n = 0
    for c in clients:
        try:
            n += c.request("getPatch", timeout=10)["type"] == "patch"
        except (ConnectionClosed, AssertionError):
            pass
    return n


def welcomed(c) -> bool:
    try:
        return c.request("hello", timeout=10)["type"] == "welcome"
    except (ConnectionClosed, AssertionError):
        return False


def close_all(clients):
    for c in clients:
        c.close()


def main():
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(pathlib.Path(tmp), trusted_proxy="127.0.0.1")
        try:
            first = server.connect(source="127.0.0.2")
            token = first.request("login", name="Shared Token", secret="1234")["token"]
            tabs = [first] + [server.connect(source=f"127.0.0.{2 + i // 100}") for i in range(1, 200)]
            for c in tabs[1:]:
                try:
                    c.request("login", name="Shared Token", token=token, timeout=10)
                except (ConnectionClosed, AssertionError):
                    pass
            print(f"1. one student's token on 2 addresses x 100 sockets: {still_open(tabs)} still open (cap 8)")
            close_all(tabs)
            time.sleep(1)

            holders = [server.connect(source=f"127.0.0.{2 + i // 100}") for i in range(200)]
            held = sum(welcomed(c) for c in holders)
            newcomers = [server.connect(source=f"127.0.0.{10 + i}") for i in range(20)]
            got_in = sum(welcomed(c) for c in newcomers)
            print(f"2. 2 addresses x 100 sockets held {held} of 200 slots; of 20 newcomers from 20 other addresses "
                  f"{got_in} got in, {20 - got_in} were refused; the holders kept {still_open(holders)}")
            close_all(holders + newcomers)
            time.sleep(1)

            same = [server.connect(additional_headers={"X-Forwarded-For": f"2001:db8:0:1::{i + 1:x}"}) for i in range(150)]
            same_open = sum(welcomed(c) for c in same)
            other = server.connect(additional_headers={"X-Forwarded-For": "2001:db8:0:2::1"})
            print(f"3. 150 IPv6 addresses of one /64: {same_open} sockets open (cap 100 per client); "
                  f"another /64: {'open' if welcomed(other) else 'refused'}")
            close_all(same + [other])
            m = server.metrics()
            print("closed by the server: " + ", ".join(f"{k.split('=')[1][1:-2]} {int(v)}" for k, v in m.items()
                                                       if k.startswith("synth_trainer_closed_total") and v)
                  + f"; refused full {int(m['synth_trainer_sessions_rejected_full_total'])}")
        finally:
            server.stop(expect_exit=None)


if __name__ == "__main__":
    main()

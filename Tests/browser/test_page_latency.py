"""Key-to-sound latency and continuous play, short forms of bench_latency.py (which plays a minute).

Against the real server in Chromium. How fast a streamed note starts, and whether a stall of a busy
machine costs an underrun, depend on the machine's load: bench_latency.py measures and prints those
figures. These tests assert only what does not: every press is heard and measured, a stream from
silence starts within the player's own start rule, the jitter buffer's target stays within its bound,
and nothing is lost on loopback. (A player fed by a quiet producer never underruns:
test_page_jitter_buffer.py.)
"""
import pytest
import pathlib
import re

from bench_latency import measure, measure_held, own_stats, play_for

# Measures under load or in real time: alone, after the parallel part of `make test`.
pytestmark = pytest.mark.serial

CONSTANTS = pathlib.Path(__file__).resolve().parents[2] / "Public" / "js" / "audio" / "constants.js"


def jitter_max_ms():
    """`JITTER.maxMs` from the module the page and the worklet share."""
    m = re.search(r"maxMs:\s*(\d+)", CONSTANTS.read_text())
    assert m, "JITTER.maxMs not found in constants.js"
    return int(m.group(1))


def test_every_streamed_note_is_heard_and_starts_by_the_players_rule(open_page):
    kit = open_page("#/free")
    kit.page.keyboard.press("KeyA")  # warm-up: JIT, decoder
    kit.wait_for_silence()
    streamed, waits = measure(kit, 8, local=False)
    local, _ = measure(kit, 8, local=True)
    print(f"key-to-sound ms: streamed {sorted(round(x, 1) for x in streamed)}, local {sorted(round(x, 1) for x in local)}, "
          f"buffer start waits {sorted(round(x, 1) for x in waits)} (figures only: bench_latency.py judges them)")
    # Every press is heard; on a busy machine the page's onset detector has (rarely, not yet explained)
    # missed one streamed onset, so one missing measurement is tolerated and shown.
    assert len(streamed) >= 7 and len(local) == 8, (len(streamed), len(local))
    # A stream from silence starts `target - frame` after its first frame was due: never later than
    # the buffer's target as it was then (no waiting for a second frame or a tick), on the audio clock.
    # (The target follows the last seconds' jitter: a stall while the page loads raises it for the
    # first notes, and it is down again by the last, so each start is held to its own.)
    stats = own_stats(kit)
    starts = stats["recentStarts"][-len(waits):]
    assert all(0 <= (s["start"] - s["arrival"]) * 1000 <= s["targetMs"] + 3 for s in starts), starts
    assert stats["targetMs"] <= jitter_max_ms()
    assert kit.console_errors == []


def test_continuous_playing_keeps_the_buffer_bounded_and_loses_nothing(open_page):
    kit = open_page("#/free")
    play_for(kit, 4)  # the jitter buffer learns the link
    before = own_stats(kit)
    notes = play_for(kit, 15)
    after = own_stats(kit)
    underruns = after["underruns"] - before["underruns"]
    # Underruns are printed, not judged: a shared machine can stall the browser for 30-100 ms (zero over
    # a minute on a quiet machine is bench_latency.py --mode play's figure).
    print(f"{notes} notes, {underruns} underruns in 15 s of playing, jitter target {after['targetMs']:.0f} ms: "
          f"{after['recentUnderruns'][-underruns:] if underruns > 0 else []}")
    assert notes > 0 and after["packets"] > before["packets"], "nothing was played"
    # Nothing is lost on loopback: every packet the server sent arrived.
    assert after["gaps"] == before["gaps"], "the server dropped packets on loopback"
    # However often it grew after a stall, the target stays within the player's bound.
    assert after["targetMs"] <= jitter_max_ms(), after["targetMs"]
    assert kit.console_errors == []


def test_keys_under_a_held_key_land_in_the_running_stream_and_are_each_heard(open_page):
    kit = open_page("#/free")
    kit.page.keyboard.press("KeyA")  # warm-up: JIT, decoder
    kit.wait_for_silence()
    held, restarts, before = measure_held(kit, 6)
    print(f"key-to-sound under a held key, ms: {sorted(round(x, 1) for x in held)} (figures only: "
          "bench_latency.py --mode held judges them)")
    # No press started a stream of its own (each landed in the running one), and each was heard (one
    # missed onset is tolerated, as above).
    assert restarts == 0, restarts
    assert len(held) >= 5, held
    # The server has the student's own patch again, not the bench's.
    patch = kit.server_patch()
    for _ in range(50):
        if all(patch.get(k) == v for k, v in before.items()):
            break
        kit.page.wait_for_timeout(100)
        patch = kit.server_patch()
    assert {k: patch.get(k) for k in before} == before
    assert kit.console_errors == []

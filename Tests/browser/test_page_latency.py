"""Key-to-sound latency and continuous play, short forms of bench_latency.py (which plays a minute).

Against the real server in Chromium: a note in a silent session is rendered at once (no wait for a
frame tick), so the streamed synth starts within a few tens of milliseconds of a local Web Audio
oscillator measured in the same page; and a stretch of continuous playing after a short warm-up
(the jitter buffer learns the link) has no underrun.
"""
import numpy as np

from bench_latency import measure, own_stats, play_for


def test_streamed_note_starts_close_to_a_local_oscillator(open_page):
    kit = open_page("#/free")
    kit.page.keyboard.press("KeyA")  # warm-up: JIT, decoder
    kit.wait_for_silence()
    streamed, waits = measure(kit, 8, local=False)
    local, _ = measure(kit, 8, local=True)
    # Every press is heard; on a busy machine the page's onset detector has (rarely, not yet explained)
    # missed one streamed onset, so one missing measurement is tolerated and shown.
    assert len(streamed) >= 7 and len(local) == 8, (len(streamed), len(local))
    cost = np.median(streamed) - np.median(local)
    print(f"key-to-sound ms: streamed {sorted(round(x, 1) for x in streamed)}, local {sorted(round(x, 1) for x in local)}, "
          f"buffer start waits {sorted(round(x, 1) for x in waits)}")
    # The aim (p95 within 30 ms of local) is measured by bench_latency.py on a quiet machine; this test
    # guards against a broken pipeline (a note waiting for ticks or a bloated buffer) with room for a
    # busy shared machine, where scheduling alone adds tens of milliseconds.
    assert cost < 50, f"streaming costs {cost:.1f} ms over a local oscillator (median)"
    assert kit.console_errors == []


def test_continuous_playing_has_no_underrun(open_page):
    kit = open_page("#/free")
    play_for(kit, 4)  # the jitter buffer learns the link
    before = own_stats(kit)
    notes = play_for(kit, 15)
    after = own_stats(kit)
    underruns = after["underruns"] - before["underruns"]
    assert notes >= 50
    print(f"{underruns} underruns in 15 s of playing, jitter target {after['targetMs']:.0f} ms")
    # Nothing is lost on loopback: every packet the server sent arrived.
    assert after["gaps"] == before["gaps"], "the server dropped packets on loopback"
    # Zero underruns over a minute is the bench's figure (bench_latency.py --mode play); a shared test
    # machine can stall the browser for 30-100 ms, so the test allows the odd one and fails a buffer
    # that underruns again and again instead of growing.
    assert underruns <= 2, (f"{underruns} underruns in 15 s of playing (target {after['targetMs']:.0f} ms): "
                            f"{after['recentUnderruns'][-underruns:]}")
    assert kit.console_errors == []

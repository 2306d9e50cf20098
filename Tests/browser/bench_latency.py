#!/usr/bin/env python3
"""Key-to-sound latency and underruns of the page, measured in Chromium against the real server.

Latency: from the key event to the first non-silent sample at the AudioWorklet output (the page's
output tap), for the streamed synth and, in the same run and page, for a local Web Audio oscillator
(the floor a browser synth could reach). Device output latency is the same for both and excluded.
Then a minute of continuous playing, counting jitter-buffer underruns.

    python3 Tests/browser/bench_latency.py                 # starts the server (SYNTH_TRAINER_BIN)
    python3 Tests/browser/bench_latency.py --url http://127.0.0.1:8080 --presses 60 --seconds 60
    python3 Tests/browser/bench_latency.py --frame-ms 10
Not part of the pass/fail suite (test_page_exercise.py has a short version).
"""
import argparse
import pathlib
import random
import statistics
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from pagekit import PageKit  # noqa: E402

KEYS = ["KeyA", "KeyS", "KeyD", "KeyF", "KeyG", "KeyH", "KeyJ", "KeyK"]


def percentile(values, q):
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def measure(kit, presses, local):
    kit.page.evaluate("on => window.synthTrainer.setLocalSynth(on)", local)
    kit.page.evaluate("window.synthTrainer.clearLatencies()")
    for i in range(presses):
        key = KEYS[i % len(KEYS)]
        kit.page.keyboard.down(key)
        deadline = time.monotonic() + 2
        while kit.page.evaluate("window.synthTrainer.latencies().length") <= i and time.monotonic() < deadline:
            kit.page.wait_for_timeout(5)
        kit.page.wait_for_timeout(120)
        kit.page.keyboard.up(key)
        kit.wait_for_silence(timeout=5)
        kit.page.wait_for_timeout(random.randint(60, 200))
    return [l["ms"] for l in kit.page.evaluate("window.synthTrainer.latencies()") if l["local"] == local]


def play_for(kit, seconds):
    """Continuous playing: 180 ms notes with 70 ms gaps, some two-note chords, for `seconds`."""
    kit.page.evaluate("window.synthTrainer.setLocalSynth(false)")
    end = time.monotonic() + seconds
    i = 0
    while time.monotonic() < end:
        keys = [KEYS[i % len(KEYS)]] + ([KEYS[(i + 2) % len(KEYS)]] if i % 4 == 3 else [])
        for k in keys:
            kit.page.keyboard.down(k)
        kit.page.wait_for_timeout(180)
        for k in keys:
            kit.page.keyboard.up(k)
        kit.page.wait_for_timeout(70)
        i += 1
    kit.wait_for_silence(timeout=5)
    return i


def summary(name, values):
    if not values:
        return f"{name:<28} no measurements"
    return (f"{name:<28} n={len(values):<3} p50 {percentile(values, 0.5):6.1f} ms   p95 {percentile(values, 0.95):6.1f} ms"
            f"   min {min(values):6.1f}   max {max(values):6.1f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--url", help="a running server (default: start SYNTH_TRAINER_BIN on a free port)")
    ap.add_argument("--presses", type=int, default=40, help="key presses per method (default 40)")
    ap.add_argument("--seconds", type=float, default=60, help="length of the continuous-play run (default 60)")
    ap.add_argument("--frame-ms", type=int, choices=(10, 20), help="server frame length when the bench starts it")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args()

    server = None
    url = args.url
    if not url:
        from conftest import ServerProcess  # the same launcher the tests use
        flags = {"frame_ms": args.frame_ms} if args.frame_ms else {}
        server = ServerProcess(pathlib.Path(tempfile.mkdtemp(prefix="st-bench-")), **flags)
        url = server.http_url
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium,
                                        args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"])
            kit = PageKit(browser.new_page(viewport={"width": 1280, "height": 800}), url)
            kit.goto("#/free")
            kit.wait_ready()
            kit.page.keyboard.press("KeyA")  # warm-up: JIT, decoder creation
            kit.wait_for_silence()
            streamed = measure(kit, args.presses, local=False)
            local = measure(kit, args.presses, local=True)
            before = kit.page.evaluate("window.synthTrainer.stats()")["audio"]["sources"].get("own", {})
            t0 = time.monotonic()
            notes = play_for(kit, args.seconds)
            played = time.monotonic() - t0
            after = kit.page.evaluate("window.synthTrainer.stats()")["audio"]["sources"]["own"]
            state = kit.state()
            browser.close()
    finally:
        if server:
            server.stop()

    print(f"Synth Trainer key-to-sound latency, Chromium over loopback ({url}, frame {state['frameMs']} ms)")
    print(summary("streamed synth (server)", streamed))
    print(summary("local Web Audio oscillator", local))
    if streamed and local:
        print(f"{'streaming cost':<28} p50 +{percentile(streamed, 0.5) - percentile(local, 0.5):.1f} ms")
    print(f"Continuous playing: {notes} notes in {played:.0f} s: "
          f"underruns {after['underruns'] - before.get('underruns', 0)}, "
          f"gaps {after['gaps'] - before.get('gaps', 0)}, trims {after['trims'] - before.get('trims', 0)}; "
          f"jitter target now {after['targetMs']:.0f} ms, bitrate {after['bitrateKbps']:.0f} kbit/s")
    print(f"Decoder: first packet of a stream {after.get('firstDecodeMs', 0):.1f} ms, recent p50 "
          f"{after.get('decodeMsP50', 0):.1f} ms, max {after.get('decodeMsMax', 0):.1f} ms; "
          f"jitter p97: at the socket {after.get('arrivalJitterMs', 0):.1f} ms, at the player {after.get('jitterMs', 0):.1f} ms")
    for u in after.get("recentUnderruns", [])[-(after['underruns'] - before.get('underruns', 0)):] if after['underruns'] > before.get('underruns', 0) else []:
        print(f"  underrun {u['intoStreamMs']:.0f} ms into its stream, end announced: {u['endAnnounced']}")


if __name__ == "__main__":
    main()

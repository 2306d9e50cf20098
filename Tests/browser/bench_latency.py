#!/usr/bin/env python3
"""Key-to-sound latency and underruns of the page, measured in Chromium against the real server.

Latency: from the key event to the first non-silent sample at the AudioWorklet output (the page's
output tap), for the streamed synth and, in the same run and page, for a local Web Audio oscillator
(the floor a browser synth could reach). Device output latency is the same for both and excluded.
Play: continuous playing for `--seconds` (a minute by default), counting jitter-buffer underruns.
The server's own view (render lateness against the frame deadlines, queue-to-socket delay) is read
from its /metrics at the end, so a stall can be placed on the server or in the browser.

    python3 Tests/browser/bench_latency.py                     # both parts; starts SYNTH_TRAINER_BIN
    python3 Tests/browser/bench_latency.py --mode play         # only the minute of playing
    python3 Tests/browser/bench_latency.py --mode latency --presses 60
    python3 Tests/browser/bench_latency.py --frame-ms 10 --opus-application audio
    python3 Tests/browser/bench_latency.py --url http://127.0.0.1:8080
    python3 Tests/browser/bench_latency.py --mode play --seconds 40 --load 8   # a busy machine: 8 spinning processes
    python3 Tests/browser/bench_latency.py --mode target --plays 12 --load 8  # the first challenge's target, played again and again
    python3 Tests/browser/bench_latency.py --mode wake --presses 10  # a key after 0.9 s of the page's audio asleep
    python3 Tests/browser/bench_latency.py --mode held --presses 40 --frame-ms 10  # keys under a held key
Not part of the pass/fail suite (test_page_latency.py has a short version of each part).
"""
import argparse
import contextlib
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from pagekit import PageKit, remembered  # noqa: E402

KEYS = ["KeyA", "KeyS", "KeyD", "KeyF", "KeyG", "KeyH", "KeyJ", "KeyK"]


def percentile(values, q):
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def own_stats(kit, source="own"):
    return kit.page.evaluate("window.synthTrainer.stats()")["audio"]["sources"].get(source, {})


def first_challenge(url):
    """A new student over a socket, the theory pages before the first challenge read: (token, lesson id)."""
    from conftest import Client
    c = Client(url.replace("http", "ws", 1).rstrip("/") + "/ws")
    try:
        from lessonkit import walk_to_first_challenge
        me = c.request("login", name=f"Bench {random.randint(0, 1 << 30)}", secret="bench-secret")
        return me, walk_to_first_challenge(c)["id"]
    finally:
        c.close()


def play_targets(kit, plays):
    """Presses Play target `plays` times, each after the last has sounded out; returns the seconds spent."""
    t0 = time.monotonic()
    for _ in range(plays):
        kit.page.evaluate("() => { window.benchTargetDone = window.synthTrainer.nextSessionEvent('targetDone'); }")
        kit.page.click("#exercise .btn-target")
        kit.page.evaluate("() => window.benchTargetDone")
        # What the page still holds of the phrase plays out before the next press.
        kit.page.wait_for_timeout(300 + int(own_stats(kit, "target").get("bufferedMs", 0)))
    return time.monotonic() - t0


def wait_for_measurement(kit, count, timeout=2):
    """Waits (at most `timeout` s) until the page holds more than `count` key-to-sound latencies."""
    deadline = time.monotonic() + timeout
    while kit.page.evaluate("window.synthTrainer.latencies().length") <= count and time.monotonic() < deadline:
        kit.page.wait_for_timeout(5)


def measure(kit, presses, local):
    """Presses keys one at a time from silence; returns (latencies ms, jitter-buffer start waits ms)."""
    kit.page.evaluate("on => window.synthTrainer.setLocalSynth(on)", local)
    kit.page.evaluate("window.synthTrainer.clearLatencies()")
    waits = []
    for i in range(presses):
        key = KEYS[i % len(KEYS)]
        kit.page.keyboard.down(key)
        wait_for_measurement(kit, i)
        kit.page.wait_for_timeout(120)
        kit.page.keyboard.up(key)
        if not local:
            starts = own_stats(kit).get("recentStarts", [])
            if starts:
                waits.append((starts[-1]["start"] - starts[-1]["arrival"]) * 1000)
        kit.wait_for_silence(timeout=5)
        kit.page.wait_for_timeout(random.randint(60, 200))
    return [l["ms"] for l in kit.page.evaluate("window.synthTrainer.latencies()") if l["local"] == local], waits


# A blip and a held silence (effects off, so nothing rings): every key sounds for ~10 ms, then its voice
# sustains at zero while the key is down. See `measure_held`.
BLIP = {"amp.attack": 0.001, "amp.decay": 0.01, "amp.sustain": 0.0, "amp.release": 0.001,
        "fx.delayMix": 0.0, "fx.reverbMix": 0.0, "fx.chorusMix": 0.0}

# Marks every key press (the page marks one only when no other key is held): a capture-phase listener
# kept on `window` so it can be removed again.
MARK_EVERY_KEY = ("() => { window.__benchMark = (e) => { if (!e.repeat) window.synthTrainer.markAttack(e.timeStamp); };"
                  " window.addEventListener('keydown', window.__benchMark, { capture: true }); }")
UNMARK = ("() => { if (window.__benchMark) window.removeEventListener('keydown', window.__benchMark, { capture: true });"
          " window.__benchMark = null; }")


def measure_held(kit, presses):
    """Keys pressed while another key is held. The held key keeps the server's stream running, so each
    further note waits for the next frame on the server's grid and then behind the audio the player
    already holds (its jitter buffer at its running depth), where a note from silence starts a fresh
    stream at once; with `BLIP` each note still starts after silence, where the output tap times it.
    Returns the latencies (ms) of the presses under the held key, how many streams the player started
    meanwhile (0: every press landed in the running stream), and the patch as it was before (which
    the page and the server have again afterwards)."""
    assert kit.state()["paramsLoaded"], "the page has no parameter table yet"
    kit.page.evaluate("window.synthTrainer.setLocalSynth(false)")
    before = kit.page.evaluate("window.synthTrainer.patch()")
    held_down = False
    try:
        for k, v in BLIP.items():
            kit.page.evaluate("([k, v]) => window.synthTrainer.setParam(k, v)", [k, v])
        kit.page.wait_for_timeout(300)
        kit.page.keyboard.down(KEYS[0])  # held under every press below
        held_down = True
        kit.page.wait_for_timeout(500)  # its blip over, the stream running on its grid
        kit.page.evaluate(MARK_EVERY_KEY)
        kit.page.evaluate("window.synthTrainer.clearLatencies()")
        streams = own_stats(kit).get("streams", 0)
        for i in range(presses):
            key = KEYS[1 + i % (len(KEYS) - 1)]
            n0 = kit.page.evaluate("window.synthTrainer.latencies().length")
            kit.page.keyboard.down(key)
            wait_for_measurement(kit, n0)
            kit.page.keyboard.up(key)
            # Keys land anywhere within a frame of the grid.
            kit.page.wait_for_timeout(random.randint(150, 260))
        streams = own_stats(kit).get("streams", 0) - streams
        latencies = [l["ms"] for l in kit.page.evaluate("window.synthTrainer.latencies()") if not l["local"]]
    finally:
        kit.page.evaluate(UNMARK)
        if held_down:
            kit.page.keyboard.up(KEYS[0])
        for k in BLIP:
            kit.page.evaluate("([k, v]) => window.synthTrainer.setParam(k, v)", [k, before[k]])
    kit.wait_for_silence(timeout=5)
    return latencies, streams, {k: before[k] for k in BLIP}


def wake_rounds(kit, rounds):
    """A note, its silence, the audio put to sleep (the page's idle rule without its 30 s), 0.9 s asleep,
    then a key: the own player's buffer target and its start wait for the note that woke it, per round
    (ms). A player that kept the delays from before the sleep would hold a target about as long as the
    pause (PlayerMsg.RESYNC)."""
    targets, waits = [], []
    for i in range(rounds):
        key = KEYS[i % len(KEYS)]
        kit.page.keyboard.press(key)
        kit.wait_for_silence(timeout=5)
        for _ in range(50):
            if kit.page.evaluate("window.synthTrainer.sleepAudio()"):
                break
            kit.page.wait_for_timeout(100)
        kit.page.wait_for_timeout(900)
        kit.page.keyboard.down(key)
        kit.wait_for_sound()
        kit.page.wait_for_timeout(300)
        s = own_stats(kit)
        kit.page.keyboard.up(key)
        targets.append(s.get("targetMs", 0))
        starts = s.get("recentStarts", [])
        if starts:
            waits.append((starts[-1]["start"] - starts[-1]["arrival"]) * 1000)
        kit.wait_for_silence(timeout=5)
    return targets, waits


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


@contextlib.contextmanager
def busy_machine(processes):
    """`processes` spinning Python processes at normal priority for the length of the block: a school
    laptop running other programs, or a server shared with other jobs (load average about
    `processes` + the bench's own). Bounded: they end with the block, or when this process dies."""
    spinners = [subprocess.Popen([sys.executable, "-c", "import os, time\nend = time.monotonic() + 900\n"
                                  "while time.monotonic() < end and os.getppid() != 1: pass"])
                for _ in range(processes)]
    try:
        yield
    finally:
        for s in spinners:
            s.kill()
            s.wait()


def summary(name, values):
    if not values:
        return f"{name:<28} no measurements"
    return (f"{name:<28} n={len(values):<3} p50 {percentile(values, 0.5):6.1f} ms   p95 {percentile(values, 0.95):6.1f} ms"
            f"   min {min(values):6.1f}   max {max(values):6.1f}")


def histogram_quantile(metrics, name, q):
    """Upper bucket bound (ms) below which a fraction `q` of a /metrics histogram falls."""
    buckets = sorted((float(k.split('le="')[1].rstrip('"}')), v) for k, v in metrics.items()
                     if k.startswith(name + "_bucket") and "+Inf" not in k)
    total = metrics.get(name + "_count", 0)
    if not total:
        return float("nan")
    for bound, cumulative in buckets:
        if cumulative >= q * total:
            return bound * 1000
    return float("inf")


def server_metrics(url):
    out = {}
    with urllib.request.urlopen(url.rstrip("/") + "/metrics", timeout=5) as r:
        for line in r.read().decode().splitlines():
            if line and not line.startswith("#"):
                name, value = line.rsplit(" ", 1)
                out[name] = float(value)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--url", help="a running server (default: start SYNTH_TRAINER_BIN on a free port)")
    ap.add_argument("--mode", choices=("all", "latency", "held", "play", "target", "wake"), default="all",
                    help="latency: key presses only; play: the continuous-play run only; all: both (default); "
                         "target: the first challenge's target played --plays times (the target source's gaps); "
                         "wake: --presses keys, each after 0.9 s of the page's audio asleep; "
                         "held: --presses keys from silence, then --presses keys while another key holds the stream")
    ap.add_argument("--plays", type=int, default=12, help="target plays in --mode target (default 12)")
    ap.add_argument("--public", help="serve this folder as the page instead of Public/ (to compare two versions)")
    ap.add_argument("--presses", type=int, default=40, help="key presses per method (default 40)")
    ap.add_argument("--seconds", type=float, default=60, help="length of the continuous-play run (default 60)")
    ap.add_argument("--frame-ms", type=int, choices=(10, 20), help="server frame length when the bench starts it")
    ap.add_argument("--opus-application", help="server Opus application when the bench starts it "
                    "(SYNTH_TRAINER_OPUS_APPLICATION: restricted-lowdelay, audio)")
    # The full browser where it is installed (every key-to-sound figure in deploy/CAPACITY.md was
    # measured in it); `make test` installs only the headless shell, which the bench then uses.
    ap.add_argument("--chromium", default="/usr/bin/chromium" if os.path.exists("/usr/bin/chromium")
                    else "/usr/bin/chromium-headless-shell",
                    help="the browser (default /usr/bin/chromium, else Debian's chromium-headless-shell)")
    ap.add_argument("--load", type=int, default=0, help="spinning processes that load the machine while measuring (default 0)")
    args = ap.parse_args()

    server = None
    url = args.url
    if not url:
        from conftest import ServerProcess  # the same launcher the tests use
        flags = {"frame_ms": args.frame_ms} if args.frame_ms else {}
        if args.public:
            flags["public"] = args.public
        if args.opus_application:
            flags["env"] = {"SYNTH_TRAINER_OPUS_APPLICATION": args.opus_application}
        server = ServerProcess(pathlib.Path(tempfile.mkdtemp(prefix="st-bench-")), **flags)
        url = server.http_url
    from playwright.sync_api import sync_playwright

    streamed, local, waits, wake_targets, held = [], [], [], [], []
    notes = played = 0
    before = after = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium,
                                        args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            kit = PageKit(page, url)
            if args.mode == "target":
                import json
                me, lesson = first_challenge(url)
                stored = remembered(me)
                page.add_init_script(f"localStorage.setItem('synth-trainer.student', {json.dumps(json.dumps(stored))});")
                kit.goto(f"#/lesson/{lesson}/play")
                page.wait_for_selector("#exercise:not([hidden]) .btn-target")
            else:
                kit.goto("#/free")
            kit.wait_ready()
            kit.page.keyboard.press("KeyA")  # warm-up: JIT, decoder creation
            kit.wait_for_silence()
            with busy_machine(args.load):
                if args.mode in ("all", "latency"):
                    streamed, waits = measure(kit, args.presses, local=False)
                    local, _ = measure(kit, args.presses, local=True)
                if args.mode == "held":
                    streamed, waits = measure(kit, args.presses, local=False)
                    held, restarts, _ = measure_held(kit, args.presses)
                if args.mode in ("all", "play"):
                    before = own_stats(kit)
                    t0 = time.monotonic()
                    notes = play_for(kit, args.seconds)
                    played = time.monotonic() - t0
                if args.mode == "target":
                    played = play_targets(kit, args.plays)
                if args.mode == "wake":
                    wake_targets, waits = wake_rounds(kit, args.presses)
                load = os.getloadavg()
            after = own_stats(kit, "target" if args.mode == "target" else "own")
            state = kit.state()
            browser.close()
        metrics = server_metrics(url)
    finally:
        if server:
            server.stop()

    print(f"Synth Trainer key-to-sound latency, {args.chromium} over loopback ({url}, frame {state['frameMs']} ms, "
          f"Opus {args.opus_application or 'server default'}); {args.load} spinning processes, load average {load[0]:.1f}")
    if args.mode in ("all", "latency"):
        print(summary("streamed synth (server)", streamed))
        print(summary("local Web Audio oscillator", local))
        if streamed and local:
            print(f"{'streaming cost':<28} p50 +{percentile(streamed, 0.5) - percentile(local, 0.5):.1f} ms, "
                  f"p95 +{percentile(streamed, 0.95) - percentile(local, 0.95):.1f} ms")
        if waits:
            print(f"{'  of which buffer start wait':<28} p50 {percentile(waits, 0.5):6.1f} ms   p95 {percentile(waits, 0.95):6.1f} ms")
    if args.mode == "held":
        print(summary("from silence (server)", streamed))
        print(summary("under a held key (server)", held) + f"   (streams started meanwhile: {restarts})")
        if streamed and held:
            print(f"{'a running stream costs':<28} p50 {percentile(held, 0.5) - percentile(streamed, 0.5):+.1f} ms, "
                  f"p95 {percentile(held, 0.95) - percentile(streamed, 0.95):+.1f} ms over a note from silence")
    if args.mode == "wake":
        print(summary("buffer target after a wake", wake_targets))
        print(summary("start wait after a wake", waits))
    if args.mode == "target":
        print(f"Target played {args.plays} times in {played:.0f} s: underruns {after.get('underruns', 0)}, "
              f"gaps {after.get('gaps', 0)}, trims {after.get('trims', 0)}; its buffer target now {after.get('targetMs', 0):.0f} ms")
        for u in after.get("recentUnderruns", []):
            print(f"  underrun {u['intoStreamMs']:.0f} ms into its stream, end announced: {u['endAnnounced']}")
    if args.mode in ("all", "play"):
        d = {k: after.get(k, 0) - before.get(k, 0) for k in ("underruns", "gaps", "trims")}
        print(f"Continuous playing: {notes} notes in {played:.0f} s: underruns {d['underruns']}, gaps {d['gaps']}, "
              f"trims {d['trims']}; jitter target now {after.get('targetMs', 0):.0f} ms, "
              f"bitrate {after.get('bitrateKbps', 0):.0f} kbit/s")
        recent = after.get("recentUnderruns", [])
        for u in recent[-d["underruns"]:] if d["underruns"] > 0 else []:
            print(f"  underrun {u['intoStreamMs']:.0f} ms into its stream, end announced: {u['endAnnounced']}")
    print(f"Decoder: first packet of a stream {after.get('firstDecodeMs', 0):.1f} ms, recent p50 "
          f"{after.get('decodeMsP50', 0):.1f} ms, max {after.get('decodeMsMax', 0):.1f} ms; "
          f"jitter p97 at each hop: socket {after.get('arrivalJitterMs', 0):.1f} ms, decoder output "
          f"{after.get('decodedJitterMs', 0):.1f} ms, player {after.get('jitterMs', 0):.1f} ms (the player's over its last "
          f"3 s; its target now {after.get('targetMs', 0):.1f} ms, underrun boost {after.get('boostMs', 0):.1f} ms)")
    lat = "synth_trainer_render_lateness_seconds"
    send = "synth_trainer_send_delay_seconds"
    print(f"Server: frame render after its deadline p99 <= {histogram_quantile(metrics, lat, 0.99):.1f} ms, "
          f"max <= {histogram_quantile(metrics, lat, 1.0):.1f} ms; encoded to socket p99 <= "
          f"{histogram_quantile(metrics, send, 0.99):.1f} ms, max <= {histogram_quantile(metrics, send, 1.0):.1f} ms; "
          f"resyncs {metrics.get('synth_trainer_worker_resyncs_total', 0):.0f}; threads on SCHED_FIFO "
          f"{metrics.get('synth_trainer_realtime_threads', 0):.0f} (lowered for load "
          f"{metrics.get('synth_trainer_realtime_lowered_total', 0):.0f} times)")


if __name__ == "__main__":
    main()

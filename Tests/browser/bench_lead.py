#!/usr/bin/env python3
"""The page's player against streams begun their `lead` back (PROTOCOL.md), in Chromium's realtime
AudioContext, with figures printed rather than judged (page timers and the audio thread set them, so a
busy machine moves them): a steady stream of 20 ms frames, a silence, then five notes from silence, each
begun 15 ms before its first frame is pushed and paced on the grid from there. Prints each start's wait
(what the lead leaves of the margin: nothing unless the jitter is over ~9 ms) and the player's target
before and after the five (a player that kept their first frames in its jitter window rose by ~15 ms).
The rule itself is tested without timing in test_page_jitter_buffer.py (`lateness`, not kept).

    python3 Tests/browser/bench_lead.py                  # starts SYNTH_TRAINER_BIN on a free port
    python3 Tests/browser/bench_lead.py --public DIR     # another version of the page, to compare
    python3 Tests/browser/bench_lead.py --load 2         # with two spinning processes
"""
import argparse
import os
import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from bench_latency import busy_machine  # noqa: E402
from pagekit import PageKit  # noqa: E402
from test_page_jitter_buffer import PLAYER  # noqa: E402

SCRIPT = "async () => {" + PLAYER + """
      const frame = 960, lead = 720, t0 = performance.now();
      const sleepUntil = (pos) => new Promise((r) => setTimeout(r, Math.max(0, t0 + pos / 48 - performance.now())));
      for (let k = 0; k < 40; k++) {
        await sleepUntil(k * frame);
        player.pushPCM(1, k * frame, new Float32Array(frame).fill(0.1));
      }
      player.end(1, 40 * frame);
      await new Promise((r) => setTimeout(r, 200));
      const before = await player.stats();
      for (let gen = 2; gen < 7; gen++) {
        const start = Math.round((performance.now() - t0) * 48) - lead;
        for (let k = 0; k < 4; k++) {
          if (k > 0) await sleepUntil(start + k * frame);
          player.pushPCM(gen, start + k * frame, new Float32Array(frame).fill(0.1));
        }
        player.end(gen, start + 4 * frame);
        await new Promise((r) => setTimeout(r, 150));
      }
      const after = await player.stats();
      await ctx.close();
      return { before, after };
    }"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--public", help="serve this folder as the page instead of Public/")
    ap.add_argument("--runs", type=int, default=3, help="rounds of one steady stream and five notes (default 3)")
    ap.add_argument("--load", type=int, default=0, help="spinning processes while measuring (default 0)")
    ap.add_argument("--chromium", default="/usr/bin/chromium-headless-shell")
    args = ap.parse_args()
    from conftest import ServerProcess
    from playwright.sync_api import sync_playwright
    server = ServerProcess(pathlib.Path(tempfile.mkdtemp(prefix="st-bench-")), **({"public": args.public} if args.public else {}))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"])
            kit = PageKit(browser.new_page(), server.http_url)
            kit.goto("#/free")
            kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected")
            print(f"Streams begun 15 ms back, {args.chromium}, {args.load} spinning processes, load average {os.getloadavg()[0]:.1f}")
            with busy_machine(args.load):
                for run in range(args.runs):
                    r = kit.page.evaluate(SCRIPT)
                    waits = [(s["start"] - s["arrival"]) * 1000 for s in r["after"]["recentStarts"][-5:]]
                    print(f"run {run + 1}: start waits {', '.join(f'{w:.1f}' for w in waits)} ms; player target "
                          f"{r['before']['targetMs']:.1f} ms before the five, {r['after']['targetMs']:.1f} ms after")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()

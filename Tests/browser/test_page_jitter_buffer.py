"""The stream player worklet on its own, fed a synthetic 440 Hz sine in 20 ms packets from the page.

Runs the real processor files (served by the real server) in Chromium's realtime AudioContext, with
the output tap recording what it plays. A late packet must cause one underrun concealed by fades,
a missing packet must be spliced with fades, and neither may click; a stream that ends on purpose
must not count as an underrun.
"""
import numpy as np


SCRIPT = """
async ({ lateIndex, lateByMs, missingIndex, packets }) => {
  const { StreamPlayerNode } = await import('/js/audio/StreamPlayerNode.js');
  const { OutputTapNode } = await import('/js/audio/OutputTapNode.js');
  const ctx = new AudioContext({ sampleRate: 48000 });
  await ctx.audioWorklet.addModule('/js/audio/worklets/stream-player-processor.js');
  await ctx.audioWorklet.addModule('/js/audio/worklets/output-tap-processor.js');
  await ctx.resume();
  const player = new StreamPlayerNode(ctx, { frameMs: 20 });
  const tap = new OutputTapNode(ctx);
  player.connect(tap).connect(ctx.destination);
  const frame = 960;
  const packet = (k) => {
    const s = new Float32Array(frame);
    for (let i = 0; i < frame; i++) s[i] = 0.5 * Math.sin(2 * Math.PI * 440 * (k * frame + i) / 48000);
    return s;
  };
  const t0 = performance.now();
  for (let k = 0; k < packets; k++) {
    const due = t0 + k * 20 + (k >= lateIndex ? lateByMs : 0);
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    if (k !== missingIndex) player.pushPCM(1, k * frame, packet(k));
  }
  await new Promise((r) => setTimeout(r, 150));
  const playing = await player.stats();
  player.end(1);
  await new Promise((r) => setTimeout(r, 400));
  const ended = await player.stats();
  const { samples } = await tap.capture(Math.round(48000 * (packets * 0.02 + 0.5)));
  await ctx.close();
  return { playing, ended, samples: Array.from(samples) };
}
"""


def run(kit, **kw):
    args = {"lateIndex": 10_000, "lateByMs": 0, "missingIndex": -1, "packets": 60, **kw}
    return kit.page.evaluate(SCRIPT, args)


def max_jump(samples):
    """Largest sample-to-sample step, ignoring the silent stretches before and after."""
    x = np.asarray(samples)
    return float(np.abs(np.diff(x)).max())


# A 0.5-amplitude 440 Hz sine moves at most 0.029 per sample; a click is a step several times that.
CLICK = 0.06


def test_late_packet_is_one_concealed_underrun(open_page):
    kit = open_page("#/free")
    r = run(kit, lateIndex=30, lateByMs=120)
    assert r["playing"]["underruns"] >= 1
    assert max_jump(r["samples"]) < CLICK
    # The buffer grew after the underrun, so the rest played through.
    assert r["playing"]["targetMs"] > 28


def test_missing_packet_is_spliced_without_a_click(open_page):
    kit = open_page("#/free")
    r = run(kit, missingIndex=30)
    assert r["playing"]["gaps"] == 1
    assert max_jump(r["samples"]) < CLICK


def test_end_of_stream_is_silence_not_an_underrun(open_page):
    kit = open_page("#/free")
    r = run(kit)
    assert r["ended"]["state"] == "idle"
    assert r["ended"]["underruns"] == r["playing"]["underruns"]
    assert r["ended"]["bufferedMs"] == 0
    x = np.asarray(r["samples"])
    assert np.abs(x[-4800:]).max() < 1e-6  # silent after the end, with a fade rather than a cut
    assert max_jump(x) < CLICK

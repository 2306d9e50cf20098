#!/usr/bin/env python3
"""The judge on the cases a sound-design teacher flagged (issue 20), over a real socket: each case opens
its lesson (the lessons before it are marked completed in the SQLite file, as a student who got there
would have them), sets every taught control to the target (read with `reveal`, which a measurement may
use) except the one probed, plays the target through and submits. Prints score, pass and the probed
control's verdict per case. A measurement, not a test: run it after a change to scoring.

    python3 Tests/integration/bench_judge_cases.py          # starts SYNTH_TRAINER_BIN on a free port
"""
import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from conftest import Client, ServerProcess  # noqa: E402
from lessonkit import complete_before, listen_through  # noqa: E402

# (lesson, control, value, what a trained ear says)
CASES = [
    ("acid-envelope", "amp.attack", 0.001, "pass: hint 3 says as fast as possible"),
    ("env-organ", "amp.release", 0.03, "pass: 10 ms longer than 0.02 s is inaudible"),
    ("env-organ", "amp.release", 0.15, "fail: tails fill the 50 ms gaps"),
    ("acid-wave", "voice.glide", 0.07, "pass: 10 ms off an 80 ms glide"),
    ("acid-wave", "voice.mode", "mono", "fail: legato is the point"),
    ("strings-space", "fx.reverbSize", 0.75, "pass: the hint says about 80%"),
    ("detune-chorus", "osc2.fine", 13, "pass: beats 0.98 against 0.91 Hz"),
    ("tremolo-gate", "lfo1.depth", 0.97, "pass: 3% of depth"),
    ("kick-drive", "fx.drive", 0.45, "pass: 0.9 dB of pre-gain"),
    ("supersaw-space", "fx.delayTime", 0.2, "fail, and lower than 0.3"),
    ("supersaw-space", "fx.delayTime", 0.25, "fail (an eighth against a dotted eighth)"),
    ("supersaw-space", "fx.delayTime", 0.3, "fail, and higher than 0.25"),
    ("supersaw-space", "fx.delayTime", 0.5, "fail"),
    ("siren", "lfo2.wave", "sine", "scored by how it sounds (target triangle)"),
    ("two-osc-octave", "osc2.wave", "saw", "scored by how it sounds (target square)"),
    ("strings-lfo", "lfo2.depth", 0, "fail: no vibrato on the chord"),
    ("sync-glide", "voice.glide", 0, "fail: no glide between the notes"),
    ("fx-chorus-rate", "fx.chorusRate", 0.1, "fail: 0.1 Hz against 3 Hz"),
    ("env-punchy", "amp.sustain", 0.03, "fail: each note holds at -30 dB instead of dying away"),
    ("env-punchy", "amp.sustain", 0.008, "pass: a tail at -42 dB, under what a room lets through"),
]


def main():
    server = ServerProcess(pathlib.Path(tempfile.mkdtemp(prefix="st-judge-")))
    rows = []
    try:
        for i, (lesson, param, value, ear) in enumerate(CASES):
            c = Client(server.ws_url)
            me = c.request("login", name=f"Judge {i}", secret="judge-secret")
            order = [e["id"] for e in c.lessons_in_order()]
            complete_before(server.data_dir / "trainer.sqlite", me["student"], order, lesson)
            opened = c.request("openLesson", lesson=lesson)
            if opened["type"] != "lesson":
                rows.append((lesson, param, value, f"cannot open: {opened.get('message')}", "", "", ear))
                c.close()
                continue
            detail = opened["lesson"]
            target = c.request("reveal")["patch"]
            taught = [p for p in detail["controls"]["shown"] if p not in detail["controls"]["locked"]]
            values = {p: target[p] for p in taught}
            values[param] = value
            c.send("setMany", values=values)
            listen_through(c)
            r = c.request("submit", expect="result", timeout=20)
            verdict = next((f"{f['verdict']}: {f['message']}" for f in r.get("feedback", []) if f["param"] == param), "-")
            rows.append((lesson, param, f"{value} (target {target.get(param)})", f"{r.get('score', float('nan')):.1f}",
                         "pass" if r.get("passed") else "fail", verdict, ear))
            c.close()
    finally:
        server.stop()
    print("| lesson | control | setting | score | verdict | feedback on the control | a trained ear |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(x) for x in row) + " |")


if __name__ == "__main__":
    main()

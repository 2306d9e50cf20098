"""Scores fall as a sound moves away from the target, over a real socket (issue 20): three challenges,
one taught control each swept from the target towards both ends of its range through the real judgement
(submit after hearing the target through), every other taught control at the target. Moving away never
raises the score by more than a point, and the passing settings form one interval around the target.

The three: a cutoff in Basics (a continuous tone colour), the organ's release (a staccato phrase whose
gaps a long release fills) and the supersaw's delay time (echoes that land on or between notes: the case
that rose and fell before the judge compared every half window on the way).

A student's pause before a resubmit grows after three submits (SubmitPacing), so each student here
submits at most three settings; the challenges are swept side by side."""
import json
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from conftest import Client, binary_path
from lessonkit import complete_before, listen_through

SWEEPS = [("lpf-dark", "filter.cutoff"), ("env-organ", "amp.release"), ("supersaw-space", "fx.delayTime")]
# Fractions of the way from the target to each end of the range (on the control's own scale: log for
# frequencies and times), nearest first.
FRACTIONS = (0.1, 0.3, 0.6, 1.0)
NOISE = 1.0


def setting_towards(spec: dict, target: float, end: float, fraction: float) -> float:
    if spec["scale"] == "log" and target > 0 and end > 0:
        return target * (end / target) ** fraction
    return target + (end - target) * fraction


def judge(server, lesson: str, control: str, values: list[float], name: str) -> list[tuple[float, float, bool]]:
    """Opens `lesson` as a new student who completed everything before it, sets the taught controls to
    the target and submits each of `values` for `control` (at most three). Returns (value, score, passed)."""
    c = Client(server.ws_url)
    try:
        me = c.request("login", name=name, secret="sweep-secret")
        order = [e["id"] for e in c.lessons_in_order()]
        complete_before(server.data_dir / "trainer.sqlite", me["student"], order, lesson)
        opened = c.request("openLesson", lesson=lesson)
        assert opened["type"] == "lesson", opened
        detail = opened["lesson"]
        target = c.request("reveal")["patch"]
        taught = {p: target[p] for p in detail["controls"]["shown"] if p not in detail["controls"]["locked"]}
        assert control in taught, (lesson, control, taught)
        out = []
        for value in values:
            c.send("setMany", values={**taught, control: value})
            listen_through(c)
            r = c.request("submit", expect="result", timeout=30)
            out.append((value, r["score"], bool(r["passed"])))
        return out
    finally:
        c.close()


def sweep(server, specs: dict, lesson: str, control: str, index: int) -> tuple[float, list, list]:
    """Judges the target and four settings to each side; returns the target and both sides, nearest
    first, each as (value, score, passed) from the target on."""
    spec = specs[control]
    c = Client(server.ws_url)
    try:
        me = c.request("login", name=f"Sweep reader {index}", secret="sweep-secret")
        order = [e["id"] for e in c.lessons_in_order()]
        complete_before(server.data_dir / "trainer.sqlite", me["student"], order, lesson)
        c.request("openLesson", lesson=lesson)
        target = c.request("reveal")["patch"][control]
    finally:
        c.close()
    below = [setting_towards(spec, target, spec["min"], f) for f in FRACTIONS]
    above = [setting_towards(spec, target, spec["max"], f) for f in FRACTIONS]
    # The target itself first, with the two nearest settings.
    batches = [[target, below[0], above[0]], below[1:], above[1:]]
    # Each batch is a student of its own (a student resubmits at most three times before the pause
    # grows), so the batches run side by side: each submit waits for the target to play through.
    results = {}
    with ThreadPoolExecutor(max_workers=len(batches)) as pool:
        judged = pool.map(lambda b: judge(server, lesson, control, batches[b], f"Sweep {index}.{b}"), range(len(batches)))
        for value, score, passed in (point for batch in judged for point in batch):
            results[value] = (score, passed)
    down = [(target, *results[target])] + [(v, *results[v]) for v in below]
    up = [(target, *results[target])] + [(v, *results[v]) for v in above]
    return target, down, up


@pytest.mark.long
def test_scores_fall_as_a_control_moves_away_on_three_challenges(server):
    table = json.loads(subprocess.check_output([str(binary_path()), "params", "--json"], timeout=30))
    specs = {p["id"]: p for p in table["parameters"]}

    with ThreadPoolExecutor(max_workers=len(SWEEPS)) as pool:
        runs = list(pool.map(lambda a: (a[1], sweep(server, specs, *a[1], a[0])), enumerate(SWEEPS)))

    report = []
    for (lesson, control), (target, down, up) in runs:
        report.append(f"{lesson} {control} (target {target}): "
                      + ", ".join(f"{v:.4g}={s:.1f}{'P' if p else ''}" for v, s, p in down[::-1] + up[1:]))
    text = "\n".join(report)
    for (lesson, control), (target, down, up) in runs:
        assert down[0][1] >= 99 and down[0][2], text
        for side in (down, up):
            for (v0, s0, p0), (v1, s1, p1) in zip(side, side[1:]):
                assert s1 <= s0 + NOISE, f"{lesson} {control}: {v1} scores {s1} after {v0} at {s0}\n{text}"
                # One interval: once a setting fails, every setting further away fails too.
                assert p1 <= p0, f"{lesson} {control}: {v1} passes after {v0} failed\n{text}"
        # The far ends are plainly off: the sweep is not flat.
        assert down[-1][1] < 90 or up[-1][1] < 90, text

"""The hearing profile in Chromium: a student's thresholds per control (from the adaptive quizzes'
staircases) beside a trained listener's, on one scale, reachable from the top bar; at 1280x800 and
390x844. The staircases are written into the server's SQLite file as the quizzes would leave them
(the socket test `Tests/integration/test_hearing.py` makes them by answering)."""
import json
import sqlite3
import time

import pytest

from pagekit import STORAGE_KEY, PageKit, axe_violations, remembered, signed_up


def staircase(gap, reversals, trials, right, weeks):
    start = 1_700_000_000
    return json.dumps({"gap": gap, "floor": 0.002, "ceiling": 1, "rightInARow": 0, "lastStep": -1, "reversals": reversals,
                       "trials": trials, "right": right,
                       "history": [{"at": start + w * 7 * 86400, "estimate": gap * (1.6 - 0.2 * w)} for w in range(weeks)]})


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_the_profile_shows_thresholds_beside_trained_ears(browser, server, size, artifacts):
    c, me = signed_up(server, f"Profile {size[0]}")
    c.close()
    with sqlite3.connect(server.data_dir / "trainer.sqlite") as db:
        # Cutoff: converged, a little coarser than trained ears; attack: still measuring.
        db.execute("INSERT INTO hearing_staircases VALUES (?, ?, ?, ?)",
                   (me["student"], "filter.cutoff", staircase(0.02, [0.03, 0.015, 0.03, 0.015, 0.02, 0.015], 30, 22, 3), time.time()))
        db.execute("INSERT INTO hearing_staircases VALUES (?, ?, ?, ?)",
                   (me["student"], "amp.attack", staircase(0.2, [0.4], 3, 2, 1), time.time()))
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    stored = remembered(me)
    ctx.add_init_script(f"localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(stored))});")
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto("#/lessons")
    kit.page.wait_for_function("() => window.synthTrainer && window.synthTrainer.state().connected")
    # From the top bar, as a student finds it.
    kit.page.click("header.topbar a[href='#/profile']")  # "Hearing" on a phone
    kit.page.wait_for_selector("#profile .profile-row[data-param='filter.cutoff']")
    rows = kit.page.locator("#profile .profile-row")
    assert rows.count() == 2
    cutoff = kit.page.inner_text("#profile .profile-row[data-param='filter.cutoff']")
    assert "You:" in cutoff and "Trained ear:" in cutoff and "% change" in cutoff, cutoff
    assert "times a trained ear" in cutoff or "As fine as a trained ear" in cutoff, cutoff
    assert "Over 3 weeks" in cutoff
    attack = kit.page.inner_text("#profile .profile-row[data-param='amp.attack']")
    assert "3 answers so far: the figure shows after a few more." in attack, attack
    # A staircase still measuring has no figure: its gap is where the next question starts, not what was
    # heard (one miss on a 14 dB step showed "You: 28.0 dB" beside a trained ear's 1 dB; session 35).
    assert "You: still measuring" in attack and "ms" not in attack.split("Trained ear")[0], attack
    assert kit.page.locator("#profile .profile-row[data-param='amp.attack'] .profile-you").count() == 0
    # The bar and the trained ear's mark are drawn inside the chart.
    box = kit.page.locator("#profile .profile-row[data-param='filter.cutoff'] .profile-chart").bounding_box()
    assert box["width"] > 150 and box["x"] >= 0 and box["x"] + box["width"] <= size[0]
    kit.page.screenshot(path=str(artifacts / f"hearing-profile-{size[0]}x{size[1]}.png"), full_page=True)
    assert not [v for v in axe_violations(kit.page)], "axe"
    assert not kit.console_errors, kit.console_errors
    ctx.close()


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_a_new_student_starts_with_one_press_and_finds_their_hearing(browser, server, size, artifacts):
    c, me = signed_up(server, f"Home {size[0]}")
    c.close()
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    stored = remembered(me)
    ctx.add_init_script(f"localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(stored))});")
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto("#/lessons")
    button = kit.page.locator("#lessons .continue-link")
    button.wait_for(state="visible")
    first = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    assert button.inner_text().strip().startswith("Start:"), button.inner_text()
    box = button.bounding_box()
    assert box["y"] + box["height"] <= size[1], "Continue is on the first screen"
    kit.page.screenshot(path=str(artifacts / f"home-continue-{size[0]}x{size[1]}.png"))
    button.click()
    kit.page.wait_for_function(f"() => location.hash === '#/lesson/{first}'")
    kit.page.wait_for_function("() => window.synthTrainer.state().view === 'theory'")
    kit.goto("#/lessons")
    kit.page.click("#lessons .home-actions >> text=Your hearing")
    kit.page.wait_for_selector("#profile:not([hidden]) .view-status")
    # The status reads "Loading…" until the server's reply; wait for the reply, not a moment.
    kit.page.wait_for_function(
        "() => !document.querySelector('#profile .view-status').textContent.startsWith('Loading')")
    assert "Nothing measured yet" in kit.page.inner_text("#profile .view-status")
    assert not kit.console_errors, kit.console_errors
    ctx.close()

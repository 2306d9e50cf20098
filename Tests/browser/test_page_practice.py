"""Today's practice in Chromium: a student in a class who completed lessons (up to the first adaptive
quiz) finds them due the next day (the store's lessons are made a day and a half older: the server
runs on the wall clock), starts "Today's practice" from the home screen, runs every item (the real
lesson in review mode) to the summary and the streak; the class's teacher then opens the student's
hearing profile and the class's weakest controls on the dashboard. Screenshots at 1280x800 and
390x844."""
import json
import sqlite3
import time

import pytest

from classroomkit import make_teacher
from pagekit import STORAGE_KEY, PageKit, axe_violations, open_dashboard, remembered, signed_up
from practicekit import a_short_review, age_lessons, complete_up_to_adaptive_quiz, noon_offset
from test_page_hearing import staircase
from test_page_lessons import set_control
from test_page_quiz import play_every_sound

SIZES = [(1280, 800), (390, 844)]


def shots(kit, artifacts, name, full_page=True):
    """A screenshot at each size (the page re-lays out in between), back at the first size after."""
    for w, hgt in SIZES:
        kit.page.set_viewport_size({"width": w, "height": hgt})
        kit.wait(150)
        kit.page.screenshot(path=str(artifacts / f"{name}-{w}x{hgt}.png"), full_page=full_page)
    kit.page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})


@pytest.mark.long
def test_todays_practice_runs_to_its_summary_and_the_teacher_opens_the_profile(browser, server_factory, artifacts):
    server = server_factory()
    teacher = make_teacher(server, "Ms Daily", ("Ear training",))
    code = teacher.classes["Ear training"]
    c, me = signed_up(server, "Pia Practice", code=code)
    targets = complete_up_to_adaptive_quiz(c, server, me["student"])
    review = a_short_review(targets, c.lessons_in_order())
    c.close()
    server.stop()
    age_lessons(server.data_dir, days=1.5, lessons=review)
    server = server_factory(data=str(server.data_dir))

    # The page's own time zone, one where it is about noon: no local midnight falls inside the test.
    hours = noon_offset() // 60
    zone = "Etc/GMT" if hours == 0 else f"Etc/GMT{'-' if hours > 0 else '+'}{abs(hours)}"
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, timezone_id=zone)
    stored = remembered(me, code)
    ctx.add_init_script(f"localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(json.dumps(stored))});")
    kit = PageKit(ctx.new_page(), server.http_url)
    kit.goto("#/lessons")
    kit.wait_ready()
    assert kit.page.evaluate("-new Date().getTimezoneOffset()") == hours * 60
    table = {p["id"]: p for p in kit.page.evaluate("window.synthTrainer.table()")}

    # Home: Today's practice under Continue, with what is due.
    card = kit.page.locator("#lessons .practice-card")
    card.wait_for(state="visible")
    kit.page.wait_for_function("() => /due/.test(document.querySelector('#lessons .practice-card').innerText)")
    assert "Start today's practice" in card.inner_text(), card.inner_text()
    box = card.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1280
    # The first screen, as the student sees it (the whole course list below is thousands of pixels).
    shots(kit, artifacts, "practice-home", full_page=False)
    kit.page.click("#lessons .practice-card-link")
    kit.page.wait_for_selector("#practice:not([hidden]) .practice-start:not([hidden])")
    assert "due today" in kit.page.inner_text("#practice .view-status")
    shots(kit, artifacts, "practice-start")
    assert not axe_violations(kit.page), axe_violations(kit.page)

    # One press starts it and opens the first item; each result leads to the next item.
    kit.page.click("#practice .practice-start")
    # The start is a request: until its answer the page is still on #/practice, which below means
    # the practice has ended.
    kit.page.wait_for_function("() => location.hash.startsWith('#/practice/')", timeout=15000)
    first_right, results, seen = True, 0, set()
    for _ in range(20):
        kit.page.wait_for_function(
            "() => location.hash === '#/practice' || ['exercise', 'quiz'].includes(window.synthTrainer.state().view)"
            " && location.hash.startsWith('#/practice/')", timeout=15000)
        if kit.page.evaluate("location.hash") == "#/practice":
            break
        lesson = kit.page.evaluate("decodeURIComponent(location.hash.split('/')[2])")
        if kit.page.evaluate("window.synthTrainer.state().view") == "exercise":
            kit.page.wait_for_selector("#exercise:not([hidden]) .btn-target")
            assert kit.page.locator("#exercise button:has-text('Reveal')").is_hidden(), "no Reveal in practice"
            if "exercise" not in seen:
                seen.add("exercise")
                shots(kit, artifacts, "practice-exercise", full_page=False)
            target = targets.get(lesson, {})
            right = first_right and target and all(table[p]["scale"] == "choice" for p in target)
            if right:
                first_right = False
                for p, v in target.items():
                    set_control(kit, table, p, v)
            kit.page.click("#exercise .btn-target")
            kit.page.wait_for_function("() => !document.querySelector('#exercise .btn-submit').disabled", timeout=20000)
            kit.page.click("#exercise .btn-submit")
            kit.page.wait_for_selector("#result:not([hidden])")
            assert kit.page.get_attribute("#result", "data-passed") == str(bool(right)).lower()
            nxt = kit.page.locator("#result .view-foot a.btn-primary")
            assert nxt.inner_text().strip() in ("Next practice item", "See the summary"), nxt.inner_text()
            if results == 0:
                shots(kit, artifacts, "practice-result")
            results += 1
            # Next at once, while "target, then yours" still plays, as a student in a hurry would: leaving
            # the result stops its playback (test_page_words.py checks that it does).
            nxt.click()
        else:
            # This item's own question, unanswered: the last item's answered one stays on screen until
            # the lesson is in, and a quiz met again draws a new question.
            kit.page.wait_for_function(
                "(id) => { const q = window.synthTrainer.quiz(); return q.lesson === id && q.shown && !q.answered; }",
                arg=lesson, timeout=15000)
            play_every_sound(kit)
            if "quiz" not in seen:
                seen.add("quiz")
                shots(kit, artifacts, "practice-quiz", full_page=False)
            kit.page.click("#quiz .quiz-choice >> nth=0")
            kit.page.click("#quiz-answer")
            kit.page.wait_for_selector("#quiz .quiz-feedback:not([hidden])")
            if kit.page.is_visible("#quiz-continue"):
                assert kit.page.inner_text("#quiz-continue").strip() in ("Next practice item", "See the summary")
                kit.page.click("#quiz-continue")
            else:
                assert "Next question" in kit.page.inner_text("#quiz-next")
                kit.page.click("#quiz-next")
    else:
        raise AssertionError("the practice never ended")

    # The summary: items, right first time, where the measured control stands, the streak.
    summary = kit.page.locator("#practice .practice-summary")
    try:
        summary.wait_for(state="visible", timeout=15000)
    except Exception:
        raise AssertionError(f"no summary: {kit.page.inner_text('#practice')!r}") from None
    text = summary.inner_text()
    assert "Done for today" in text and "right first time" in text, text
    assert kit.page.locator("#practice .practice-control").count() >= 1, text
    assert "1 day in a row" in kit.page.inner_text("#practice .practice-streak")
    assert kit.page.locator("#practice .practice-item[data-state='right']").count() >= (0 if first_right else 1)
    shots(kit, artifacts, "practice-summary")
    assert not axe_violations(kit.page), axe_violations(kit.page)
    kit.goto("#/lessons")
    kit.page.wait_for_function("() => /today done/.test(document.querySelector('#lessons .practice-card').innerText)")
    assert not kit.console_errors, kit.console_errors

    # The teacher: the class's weakest controls, and the student's profile as the student sees it. One
    # session leaves a staircase still measuring, which the class's panel does not count (one miss
    # could rank a control 28x a trained ear): a settled one is written as weeks of quizzes would leave it.
    with sqlite3.connect(server.data_dir / "trainer.sqlite") as db:
        db.execute("INSERT OR REPLACE INTO hearing_staircases VALUES (?, ?, ?, ?)",
                   (me["student"], "filter.resonance", staircase(0.02, [0.03, 0.015, 0.03, 0.015, 0.02, 0.015], 30, 22, 0), time.time()))
    tctx = browser.new_context(viewport={"width": 1280, "height": 800})
    dash = open_dashboard(tctx, server, teacher)
    dash.page.click("#dash-tab-hearing")
    dash.page.wait_for_selector("#dash-panel-hearing .hearing-row")
    row = dash.page.inner_text("#dash-panel-hearing .hearing-row >> nth=0")
    assert "× a trained ear" in row and "1 student measured" in row, row
    dash.page.click(f"#dash-panel-hearing .hearing-student[data-student='{me['student']}']")
    dash.page.wait_for_selector("#dash-panel-hearing .hearing-profile .profile-row")
    profile = dash.page.inner_text("#dash-panel-hearing .hearing-profile")
    assert "Pia Practice's hearing" in profile and "Pia Practice:" in profile and "Trained ear:" in profile, profile
    shots(dash, artifacts, "teacher-hearing")
    assert not axe_violations(dash.page), axe_violations(dash.page)
    assert not dash.console_errors, dash.console_errors
    tctx.close()
    ctx.close()

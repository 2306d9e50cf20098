"""Testing out on the page (issue 21), in Chromium against the real server: a newcomer's home offers the
placement (the review sounds of Basics practice) beside Continue, the link opens the first review, the
placement passed says so on its result, and the list then shows Basics done and the next part's test out.
Screenshots: Tests/browser/artifacts/placement-*.png at 1280x800 and 390x844."""
import re

import pytest

from lessonkit import estimate_course, listen_through, pass_by_revealing
from pagekit import remembered, student_page
from meetkit import answer, screenshot, student_at

SIZES = [(1280, 800), (390, 844)]


@pytest.mark.long
def test_a_newcomer_takes_the_placement_and_lands_in_basics_2(browser, server, artifacts):
    stored, listing = student_at(server, "Placed")
    reviews = [l["id"] for l in listing if l["state"] == "testOut"]
    assert len(reviews) >= 3

    ctx, kit = student_page(browser, server, stored, "#/lessons")
    link = kit.page.wait_for_selector(".test-out-link:not([hidden])")
    assert "placement" in link.inner_text().lower() and f"{len(reviews)} sounds" in link.inner_text()
    # Continue still leads to the first lesson; the reviews are marked in the list as the placement's sounds,
    # numbered as the offer counts them, and can be opened.
    assert "Start" in kit.page.inner_text(".continue-link")
    marked = kit.page.eval_on_selector_all(".lesson[data-state='testOut']", "els => els.map(e => e.dataset.lesson)")
    assert marked == reviews
    assert kit.page.eval_on_selector_all(".lesson[data-state='testOut'] a.lesson-link", "els => els.length") == len(reviews)
    for i, r in enumerate(reviews):
        assert f"Placement, sound {i + 1} of {len(reviews)}" in kit.page.inner_text(f".lesson[data-lesson='{r}'] .lesson-meta")
    screenshot(kit, artifacts, "placement-home", SIZES)
    for w, h in SIZES:  # the top of the home screen as it first shows (the full page is the whole course)
        kit.page.set_viewport_size({"width": w, "height": h})
        kit.page.evaluate("window.scrollTo(0, 0)")
        kit.wait(150)
        kit.page.screenshot(path=str(artifacts / f"student-placement-home-top-{w}x{h}.png"))

    link.click()
    kit.page.wait_for_function("id => location.hash.startsWith('#/lesson/' + id)", arg=reviews[0])
    kit.page.wait_for_selector("#theory:not([hidden]), #exercise:not([hidden])")
    title = next(l["title"] for l in listing if l["id"] == reviews[0])
    assert kit.page.inner_text("#theory h1, #exercise h1 >> visible=true").strip() == title
    # The page says it is the placement, which sound of how many, and what passing them all does (it read
    # as any lesson's page: "Basics practice, Punchy lead").
    note = kit.page.inner_text("#theory .test-out-note:visible")
    assert f"Placement, sound 1 of {len(reviews)}." in note and "count as done" in note, note
    screenshot(kit, artifacts, "placement-first-review", SIZES)
    # Its exercise says so too, where the target's card is titled (session 31's walk: it read as any lesson).
    kit.page.click("#theory a.btn-primary")
    kit.page.wait_for_selector(f"#exercise:not([hidden]) .target-section h2:has-text('Placement, sound 1 of {len(reviews)}')")
    screenshot(kit, artifacts, "placement-first-review-exercise", SIZES)
    # On a desktop its tabs (wave buttons, then knobs) leave the visualiser where it is: it moved 21 px on a
    # tab. (On a phone the page is one column and what is below the tab's panel follows its height.)
    kit.page.set_viewport_size({"width": 1280, "height": 800})
    assert kit.page.get_attribute("#exercise", "data-fit") == "compact", "the review fits one row of cards"
    tabs = kit.page.locator("#exercise .tab:visible")
    assert tabs.count() >= 2
    places = set()
    for i in range(tabs.count()):
        tabs.nth(i).click()
        places.add(tuple(round(v) for v in kit.page.locator("#exercise .viz-section").bounding_box().values()))
    assert len(places) == 1, f"the visualiser moved between tabs: {places}"
    # Revealed, the target's settings read in the table's order, as the tabs show them (they came in the
    # patch's own order: "Decay · Release · Cutoff · Osc 1 wave ...").
    reveal = "() => document.querySelector('#exercise .submit-section .btn-ghost:not([hidden])').click()"
    kit.page.evaluate(reveal)
    kit.page.evaluate(reveal)  # "Really reveal?"
    kit.page.wait_for_function("() => document.querySelector('.hint-text').textContent.startsWith('Target: ')")
    names = [part.split(":")[0] for part in kit.page.inner_text(".hint-text").removeprefix("Target: ").split(" · ")]
    order = [p["name"] for p in kit.page.evaluate("window.synthTrainer.table()")]
    assert len(names) >= 3 and names == sorted(names, key=order.index), names
    kit.goto(f"#/lesson/{reviews[1]}")
    kit.page.wait_for_function("() => document.querySelector('#theory .test-out-note')?.textContent.includes('sound 2 of')")
    # One sound passed (over a socket), the placement is still the placement, numbered as before: it became
    # "Test out (4 reviews)" after the first sound, its next sound "review 1 of 4" (session 32's walk).
    with server.connect() as c:
        c.request("login", name="", token=stored["token"])
        assert pass_by_revealing(c, reviews[0])["passed"]
    n = len(reviews)
    kit.goto("#/lessons")
    kit.page.wait_for_function("t => document.querySelector('.test-out-link')?.textContent === t",
                               arg=f"Continue the placement ({n - 1} of {n} sounds left)")
    # The list numbers the sounds as before (the passed one is Completed).
    assert kit.page.inner_text(f".lesson[data-lesson='{reviews[1]}'] .lesson-meta").startswith(f"Placement, sound 2 of {n}")
    kit.goto(f"#/lesson/{reviews[1]}")
    kit.page.wait_for_function("t => document.querySelector('#theory .test-out-note')?.textContent.startsWith(t)",
                               arg=f"Placement, sound 2 of {n}.")
    # Its result leads to the next sound, which was open already ("Next lesson ... is unlocked" said otherwise).
    kit.goto(f"#/lesson/{reviews[0]}/result")
    kit.page.wait_for_selector("#result:not([hidden]) .btn-primary:not([hidden])")
    assert kit.page.inner_text("#result .view-foot .btn-primary").strip() == "Next sound"
    assert f"Next: sound 2 of {n}." in kit.page.inner_text("#result .result-top"), kit.page.inner_text("#result .result-top")
    # Its one star (the answer was revealed) is for later: "Try again" read as "this sound is not done".
    stars = kit.page.inner_text("#result .result-stars-note")
    assert stars.endswith("Replay it later from the lessons to earn more.") and "Try again" not in stars, stars
    assert not kit.page.is_visible("#result .view-foot a:has-text('Try again')"), "a passed placement sound offers Try again"
    screenshot(kit, artifacts, "placement-sound-result", SIZES)
    kit.goto(f"#/lesson/{listing[0]['id']}")  # a lesson that is not a review says nothing of it
    kit.page.wait_for_selector("#theory .test-out-note[hidden]", state="attached")

    # The five sounds passed (over a socket, revealed: the gate is what is tested here); the last one's
    # result, reloaded on the page, says what the placement did.
    with server.connect() as c:
        c.request("login", name="", token=stored["token"])
        for rid in reviews:
            result = pass_by_revealing(c, rid)
            assert result["passed"], result
    kit.goto(f"#/lesson/{reviews[-1]}/result")
    kit.page.wait_for_function("() => window.synthTrainer.state().view === 'result'", timeout=15000)
    note = kit.page.inner_text("#result .result-note")
    assert "You tested out of Basics and Basics practice" in note, note
    screenshot(kit, artifacts, "placement-result", SIZES)

    kit.goto("#/lessons")
    # The list shown at once is the one kept from before; the fresh one follows.
    kit.page.wait_for_selector(".module[data-module='basics-2'] .lesson[data-state='current']")
    states = {e.get_attribute("data-lesson"): e.get_attribute("data-state") for e in kit.page.query_selector_all(".lesson")}
    placed = kit.page.eval_on_selector_all(".module[data-module='basics'] .lesson, .module[data-module='basics-practice'] .lesson",
                                           "els => els.map(e => e.dataset.lesson)")
    assert len(placed) > 40 and all(states[i] == "completed" for i in placed), [i for i in placed if states[i] != "completed"]
    assert "Continue" in kit.page.inner_text(".continue-link")
    # The next part's reviews are its test out, offered under Continue.
    # Named and said what it does ("Know this part already? Test out (5 reviews)" left a newcomer asking
    # which part, and what a review is; session 35's walk).
    invitation = kit.page.inner_text(".test-out-link:not([hidden])")
    assert re.fullmatch(r"Know .+ already\? Test out: pass \d+ reviews? to skip it", invitation), invitation
    assert "this part" not in invitation, invitation
    # Every module's title, said short: "Know Effects already?", not "Know Effects: drive, crush, ... already?".
    names = kit.page.evaluate("t => import('/js/views/LessonsView.js').then((m) => t.map(m.partName))",
                              ["Effects: drive, crush, delay, reverb, chorus", "Step by step: 808 bass", "Basics practice", "Basics 2"])
    assert names == ["Effects", "808 bass", "Basics", "Basics 2"], names
    screenshot(kit, artifacts, "placement-after", SIZES)
    assert kit.console_errors == []
    ctx.close()


def test_an_estimate_question_shows_its_scale_and_says_a_miss_in_steps(browser, server_factory, tmp_path, artifacts):
    """The estimation quiz on the page (a one-quiz course, as in Tests/integration/test_estimate.py):
    one sound to play, the scale's settings as the choices, a miss said in just-noticeable steps."""
    s = server_factory(courses=estimate_course(tmp_path))
    with s.connect() as c:
        me = c.request("login", name="Estimator", secret="2468")
        c.request("openLesson", lesson="lpf")
        revealed = c.request("reveal")["patch"]
        c.send("setMany", values={"filter.cutoff": revealed["filter.cutoff"]})
        listen_through(c)
        assert c.request("submit")["passed"]
    stored = remembered(me)
    ctx, kit = student_page(browser, s, stored, "#/lesson/where")
    kit.page.wait_for_selector("#quiz:not([hidden]) .quiz-choice")
    choices = kit.page.eval_on_selector_all("#quiz .quiz-choice", "els => els.map(e => e.textContent.trim())")
    assert len(choices) == 5 and all("Hz" in x for x in choices), choices
    assert kit.page.locator("#quiz .quiz-sounds:not(.quiz-replay) .quiz-sound").count() == 1
    screenshot(kit, artifacts, "estimate-question", SIZES)
    for _ in range(8):
        if not answer(kit, 0):
            feedback = kit.page.inner_text("#quiz .quiz-feedback")
            assert "just-noticeable steps too low" in feedback, feedback
            screenshot(kit, artifacts, "estimate-miss", SIZES)
            break
        kit.page.click("#quiz-next")
        kit.page.wait_for_selector("#quiz .quiz-feedback[hidden]", state="attached")
    else:
        raise AssertionError("eight answers of the lowest mark were all right")
    assert kit.console_errors == []
    ctx.close()

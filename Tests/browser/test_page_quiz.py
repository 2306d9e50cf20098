"""A listening quiz in Chromium, as a student meets it: the question, the sounds played by ear (heard
at the page's output), the answer refused until every sound is heard, a wrong answer that says what
the difference was and plays it again, then a right one that opens the next lesson."""
import json

import pytest

from pagekit import axe_violations, remembered, student_page
from lessonkit import reach_first_quiz


def play_every_sound(kit):
    """Clicks each sound button and waits until it has finished playing."""
    for button in kit.page.locator("#quiz .quiz-sounds:not(.quiz-replay) .quiz-sound").all():
        button.click()
        kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=15000)


@pytest.mark.long
def test_a_student_answers_a_quiz_wrongly_then_rightly(browser, server, artifacts):
    with server.connect() as c:
        me = c.request("login", name="Quiz page")
        quiz, after = reach_first_quiz(c, server, me["student"])
    stored = remembered(me)
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{quiz['id']}")
    try:
        kit.page.wait_for_selector("#quiz:not([hidden]) .quiz-sound")
        assert kit.page.is_disabled("#quiz-answer")
        assert "Listen to A" in kit.page.inner_text("#quiz .quiz-status")
        # Every unheard sound is named, as a list is said: "A and B", "A, B and C".
        sounds = kit.page.locator("#quiz .quiz-sounds:not(.quiz-replay) .quiz-sound").count()
        named = {1: "A", 2: "A and B", 3: "A, B and C"}[sounds]
        assert f"Listen to {named} to the end first" in kit.page.inner_text("#quiz .quiz-status")
        # Pressing A and B at once is not listening: A is cut off and counts for nothing.
        kit.page.click("#quiz .quiz-sound >> nth=0")
        kit.page.click("#quiz .quiz-sound >> nth=1")
        kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=15000)
        assert kit.page.locator("#quiz .quiz-sound.heard").count() == 1
        assert kit.page.is_disabled("#quiz-answer")
        for width, height in ((1280, 800), (390, 844)):
            kit.page.set_viewport_size({"width": width, "height": height})
            kit.wait(100)
            kit.page.screenshot(path=str(artifacts / f"quiz-question-{width}.png"), full_page=True)
        kit.page.set_viewport_size({"width": 1280, "height": 800})
        assert not axe_violations(kit.page), axe_violations(kit.page)

        # The choices are one radio group: arrow keys move the answer, as on any radio group.
        kit.page.focus("#quiz .quiz-choice >> nth=0")
        kit.page.keyboard.press("ArrowRight")
        assert kit.page.get_attribute("#quiz .quiz-choice >> nth=1", "aria-checked") == "true"

        # The first sound is heard at the page's output, on the target's source.
        kit.page.click("#quiz .quiz-sound >> nth=0")
        kit.wait_for_sound()
        kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=15000)

        seen = {}
        for _ in range(30):
            play_every_sound(kit)
            kit.page.click("#quiz .quiz-choice >> nth=0")
            assert not kit.page.is_disabled("#quiz-answer")
            kit.page.click("#quiz-answer")
            kit.page.wait_for_selector("#quiz .quiz-feedback:not([hidden])")
            correct = kit.page.get_attribute("#quiz .quiz-feedback", "data-correct") == "true"
            text = kit.page.inner_text("#quiz .quiz-feedback")
            if not correct and "wrong" not in seen:
                seen["wrong"] = text
                assert "Not quite" in text and kit.page.locator("#quiz .quiz-choice.right").count() == 1
                # A wrong answer plays the sounds again by itself.
                kit.wait_for_sound()
                kit.page.screenshot(path=str(artifacts / "quiz-wrong-1280.png"), full_page=True)
            if correct and "right" not in seen:
                seen["right"] = text
                assert text.startswith("Right!")
                assert kit.page.get_attribute("#quiz-continue", "href") == f"#/lesson/{after}"
                for width, height in ((1280, 800), (390, 844)):
                    kit.page.set_viewport_size({"width": width, "height": height})
                    kit.wait(100)
                    kit.page.screenshot(path=str(artifacts / f"quiz-right-{width}.png"), full_page=True)
                kit.page.set_viewport_size({"width": 1280, "height": 800})
            if len(seen) == 2:
                break
            kit.page.click("#quiz-next")
            kit.page.wait_for_selector("#quiz .quiz-feedback[hidden]", state="attached")
        assert set(seen) == {"wrong", "right"}, seen
        print("quiz feedback:", json.dumps(seen))

        # The lesson list shows the quiz completed with its stars, and the lesson after it open.
        kit.page.click("#quiz footer a[href='#/lessons']")
        kit.page.wait_for_selector(f".lesson[data-lesson='{after}'][data-state='current']")
        row = kit.page.locator(f".lesson[data-lesson='{quiz['id']}']")
        assert row.get_attribute("data-state") == "completed" and "★" in row.inner_text()
        assert "Quiz" in row.inner_text() and "%" not in row.inner_text()
        # A later run's fewer stars (after "Another question") are said beside the best the list keeps:
        # "1 star ... Replay the quiz to earn more" once sat beside a list showing 3.
        note = "([s, b]) => import('/js/views/QuizView.js').then((m) => m.starsNote(s, b))"
        assert kit.page.evaluate(note, [1, 3]) == "1 star this time; the lesson keeps its best, 3 stars."
        assert kit.page.evaluate(note, [2, 0]).endswith("Replay the quiz to earn more.")
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()

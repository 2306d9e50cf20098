"""What a new student meets on the page (issue 19), in Chromium against the real server: the next quiz
starts with a fresh question, the quiz card is centred, a resubmit that comes too soon counts down on
Submit in words, what hints and stars cost is said on the screen, the lesson list opens at "Up next",
a wrong quiz answer is said once and both the picked and the right sound can be heard again, the
spectrum's caption steps aside while a note plays, the keyboard help can be read, and no challenge's
title names its answer (a phone's lesson list and exercise controls: test_page_phone.py). Screenshots go to Tests/browser/artifacts/
(student-*.png)."""
import re

import pytest
import yaml

from lessonkit import reach_first_quiz
from meetkit import COURSES, SIZES, answer, first_challenge_id, play_quiz_sounds, screenshot, student_at
from pagekit import readable, remembered, settle, student_page


# ---------------------------------------------------------------------------------------------
# Quizzes


def next_question(kit):
    kit.page.click("#quiz-next")
    kit.page.wait_for_selector("#quiz .quiz-feedback[hidden]", state="attached")


def assert_fresh_question(kit, lesson):
    """The quiz on screen is `lesson` with a question of its own, unanswered: no "Right!" box of the quiz
    before, no Continue to this very page, and the question's sounds ready to play."""
    fresh = """title => {
      const q = document.querySelector('#quiz-question');
      const view = document.querySelector('#quiz');
      return !view.hidden && view.querySelector('h1').textContent === title
        && !q.textContent.startsWith('Drawing')
        && view.querySelectorAll('.quiz-sounds:not(.quiz-replay) .quiz-sound').length > 0
        && view.querySelector('.quiz-feedback').hidden && document.querySelector('#quiz-continue').hidden
        && document.querySelector('#quiz-next').hidden && !document.querySelector('#quiz-answer').hidden
        && view.querySelectorAll('.quiz-sound.heard').length === 0; }"""
    try:
        kit.page.wait_for_function(fresh, arg=lesson["title"], timeout=10000)
    except Exception:
        raise AssertionError(f"{lesson['id']}: no fresh question: {kit.page.inner_text('#quiz')!r}")
    assert kit.page.evaluate("location.hash") == f"#/lesson/{lesson['id']}"
    assert kit.page.is_disabled("#quiz-answer")


def feedback_words(kit):
    """The feedback's own text, without the replay buttons and their label."""
    return kit.page.evaluate("""() => { const f = document.querySelector('#quiz .quiz-feedback').cloneNode(true);
      f.querySelectorAll('.quiz-replay, .quiz-label').forEach((e) => e.remove()); return f.textContent; }""")


def check_wrong_which_is(kit):
    """A wrong answer to "which one is the ...?": the sound picked and the right one are both named on their
    replay buttons, and the picked one plays again when pressed."""
    picked = kit.page.locator("#quiz .quiz-replay .quiz-sound[data-role='your-pick']")
    right = kit.page.locator("#quiz .quiz-replay .quiz-sound[data-role='right-answer']")
    assert picked.count() == 1 and right.count() == 1, kit.page.inner_text("#quiz .quiz-feedback")
    assert "your pick" in picked.inner_text() and "right answer" in right.inner_text()
    # The automatic replay of the two has ended; then the picked one is heard again on a press.
    kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=20000)
    kit.wait_for_silence(timeout=10)
    picked.click()
    kit.wait_for_sound(timeout=10)
    kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=15000)


@pytest.mark.long
def test_the_next_quiz_starts_with_a_fresh_question(browser, server, artifacts):
    """Issue 19 (1, 8): quiz, right, Continue: the next quiz showed "Drawing a question..." under the last
    quiz's "Right!" box for good, with a Continue to itself. Also when opened from the lesson list. A wrong
    answer says the answer once, and the sound picked can be heard again beside the right one."""
    with server.connect() as c:
        me = c.request("login", name="Quiz in a row")
        first, _ = reach_first_quiz(c, server, me["student"])
        listing = c.lessons_in_order()
    stored = remembered(me)
    ids = [l["id"] for l in listing]
    i = ids.index(first["id"])
    quizzes = listing[i:i + 3]
    assert [l["kind"] for l in quizzes] == ["quiz"] * 3, "Basics 6-8 are three quizzes in a row"
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{quizzes[0]['id']}")
    try:
        wrong_which_is = False
        # Quiz 1: answered until right, then Continue.
        assert_fresh_question(kit, quizzes[0])
        for _ in range(30):
            if answer(kit):
                break
            if not wrong_which_is:
                check_wrong_which_is(kit)
                wrong_which_is = True
            next_question(kit)
        else:
            raise AssertionError("quiz 1 never answered right")
        screenshot(kit, artifacts, "quiz-right")
        assert kit.page.get_attribute("#quiz-continue", "href") == f"#/lesson/{quizzes[1]['id']}"
        kit.page.click("#quiz-continue")
        assert_fresh_question(kit, quizzes[1])
        screenshot(kit, artifacts, "quiz-next")

        # Quiz 2: right (and wrong once, unless quiz 1 had a wrong answer), then the list opens quiz 3.
        right = False
        for _ in range(30):
            correct = answer(kit)
            right = right or correct
            if not correct and not wrong_which_is:
                check_wrong_which_is(kit)
                wrong_which_is = True
            if right and wrong_which_is:
                break
            next_question(kit)
        assert right and wrong_which_is
        kit.page.click("#quiz footer a[href='#/lessons']")
        kit.page.wait_for_selector(f"#lessons:not([hidden]) .lesson[data-lesson='{quizzes[2]['id']}'][data-state='current'] a")
        kit.page.click(f".lesson[data-lesson='{quizzes[2]['id']}'] a")
        assert_fresh_question(kit, quizzes[2])

        # Quiz 3 names the wave of one sound: a wrong answer says what it was once ("the answer was
        # sine. / It was sine." said it twice), and the sound can be heard again as the right answer.
        for _ in range(30):
            if not answer(kit):
                break
            next_question(kit)
        else:
            raise AssertionError("quiz 3: no wrong answer in 30")
        said = feedback_words(kit)
        word = kit.page.inner_text("#quiz .quiz-choice.right").strip().lower()
        assert len(re.findall(rf"\b{re.escape(word)}\b", said.lower())) == 1, said
        assert kit.page.locator("#quiz .quiz-replay .quiz-sound[data-role='right-answer']").count() == 1
        # The pick, heard beside it, is named as the sound is: "Osc 1 wave: saw", not a bare "saw".
        pick = kit.page.inner_text("#quiz .quiz-replay .quiz-pick")
        assert pick.startswith("Osc 1 wave: ") and "your pick" in pick, pick
        screenshot(kit, artifacts, "quiz-wrong")
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()


def test_the_quiz_card_is_centred_with_a_margin_on_a_phone(browser, server, artifacts):
    """Issue 19 (2): the quiz card sat at x=0 at 1280x800 and 1920x1080, and touched both edges of a phone."""
    with server.connect() as c:
        me = c.request("login", name="Quiz in the middle")
        first, _ = reach_first_quiz(c, server, me["student"])
    stored = remembered(me)
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{first['id']}")
    try:
        kit.page.wait_for_selector("#quiz:not([hidden]) .quiz-sound")
        for w, h in SIZES:
            kit.page.set_viewport_size({"width": w, "height": h})
            settle(kit.page)
            box = kit.page.evaluate("() => { const r = document.querySelector('#quiz .quiz-card').getBoundingClientRect();"
                                    " return {left: r.left, right: innerWidth - r.right, width: r.width}; }")
            assert abs(box["left"] - box["right"]) <= 2, (w, h, box)
            assert box["left"] >= 8, (w, h, box)
        screenshot(kit, artifacts, "quiz-question")
    finally:
        ctx.close()


# ---------------------------------------------------------------------------------------------
# The exercise and the result


def open_exercise(kit, lesson_id):
    kit.page.evaluate("h => { location.hash = h; }", f"#/lesson/{lesson_id}/play")
    kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")


def test_a_resubmit_too_soon_counts_down_on_submit(browser, server, artifacts):
    """Issue 19 (3): "wait 3 s before submitting again: ... (retryAfter 3)" showed at the foot with Submit
    looking enabled. Now Submit is disabled and counts down in words, and comes back at 0."""
    stored, listing = student_at(server, "Too soon", lessons=2)
    challenge = first_challenge_id(listing)
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{challenge}/play")
    try:
        kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")
        counting = None
        # The first three submits of a run are free; from the fourth each waits longer (2 s, 4 s, ...),
        # so a quick enough resubmit is met within a few tries however slow the machine is.
        for _ in range(8):
            kit.page.click("#exercise .btn-target")
            kit.page.wait_for_selector("#exercise .btn-submit:not([disabled])")
            kit.page.click("#exercise .btn-submit")
            kit.page.wait_for_function(
                "() => !document.querySelector('#result').hidden"
                " || /Submit in \\d+ s/.test(document.querySelector('#exercise .btn-submit').textContent)",
                timeout=15000)
            if not kit.page.is_hidden("#exercise"):
                counting = kit.page.inner_text("#exercise .btn-submit")
                break
            kit.page.click("#result a.btn-ghost[href$='/play']")
            kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")
        assert counting, "no resubmit was refused as too soon"
        assert re.fullmatch(r"Submit in \d+ s", counting.strip()), counting
        assert kit.page.is_disabled("#exercise .btn-submit")
        status = readable(kit.page, "#exercise .submit-status")
        assert "retryAfter" not in status and re.search(r"submit again in \d+ s", status), status
        kit.page.screenshot(path=str(artifacts / "student-too-soon-1280x800.png"))
        # It counts down and Submit comes back on its own.
        kit.page.wait_for_function(
            "() => { const b = document.querySelector('#exercise .btn-submit');"
            " return !b.disabled && b.textContent.trim() === 'Submit'; }", timeout=20000)
        assert "retryAfter" not in kit.page.inner_text("#exercise .submit-status")
        # And the server takes the submit now.
        kit.page.click("#exercise .btn-submit")
        kit.page.wait_for_selector("#result:not([hidden])", timeout=15000)
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()


def test_what_hints_and_stars_cost_is_said_on_the_screen(browser, server, artifacts):
    """Issue 19 (6): "each hint costs a star" and what the stars mean were only tooltips, which a finger
    never sees. Before the first hint the exercise says it; the result says what the stars mean."""
    stored, listing = student_at(server, "Stars in words", lessons=2)
    challenge = next(l for l in listing if l["kind"] == "challenge")
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{challenge['id']}/play")
    try:
        kit.page.wait_for_selector("#exercise:not([hidden])[data-mode='lesson']")
        for w, h in ((1280, 800), (390, 844)):
            kit.page.set_viewport_size({"width": w, "height": h})
            settle(kit.page)
            text = readable(kit.page, "#exercise .target-section .section-note")
            assert "hint" in text.lower() and "costs a star" in text, (w, h, text)
        kit.page.set_viewport_size({"width": 1280, "height": 800})
        screenshot(kit, artifacts, "exercise")
        # Passed with the right wave: the result says what the stars mean, in words.
        kit.choose("osc1.wave", "sine")
        kit.page.click("#exercise .btn-target")
        kit.page.wait_for_selector("#exercise .btn-submit:not([disabled])")
        kit.page.click("#exercise .btn-submit")
        kit.page.wait_for_selector("#result:not([hidden])[data-passed='true']", timeout=15000)
        for w, h in SIZES:
            kit.page.set_viewport_size({"width": w, "height": h})
            settle(kit.page)
            note = readable(kit.page, "#result .result-stars-note")
            assert "star" in note and "submits" in note, note
        screenshot(kit, artifacts, "result")
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()


# ---------------------------------------------------------------------------------------------
# The lesson list


UP_NEXT_SEEN_JS = """() => {
  const item = document.querySelector('#lessons .lesson[data-state="current"]');
  if (!item) return 'no current lesson';
  const r = item.getBoundingClientRect();
  const top = document.querySelector('.topbar').getBoundingClientRect().bottom;
  return r.top >= top - 1 && r.bottom <= innerHeight + 1 ? 'seen'
    : `up next at ${Math.round(r.top)}-${Math.round(r.bottom)} of a ${innerHeight} px window (top bar to ${Math.round(top)})`;
}"""


def test_the_lesson_list_opens_at_up_next(browser, server, artifacts):
    """Issue 19 (7): after 11 lessons at 1280x800 "Up next" was half below the window and the list was not
    scrolled to it. Opened, and come back to after a lesson, it shows "Up next" whole."""
    stored, listing = student_at(server, "Eleven done", lessons=11)
    current = next(l for l in listing if l["state"] == "current")
    ctx, kit = student_page(browser, server, stored, "#/lessons")
    try:
        kit.page.wait_for_selector(f"#lessons:not([hidden]) .lesson[data-lesson='{current['id']}'][data-state='current']")
        settle(kit.page)
        kit.wait(200)
        assert kit.page.evaluate(UP_NEXT_SEEN_JS) == "seen"
        kit.page.screenshot(path=str(artifacts / "student-lessons-1280x800.png"))
        # Into the lesson and back by the top bar's link: the list is at "Up next" again.
        kit.page.click(f".lesson[data-lesson='{current['id']}'] a")
        kit.page.wait_for_selector("#lessons", state="hidden")
        kit.page.click("header.topbar a[href='#/lessons']")
        kit.page.wait_for_selector("#lessons:not([hidden]) .lesson[data-state='current']")
        settle(kit.page)
        kit.wait(200)
        assert kit.page.evaluate(UP_NEXT_SEEN_JS) == "seen"
        for w, h in SIZES[1:]:
            kit.page.set_viewport_size({"width": w, "height": h})
            kit.page.evaluate("location.hash = '#/free'")
            kit.page.wait_for_selector("#exercise:not([hidden])")
            kit.page.evaluate("location.hash = '#/lessons'")
            kit.page.wait_for_selector("#lessons:not([hidden]) .lesson[data-state='current']")
            settle(kit.page)
            kit.wait(200)
            assert kit.page.evaluate(UP_NEXT_SEEN_JS) == "seen", (w, h)
            kit.page.screenshot(path=str(artifacts / f"student-lessons-{w}x{h}.png"))
        assert not kit.console_errors, kit.console_errors
    finally:
        ctx.close()


# ---------------------------------------------------------------------------------------------
# Smaller things


def test_the_spectrum_caption_steps_aside_while_a_note_plays(browser, server):
    """Issue 19 (10): "The spectrum: overtones of what plays" stayed drawn over the middle of the live
    spectrum while a note played."""
    stored, listing = student_at(server, "Caption", lessons=2)
    challenge = next(l for l in listing if l["kind"] == "challenge")
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{challenge['id']}/play")
    try:
        note = "#exercise .graph[data-graph='filter'] .graph-note"
        kit.page.wait_for_selector(note, state="visible")
        seen = f"() => document.querySelector(\"{note}\").checkVisibility({{ visibilityProperty: true, opacityProperty: true }})"
        kit.page.focus("body")
        kit.page.keyboard.down("KeyA")
        kit.wait_for_sound()
        kit.page.wait_for_function("() => window.synthTrainer.spectrum().shown")
        kit.page.wait_for_function(f"() => !({seen})()", timeout=3000)
        kit.page.keyboard.up("KeyA")
        kit.wait_for_silence()
        kit.page.wait_for_function(seen, timeout=5000)
    finally:
        ctx.close()


def test_the_keyboard_help_can_be_read(open_page):
    """Issue 19 (10): "Keys A-;" in 12 px faint grey was hard to read; it says what the keys do in words."""
    kit = open_page("#/free")
    text = readable(kit.page, "#exercise .keys-help")
    assert "computer keyboard" in text and "Octave" in text, text
    style = kit.page.evaluate("""() => { const s = getComputedStyle(document.querySelector('#exercise .keys-help'));
      return { size: parseFloat(s.fontSize), color: s.color }; }""")
    assert style["size"] >= 13, style
    # Contrast with the keyboard card's panel colour (#14171d) at least 4.5:1 (WCAG AA for small text).
    rgb = [int(v) for v in re.findall(r"\d+", style["color"])[:3]]

    def lum(c):
        c = [v / 255 for v in c]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    ratio = (lum(rgb) + 0.05) / (lum([0x14, 0x17, 0x1d]) + 0.05)
    assert ratio >= 7, (style, ratio)


def option_words(value):
    """How a choice option may be written in a title: 'sampleHold' -> 'sample hold', 'highpass' -> 'high-pass'."""
    v = str(value)
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", v).lower()
    words = {v.lower(), spaced}
    for part in ("pass",):
        if v.lower().endswith(part) and len(v) > len(part):
            words.add(v.lower()[:-len(part)] + "-" + part)
    words |= {"volume"} if v == "amplitude" else set()
    return words


def test_no_challenge_title_names_its_answer(browser, server):
    """Issue 19 (10): "The pure sine", "The hollow square": the first challenges were reading tests. No
    challenge's title names the option its target sets (theory pages keep the titles that teach); the
    challenge's own page is headed by the lesson's title."""
    named = []
    for path in sorted(COURSES.glob("*/module.yaml")):
        for lesson in yaml.safe_load(path.read_text())["lessons"]:
            if lesson.get("kind") != "challenge":
                continue
            title = lesson["title"].lower()
            for param, value in (lesson.get("target") or {}).items():
                if isinstance(value, str):
                    hits = [w for w in option_words(value) if re.search(rf"\b{re.escape(w)}\b", title)]
                    if hits:
                        named.append(f"{path.parent.name}/{lesson['id']}: '{lesson['title']}' names {param} = {value}")
    assert named == [], "\n".join(named)

    # The page shows the lesson's title on the challenge's page, not the page file's own heading.
    stored, listing = student_at(server, "Titles", lessons=2)
    challenge = next(l for l in listing if l["kind"] == "challenge")
    ctx, kit = student_page(browser, server, stored, f"#/lesson/{challenge['id']}")
    try:
        kit.page.wait_for_selector("#theory:not([hidden])")
        headings = kit.page.eval_on_selector_all("#theory h1", "hs => hs.filter((h) => h.checkVisibility()).map((h) => h.textContent)")
        assert headings == [challenge["title"]], headings
        assert "sine" not in kit.page.inner_text("#theory h1").lower()
    finally:
        ctx.close()


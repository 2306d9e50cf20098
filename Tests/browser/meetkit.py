"""Getting a new student somewhere fast (progress written into the store, the page opened on it) and
pictures of what they meet there, and answering a quiz, for test_page_student_meets.py, test_page_phone.py
and test_page_placement.py."""
import pathlib

from lessonkit import mark_completed
from pagekit import SECRET, remembered, settle

COURSES = pathlib.Path(__file__).resolve().parents[2] / "Courses"
SIZES = [(1280, 800), (1920, 1080), (390, 844)]


# ---------------------------------------------------------------------------------------------
# Getting a student somewhere fast: progress written into the store, the page opened on it


def student_at(server, name, lessons=0):
    """A new student who has completed the course's first `lessons` lessons (written into the store: the
    walk through them is other tests' subject); returns (what the page keeps in localStorage, the lesson
    list in course order)."""
    with server.connect() as c:
        # With a secret, as the page signs in today: no prompt to choose one sits above the list.
        me = c.request("login", name=name, secret=SECRET)
        mark_completed(server, me["student"], [entry["id"] for entry in c.lessons_in_order()[:lessons]])
        listing = c.lessons_in_order()
    return remembered(me), listing


def first_challenge_id(listing):
    return next(l["id"] for l in listing if l["kind"] == "challenge")


CARDS_INSIDE_JS = """() => [...document.querySelectorAll('.quiz-card, .result-card, .theory-card')]
  .filter((c) => c.checkVisibility())
  .map((c) => c.getBoundingClientRect())
  .filter((r) => r.left < 0 || r.right > innerWidth)
  .map((r) => `a card from x=${Math.round(r.left)} to ${Math.round(r.right)} in a ${innerWidth} px window`)"""


def screenshot(kit, artifacts, name, sizes=SIZES):
    """Screenshots of the page at each size (full page), the viewport put back afterwards. The card on
    show must sit inside the window at each size (a long replay button once pushed the quiz card past
    a phone's right edge)."""
    before = kit.page.viewport_size
    for w, h in sizes:
        kit.page.set_viewport_size({"width": w, "height": h})
        settle(kit.page)
        kit.wait(150)
        kit.page.screenshot(path=str(artifacts / f"student-{name}-{w}x{h}.png"), full_page=True)
        assert kit.page.evaluate(CARDS_INSIDE_JS) == [], (name, w, h)
    kit.page.set_viewport_size(before)
    settle(kit.page)


# Quizzes: what a student does on one (test_page_student_meets.py, test_page_placement.py)


def play_quiz_sounds(kit):
    for button in kit.page.locator("#quiz .quiz-sounds:not(.quiz-replay) .quiz-sound").all():
        button.click()
        kit.page.wait_for_selector("#quiz .quiz-sound.playing", state="detached", timeout=15000)


def answer(kit, choice=0):
    """Hears the question's sounds, answers `choice`; returns whether the page said it was right."""
    kit.page.wait_for_selector("#quiz .quiz-sounds:not(.quiz-replay) .quiz-sound")
    play_quiz_sounds(kit)
    kit.page.click(f"#quiz .quiz-choice >> nth={choice}")
    kit.page.click("#quiz-answer")
    kit.page.wait_for_selector("#quiz .quiz-feedback:not([hidden])")
    return kit.page.get_attribute("#quiz .quiz-feedback", "data-correct") == "true"

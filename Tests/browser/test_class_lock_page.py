"""Lessons after today's lesson stay locked for the class until the teacher moves on (issue 22), in
Chromium: the teacher turns it on in the class panel beside "Lesson for today"; the student's lesson list
shows the later lessons locked with the reason ("Your teacher opens this later") at 1280x800 and 390x844,
a link to one of them is refused with the server's words, and moving today's lesson on or turning the
setting off unlocks the student's list live, without a reload."""

from classroomkit import make_teacher
from pagekit import open_dashboard, open_student_page, settle

HELD = ".lesson[data-held]"


def shoot_held(page, artifacts, name, lesson_id, sizes=((1280, 800), (390, 844))):
    """Screenshots with the held lesson in view at each size."""
    for w, h in sizes:
        page.set_viewport_size({"width": w, "height": h})
        settle(page)
        page.evaluate("id => document.querySelector(`.lesson[data-lesson=\"${id}\"]`).scrollIntoView({block: 'center'})", lesson_id)
        settle(page)
        page.screenshot(path=str(artifacts / f"{name}-{w}x{h}.png"))
    page.set_viewport_size({"width": sizes[0][0], "height": sizes[0][1]})


def held_ids(kid):
    return kid.page.evaluate("() => [...document.querySelectorAll('.lesson[data-held]')].map(e => e.dataset.lesson)")


def test_later_lessons_show_locked_by_the_teacher_and_unlock_live(contexts, server, artifacts):
    teacher = make_teacher(server, "Ms Hold", ("Year 9 hold",))
    code = teacher.classes["Year 9 hold"]
    dash = open_dashboard(contexts(), server, teacher)
    page = dash.page
    kid, kid_id = open_student_page(contexts(), server, "Holly Hold", code)
    kid.goto("#/")
    kid.page.wait_for_selector('.lesson[data-state="current"]')
    assert not held_ids(kid)
    options = page.evaluate("() => [...document.querySelectorAll('#assign-lesson option')].map(o => o.value).filter(Boolean)")
    first, second, third = options[:3]

    # No lesson for today yet: the lock is there, marked as holding nothing until one is chosen.
    assert "inactive" in page.get_attribute("label.lock-later", "class")
    page.select_option("#assign-lesson", first)
    page.check("#lock-later")

    # The student's list updates live: every lesson after today's waits, with the reason on the row.
    kid.page.wait_for_selector(f'.lesson[data-lesson="{second}"][data-held="true"]')
    assert held_ids(kid) == options[1:], "everything after today's lesson, nothing before it"
    meta = kid.page.inner_text(f'.lesson[data-lesson="{second}"] .lesson-meta')
    assert meta.startswith("Your teacher opens this later"), meta
    title = kid.page.get_attribute(f'.lesson[data-lesson="{second}"] .lesson-link', "title")
    assert "Your teacher opens this later" in title, title
    assert kid.page.get_attribute(f'.lesson[data-lesson="{first}"]', "data-state") == "current"
    assert kid.page.get_attribute(f'.lesson[data-lesson="{second}"] .lesson-link', "aria-disabled") == "true"
    # Readable at both sizes: the reason is not cut off on a phone.
    for w, h in ((1280, 800), (390, 844)):
        kid.page.set_viewport_size({"width": w, "height": h})
        settle(kid.page)
        box = kid.page.eval_on_selector(f'.lesson[data-lesson="{second}"] .lesson-meta',
                                        "e => ({sw: e.scrollWidth, cw: e.clientWidth, w: e.getBoundingClientRect().width})")
        assert box["w"] > 0 and box["sw"] <= box["cw"] + 1, (w, box)
    shoot_held(kid.page, artifacts, "student-held-lessons", second)
    page.set_viewport_size({"width": 1280, "height": 800})
    settle(page)
    page.screenshot(path=str(artifacts / "dashboard-lock-later-1280x800.png"))

    # A link straight to a held lesson: refused with the server's words, back on the list.
    kid.goto(f"#/lesson/{third}")
    toast = kid.page.wait_for_selector(".toast-teacher")
    assert "locked by your teacher" in toast.inner_text(), toast.inner_text()
    kid.page.wait_for_function("() => location.hash === '#/lessons'")

    # Today's lesson moves on: unlocked up to it, at once.
    page.select_option("#assign-lesson", second)
    kid.page.wait_for_function(f"() => !document.querySelector('.lesson[data-lesson=\"{second}\"][data-held]')")
    assert held_ids(kid) == options[2:]

    # Turned off: nothing is held.
    page.uncheck("#lock-later")
    kid.page.wait_for_selector(HELD, state="detached")
    assert kid.page.get_attribute(f'.lesson[data-lesson="{first}"]', "data-state") == "current"
    assert not kid.console_errors, kid.console_errors

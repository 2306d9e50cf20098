"""Theory pages that sound, in Chromium: the first page a new student sees after signing in plays a
sound, and its knob changes it while it plays (measured at the page's output tap)."""
import numpy as np

from pagekit import centroid_once, fill_sign_in, spectral_centroid


def test_a_new_student_hears_a_sound_on_the_first_page_and_turns_its_knob(open_page, artifacts):
    kit = open_page("#/", ready=False)
    fill_sign_in(kit.page, "First sound")
    kit.page.wait_for_selector("#lessons:not([hidden])")
    kit.wait_ready()
    first = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    kit.page.click(f".lesson[data-lesson='{first}'] a")
    kit.page.wait_for_selector("#theory:not([hidden]) .example .btn-example")
    # The play button and its knob come before the page's reading: the sound is the first thing.
    assert kit.page.evaluate("document.querySelector('#theory .theory').children[1].matches('.example, p')")
    for width, height in ((1280, 800), (390, 844)):
        kit.page.set_viewport_size({"width": width, "height": height})
        kit.wait(100)
        kit.page.screenshot(path=str(artifacts / f"theory-example-{width}.png"))
    kit.page.set_viewport_size({"width": 1280, "height": 800})

    kit.page.click("#theory .example .btn-example")
    kit.wait_for_sound()
    kit.wait(250)
    dark = spectral_centroid(kit.capture_sounding(150))
    knob = kit.page.locator("#theory .example .knob")
    knob.focus()
    kit.page.keyboard.press("End")  # the cutoff all the way open while the phrase plays
    bright = centroid_once(kit, lambda c: c > 1.5 * dark)
    print(f"first page example: centroid {dark:.0f} Hz, after opening the cutoff {bright:.0f} Hz")
    assert bright > 1.5 * dark, (dark, bright)
    assert np.isfinite(dark) and not kit.console_errors, kit.console_errors

    # A theory page has no target to match: its `/play` link (typed, or stale) shows the page, not an
    # exercise whose Submit could only fail.
    kit.page.evaluate(f"location.hash = '#/lesson/{first}/play'")
    kit.page.wait_for_function(f"() => location.hash === '#/lesson/{first}'")
    assert kit.page.is_visible("#theory .example .btn-example") and not kit.page.is_visible("#exercise")
    assert not kit.console_errors, kit.console_errors

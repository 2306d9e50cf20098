"""A/B switching in the page, as a student uses it: on the exercise screen (the A and B buttons and
the B key) and again on the result screen. What is heard is measured at the page's output tap."""
import numpy as np

from pagekit import centroid_once, fill_sign_in, spectral_centroid


def open_first_challenge(kit):
    """Signs in, reads the theory pages before the first challenge ("Got it") and opens it."""
    fill_sign_in(kit.page, "Abby")
    kit.page.wait_for_selector("#lessons:not([hidden])")
    kit.wait_ready()
    lesson = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    kit.page.click(f".lesson[data-lesson='{lesson}'] a")
    for _ in range(10):
        kit.page.wait_for_selector("#theory:not([hidden])")
        kit.page.wait_for_function("id => location.hash === '#/lesson/' + encodeURIComponent(id)", arg=lesson)
        # A challenge's page leads to its exercise; a theory page is read ("Got it") and leads on.
        if kit.page.is_visible("#theory a.btn-primary"):
            break
        kit.page.click("#theory button.btn-primary")
        kit.page.wait_for_function("id => location.hash !== '#/lesson/' + encodeURIComponent(id)", arg=lesson)
        lesson = kit.page.evaluate("decodeURIComponent(location.hash.split('/')[2] || '')")
    kit.page.click("#theory a.btn-primary")
    kit.page.wait_for_selector("#exercise:not([hidden])")


def brightness(kit, ms=150):
    """Spectral centroid (Hz) of the last `ms` at the output tap, once sound is playing."""
    kit.wait_for_sound()
    return spectral_centroid(kit.capture(ms))


def pressed(kit, root):
    return [b.get_attribute("aria-pressed") for b in kit.page.query_selector_all(f"{root} .ab-switch .btn-ab")]


def test_ab_switch_on_the_exercise_and_the_result(open_page, artifacts):
    kit = open_page("#/", ready=False)
    open_first_challenge(kit)
    # The first challenge: the target is a sine, the student starts on a brighter wave.
    assert kit.page.is_visible("#exercise .ab-switch")
    assert kit.page.is_disabled("#exercise .btn-submit"), "submit waits until the target is heard"

    kit.page.click("#exercise .ab-switch .btn-ab >> nth=0")
    a = brightness(kit)
    assert pressed(kit, "#exercise") == ["true", "false"]
    kit.page.keyboard.press("b")  # the B key flips to "yours" at the same moment of the note
    # The switch shows the flip at once (the key handler is synchronous); read it before listening,
    # since on a loaded machine the phrase may be over (nothing pressed) by the time the sound is heard.
    assert pressed(kit, "#exercise") == ["false", "true"]
    b = centroid_once(kit, lambda c: c > 1.5 * a)
    print(f"exercise: A (target) centroid {a:.0f} Hz, B (yours) {b:.0f} Hz")
    assert b > 1.5 * a, (a, b)
    kit.page.screenshot(path=str(artifacts / "ab-exercise-1280.png"))

    # When the phrase is over the switch says so (nothing pressed) and the next press starts again.
    kit.page.wait_for_selector("#exercise .ab-switch[data-active='false']", timeout=10000)
    assert pressed(kit, "#exercise") == ["false", "false"]
    kit.wait_for_silence()
    kit.page.keyboard.press("b")
    assert brightness(kit) > 0 and pressed(kit, "#exercise") == ["true", "false"]

    # Listening counted: submit, then compare again on the result screen.
    assert not kit.page.is_disabled("#exercise .btn-submit")
    kit.page.click("#exercise .btn-submit")
    kit.page.wait_for_selector("#result:not([hidden])")
    assert kit.page.is_visible("#result .ab-switch")
    kit.wait_for_silence(timeout=10)  # "target, then yours" plays out first
    kit.page.click("#result .ab-switch .btn-ab >> nth=1")
    mine = brightness(kit)
    kit.page.keyboard.press("b")
    assert pressed(kit, "#result") == ["true", "false"]
    target = centroid_once(kit, lambda c: 0 < c and mine > 1.5 * c)  # heard, and darker
    print(f"result: B (yours) centroid {mine:.0f} Hz, A (target) {target:.0f} Hz")
    assert 0 < target and mine > 1.5 * target, (mine, target)
    for width, height in ((1280, 800), (390, 844)):
        kit.page.set_viewport_size({"width": width, "height": height})
        kit.wait(100)
        kit.page.screenshot(path=str(artifacts / f"ab-result-{width}.png"))
    assert not kit.console_errors, kit.console_errors
    assert np.isfinite(a)

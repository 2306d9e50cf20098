"""A/B switching in the page, as a student uses it: on the exercise screen (the A and B buttons and
the B key) and again on the result screen. What is heard is measured at the page's output tap."""
import numpy as np

from pagekit import centroid_once, fill_sign_in, png_pixels, spectral_centroid


def open_first_challenge(kit, name):
    """Signs in as a new student `name` (one per test: the module's tests share a server, and one
    test's submits and hints must not change the lesson another opens), reads the theory pages before
    the first challenge ("Got it") and opens it."""
    fill_sign_in(kit.page, name)
    kit.page.wait_for_selector("#lessons:not([hidden])")
    kit.wait_ready()
    lesson = kit.page.get_attribute(".lesson[data-state='current']", "data-lesson")
    kit.page.click(f".lesson[data-lesson='{lesson}'] a")
    for _ in range(10):
        # The page shows `lesson` (its link to the exercise names it): after "Got it" the hash moves on
        # first and the next page is shown once the server has sent it. Read before that, the old page's
        # buttons decided, and on a loaded machine the click then waited 30 s for a "Got it" that the
        # challenge's page hides (make test, session 23).
        kit.page.wait_for_function(
            "id => !document.querySelector('#theory').hidden && document.querySelector('#theory a.btn-primary')"
            ".getAttribute('href') === '#/lesson/' + encodeURIComponent(id) + '/play'", arg=lesson)
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
    return spectral_centroid(kit.capture_sounding(ms))


def chip(kit):
    """What the exercise's visualiser says is playing: (source, whether it is heard without a picture)."""
    return tuple(kit.page.evaluate("() => { const c = document.querySelector('#exercise .source-chip');"
                                   " return [c.dataset.source, c.dataset.unseen ?? null]; }"))


def pressed(kit, root):
    return [b.get_attribute("aria-pressed") for b in kit.page.query_selector_all(f"{root} .ab-switch .btn-ab")]


def flip_to_b(kit, root="#exercise"):
    """The B key flips to "yours" at the same moment of the note. The switch shows the flip at once (the
    key handler is synchronous), so it is read before listening. On a loaded machine the phrase may end
    before the key (or its `compareDone` may cross the key on the way): then nothing is pressed and the
    switch is inactive, which is right, and the comparison is started again with A and flipped."""
    for _ in range(4):
        if kit.page.get_attribute(f"{root} .ab-switch", "data-active") != "true":
            kit.page.click(f"{root} .ab-switch .btn-ab >> nth=0")
        kit.page.keyboard.press("b")
        now = pressed(kit, root)
        if now == ["false", "true"]:
            return
        assert now == ["false", "false"] and kit.page.get_attribute(f"{root} .ab-switch", "data-active") == "false", now
    raise AssertionError("the phrase ended before every B press")


def test_ab_switch_on_the_exercise_and_the_result(open_page, artifacts):
    kit = open_page("#/", ready=False)
    open_first_challenge(kit, "Abby AB")
    # The first challenge: the target is a sine, the student starts on a brighter wave.
    assert kit.page.is_visible("#exercise .ab-switch")
    assert kit.page.is_disabled("#exercise .btn-submit"), "submit waits until the target is heard"

    kit.page.click("#exercise .ab-switch .btn-ab >> nth=0")
    # Read at once (the click handler is synchronous): on a loaded machine the phrase may be over by the
    # time the sound has been heard, and then nothing is pressed and nothing is "unseen" any more.
    assert pressed(kit, "#exercise") == ["true", "false"]
    # A is the target, which has no picture before a pass: the visualiser names it and says why its
    # screen is flat, rather than drawing the student's own wave under "Your synth" while A is heard.
    assert chip(kit) == ("target", "true"), chip(kit)
    assert "by ear" in kit.page.inner_text("#exercise .viz-head")
    a = brightness(kit)
    # Nor does the filter graph show the student's spectrum while A is heard.
    kit.page.wait_for_function("() => !window.synthTrainer.spectrum().shown")
    kit.page.screenshot(path=str(artifacts / "ab-target-unseen-1280.png"))
    # Every label the visualiser shows from now on.
    kit.page.evaluate("""() => { const chip = document.querySelector('#exercise .source-chip'); window.__chips = [];
      new MutationObserver(() => window.__chips.push(chip.dataset.source))
        .observe(chip, { attributes: true, attributeFilter: ['data-source'] }); }""")
    # B is measured while the phrase still sounds: on a loaded machine it may end right after the flip
    # (silence measures 0 Hz), and then the comparison is started again and flipped again.
    for _ in range(4):
        flip_to_b(kit)
        b = centroid_once(kit, lambda c: c > 1.5 * a)
        if b > 1.5 * a or kit.page.get_attribute("#exercise .ab-switch", "data-active") == "true":
            break
    # B: the student's own wave is drawn again, under its own name. Its spectrum waits until the target
    # still queued at the speakers (mixed into the own stream under A) and the analyser's window have
    # played out: it would otherwise show the hidden target's overtones in the student's colour.
    hold = kit.page.evaluate("window.synthTrainer.spectrumHold()")
    assert hold and hold["source"] == "own", hold
    kit.page.wait_for_function("() => window.__chips.includes('own')")
    print(f"exercise: A (target) centroid {a:.0f} Hz, B (yours) {b:.0f} Hz")
    assert b > 1.5 * a, (a, b)
    kit.page.screenshot(path=str(artifacts / "ab-exercise-1280.png"))
    # A lesson's one row of controls with the recovery-code card above: the pictures stay whole and the
    # keyboard below them (the page scrolls), where it had been drawn over their lower half.
    # (Pixel positions on the page, not times.)
    edge_px = kit.page.evaluate("""() => ({ graphBottom: document.querySelector('#exercise .graph[data-graph="filter"]').getBoundingClientRect().bottom,
      paramsBottom: document.querySelector('#exercise .params-section').getBoundingClientRect().bottom,
      keysTop: document.querySelector('#exercise .keys-section').getBoundingClientRect().top })""")
    assert kit.page.is_visible(".recovery-panel"), "the recovery-code card is shown above the lesson"
    assert edge_px["graphBottom"] <= edge_px["paramsBottom"] <= edge_px["keysTop"], edge_px

    # When the phrase is over the switch says so (nothing pressed) and the next press starts again.
    kit.page.wait_for_selector("#exercise .ab-switch[data-active='false']", timeout=10000)
    assert pressed(kit, "#exercise") == ["false", "false"]
    kit.wait_for_silence()
    kit.page.keyboard.press("b")
    # The key is B: a press that starts the comparison plays B (yours), as its button would. Read at
    # once, then measured: the phrase may be over by the time a whole sounding window is heard.
    assert pressed(kit, "#exercise") == ["false", "true"]
    assert brightness(kit) > 0

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


def test_play_target_names_the_target_and_a_used_hint_survives_a_reload(open_page, artifacts):
    """Play target: the visualiser says the target is playing (it said "Silent" while the target was
    heard). A hint the student used is on screen again after a reload: it was spent, and it had vanished.
    It costs a star when the lesson is passed."""
    kit = open_page("#/", ready=False)
    open_first_challenge(kit, "Abby Target")
    kit.page.click("#exercise .btn-target")
    assert chip(kit) == ("target", "true")  # at once: the target may be over by the time it is heard
    kit.wait_for_sound()
    kit.page.click("#exercise .head-action:not([hidden])")
    kit.page.wait_for_selector("#exercise .hint-text:not([hidden])")
    hint = kit.page.inner_text("#exercise .hint-text")
    left = kit.page.inner_text("#exercise .head-action:not([hidden])")
    assert hint, "the hint shows"
    kit.page.reload()
    kit.wait_ready()
    kit.page.wait_for_selector("#exercise:not([hidden]) .hint-text:not([hidden])")
    assert kit.page.inner_text("#exercise .hint-text") == hint
    assert kit.page.inner_text("#exercise .head-action:not([hidden])") == left
    assert chip(kit)[0] == "none", "nothing plays after the reload"
    # The hint cost a star: the right answer at the first submit earns two of three, and says why.
    kit.page.click("#exercise .btn-target")
    kit.choose("osc1.wave", "sine")
    kit.page.wait_for_selector("#exercise .btn-submit:not([disabled])")
    kit.page.click("#exercise .btn-submit")
    kit.page.wait_for_selector("#result:not([hidden]) .result-stars:not([hidden])")
    assert kit.page.get_attribute("#result", "data-passed") == "true"
    assert kit.page.inner_text("#result .result-stars") == "★★☆"
    # Said on the screen, not in a tooltip a finger never sees.
    assert "hint" in kit.page.inner_text("#result .result-stars-note")
    kit.page.set_viewport_size({"width": 390, "height": 844})
    kit.wait(900)  # the ring's arc grows for 0.8 s
    kit.page.screenshot(path=str(artifacts / "result-passed-390x844.png"))
    # The arc's glow fades out round: across each side of the ring's box (the middle of its edges,
    # where the glow is strongest) the colour changes no more than it does a pixel further on. Clipped
    # at the box, the glow drew a faint square there.
    box = kit.page.eval_on_selector("#result .score-ring", "e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width]; }")
    x0, y0, size = (round(v) for v in box)
    shot = png_pixels(kit.page.screenshot(clip={"x": x0 - 8, "y": y0 - 8, "width": size + 16, "height": size + 16}))[..., :3]
    mid, edge = 8 + size // 2, (8, 8 + size - 1)
    steps = []
    for e, outward in ((edge[0], -1), (edge[1], 1)):
        for pixels in (shot[:, mid], shot[mid, :]):  # down the middle column, along the middle row
            across = int(np.abs(pixels[e] - pixels[e + outward]).max())  # the box's edge to just outside it
            beyond = int(np.abs(pixels[e + outward] - pixels[e + 2 * outward]).max())  # one pixel further out
            steps.append((across, beyond))
    assert all(a <= b + 3 for a, b in steps), f"the glow stops at the ring's box: steps (across, beyond) {steps}"
    assert not kit.console_errors, kit.console_errors


def test_the_next_theory_page_opens_at_its_top(open_page):
    """On a phone the theory page scrolls; "Got it" used to open the next page at the old scroll
    position, its title out of sight."""
    kit = open_page("#/", width=390, height=844, ready=False)
    fill_sign_in(kit.page, "Scroller")
    kit.page.wait_for_selector("#lessons:not([hidden])")
    kit.wait_ready()
    kit.page.click(".lesson[data-state='current'] a")
    opened = 0
    for _ in range(6):
        kit.page.wait_for_selector("#theory:not([hidden])")
        if not kit.page.is_visible("#theory button.btn-primary"):
            break  # a challenge's page: it leads to the exercise
        kit.page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        scrolled = kit.page.evaluate("window.scrollY")
        before = kit.page.evaluate("location.hash")
        title = kit.page.inner_text("#theory h1")
        kit.page.click("#theory button.btn-primary")
        kit.page.wait_for_function("h => location.hash !== h", arg=before)
        # The hash changes first; the next page is shown once the server has sent it (its title).
        kit.page.wait_for_function("t => { const h = document.querySelector('#theory:not([hidden]) h1');"
                                   " return h && h.textContent !== t; }", arg=title)
        top = kit.page.evaluate("() => [window.scrollY, document.querySelector('#theory h1').getBoundingClientRect().top]")
        assert top[0] == 0 and top[1] >= 0, f"the next page opened at {top[0]} px (the last was at {scrolled})"
        opened += 1
    assert opened >= 1, "the course starts with at least one theory page to read"


def test_a_dropped_socket_under_a_leaves_no_target_label_behind(open_page):
    """The socket drops while A (the target) is heard: the new session will never say the comparison
    ended, so the page ends it itself; afterwards the student's own keys are drawn as theirs."""
    kit = open_page("#/", ready=False)
    open_first_challenge(kit, "Abby Drop")
    kit.page.click("#exercise .ab-switch .btn-ab >> nth=0")
    assert chip(kit) == ("target", "true")
    kit.wait_for_sound()
    restores = kit.state()["restores"]
    kit.page.evaluate("window.synthTrainer.dropSocket()")
    kit.page.wait_for_function("n => window.synthTrainer.state().restores > n && window.synthTrainer.state().connected",
                               arg=restores, timeout=15000)
    assert pressed(kit, "#exercise") == ["false", "false"]
    assert chip(kit)[1] is None, chip(kit)
    kit.page.keyboard.down("KeyA")
    try:
        kit.page.wait_for_function("() => document.querySelector('#exercise .source-chip').dataset.source === 'own'",
                                   timeout=10000)
    finally:
        kit.page.keyboard.up("KeyA")
    assert not kit.console_errors, kit.console_errors

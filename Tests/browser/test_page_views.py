"""The page tells the server when its pictures (waveform, spectrum) are on screen (`views`), so a
student on another screen costs no picture frames; every step waits for the page's own state."""

SHOWN = "v => window.synthTrainer.viewsShown() === v"


def test_the_page_says_when_its_pictures_leave_and_come_back(open_page):
    kit = open_page("#/free")
    kit.page.wait_for_function(SHOWN, arg=True)
    # The pictures of the sound played arrive while they are shown.
    before = len(kit.waveforms("own"))
    kit.page.keyboard.down("KeyA")
    kit.page.wait_for_function(f"() => window.synthTrainer.waveforms().filter(w => w.source === 'own').length > {before}")
    kit.page.keyboard.up("KeyA")
    kit.page.evaluate("location.hash = '#/'")
    kit.page.wait_for_function(SHOWN, arg=False)
    kit.page.evaluate("location.hash = '#/free'")
    kit.page.wait_for_function(SHOWN, arg=True)
    assert kit.console_errors == []


def test_a_new_socket_hears_the_state_again(open_page):
    kit = open_page("#/")
    kit.page.wait_for_function(SHOWN, arg=False)
    sent = kit.page.evaluate("window.synthTrainer.sent('views')")
    # A new server session starts with pictures on: the page, still on a screen without them, says so again.
    kit.page.evaluate("window.synthTrainer.dropSocket()")
    kit.page.wait_for_function(f"() => window.synthTrainer.sent('views') > {sent}")
    kit.page.wait_for_function(SHOWN, arg=False)
    assert kit.console_errors == []

"""An idle page's audio sleeps (AudioEngine's `SLEEP`): a running AudioContext costs about a tenth of a
core in silence, which a student's laptop pays while they read. Asleep, the page still counts as able to
play (no "Start audio" screen); a key wakes it ahead of its note, and a stream nobody pressed for (here
the target, asked for by a script's click: no key or pointer event) wakes it through the socket worker.
What is heard is measured at the page's output tap."""
from pagekit import note_hz, pitch_hz
from test_page_ab import open_first_challenge


def asleep(kit):
    return kit.state()["audioAsleep"]


def audio_time(kit):
    return kit.page.evaluate("window.synthTrainer.audioTime()")


def sleep_now(kit, tries=50):
    """Sleeps as the idle timer would (the same rule, without its 30 s): once every player has gone idle
    after the last sound."""
    for _ in range(tries):
        if kit.page.evaluate("window.synthTrainer.sleepAudio()"):
            return
        kit.wait(100)
    raise AssertionError(f"the page's audio never went to sleep: {kit.state()}")


def test_an_idle_page_sleeps_and_wakes_for_a_key_and_for_a_stream(open_page):
    kit = open_page("#/", ready=False)
    open_first_challenge(kit)
    page = kit.page
    sleep_now(kit)
    state = kit.state()
    assert state["audioAsleep"] and state["audio"] == "running", state
    assert page.is_hidden(".audio-gate"), "a sleeping page asked for a gesture to start audio"
    # Really suspended: the audio clock stands still.
    t = audio_time(kit)
    kit.wait(300)
    assert audio_time(kit) == t, "the audio clock ran while asleep"

    # A key wakes it; its note sounds, at its pitch.
    page.keyboard.down("KeyA")
    kit.wait_for_sound()
    assert not asleep(kit) and audio_time(kit) > t
    f = pitch_hz(kit.capture_sounding(200))
    page.keyboard.up("KeyA")
    assert abs(f / note_hz(60) - 1) < 0.01, f
    kit.wait_for_silence()

    # Asleep again, the target asked for without a key or pointer event: its first audio frame wakes it.
    sleep_now(kit)
    page.evaluate("document.querySelector('#exercise .btn-target').click()")
    kit.wait_for_sound()
    assert not asleep(kit)
    # Nothing sleeps while a stream plays.
    assert page.evaluate("window.synthTrainer.sleepAudio()") is False
    assert kit.console_errors == []

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


def own_resyncs(kit):
    """How often the own player forgot its arrival delays because its clock had stood still (its stats)."""
    return kit.page.evaluate("async () => (await window.synthTrainer.stats()).audio.sources.own?.resyncs ?? 0")


def test_an_idle_page_sleeps_and_wakes_for_a_key_and_for_a_stream(open_page):
    kit = open_page("#/", ready=False)
    open_first_challenge(kit, "Sleepy")
    page = kit.page
    sleep_now(kit)
    state = kit.state()
    assert state["audioAsleep"] and state["audio"] == "running", state
    assert page.is_hidden(".audio-gate"), "a sleeping page asked for a gesture to start audio"
    # The stats panel says it sleeps, not the context's raw "suspended" (opened by a script: a click
    # with the pointer would wake it).
    page.evaluate("document.querySelector('button[aria-label=\"Audio stats\"]').click()")
    page.wait_for_function("() => document.querySelector('.stats-panel')?.textContent.includes('asleep (a key wakes it)')")
    page.evaluate("document.querySelector('button[aria-label=\"Audio stats\"]').click()")
    assert asleep(kit), "opening the stats panel woke the audio"
    # Really suspended: the audio clock stands still.
    t = audio_time(kit)
    kit.wait(300)
    assert audio_time(kit) == t, "the audio clock ran while asleep"

    # Any key wakes it, before anything is heard (Shift plays no note).
    page.keyboard.press("Shift")
    page.wait_for_function("t => window.synthTrainer.audioTime() > t", arg=t, timeout=10000)
    assert not asleep(kit)
    # Nothing heard or done for 30 s is part of the rule: a key just now keeps it awake.
    assert page.evaluate("window.synthTrainer.sleepAudio(30000)") is False

    # A note, then asleep for under a second (a pause the jitter buffer would not take for another
    # clock), then a key: the note sounds at its pitch, and the player forgot the arrival delays of
    # before its clock stood still (kept, they read as jitter as long as the pause and held the buffer
    # target at its 400 ms cap; the buffer after a wake is measured by `bench_latency.py --mode wake`).
    page.keyboard.down("KeyA")
    kit.wait_for_sound()
    page.keyboard.up("KeyA")
    kit.wait_for_silence()
    resyncs = own_resyncs(kit)
    sleep_now(kit)
    kit.wait(900)
    page.keyboard.down("KeyA")
    kit.wait_for_sound()
    f = pitch_hz(kit.capture_sounding(200))
    # Nothing sleeps while a stream plays.
    assert page.evaluate("window.synthTrainer.sleepAudio()") is False
    page.keyboard.up("KeyA")
    assert abs(f / note_hz(60) - 1) < 0.01, f
    # (More than one when a late frame of the first note woke it while it fell asleep: `sleep_now` then
    # puts it to sleep again.)
    assert own_resyncs(kit) > resyncs, "the player kept the arrival delays of before the sleep"
    kit.wait_for_silence()

    # Asleep again, the target asked for without a key or pointer event: its first audio frame wakes it.
    sleep_now(kit)
    page.evaluate("document.querySelector('#exercise .btn-target').click()")
    kit.wait_for_sound()
    assert not asleep(kit)
    assert kit.console_errors == []

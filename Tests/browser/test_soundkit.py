"""The measuring helpers themselves, on synthetic signals: what a capture that the stream ran dry in
looks like, and that capture_sounding's test for it sees it."""
import numpy as np

from soundkit import SAMPLE_RATE, note_hz, pitch_hz, rms, silent_blocks


def _note(ms, f=note_hz(60)):
    t = np.arange(int(SAMPLE_RATE * ms / 1000)) / SAMPLE_RATE
    return 0.3 * np.sin(2 * np.pi * f * t) + 0.1 * np.sin(4 * np.pi * f * t)


def test_a_window_the_stream_ran_dry_in_passes_a_level_check_but_not_the_block_check():
    whole = _note(200)
    assert abs(pitch_hz(whole) / note_hz(60) - 1) < 0.01
    assert silent_blocks(whole, 0.003) == 0
    # CI, session 22: 4 ms of the note fading out, then silence. The level over the window is well above
    # 0.003, and the pitch reads as ~1962 Hz (the autocorrelation of a burst shorter than one period
    # falls from lag 0, so the shortest lag searched wins): the figure the failing test printed.
    dry = np.zeros_like(whole)
    n = 4 * SAMPLE_RATE // 1000
    dry[:n] = whole[:n] * np.linspace(1, 0, n)
    level_over_window = rms(dry)
    assert level_over_window > 0.003  # a signal level (the old gate), not a time
    assert pitch_hz(dry) > 1900
    assert silent_blocks(dry, 0.003) == 19
    assert silent_blocks([], 0.003) == 1

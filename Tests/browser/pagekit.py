"""Helpers for driving the Synth Trainer page and measuring what it plays.

Measurements come from the page's output tap (window.synthTrainer.capture): the samples the
AudioWorklet actually sent to the speakers, after Opus decoding and the jitter buffer.
"""
import time

import numpy as np

SAMPLE_RATE = 48000


def note_hz(note):
    return 440.0 * 2 ** ((note - 69) / 12)


def pitch_hz(samples, sr=SAMPLE_RATE, fmin=50.0, fmax=2000.0):
    """Fundamental by normalised autocorrelation (first strong peak), refined by parabolic interpolation."""
    x = np.asarray(samples, dtype=np.float64)
    x = x - x.mean()
    if np.sqrt(np.mean(x ** 2)) < 1e-4:
        return 0.0
    n = len(x)
    spec = np.fft.rfft(x, 2 * n)
    ac = np.fft.irfft(spec * np.conj(spec))[:n]
    ac /= ac[0]
    # Divide out the triangular window so long lags are not penalised.
    ac = ac / (1 - np.arange(n) / n)
    lo, hi = int(sr / fmax), int(sr / fmin)
    seg = ac[lo:hi]
    best = float(seg.max())
    # The first peak close to the best one: avoids picking a multiple of the period.
    peaks = [i for i in range(1, len(seg) - 1) if seg[i] >= seg[i - 1] and seg[i] >= seg[i + 1] and seg[i] > 0.9 * best]
    i = peaks[0] if peaks else int(seg.argmax())
    a, b, c = seg[i - 1], seg[i], seg[i + 1]
    shift = 0.5 * (a - c) / (a - 2 * b + c) if (a - 2 * b + c) != 0 else 0.0
    return sr / (lo + i + shift)


def spectral_centroid(samples, sr=SAMPLE_RATE):
    x = np.asarray(samples, dtype=np.float64)
    mag = np.abs(np.fft.rfft(x * np.hanning(len(x))))
    freqs = np.fft.rfftfreq(len(x), 1 / sr)
    return float((mag * freqs).sum() / max(mag.sum(), 1e-12))


def rms(samples):
    x = np.asarray(samples, dtype=np.float64)
    return float(np.sqrt(np.mean(x ** 2))) if len(x) else 0.0


class PageKit:
    """A Playwright page with the Synth Trainer hook (window.synthTrainer) and console capture."""

    def __init__(self, page, base_url):
        self.page = page
        self.base = base_url.rstrip("/")
        self.console_errors = []
        page.on("console", lambda m: self.console_errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.console_errors.append(f"page error: {e}"))

    def goto(self, route):
        self.page.goto(f"{self.base}/{route}")

    def state(self):
        return self.page.evaluate("window.synthTrainer ? window.synthTrainer.state() : null")

    def wait_ready(self, timeout=15000):
        self.page.wait_for_function(
            "() => { const s = window.synthTrainer && window.synthTrainer.state();"
            " return s && s.connected && s.paramsLoaded && s.audio === 'running' && s.restores > 0; }",
            timeout=timeout)

    def wait(self, ms):
        self.page.wait_for_timeout(ms)

    def capture(self, ms):
        return np.array(self.page.evaluate("ms => window.synthTrainer.capture(ms)", ms), dtype=np.float64)

    def waveforms(self, source="own"):
        return [w for w in self.page.evaluate("window.synthTrainer.waveforms()") if w["source"] == source]

    def server_patch(self):
        return self.page.evaluate("window.synthTrainer.serverPatch()")

    def choose(self, param, option):
        self.page.click(f'.segmented[data-param="{param}"] [data-option="{option}"]')

    def knob(self, param):
        return self.page.locator(f'.knob[data-param="{param}"]')

    def wait_for_sound(self, timeout=5.0, level=0.003):
        """Waits until the output tap plays sound (RMS of the last 50 ms above `level`)."""
        self._poll(lambda: rms(self.capture(50)) > level, timeout, "sound")

    def wait_for_silence(self, timeout=5.0):
        """Waits until the last 100 ms at the output tap are silent (below -60 dBFS)."""
        self._poll(lambda: float(np.abs(self.capture(100)).max(initial=0)) < 0.001, timeout, "silence")

    def _poll(self, predicate, timeout, what):
        # Polled from Python: Playwright's wait_for_function does not await an async predicate.
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise AssertionError(f"no {what} at the page's output within {timeout} s")
            self.page.wait_for_timeout(20)

"""Measurements of what the page plays (samples from its output tap) and of its screenshots: pitch,
spectral centroid, level, and a PNG's pixels without an imaging library. pagekit re-exports them."""
import base64
import struct
import zlib

import numpy as np

from mediakit import SAMPLE_RATE, midi_hz

note_hz = midi_hz  # the browser tests' name for it


def samples_from(b64):
    """A hook's `captureBase64` (float32 little-endian bytes) as float64 samples."""
    return np.frombuffer(base64.b64decode(b64), dtype="<f4").astype(np.float64)


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


def png_pixels(png):
    """An 8-bit RGB or RGBA PNG (as Chromium's screenshots are) as an array of shape (h, w, channels)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, data, width = 8, b"", 0
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        body = png[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            data += body
        pos += 12 + length
    raw = zlib.decompress(data)
    stride = width * channels
    out = np.zeros((height, stride), dtype=np.int32)
    prev = np.zeros(stride, dtype=np.int32)
    for y in range(height):
        kind, row = raw[y * (stride + 1)], np.frombuffer(raw, np.uint8, stride, y * (stride + 1) + 1).astype(np.int32)
        if kind == 1 or kind == 3 or kind == 4:  # these look left, byte by byte
            cur = np.zeros(stride, dtype=np.int32)
            for i in range(stride):
                a = cur[i - channels] if i >= channels else 0
                b = prev[i]
                c = prev[i - channels] if i >= channels else 0
                if kind == 1:
                    pred = a
                elif kind == 3:
                    pred = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                cur[i] = (row[i] + pred) & 0xFF
            row = cur
        elif kind == 2:
            row = (row + prev) & 0xFF
        out[y] = row
        prev = row
    return out.reshape(height, width, channels)


def spectral_centroid(samples, sr=SAMPLE_RATE):
    x = np.asarray(samples, dtype=np.float64)
    mag = np.abs(np.fft.rfft(x * np.hanning(len(x))))
    freqs = np.fft.rfftfreq(len(x), 1 / sr)
    return float((mag * freqs).sum() / max(mag.sum(), 1e-12))


def rms(samples):
    x = np.asarray(samples, dtype=np.float64)
    return float(np.sqrt(np.mean(x ** 2))) if len(x) else 0.0


def silent_blocks(samples, level, block_ms=10, sr=SAMPLE_RATE):
    """How many whole `block_ms` blocks of `samples` have an RMS at or below `level` (a gap in the sound);
    an empty capture counts as one."""
    x = np.asarray(samples, dtype=np.float64)
    n = int(sr * block_ms / 1000)
    if len(x) < n:
        return 1
    blocks = x[: len(x) // n * n].reshape(-1, n)
    return int(np.count_nonzero(np.sqrt(np.mean(blocks ** 2, axis=1)) <= level))

"""What the server streams, as a test reads it: the media frame header of PROTOCOL.md ("Media frames"),
a libopus decoder through ctypes, and a pitch estimate. conftest re-exports all of it.

    MediaFrame.parse(bytes)          the 16-byte media header plus the payload
    MediaFrame.parse_all(bytes)      the frames of one message: a bundle's inner frames, or the one frame
    OpusDecoder()                    libopus.so.0 through ctypes: decode(packet) -> float32 numpy array
    estimate_pitch(samples, rate)    fundamental in Hz (FFT peak refined by parabolic interpolation)
    midi_hz(note)                    equal temperament, A4 = 440 Hz
"""
from __future__ import annotations

import ctypes
import ctypes.util
import struct
import time
from dataclasses import dataclass, field

# Media header (PROTOCOL.md "Media frames"): version, kind, source, flags, sequence, sample position.
HEADER = struct.Struct("<BBBBIQ")
KIND_AUDIO, KIND_WAVEFORM, KIND_SPECTRUM, KIND_SILENCE, KIND_BUNDLE = 1, 2, 3, 4, 5
SOURCE_OWN, SOURCE_TARGET, SOURCE_MONITORED, SOURCE_TEACHER, SOURCE_MONITORED_TARGET = 0, 1, 2, 3, 4
SAMPLE_RATE = 48_000


@dataclass
class MediaFrame:
    kind: int
    source: int
    flags: int
    sequence: int
    position: int
    payload: bytes
    received: float = field(default_factory=time.monotonic)

    @classmethod
    def parse(cls, data: bytes) -> "MediaFrame":
        if len(data) < HEADER.size:
            raise ValueError(f"media frame shorter than the 16-byte header: {len(data)} bytes")
        version, kind, source, flags, seq, pos = HEADER.unpack_from(data)
        if version != 1:
            raise ValueError(f"unsupported media header version {version}")
        return cls(kind, source, flags, seq, pos, bytes(data[HEADER.size:]))

    @classmethod
    def parse_all(cls, data: bytes) -> list["MediaFrame"]:
        """The frames one message carries: a bundle's inner frames in order (PROTOCOL.md "Media frames", `bundle`),
        or the message's one frame."""
        outer = cls.parse(data)
        if outer.kind != KIND_BUNDLE:
            return [outer]
        frames, at, body = [], 0, outer.payload
        while at < len(body):
            if at + 2 > len(body):
                raise ValueError(f"bundle: a length cut off at {at}")
            (length,) = struct.unpack_from("<H", body, at)
            inner = body[at + 2:at + 2 + length]
            if length < HEADER.size or len(inner) < length:
                raise ValueError(f"bundle: inner frame of {length} bytes at {at} does not fit {len(body)}")
            f = cls.parse(inner)
            if f.kind == KIND_BUNDLE:
                raise ValueError("bundle inside a bundle")
            f.received = outer.received
            frames.append(f)
            at += 2 + length
        return frames

    @property
    def restart(self) -> bool:
        return bool(self.flags & 1)

    def waveform(self):
        """(points as float32 numpy array in -1..1, frequency Hz) of a waveform frame."""
        import numpy as np

        count, _reserved, hz = struct.unpack_from("<HHf", self.payload)
        pts = np.frombuffer(self.payload, dtype="<i2", count=count, offset=8).astype(np.float32) / 32767
        return pts, hz

    def spectrum(self):
        """(levels in dB as numpy array, min Hz, max Hz) of a spectrum frame."""
        import numpy as np

        count, _reserved, lo, hi = struct.unpack_from("<HHff", self.payload)
        raw = np.frombuffer(self.payload, dtype=np.uint8, count=count, offset=12).astype(np.float32)
        return -100 + raw * 100 / 255, lo, hi


# ---------------------------------------------------------------------------------------------
# Opus decoding and pitch


class OpusDecoder:
    """A libopus decoder (48 kHz mono) through ctypes, to check what the server streams."""

    def __init__(self, rate: int = SAMPLE_RATE, channels: int = 1):
        name = ctypes.util.find_library("opus") or "libopus.so.0"
        self.lib = ctypes.CDLL(name)
        self.lib.opus_decoder_create.restype = ctypes.c_void_p
        self.lib.opus_decoder_create.argtypes = [ctypes.c_int32, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
        self.lib.opus_decode_float.restype = ctypes.c_int
        self.lib.opus_decode_float.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int32,
                                               ctypes.POINTER(ctypes.c_float), ctypes.c_int, ctypes.c_int]
        self.lib.opus_decoder_destroy.argtypes = [ctypes.c_void_p]
        err = ctypes.c_int(0)
        self.handle = self.lib.opus_decoder_create(rate, channels, ctypes.byref(err))
        if err.value != 0 or not self.handle:
            raise RuntimeError(f"opus_decoder_create failed: {err.value}")
        self.rate, self.channels = rate, channels
        self.max_frame = rate * 120 // 1000
        self.buffer = (ctypes.c_float * (self.max_frame * channels))()

    def decode(self, packet: bytes):
        import numpy as np

        n = self.lib.opus_decode_float(self.handle, packet, len(packet), self.buffer, self.max_frame, 0)
        if n < 0:
            raise RuntimeError(f"opus_decode_float failed: {n}")
        return np.ctypeslib.as_array(self.buffer)[: n * self.channels].copy()

    def reset(self):
        # OPUS_RESET_STATE is a ctl request; recreating the decoder is the portable equivalent.
        self.close()
        self.__init__(self.rate, self.channels)

    def close(self):
        if self.handle:
            self.lib.opus_decoder_destroy(self.handle)
            self.handle = None

    def __del__(self):
        self.close()


def estimate_pitch(samples, rate: int = SAMPLE_RATE, fmin: float = 30.0, fmax: float = 5000.0) -> float:
    """Fundamental frequency of a steady tone: autocorrelation picks the period (robust to strong
    overtones), then the FFT peak nearest that frequency, refined by parabolic interpolation on the
    log spectrum, gives sub-bin precision. Returns 0 for silence."""
    import numpy as np

    x = np.asarray(samples, dtype=np.float64)
    x = x - x.mean()
    if len(x) < 2048 or np.sqrt(np.mean(x * x)) < 1e-4:
        return 0.0
    # Coarse period from the normalised autocorrelation (first strong peak).
    n = 1 << (2 * len(x) - 1).bit_length()
    spec = np.fft.rfft(x, n)
    ac = np.fft.irfft(spec * np.conj(spec), n)[: len(x)]
    ac /= ac[0]
    lo, hi = int(rate / fmax), min(int(rate / fmin), len(x) // 2)
    seg = ac[lo:hi]
    threshold = 0.8 * seg.max()
    k = next(i for i in range(1, len(seg) - 1) if seg[i] >= threshold and seg[i] >= seg[i - 1] and seg[i] >= seg[i + 1])
    coarse = rate / (lo + k)
    # Fine: windowed FFT peak near the coarse estimate.
    w = np.hanning(len(x))
    mag = np.abs(np.fft.rfft(x * w, 8 * len(x)))
    hz_per_bin = rate / (8 * len(x))
    centre = int(round(coarse / hz_per_bin))
    span = max(3, int(0.06 * centre))
    a, b = max(1, centre - span), min(len(mag) - 2, centre + span)
    i = a + int(np.argmax(mag[a:b]))
    l, c, r = np.log(mag[i - 1] + 1e-12), np.log(mag[i] + 1e-12), np.log(mag[i + 1] + 1e-12)
    delta = 0.5 * (l - r) / (l - 2 * c + r) if (l - 2 * c + r) != 0 else 0.0
    return (i + delta) * hz_per_bin


def midi_hz(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def position_jumps(audio: list[MediaFrame], step: int) -> list[int]:
    """The steps between consecutive audio frames' sample positions that are not `step` (one frame).
    A render worker that falls frames behind on a loaded machine jumps ahead to the wall clock (a
    resync, counted in /metrics: `ServerProcess.resyncs`): such a step is longer, never
    shorter or backwards. Asserts that, and returns the jumps for the caller to hold against the count."""
    steps = [b.position - a.position for a, b in zip(audio, audio[1:])]
    jumps = [d for d in steps if d != step]
    assert all(d > step for d in jumps), f"positions went back or stepped short: {steps}"
    return jumps

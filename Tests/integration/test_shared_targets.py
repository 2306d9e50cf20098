"""One encode for a whole class: a lesson's hidden target is rendered and Opus-encoded once per server
process, and every later play of it (by any student) sends the recorded packets under the student's
own stream numbering. Checked over real sockets: the second student gets the very same audio as the
first, from a recording (`synth_trainer_frames_replayed_total`), with a restart point first and
gap-free sequence numbers; `--no-shared-targets` renders every play."""
import time

import numpy as np

from conftest import KIND_AUDIO, SOURCE_TARGET, Client, estimate_pitch
from lessonkit import first_challenge


def play_target(c: Client):
    c.send("playTarget")
    frames, texts = c.collect(10.0, until_text=lambda m: m["type"] == "targetDone")
    assert any(t["type"] == "targetDone" for t in texts)
    return [f for f in frames if f.source == SOURCE_TARGET]


def record_target(c: Client, tries: int = 3):
    """Plays the target until a play arrives whole and returns it: the recording other plays replay. On a
    loaded machine the render worker can fall behind and skip ahead; a phrase squeezed that way is not
    recorded (SourceStream), and shows as a jump in the frames' sample positions. The next play renders
    again."""
    for _ in range(tries):
        heard = play_target(c)
        steps = np.diff([f.position for f in heard if f.kind == KIND_AUDIO])
        if len(steps) and (steps == steps[0]).all():
            return heard
    raise AssertionError(f"no whole play of the target in {tries} tries")


def counters(server):
    m = server.metrics()
    return int(m["synth_trainer_frames_rendered_total"]), int(m["synth_trainer_frames_replayed_total"])


def counters_once(server, reached):
    """The counters once `reached(rendered, replayed)` holds: the render workers add their counts to
    the metrics after their tick, so the last frames of a phrase may be counted a moment after the
    client has them. Returns what was read last (the caller asserts on it)."""
    deadline = time.monotonic() + 20
    now = counters(server)
    while not reached(*now) and time.monotonic() < deadline:
        time.sleep(0.05)
        now = counters(server)
    return now


def counters_settled(server, reached):
    """`counters_once`, then read until the rendered count has stood still for half a second: a play
    the render worker squeezed (and that `record_target` played again) already meets `reached` with its
    frames, and the last frames of the play after it are counted a moment later. A bound of 20 s only
    against a count that never stops."""
    now = counters_once(server, reached)
    deadline, still = time.monotonic() + 20, 0
    while still < 5 and time.monotonic() < deadline:
        time.sleep(0.1)
        later = counters(server)
        still = still + 1 if later == now else 0
        now = later
    return now


def test_a_class_shares_one_rendering_of_a_target(server_factory):
    server = server_factory()
    with server.connect() as a, server.connect() as b:
        first_challenge(a, "First to listen")
        first_challenge(b, "Second to listen")
        rendered0, replayed0 = counters(server)
        heard_a = record_target(a)
        audio_a = [f for f in heard_a if f.kind == KIND_AUDIO]
        rendered1, replayed1 = counters_settled(server, lambda r, _: r - rendered0 >= len(audio_a))
        assert replayed1 == replayed0 and rendered1 - rendered0 >= len(audio_a) > 25
        heard_b = play_target(b)
        audio_b = [f for f in heard_b if f.kind == KIND_AUDIO]
        rendered2, replayed2 = counters_once(server, lambda _, p: p - replayed1 >= len(audio_b))
        # Every audio frame B got came from the recording: nothing of it was rendered.
        assert replayed2 - replayed1 == len(audio_b) == len(audio_a), (replayed2 - replayed1, len(audio_b), len(audio_a))
        assert rendered2 == rendered1
        assert [f.payload for f in audio_b] == [f.payload for f in audio_a]
        assert audio_b[0].restart and [f.sequence for f in heard_b] == list(range(heard_b[0].sequence, heard_b[0].sequence + len(heard_b)))
        # The same sound, decoded: the sine of the first challenge at its pitch.
        pcm_a, pcm_b = Client.audio(heard_a, SOURCE_TARGET), Client.audio(heard_b, SOURCE_TARGET)
        assert np.array_equal(pcm_a, pcm_b)
        assert abs(estimate_pitch(pcm_b[4800:9600]) - estimate_pitch(pcm_a[4800:9600])) < 0.5
        # A's second play replays too, and its positions keep counting on A's own stream.
        again = play_target(a)
        assert counters_once(server, lambda _, p: p - replayed2 >= len(audio_a))[1] - replayed2 == len(audio_a)
        assert again[0].position >= heard_a[-1].position


def test_without_sharing_every_play_renders(server_factory):
    server = server_factory(no_shared_targets=True)
    with server.connect() as a, server.connect() as b:
        first_challenge(a, "Alone one")
        first_challenge(b, "Alone two")
        play_target(a)
        play_target(b)
        rendered, replayed = counters(server)
        assert replayed == 0 and rendered > 50


def test_a_replay_cut_short_restarts_the_decoder(server_factory):
    """Play pressed again while a recording is being replayed: the new play's first audio frame is a
    restart point (the client's decoder held the recording's state, not this stream's encoder's)."""
    server = server_factory()
    with server.connect() as a, server.connect() as b:
        first_challenge(a, "Records it")
        first_challenge(b, "Presses twice")
        recording = [f.payload for f in record_target(a) if f.kind == KIND_AUDIO]  # the recording is made
        b.send("playTarget")
        b.collect(5.0, until=lambda f: f.source == SOURCE_TARGET and f.kind == KIND_AUDIO and f.sequence >= 10)
        again = play_target(b)
        audio = [f for f in again if f.kind == KIND_AUDIO]
        # Frames of the cut replay may still be on their way when play is pressed (how many depends on how
        # far the reader lags the server, not on a fixed count): the new play is found by its content, the
        # whole recording from its first packet, and everything before it is the cut replay's tail.
        payloads = [f.payload for f in audio]
        k = next((i for i in range(len(payloads)) if payloads[i:i + len(recording)] == recording), None)
        assert k is not None, "the second play is not the recording from its start"
        assert audio[k].restart, "the new play's first frame resets the decoder"
        assert all(p in recording for p in payloads[:k]), "before the new play, only the cut replay's frames"
        assert [f.sequence for f in again] == list(range(again[0].sequence, again[0].sequence + len(again)))
        assert len(Client.audio(again, SOURCE_TARGET)) > 0

"""The stream itself: pitch of decoded Opus, parameter changes, waveform frames, silence, headers."""
import json
import subprocess

import numpy as np
import pytest

from conftest import (KIND_AUDIO, KIND_SILENCE, KIND_SPECTRUM, KIND_WAVEFORM, SOURCE_OWN, Client, OpusDecoder,
                      binary_path, estimate_pitch, midi_hz)
from mediakit import MediaFrame, position_jumps


@pytest.mark.parametrize("note,wave", [(57, "saw"), (69, "sine"), (81, "square")])
def test_a_played_note_decodes_to_its_pitch(server, note, wave):
    with server.connect() as c:
        c.send("set", param="osc1.wave", value=wave)
        c.send("noteOn", note=note, velocity=0.8)
        count = []
        # A second of sound (50 frames of 20 ms), however long the machine's load makes it take
        # (10 s: a bound against a hang only).
        frames, _ = c.collect(10.0, until=lambda f: f.kind == KIND_AUDIO and (count.append(f) or len(count) >= 50))
        audio = Client.audio(frames)
    assert sum(f.kind == KIND_AUDIO for f in frames) >= 50
    pitch = estimate_pitch(audio[9600:])
    assert abs(pitch - midi_hz(note)) / midi_hz(note) < 0.01, f"{pitch:.2f} Hz for note {note}"


def test_no_subprotocol_and_named_subprotocol_both_reach_the_synth(server):
    for sub in [None, ["synth-trainer.v1"]]:
        with server.connect(subprotocols=sub) as c:
            assert c.ws.subprotocol == (sub[0] if sub else None)
            welcome = c.request("hello", client="test")
            assert welcome["type"] == "welcome" and welcome["frameMs"] == 20 and welcome["codec"] == "opus"
            c.send("noteOn", note=60)
            frames, _ = c.collect(0.3)
            assert any(f.kind == KIND_AUDIO for f in frames)


def test_parameter_change_shows_up_in_the_next_frames(server):
    with server.connect() as c:
        c.send("set", param="osc1.wave", value="sine")
        c.send("noteOn", note=57)
        before, _ = c.collect(0.6)
        c.send("set", param="osc1.octave", value=1)
        after, _ = c.collect(0.6)
    dec = OpusDecoder()
    a = Client.audio(before, decoder=dec)
    b = Client.audio(after, decoder=dec)
    assert abs(estimate_pitch(a[-9600:]) - 220) < 2.2
    # 100 ms after the message the octave has changed (one frame to apply, frames in flight, codec delay).
    window = b[4800:4800 + 4096]
    assert abs(estimate_pitch(window) - 440) < 4.4, estimate_pitch(window)


def test_waveform_frames_of_a_held_note_stand_still(server):
    """A held note's picture stands still, so it is drawn and sent 5 times a second instead of 30
    (WaveformProvider: one due frame in six, once six in a row have matched); a control turned brings
    back every frame (~30 a second) from the next one, drawing the new sound."""
    def stream_seconds(c, seconds):
        """The frames of the next `seconds` of the stream, counted by its audio frames (20 ms each), not by
        the wall clock: a busy machine delivers them late, the server decides how many pictures they carry."""
        audio = []
        frames, _ = c.collect(30.0, until=lambda f: f.kind == KIND_AUDIO and (audio.append(f) or len(audio) >= seconds * 50))
        return frames

    with server.connect() as c:
        c.send("noteOn", note=64)
        stream_seconds(c, 0.5)  # attack and decay settle
        frames = stream_seconds(c, 1.0)
        c.send("set", param="osc1.wave", value="square")
        turned = stream_seconds(c, 1.0)
    waves = [f.waveform() for f in frames if f.kind == KIND_WAVEFORM]
    assert 4 <= len(waves) <= 7, len(waves)  # 5 a second while still
    after = [f.waveform() for f in turned if f.kind == KIND_WAVEFORM]
    assert len(after) >= 6, len(after)  # still: 5 a second; changed: every frame again until still
    moved = float(np.max(np.abs(after[-1][0] - waves[-1][0])))
    assert moved > 0.2, f"the square's picture is the saw's: {moved:.3f}"
    for pts, hz in waves:
        assert abs(hz - midi_hz(64)) / midi_hz(64) < 0.01
        assert len(pts) > 0 and np.max(np.abs(pts)) > 0.05
    ref = waves[0][0]
    worst = max(float(np.sqrt(np.mean((pts - ref) ** 2))) for pts, _ in waves[1:])
    assert worst < 0.03, f"waveform moved: rms difference {worst:.3f}"
    spectra = [f.spectrum() for f in frames if f.kind == KIND_SPECTRUM]
    assert 15 <= len(spectra) <= 25
    levels, lo, hi = spectra[-1]
    assert lo == pytest.approx(20) and hi == pytest.approx(20000)
    # The loudest band sits at the note's fundamental (a saw's strongest partial).
    centres = lo * (hi / lo) ** ((np.arange(len(levels)) + 0.5) / len(levels))
    peak = centres[int(np.argmax(levels))]
    assert abs(np.log2(peak / midi_hz(64))) < 0.1


def test_a_page_that_hides_its_pictures_gets_audio_without_them(server):
    """`views`: no waveform or spectrum frames while the page does not show them, back when it does."""
    with server.connect() as c:
        c.send("views", show=False)
        c.send("noteOn", note=64)
        audio = []
        # Half a second of sound, however long the machine takes (10 s: a bound against a hang only).
        hidden, _ = c.collect(10.0, until=lambda f: f.kind == KIND_AUDIO and (audio.append(f) or len(audio) >= 25))
        assert len(audio) >= 25
        assert not [f for f in hidden if f.kind in (KIND_WAVEFORM, KIND_SPECTRUM)]
        c.send("views", show=True)
        seen = set()
        shown, _ = c.collect(10.0, until=lambda f: seen.add(f.kind) or {KIND_WAVEFORM, KIND_SPECTRUM} <= seen)
        assert {KIND_WAVEFORM, KIND_SPECTRUM} <= seen


def test_a_client_that_draws_its_own_spectrum_gets_waveforms_and_no_spectrum(server):
    """PROTOCOL.md `hello.spectrumFrames`: the page draws its spectrum from the audio it plays and says
    so; its stream then sends it (and analyses for it) no spectrum frames, while waveforms go on."""
    with server.connect() as c:
        c.request("hello", expect="welcome", client="test", spectrumFrames=False)
        c.send("noteOn", note=64)
        audio = []
        # A second of sound, however long the machine takes (10 s: a bound against a hang only): 30
        # waveforms due, fewer sent once the held note's picture stands still (5 a second then).
        frames, _ = c.collect(10.0, until=lambda f: f.kind == KIND_AUDIO and (audio.append(f) or len(audio) >= 50))
        assert len([f for f in frames if f.kind == KIND_WAVEFORM]) >= 10
        assert not [f for f in frames if f.kind == KIND_SPECTRUM]
    # A client that says nothing still gets them (the Python tools, an old page).
    with server.connect() as c:
        c.request("hello", expect="welcome", client="test")
        c.send("noteOn", note=64)
        frames, _ = c.collect(10.0, until=lambda f: f.kind == KIND_SPECTRUM)
        assert any(f.kind == KIND_SPECTRUM for f in frames)


def held_note_messages(server, bundles: bool, count=40):
    """The first `count` media messages of a held note, each as the frames it carries."""
    with server.connect() as c:
        if bundles:
            c.send("hello", client="test", bundles=True)
        c.send("noteOn", note=57, velocity=0.9)
        messages = []
        while len(messages) < count:
            m = c.recv(timeout=10)
            if isinstance(m, bytes):
                messages.append(MediaFrame.parse_all(m))
    return messages


def test_a_ticks_audio_and_pictures_arrive_in_one_message(server):
    """PROTOCOL.md "bundle": to a client that reads bundles (its `hello` says so), the pictures drawn
    from an audio frame travel in its message (one write and one wake-up a tick, not up to three), in
    order, with consecutive sequences and the frame's position; a client that did not say so gets each
    frame alone. The server's sockets run on lws's poll loop by default (epoll when asked: below)."""
    messages = held_note_messages(server, bundles=True)
    for frames in messages[1:]:
        kinds = [f.kind for f in frames]
        # Every picture rides with the audio frame it was drawn from, after it.
        assert kinds[0] == KIND_AUDIO and set(kinds[1:]) <= {KIND_WAVEFORM, KIND_SPECTRUM}, kinds
        assert [f.sequence for f in frames] == list(range(frames[0].sequence, frames[0].sequence + len(frames)))
        assert {f.position for f in frames} == {frames[0].position}
    # About 30 waveforms and 20 spectra a second beside 50 audio frames: most ticks carry pictures.
    assert sum(len(frames) > 1 for frames in messages) >= 20
    messages = held_note_messages(server, bundles=False)
    assert all(len(frames) == 1 for frames in messages)
    assert {KIND_AUDIO, KIND_WAVEFORM} <= {frames[0].kind for frames in messages}
    assert "eventLoop=poll" in server.log_text()


def test_the_sockets_run_on_epoll_when_asked(server_factory):
    """`serve --event-loop epoll`: lws on a libev loop of the server's own (LWSHost+Context). A held
    note streams, bundled, with gap-free sequence numbers, and the server says which loop it runs."""
    server = server_factory(event_loop="epoll")
    assert "eventLoop=epoll" in server.log_text()
    messages = held_note_messages(server, bundles=True)
    frames = [f for m in messages for f in m]
    assert sum(f.kind == KIND_AUDIO for f in frames) >= 30
    assert [f.sequence for f in frames] == list(range(frames[0].sequence, frames[0].sequence + len(frames)))


def test_silence_restart_flags_sequence_and_positions(server):
    resyncs = server.resyncs()
    with server.connect() as c:
        c.send("set", param="amp.release", value=0.05)
        c.send("noteOn", note=60)
        first, _ = c.collect(0.4)
        c.send("noteOff", note=60)
        rest, _ = c.collect(3.0, until=lambda f: f.kind == KIND_SILENCE)
        quiet, _ = c.collect(0.3)  # nothing at all is sent while silent
        assert quiet == []
        c.send("noteOn", note=62)
        again, _ = c.collect(0.3)
    frames = [f for f in first + rest + again if f.source == SOURCE_OWN]
    opening = [f for f in first if f.kind == KIND_AUDIO]
    assert opening[0].restart and not any(f.restart for f in opening[1:])
    silences = [i for i, f in enumerate(frames) if f.kind == KIND_SILENCE]
    assert len(silences) == 1, "exactly one silence frame when the sound stops"
    s = silences[0]
    # Every media frame of the stream counts in the sequence, whatever its kind.
    assert [f.sequence for f in frames] == list(range(frames[0].sequence, frames[0].sequence + len(frames)))
    after = [f for f in frames[s + 1:] if f.kind == KIND_AUDIO]
    assert after and after[0].restart, "the first frame after silence is a decoder restart point"
    assert not any(f.restart for f in after[1:])
    # Audio frames are 960 samples apart while sounding (but for the resyncs a loaded machine may
    # cause: `position_jumps`); the clock kept running through the silence.
    before = [f for f in frames[:s] if f.kind == KIND_AUDIO]
    jumps = position_jumps(before, 960)
    assert frames[s].position == before[-1].position + 960
    assert after[0].position >= frames[s].position + 0.25 * 48000
    # A note in a silent session starts at the position the session's clock has reached (it kept
    # running through the silence), not where the stream stopped. How close that is to the wall-clock
    # gap between arrivals depends on the machine's load: printed, not judged.
    gap_clock = (after[0].position - before[-1].position) / 48000
    gap_wall = after[0].received - before[-1].received
    print(f"silence: {gap_clock:.3f} s on the session clock, {gap_wall:.3f} s between arrivals")
    assert gap_clock >= 0.3, gap_clock  # at least the 0.3 s this client waited in silence
    jumps += position_jumps(after, 960)
    assert len(jumps) <= server.resyncs() - resyncs, jumps
    # The decoded sound after the restart is the new note.
    assert abs(estimate_pitch(Client.audio(after)[2400:]) - midi_hz(62)) < midi_hz(62) * 0.01


def test_params_patch_and_presets(server):
    table = json.loads(subprocess.check_output([str(binary_path()), "params", "--json"]))
    with server.connect() as c:
        params = c.request("getParams")
        assert params["type"] == "params"
        assert params["parameters"] == table["parameters"] and params["groups"] == table["groups"]
        c.send("set", param="filter.cutoff", value=1234)
        c.send("setMany", values={"amp.attack": 0.25, "osc1.wave": "square"})
        patch = c.request("getPatch")
        assert patch["type"] == "patch"
        assert patch["patch"]["filter.cutoff"] == 1234 and patch["patch"]["osc1.wave"] == "square"
        assert patch["patch"]["amp.attack"] == 0.25
        assert len(patch["patch"]) == len(table["parameters"])
        preset = patch["preset"]
    with server.connect() as c:
        loaded = c.request("loadPatch", preset=preset)
        assert loaded["type"] == "patch" and loaded["patch"]["filter.cutoff"] == pytest.approx(1234)
        loaded = c.request("loadPatch", patch={"osc1.wave": "sine"})
        default_cutoff = next(p["default"] for p in table["parameters"] if p["id"] == "filter.cutoff")
        assert loaded["patch"]["osc1.wave"] == "sine" and loaded["patch"]["filter.cutoff"] == default_cutoff

import OpusCodec
import SynthEngine
import WireProtocol

/// One encode for a whole class (`TargetRecording`): a stream records what its ticks send while it plays
/// a lesson target, or replays another stream's recording instead of rendering and encoding it.
/// Render worker only, like the rest of the stream.
extension SourceStream {
    /// Keeps what the next ticks send until the phrase (started just before) is done. Only from
    /// silence: the recording must begin at a restart point.
    func startRecording() {
        replaying = nil
        recording = isSilent || encoderStale ? [] : nil
        recording?.reserveCapacity(256)
    }

    /// Sends `r`'s packets instead of rendering the phrase started just before. Only from silence,
    /// where the first packet's restart flag resets the client's decoder; returns whether it will.
    func replay(_ r: TargetRecording) -> Bool {
        recording = nil
        // A recording starts with a restart packet: from silence, or where the encoder must restart anyway.
        guard isSilent || encoderStale, !r.steps.isEmpty else { return false }
        encoderStale = false
        replaying = (r, 0)
        return true
    }

    /// The engine is being changed while it plays (a live control): what it renders is no longer
    /// the sound being recorded.
    func cancelRecording() { recording = nil }

    func stopRecordingAndReplay() {
        recording = nil
        if replaying != nil, !isSilent { encoderStale = true }
        replaying = nil
    }

    func finishRecording(_ result: inout TickResult) {
        if let steps = recording, !steps.isEmpty { result.recorded = TargetRecording(steps: steps) }
        recording = nil
    }

    /// One frame of a recording: the same frames the recorded stream sent, under this stream's own
    /// sequence numbers and sample positions.
    func replayTick(_ r: TargetRecording, step index: Int, publish: (OutboundPacket) -> Void,
                            stats: inout WorkerStats) -> TickResult {
        var result = TickResult()
        let step = r.steps[index]
        let frameEnd = position + UInt64(frameSize)
        if step.silenceBefore { publishSilence(at: position, publish: publish, stats: &stats) }
        if let packet = step.packet {
            packet.withUnsafeBytes {
                publishAudio($0, flags: step.restart ? MediaHeader.flagRestart : 0, created: MonotonicClock.nanoseconds(),
                             publish: publish, stats: &stats)
            }
            stats.framesReplayed += 1
            isSilent = false
        } else {
            stats.framesSilent += 1
        }
        position = frameEnd
        if step.silenceAfter { publishSilence(at: position, publish: publish, stats: &stats) }
        if index + 1 < r.steps.count {
            replaying = (r, index + 1)
        } else {
            replaying = nil
            phrase = nil
            result.phraseDone = true
        }
        return result
    }
}

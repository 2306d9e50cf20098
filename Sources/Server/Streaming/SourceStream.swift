import AudioAnalysis
import OpusCodec
import SynthEngine
import WireProtocol

/// One media stream of a session (its own synth, or the lesson target): an engine, an Opus encoder,
/// the waveform and spectrum analysers, and the stream's sequence number and sample clock.
///
/// Owned by the session's render worker; nothing here is touched by another thread. Each `tick`
/// renders one frame: audio every frame while something sounds, a waveform ~30 times and a spectrum
/// ~20 times a second, and a single `silence` frame when the engine goes quiet (then nothing until
/// the next sound, whose first frame carries the restart flag and starts a fresh encoder state).
package final class SourceStream {
    let source: MediaHeader.Source
    package let engine: SynthEngine
    let frameSize: Int
    private let encoder: OpusEncoder
    private let waveform: WaveformProvider
    private let spectrum: SpectrumAnalyzer
    private let pcm: UnsafeMutableBufferPointer<Float>
    private let points: UnsafeMutableBufferPointer<Float>
    private let levels: UnsafeMutableBufferPointer<Float>
    private let packetScratch: UnsafeMutableRawBufferPointer

    /// Waveform points per frame: a smooth line at page widths, 520 bytes a frame.
    package static let waveformPoints = 256
    /// Spectrum FFT length: 11.7 Hz bins at 48 kHz, so the 20 Hz end of the view is still resolved.
    package static let spectrumFFTSize = 4096
    /// Spectrum bands, log-spaced over 20 Hz...20 kHz.
    package static let spectrumBins = 128

    private(set) var sequence: UInt32 = 0
    /// 48 kHz samples since the stream started; advances every tick, sounding or not.
    var position: UInt64 = 0
    /// True while nothing is being encoded (also at the start: the first sound is a restart point).
    var isSilent = true
    /// Where the last audio frame sent ended (0 before any): a restart must not begin before it.
    private(set) var audioEnd: UInt64 = 0
    var phrase: PhrasePlayer?

    /// Whether waveform and spectrum frames are sent. The target's are not before a pass or a reveal
    /// (challenges are judged by ear); the server, not the page, decides.
    var sendsVisuals = true
    /// The pictures anybody listening draws now (set by the session before each frame from its
    /// audience, `StreamFanout.wantedViews`): an analyser nobody reads is not even fed.
    package var viewsWanted = MediaViews.all
    /// `StreamFanout.audienceChanges` when the session last told the stream its audience.
    private var audienceSeen: UInt64 = 0

    /// What the stream's audience draws now, and how many times it has changed: someone new (a page
    /// showing its pictures again, a teacher listening in) gets a waveform at once, not a still one's
    /// next frame (`WaveformProvider.wake`).
    func audience(views: MediaViews, changes: UInt64) {
        viewsWanted = views
        if changes != audienceSeen {
            audienceSeen = changes
            waveform.wake()
        }
    }
    /// The pictures made this frame: allowed and wanted.
    private var makesVisuals: MediaViews { sendsVisuals ? viewsWanted : [] }

    // A/B comparison: a second engine (the target) plays the same notes from the same clock, and the
    // stream carries a mix that glides between the two within `abGlideSamples`, so a switch is
    // instant to the ear, with no restart of the stream and no click.
    private var partner: SynthEngine?
    private var partnerPCM: UnsafeMutableBufferPointer<Float>?
    /// Share of the partner in the mix now (0 = own only) and where it is going.
    private var partnerShare: Float = 0
    private var partnerGoal: Float = 0
    /// While armed, held notes play on both engines; disarmed, the partner only rings out.
    private(set) var isComparing = false
    /// Whether the visuals may show what is heard when the partner is heard (else the own engine's only).
    private var partnerVisible = false
    /// 5 ms: short enough to hear as instant, long enough not to click.
    static let abGlideSamples: Float = 240

    // One encode for a whole class (`TargetRecording`): while `recording` is set, each tick's output
    // is kept; while `replaying`, ticks send a recording's packets instead of rendering and encoding.
    // Internal rather than private only so `SourceStream+Recording.swift` reaches them; still the
    // render worker's alone.
    var recording: [TargetRecording.Step]?
    var replaying: (recording: TargetRecording, next: Int)?
    /// A replay was cut off mid-sound: the client's decoder holds the recording's state, not this
    /// stream's encoder's, so the next encoded frame must be a restart point.
    var encoderStale = false
    /// 30 s of frames: a longer phrase is not worth keeping.
    static let maxRecordedSteps = 1500

    /// What a tick did, for the session (phrase completion) and the worker's statistics.
    package struct TickResult {
        var encoded = false
        /// The phrase finished and its sound has died away during this tick.
        var phraseDone = false
        /// The recording of the phrase that just finished, when one was being made.
        var recorded: TargetRecording?
    }

    package init(source: MediaHeader.Source, opus: OpusEncoder.Configuration, patch: Patch = Patch()) throws {
        self.source = source
        frameSize = opus.frameSize
        engine = SynthEngine(sampleRate: Double(opus.sampleRate), patch: patch)
        encoder = try OpusEncoder(opus)
        waveform = WaveformProvider(sampleRate: Double(opus.sampleRate), pointCount: Self.waveformPoints,
                                    framesPerSecond: ProtocolLimits.waveformPerSecond)
        spectrum = SpectrumAnalyzer(sampleRate: Double(opus.sampleRate), fftSize: Self.spectrumFFTSize,
                                    binCount: Self.spectrumBins, framesPerSecond: ProtocolLimits.spectrumPerSecond)
        pcm = .allocate(capacity: frameSize)
        pcm.initialize(repeating: 0)
        points = .allocate(capacity: waveform.pointCount)
        points.initialize(repeating: 0)
        levels = .allocate(capacity: spectrum.binCount)
        levels.initialize(repeating: 0)
        packetScratch = .allocate(byteCount: OpusEncoder.maxPacketSize, alignment: 16)
    }

    deinit {
        partnerPCM?.deallocate()
        pcm.deallocate()
        points.deallocate()
        levels.deallocate()
        packetScratch.deallocate()
    }

    /// True while a phrase still has notes to start or release (or a recording of one is replayed).
    var isPlayingPhrase: Bool { replaying != nil || (phrase.map { !$0.isFinished } ?? false) }

    /// Nothing sounds in either engine.
    private var enginesSilent: Bool { engine.isSilent && (partner?.isSilent ?? true) }

    /// Starts an A/B comparison against `patch` (the lesson's target). The partner engine is made on
    /// first use, outside the steady render path (most sessions never compare). `visible`: the
    /// visuals may show the target side when it is heard.
    func beginComparison(with patch: Patch, side: ABSide, visible: Bool) {
        if partner == nil {
            partner = SynthEngine(sampleRate: engine.sampleRate, patch: patch)
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: frameSize)
            buffer.initialize(repeating: 0)
            partnerPCM = buffer
        }
        partner?.reset()
        partner?.load(patch)
        isComparing = true
        partnerVisible = visible
        select(side, glide: false)
    }

    /// Which side is heard; with `glide` the mix moves there over `abGlideSamples`.
    func select(_ side: ABSide, glide: Bool = true) {
        partnerGoal = side == .target ? 1 : 0
        if !glide { partnerShare = partnerGoal }
    }

    /// Ends the comparison: held keys no longer reach the partner, which rings out and is then left
    /// silent; the mix returns to the own engine.
    func endComparison(cut: Bool) {
        isComparing = false
        if cut { partner?.reset() } else { partner?.allNotesOff() }
        partnerGoal = 0
        if cut { partnerShare = 0 }
    }

    /// The partner while a comparison runs (held notes go to both engines).
    var comparingPartner: SynthEngine? { isComparing ? partner : nil }

    /// The partner is part of what is heard: comparing, gliding back, or still ringing out. Once it
    /// is none of these it is neither rendered nor mixed, so a session that compared once costs
    /// nothing more afterwards.
    private var partnerHeard: Bool {
        guard let partner else { return false }
        return isComparing || partnerShare > 0 || !partner.isSilent
    }

    /// Starts `notes` at the next frame, releasing whatever an earlier phrase still holds.
    func play(_ notes: [Phrase.Note]) {
        stopRecordingAndReplay()
        if let old = phrase { for n in old.sounding { engine.stop(pitch: n); partner?.stop(pitch: n) } }
        phrase = PhrasePlayer(notes, startingAt: position, sampleRate: engine.sampleRate)
    }

    /// Moves the stream's clock to `newPosition` before a tick. The session's grid decides where
    /// frames fall: on the grid this is where the stream already is; when a silent session restarts
    /// it is the wall clock's position, which may be up to a frame behind the silent ticks' count
    /// (never before `audioEnd`) or far ahead of it.
    func seek(to newPosition: UInt64) {
        // A jump while recording (the worker fell behind and skipped ahead) squeezed the phrase's
        // timing in this take: it must not become every student's copy.
        if recording != nil, newPosition != position { recording = nil }
        position = newPosition
    }

    /// The sound may change from the next frame (a command reached the engine): a waveform that
    /// stood still is drawn at the full rate again (`WaveformProvider.wake`).
    func soundMayChange() { waveform.wake() }

    /// Ends a phrase: no more of its notes start, and the ones sounding are released (they fade
    /// with the patch's release, no click).
    func stopPhrase() {
        stopRecordingAndReplay()
        if let old = phrase { for n in old.sounding { engine.stop(pitch: n); partner?.stop(pitch: n) } }
        phrase = nil
    }

    /// Cuts everything off at once (a new lesson, a stopped target).
    func stopAll() {
        stopRecordingAndReplay()
        phrase = nil
        engine.reset()
        endComparison(cut: true)
    }

    /// Renders and publishes one frame (see the type's description).
    package func tick(publish: (OutboundPacket) -> Void, stats: inout WorkerStats) -> TickResult {
        if let r = replaying { return replayTick(r.recording, step: r.next, publish: publish, stats: &stats) }
        var result = TickResult()
        let frameEnd = position + UInt64(frameSize)
        let eventThisFrame = phrase?.nextEventAt.map { $0 < frameEnd } ?? false
        if enginesSilent && !eventThisFrame {
            // Quiet (a gap inside a phrase, or the sound just died): say so once, then send nothing.
            let silence = !isSilent
            if silence { publishSilence(at: position, publish: publish, stats: &stats) }
            recording?.append(.init(silenceBefore: silence))
            position = frameEnd
            stats.framesSilent += 1
            if let p = phrase, p.isFinished {
                phrase = nil
                result.phraseDone = true
                finishRecording(&result)
            }
            return result
        }

        let t0 = MonotonicClock.nanoseconds()
        var done = 0
        let mixing = partnerHeard
        while done < frameSize {
            var until = frameSize
            if var p = phrase {
                let partner = comparingPartner
                p.applyDue(at: position + UInt64(done)) { note, velocity in
                    waveform.wake()
                    if let velocity {
                        engine.play(pitch: note, velocity: velocity)
                        partner?.play(pitch: note, velocity: velocity)
                    } else {
                        engine.stop(pitch: note)
                        partner?.stop(pitch: note)
                    }
                }
                if let at = p.nextEventAt, at < frameEnd { until = Int(at - position) }
                phrase = p
            }
            if until > done {
                engine.render(into: pcm.baseAddress! + done, count: until - done)
                if mixing, let partner, let out = partnerPCM { partner.render(into: out.baseAddress! + done, count: until - done) }
                done = until
            }
        }
        // What is heard: the own engine, or during an A/B comparison the glide between the two.
        // Before a pass the visuals show the student's own sound only, whichever side is heard.
        if mixing, let other = partnerPCM {
            if !makesVisuals.isEmpty && !partnerVisible { pushVisuals(frequency: engine.currentFrequency) }
            mixPartner(other)
            if !makesVisuals.isEmpty && partnerVisible {
                pushVisuals(frequency: partnerShare > 0.5 ? partner?.currentFrequency : engine.currentFrequency)
            }
        } else if !makesVisuals.isEmpty {
            pushVisuals(frequency: engine.currentFrequency)
        }
        let readOnly = UnsafeBufferPointer(pcm)
        let t1 = MonotonicClock.nanoseconds()

        var flags: UInt8 = 0
        if isSilent || encoderStale {
            // A restart point: the client resets its decoder here, so the encoder starts clean too.
            try? encoder.reset()
            flags = MediaHeader.flagRestart
            isSilent = false
            encoderStale = false
        }
        let packetLength: Int
        do { packetLength = try encoder.encode(readOnly, into: packetScratch) } catch { packetLength = 0 }
        let t2 = MonotonicClock.nanoseconds()
        stats.renderTime.observe(Double(t1 - t0) / 1e9)
        stats.encodeTime.observe(Double(t2 - t1) / 1e9)
        stats.framesRendered += 1
        result.encoded = true

        if recording != nil {
            // Allocates, once per recorded frame of a lesson target per process: the frames every
            // later play of that target no longer renders or encodes.
            let bytes = packetLength > 0 ? Array(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(packetScratch)[..<packetLength])) : nil
            recording?.append(.init(packet: bytes, restart: flags & MediaHeader.flagRestart != 0))
            if (recording?.count ?? 0) > Self.maxRecordedSteps { recording = nil }
        }
        // libopus cannot fail on a valid frame; if it ever did, the frame is skipped, not the stream.
        if packetLength > 0 {
            publishAudio(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(packetScratch)[..<packetLength]), flags: flags,
                         created: t2, publish: publish, stats: &stats)
        }
        // Only a sound that changes on commands alone may be drawn as a still picture (a stepped LFO, an
        // echo arriving, would be shown late): the engines, both when a comparison mixes the target in.
        waveform.mayStandStill = engine.isSteady && (!mixing || (partner?.isSteady ?? true))
        if makesVisuals.contains(.waveform), let info = waveform.nextFrame(into: points) {
            let header = MediaHeader(kind: .waveform, source: source, sequence: nextSequence(), samplePosition: position)
            let pts = UnsafeBufferPointer(points)
            publish(OutboundPacket(capacity: MediaHeader.size + WaveformFrame.payloadSize(pointCount: pts.count),
                                   isBinary: true, isMedia: true, created: t2) { buf in
                header.write(to: buf)
                return MediaHeader.size + WaveformFrame.encodePayload(
                    points: pts, frequency: info.frequency, into: UnsafeMutableRawBufferPointer(rebasing: buf[MediaHeader.size...]))
            })
            stats.mediaPublished += 1
        }
        if makesVisuals.contains(.spectrum), spectrum.nextFrame(into: levels) {
            let header = MediaHeader(kind: .spectrum, source: source, sequence: nextSequence(), samplePosition: position)
            let lv = UnsafeBufferPointer(levels)
            let lo = spectrum.minHz, hi = spectrum.maxHz
            publish(OutboundPacket(capacity: MediaHeader.size + SpectrumFrame.payloadSize(binCount: lv.count),
                                   isBinary: true, isMedia: true, created: t2) { buf in
                header.write(to: buf)
                return MediaHeader.size + SpectrumFrame.encodePayload(
                    magnitudesDB: lv, minHz: lo, maxHz: hi, into: UnsafeMutableRawBufferPointer(rebasing: buf[MediaHeader.size...]))
            })
            stats.mediaPublished += 1
        }
        position = frameEnd

        if enginesSilent && !isPlayingPhrase {
            publishSilence(at: position, publish: publish, stats: &stats)
            if let last = recording?.indices.last { recording?[last].silenceAfter = true }
            if phrase != nil {
                phrase = nil
                result.phraseDone = true
                finishRecording(&result)
            }
        }
        return result
    }

    /// One Opus packet as this stream's next audio frame at `position` (rendered now, or replayed).
    func publishAudio(_ packet: UnsafeRawBufferPointer, flags: UInt8, created: UInt64,
                              publish: (OutboundPacket) -> Void, stats: inout WorkerStats) {
        let header = MediaHeader(kind: .audio, source: source, flags: flags, sequence: nextSequence(), samplePosition: position)
        publish(OutboundPacket(capacity: MediaHeader.size + packet.count, isBinary: true, isMedia: true, created: created) { buf in
            header.write(to: buf)
            UnsafeMutableRawBufferPointer(rebasing: buf[MediaHeader.size...]).copyMemory(from: packet)
            return MediaHeader.size + packet.count
        })
        stats.mediaPublished += 1
        audioEnd = position + UInt64(frameSize)
    }

    /// Mixes the partner's frame into `pcm` in place, gliding the share towards its goal.
    private func mixPartner(_ other: UnsafeMutableBufferPointer<Float>) {
        let step = 1 / Self.abGlideSamples
        var share = partnerShare
        let goal = partnerGoal
        for i in 0..<frameSize {
            if share != goal { share = share < goal ? min(goal, share + step) : max(goal, share - step) }
            pcm[i] += (other[i] - pcm[i]) * share
        }
        partnerShare = share
    }

    /// Feeds the analysers of the pictures made now what `pcm` holds.
    private func pushVisuals(frequency: Double?) {
        let frame = UnsafeBufferPointer(pcm)
        if makesVisuals.contains(.waveform) { waveform.push(frame, frequencyHint: frequency) }
        if makesVisuals.contains(.spectrum) { spectrum.push(frame) }
    }

    /// One `silence` frame; the next audio frame will be a restart point.
    func publishSilence(at position: UInt64, publish: (OutboundPacket) -> Void, stats: inout WorkerStats) {
        let header = MediaHeader(kind: .silence, source: source, sequence: nextSequence(), samplePosition: position)
        publish(OutboundPacket(capacity: MediaHeader.size, isBinary: true, isMedia: true) { buf in
            header.write(to: buf)
            return MediaHeader.size
        })
        stats.mediaPublished += 1
        isSilent = true
    }

    private func nextSequence() -> UInt32 {
        defer { sequence &+= 1 }
        return sequence
    }
}

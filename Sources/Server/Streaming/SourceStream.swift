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
    private(set) var position: UInt64 = 0
    /// True while nothing is being encoded (also at the start: the first sound is a restart point).
    private(set) var isSilent = true
    /// Where the last audio frame sent ended (0 before any): a restart must not begin before it.
    private(set) var audioEnd: UInt64 = 0
    private var phrase: PhrasePlayer?

    /// What a tick did, for the session (phrase completion) and the worker's statistics.
    package struct TickResult {
        var encoded = false
        /// The phrase finished and its sound has died away during this tick.
        var phraseDone = false
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
        pcm.deallocate()
        points.deallocate()
        levels.deallocate()
        packetScratch.deallocate()
    }

    /// True while a phrase still has notes to start or release.
    var isPlayingPhrase: Bool { phrase.map { !$0.isFinished } ?? false }

    /// Starts `notes` at the next frame, releasing whatever an earlier phrase still holds.
    func play(_ notes: [Phrase.Note]) {
        if let old = phrase { for n in old.sounding { engine.stop(pitch: n) } }
        phrase = PhrasePlayer(notes, startingAt: position, sampleRate: engine.sampleRate)
    }

    /// Moves the stream's clock to `newPosition` before a tick. The session's grid decides where
    /// frames fall: on the grid this is where the stream already is; when a silent session restarts
    /// it is the wall clock's position, which may be up to a frame behind the silent ticks' count
    /// (never before `audioEnd`) or far ahead of it.
    func seek(to newPosition: UInt64) {
        position = newPosition
    }

    /// Ends a phrase: no more of its notes start, and the ones sounding are released (they fade
    /// with the patch's release, no click).
    func stopPhrase() {
        if let old = phrase { for n in old.sounding { engine.stop(pitch: n) } }
        phrase = nil
    }

    /// Cuts everything off at once (a new lesson, a stopped target).
    func stopAll() {
        phrase = nil
        engine.reset()
    }

    /// Renders and publishes one frame (see the type's description).
    package func tick(publish: (OutboundPacket) -> Void, stats: inout WorkerStats) -> TickResult {
        var result = TickResult()
        let frameEnd = position + UInt64(frameSize)
        let eventThisFrame = phrase?.nextEventAt.map { $0 < frameEnd } ?? false
        if engine.isSilent && !eventThisFrame {
            // Quiet (a gap inside a phrase, or the sound just died): say so once, then send nothing.
            if !isSilent { publishSilence(at: position, publish: publish, stats: &stats) }
            position = frameEnd
            stats.framesSilent += 1
            if let p = phrase, p.isFinished {
                phrase = nil
                result.phraseDone = true
            }
            return result
        }

        let t0 = MonotonicClock.nanoseconds()
        var done = 0
        while done < frameSize {
            var until = frameSize
            if var p = phrase {
                p.applyDue(at: position + UInt64(done)) { note, velocity in
                    if let velocity { engine.play(pitch: note, velocity: velocity) } else { engine.stop(pitch: note) }
                }
                if let at = p.nextEventAt, at < frameEnd { until = Int(at - position) }
                phrase = p
            }
            if until > done {
                engine.render(into: pcm.baseAddress! + done, count: until - done)
                done = until
            }
        }
        let readOnly = UnsafeBufferPointer(pcm)
        waveform.push(readOnly, frequencyHint: engine.currentFrequency)
        spectrum.push(readOnly)
        let t1 = MonotonicClock.nanoseconds()

        var flags: UInt8 = 0
        if isSilent {
            // A restart point: the client resets its decoder here, so the encoder starts clean too.
            try? encoder.reset()
            flags = MediaHeader.flagRestart
            isSilent = false
        }
        let packetLength: Int
        do { packetLength = try encoder.encode(readOnly, into: packetScratch) } catch { packetLength = 0 }
        let t2 = MonotonicClock.nanoseconds()
        stats.renderTime.observe(Double(t1 - t0) / 1e9)
        stats.encodeTime.observe(Double(t2 - t1) / 1e9)
        stats.framesRendered += 1
        result.encoded = true

        // libopus cannot fail on a valid frame; if it ever did, the frame is skipped, not the stream.
        if packetLength > 0 {
            let header = MediaHeader(kind: .audio, source: source, flags: flags, sequence: nextSequence(), samplePosition: position)
            let scratch = UnsafeRawBufferPointer(packetScratch)
            publish(OutboundPacket(capacity: MediaHeader.size + packetLength, isBinary: true, isMedia: true, created: t2) { buf in
                header.write(to: buf)
                UnsafeMutableRawBufferPointer(rebasing: buf[MediaHeader.size...]).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: scratch[..<packetLength]))
                return MediaHeader.size + packetLength
            })
            stats.mediaPublished += 1
            audioEnd = frameEnd
        }
        if let info = waveform.nextFrame(into: points) {
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
        if spectrum.nextFrame(into: levels) {
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

        if engine.isSilent && !isPlayingPhrase {
            publishSilence(at: position, publish: publish, stats: &stats)
            if phrase != nil {
                phrase = nil
                result.phraseDone = true
            }
        }
        return result
    }

    /// One `silence` frame; the next audio frame will be a restart point.
    private func publishSilence(at position: UInt64, publish: (OutboundPacket) -> Void, stats: inout WorkerStats) {
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

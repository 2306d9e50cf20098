#if canImport(Glibc)
import Glibc
#endif
import AudioAnalysis
import OpusCodec
import Server
import SynthEngine
import WireProtocol

/// Measures what one stream costs on this machine: the real per-session pipeline (`SourceStream`:
/// engine render, waveform analysis, Opus encode, packet building; the page draws its spectrum
/// itself) against Opus encoding alone with the same settings on the same audio, and the pipeline
/// again for a client that asks for spectrum frames. Times are this thread's CPU time, so other load
/// on the machine does not inflate them.
public enum StreamCostProbe {
    public struct Result: Sendable {
        /// Seconds of audio encoded per CPU second, Opus alone.
        public let encodeOnlyRealtime: Double
        /// Seconds of audio streamed per CPU second, the whole per-session pipeline as the page asks
        /// for it (waveform frames; its spectrum is drawn in the page).
        public let pipelineRealtime: Double
        /// The same for a client that asks for spectrum frames too (`hello` without `spectrumFrames: false`).
        public let withSpectrumRealtime: Double
        /// The same with no pictures at all (a page showing neither): render, encode and packets.
        public let noViewsRealtime: Double
        /// CPU seconds per stream-second.
        public var encodeOnlyCost: Double { 1 / encodeOnlyRealtime }
        public var pipelineCost: Double { 1 / pipelineRealtime }
        public var withSpectrumCost: Double { 1 / withSpectrumRealtime }
        public var noViewsCost: Double { 1 / noViewsRealtime }
        /// Each pipeline's cost over Opus alone, taken within each run (against the mean of the encodes
        /// measured just before and just after it) and then the median over the runs. The ratio of two
        /// medians measured at different moments had read 0.89x for a pipeline that encodes the same
        /// audio and renders it too (the host's speed moves between one measure and the next).
        public let pipelineOverEncode: Double
        public let withSpectrumOverEncode: Double
        public let noViewsOverEncode: Double
        /// CPU seconds per stream-second of each stage measured alone: synth render, waveform view,
        /// spectrum view (the rest of the pipeline is encoding and packets).
        public let engineCost: Double
        public let waveformCost: Double
        /// The same with every due frame drawn (`stillStride: 1`): a picture that never stands still.
        public let waveformFullRateCost: Double
        public let spectrumCost: Double
    }

    /// Streams `patch` holding `note` for `seconds`, `runs` times; reports the median of each measure.
    public static func measure(patch: Patch, note: Int, seconds: Double, runs: Int = 3,
                               opus: OpusEncoder.Configuration) throws -> Result {
        let frames = max(1, Int(seconds * 1000 / opus.frameMilliseconds))
        var encodeRates: [Double] = [], pipelineRates: [Double] = [], spectrumPipelineRates: [Double] = []
        var noViewsRates: [Double] = []
        var pipelineRatios: [Double] = [], spectrumRatios: [Double] = [], noViewsRatios: [Double] = []
        var engineCosts: [Double] = [], waveformCosts: [Double] = [], spectrumCosts: [Double] = []
        var waveformFullRateCosts: [Double] = []
        let streamSeconds = Double(frames) * opus.frameMilliseconds / 1000
        for _ in 0..<max(1, runs) {
            // The pipeline, exactly as a session runs it (packets are built, then discarded): the
            // pictures the page asks for, then all of them.
            var sink = 0
            func pipelineRate(_ views: MediaViews) throws -> Double {
                let stream = try SourceStream(source: .own, opus: opus, patch: patch)
                stream.viewsWanted = views
                stream.engine.play(pitch: note, velocity: 0.9)
                var stats = WorkerStats()
                let t0 = ThreadCPUClock.seconds()
                for _ in 0..<frames { _ = stream.tick(publish: { sink &+= $0.length }, stats: &stats) }
                return streamSeconds / (ThreadCPUClock.seconds() - t0)
            }
            // The same audio, rendered beforehand, through a fresh encoder alone: before and after the
            // pipelines, so each pipeline's ratio is taken against encodes measured around it.
            let engine = SynthEngine(sampleRate: Double(opus.sampleRate), patch: patch)
            engine.play(pitch: note, velocity: 0.9)
            var audio = [Float](repeating: 0, count: frames * opus.frameSize)
            let t2 = ThreadCPUClock.seconds()
            audio.withUnsafeMutableBufferPointer { buf in
                for f in 0..<frames {
                    engine.render(into: UnsafeMutableBufferPointer(rebasing: buf[(f * opus.frameSize)..<((f + 1) * opus.frameSize)]))
                }
            }
            engineCosts.append((ThreadCPUClock.seconds() - t2) / streamSeconds)

            // The two views alone, fed frame by frame as a session feeds them; the waveform also at its
            // full rate (a picture that never stands still: an LFO, a knob being turned).
            let waveform = WaveformProvider(sampleRate: Double(opus.sampleRate), pointCount: SourceStream.waveformPoints,
                                            framesPerSecond: ProtocolLimits.waveformPerSecond)
            let fullRate = WaveformProvider(sampleRate: Double(opus.sampleRate), pointCount: SourceStream.waveformPoints,
                                            framesPerSecond: ProtocolLimits.waveformPerSecond, stillStride: 1)
            let spectrum = SpectrumAnalyzer(sampleRate: Double(opus.sampleRate), fftSize: SourceStream.spectrumFFTSize,
                                            binCount: SourceStream.spectrumBins, framesPerSecond: ProtocolLimits.spectrumPerSecond)
            var points = [Float](repeating: 0, count: waveform.pointCount)
            var levels = [Float](repeating: 0, count: spectrum.binCount)
            let hz = 440 * pow(2, Double(note - 69) / 12)
            let t3 = ThreadCPUClock.seconds()
            audio.withUnsafeBufferPointer { buf in
                for f in 0..<frames {
                    waveform.push(UnsafeBufferPointer(rebasing: buf[(f * opus.frameSize)..<((f + 1) * opus.frameSize)]), frequencyHint: hz)
                    if waveform.nextFrame(into: &points) != nil { sink &+= 1 }
                }
            }
            let t4 = ThreadCPUClock.seconds()
            audio.withUnsafeBufferPointer { buf in
                for f in 0..<frames {
                    fullRate.push(UnsafeBufferPointer(rebasing: buf[(f * opus.frameSize)..<((f + 1) * opus.frameSize)]), frequencyHint: hz)
                    if fullRate.nextFrame(into: &points) != nil { sink &+= 1 }
                }
            }
            let t4b = ThreadCPUClock.seconds()
            waveformFullRateCosts.append((t4b - t4) / streamSeconds)
            audio.withUnsafeBufferPointer { buf in
                for f in 0..<frames {
                    spectrum.push(UnsafeBufferPointer(rebasing: buf[(f * opus.frameSize)..<((f + 1) * opus.frameSize)]))
                    if spectrum.nextFrame(into: &levels) { sink &+= 1 }
                }
            }
            let t5 = ThreadCPUClock.seconds()
            waveformCosts.append((t4 - t3) / streamSeconds)
            spectrumCosts.append((t5 - t4b) / streamSeconds)
            func encodeRate() throws -> Double {
                let encoder = try OpusEncoder(opus)
                var packet = [UInt8](repeating: 0, count: OpusEncoder.maxPacketSize)
                let t1 = ThreadCPUClock.seconds()
                try audio.withUnsafeBufferPointer { pcm in
                    try packet.withUnsafeMutableBytes { out in
                        for f in 0..<frames {
                            let slice = UnsafeBufferPointer(rebasing: pcm[(f * opus.frameSize)..<((f + 1) * opus.frameSize)])
                            sink &+= try encoder.encode(slice, into: out)
                        }
                    }
                }
                return streamSeconds / (ThreadCPUClock.seconds() - t1)
            }
            // Cost over encode cost, each pipeline against the mean of the encodes on either side of it.
            var before = try encodeRate()
            func overEncode(_ views: MediaViews, _ rates: inout [Double], _ ratios: inout [Double]) throws {
                let rate = try pipelineRate(views), after = try encodeRate()
                rates.append(rate)
                ratios.append((1 / rate) / ((1 / before + 1 / after) / 2))
                encodeRates.append(after)
                before = after
            }
            encodeRates.append(before)
            try overEncode(.waveform, &pipelineRates, &pipelineRatios)
            try overEncode(.all, &spectrumPipelineRates, &spectrumRatios)
            try overEncode([], &noViewsRates, &noViewsRatios)
            if sink == 42 { print("") }  // keeps the work observable to the optimizer
        }
        return Result(encodeOnlyRealtime: median(encodeRates), pipelineRealtime: median(pipelineRates),
                      withSpectrumRealtime: median(spectrumPipelineRates), noViewsRealtime: median(noViewsRates),
                      pipelineOverEncode: median(pipelineRatios), withSpectrumOverEncode: median(spectrumRatios),
                      noViewsOverEncode: median(noViewsRatios),
                      engineCost: median(engineCosts), waveformCost: median(waveformCosts),
                      waveformFullRateCost: median(waveformFullRateCosts), spectrumCost: median(spectrumCosts))
    }

    static func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
}

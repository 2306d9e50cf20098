#if canImport(Glibc)
import Glibc
#endif
import OpusCodec
import SynthEngine

/// Measures what one stream costs on this machine: the real per-session pipeline (`SourceStream`:
/// engine render, waveform and spectrum analysis, Opus encode, packet building) against Opus
/// encoding alone with the same settings on the same audio. Times are this thread's CPU time, so
/// other load on the machine does not inflate them.
public enum StreamCostProbe {
    public struct Result: Sendable {
        /// Seconds of audio encoded per CPU second, Opus alone.
        public let encodeOnlyRealtime: Double
        /// Seconds of audio streamed per CPU second, the whole per-session pipeline.
        public let pipelineRealtime: Double
        /// CPU seconds per stream-second.
        public var encodeOnlyCost: Double { 1 / encodeOnlyRealtime }
        public var pipelineCost: Double { 1 / pipelineRealtime }
        /// Encode-only cost over pipeline cost (1 means rendering is free; 0.8 is the 1.25x budget).
        public var ratio: Double { encodeOnlyCost / pipelineCost }
    }

    /// Streams `patch` holding `note` for `seconds`, `runs` times; reports the median of each measure.
    public static func measure(patch: Patch, note: Int, seconds: Double, runs: Int = 3,
                               opus: OpusEncoder.Configuration) throws -> Result {
        let frames = max(1, Int(seconds * 1000 / opus.frameMilliseconds))
        var encodeRates: [Double] = [], pipelineRates: [Double] = []
        for _ in 0..<max(1, runs) {
            // The pipeline, exactly as a session runs it (packets are built, then discarded).
            let stream = try SourceStream(source: .own, opus: opus, patch: patch)
            stream.engine.play(pitch: note, velocity: 0.9)
            var stats = WorkerStats()
            var sink = 0
            let t0 = threadCPUSeconds()
            for _ in 0..<frames { _ = stream.tick(publish: { sink &+= $0.length }, stats: &stats) }
            let pipeline = threadCPUSeconds() - t0
            pipelineRates.append(Double(frames) * opus.frameMilliseconds / 1000 / pipeline)

            // The same audio, rendered beforehand, through a fresh encoder alone.
            let engine = SynthEngine(sampleRate: Double(opus.sampleRate), maxBlockSize: 1024, patch: patch)
            engine.play(pitch: note, velocity: 0.9)
            var audio = [Float](repeating: 0, count: frames * opus.frameSize)
            audio.withUnsafeMutableBufferPointer { engine.render(into: $0) }
            let encoder = try OpusEncoder(opus)
            var packet = [UInt8](repeating: 0, count: OpusEncoder.maxPacketSize)
            let t1 = threadCPUSeconds()
            try audio.withUnsafeBufferPointer { pcm in
                try packet.withUnsafeMutableBytes { out in
                    for f in 0..<frames {
                        let slice = UnsafeBufferPointer(rebasing: pcm[(f * opus.frameSize)..<((f + 1) * opus.frameSize)])
                        sink &+= try encoder.encode(slice, into: out)
                    }
                }
            }
            let encode = threadCPUSeconds() - t1
            encodeRates.append(Double(frames) * opus.frameMilliseconds / 1000 / encode)
            if sink == 42 { print("") }  // keeps the work observable to the optimizer
        }
        return Result(encodeOnlyRealtime: median(encodeRates), pipelineRealtime: median(pipelineRates))
    }

    static func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }

    /// CPU time of the calling thread.
    static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

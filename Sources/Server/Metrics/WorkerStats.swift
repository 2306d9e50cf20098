/// What one render worker measured; merged across workers for `/metrics` and the benchmark.
package struct WorkerStats: Sendable {
    package init() {}
    /// Audio frames rendered and encoded.
    var framesRendered = 0
    /// Frame ticks where a stream was silent and nothing was encoded.
    var framesSilent = 0
    /// Audio frames of a lesson target sent from a recording (`TargetRecording`): not rendered or encoded.
    var framesReplayed = 0
    /// Media packets published (audio, waveform, spectrum, silence).
    var mediaPublished = 0
    /// Media packets dropped from slow connections' queues.
    var mediaDropped = 0
    /// Times the worker fell more than 5 frame periods behind and skipped ahead.
    var resyncs = 0
    /// Seconds between each slot deadline and the worker waking for it.
    var lateness = Histogram.timing()
    /// Seconds of engine rendering (plus analysis) per audio frame.
    var renderTime = Histogram.timing()
    /// Seconds of Opus encoding per audio frame.
    var encodeTime = Histogram.timing()

    mutating func merge(_ o: WorkerStats) {
        framesRendered += o.framesRendered
        framesSilent += o.framesSilent
        framesReplayed += o.framesReplayed
        mediaPublished += o.mediaPublished
        mediaDropped += o.mediaDropped
        resyncs += o.resyncs
        lateness.merge(o.lateness)
        renderTime.merge(o.renderTime)
        encodeTime.merge(o.encodeTime)
    }

    mutating func clear() {
        framesRendered = 0
        framesSilent = 0
        framesReplayed = 0
        mediaPublished = 0
        mediaDropped = 0
        resyncs = 0
        lateness.clear()
        renderTime.clear()
        encodeTime.clear()
    }
}

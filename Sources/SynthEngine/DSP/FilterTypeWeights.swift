/// How much of each filter response is in the mix (sums to 1; one is 1 except while gliding).
struct FilterTypeWeights: Equatable {
    var low: Float = 1, high: Float = 0, band: Float = 0, notch: Float = 0
}

/// How much of each filter response is in the mix (sums to 1; one is 1 except while gliding).
struct FilterTypeWeights: Equatable {
    var low: Float = 1, high: Float = 0, band: Float = 0, notch: Float = 0

    static func one(_ type: Int) -> FilterTypeWeights {
        FilterTypeWeights(low: type == 0 ? 1 : 0, high: type == 1 ? 1 : 0, band: type == 2 ? 1 : 0,
                          notch: type == 3 ? 1 : 0)
    }
}

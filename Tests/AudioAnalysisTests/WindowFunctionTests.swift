import Testing
@testable import AudioAnalysis

@Suite struct WindowFunctionTests {
    @Test func windowsAreDFTEvenAndHaveTheirKnownSums() {
        let hann = WindowFunction.hann.coefficients(count: 8)
        #expect(hann[0] == 0)
        #expect(abs(hann[4] - 1) < 1e-7)
        #expect(abs(hann[1] - hann[7]) < 1e-7)
        #expect(abs(WindowFunction.hann.sum(length: 4096) - 2048) < 1e-6)
        #expect(abs(WindowFunction.blackmanHarris.sum(length: 4096) / 4096 - 0.35875) < 1e-9)
        #expect(abs(WindowFunction.blackmanHarris.value(at: 0, length: 64) - 0.00006) < 1e-5)
        #expect(WindowFunction.rectangular.sum(length: 10) == 10)
    }
}

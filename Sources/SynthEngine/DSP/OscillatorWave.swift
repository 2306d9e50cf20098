/// The oscillator shapes, in the order of `ParameterTable.oscillatorWaves` (the stored option index).
enum OscillatorWave: Int, Sendable {
    case sine, triangle, saw, square, pulse

    init(index: Double) { self = OscillatorWave(rawValue: Int(index)) ?? .saw }
}

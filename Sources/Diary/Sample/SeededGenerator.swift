/// A deterministic random number generator (64-bit linear congruential, as the app's sample
/// data uses, with the high bits taken), so the same seed gives the same diary everywhere.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator started from `seed`.
    public init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    }

    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let high = state >> 32
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return high << 32 | state >> 32
    }

    /// A whole number in `range`, without modulo bias worth caring about for sample data.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `chance` (0...1).
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }
}

import Charts
import TestSupport
import Testing
import Words

@Suite("Fixed-precision numbers for SVG")
struct NumberFormattingTests {
    @Test(
        "Numbers keep at most the given places, without trailing zeros, whatever the sign",
        arguments: [
            (12.5, 2, "12.5"), (3.0, 2, "3"), (-0.25, 2, "-0.25"), (0.004, 2, "0"), (-0.004, 2, "0"), (1.005, 1, "1"),
            (99.999, 2, "100"), (123_456.789, 3, "123456.789"), (Double.nan, 2, "0"),
        ])
    func format(value: Double, places: Int, expected: String) {
        #expect(SVGNumber.format(value, places: places) == expected)
    }
}

@Suite("Fixed-precision numbers: the digit writer agrees with the definition")
struct NumberFormattingEquivalenceTests {
    /// The formatting as first written, with string operations.
    static func reference(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / Int64(scale)
        var fraction = String(magnitude % Int64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let text = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
        return negative ? "-" + text : text
    }

    @Test("Same text for edge values and a spread of others, at 1 to 8 places")
    func agrees() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 0.005, 0.0049999, 0.015, 1.005, 9.995, 99.999, 100, 1e9, -1e9, 123_456.789, 0.1, 0.01,
            0.001, 1e-9, 1080, 1350, 12.345678, -7.25, Double.infinity, -Double.infinity, .nan,
            Double(Int32.max), 4_503_599_627_370_496,
        ]
        var state: UInt64 = 42
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * [2, 20, 2000, 2_000_000][Int(state % 4)])
        }
        for value in values {
            for places in 1...8 where abs(value) < 1e9 || places <= 2 {
                #expect(SVGNumber.format(value, places: places) == Self.reference(value, places: places), "\(value)")
            }
        }
    }
}

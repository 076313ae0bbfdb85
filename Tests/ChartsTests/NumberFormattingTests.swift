import Charts
import Testing

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

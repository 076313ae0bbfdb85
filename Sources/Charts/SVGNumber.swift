/// Fixed-precision number formatting for SVG attributes, so chart output is byte-for-byte
/// deterministic whatever the locale.
public enum SVGNumber {
    /// `value` with at most `places` decimal places, trailing zeros and a trailing point
    /// removed (`12.5`, `3`, `-0.25`).
    public static func format(_ value: Double, places: Int = 2) -> String {
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
}

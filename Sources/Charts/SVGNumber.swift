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
        guard places <= 6 else { return written(magnitude, scale: Int64(scale), places: places, negative: negative) }
        // Charts write hundreds of thousands of numbers: the digits go straight into the
        // string's storage, right to left.
        let divisor = Int64(scale)
        return String(unsafeUninitializedCapacity: 28) { buffer in
            var end = buffer.count
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            var fraction = magnitude % divisor
            var digits = places
            while digits > 0, fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            if digits > 0 {
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            var whole = magnitude / divisor
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            let count = buffer.count - end
            for offset in 0..<count { buffer[offset] = buffer[end + offset] }
            return count
        }
    }

    /// The same text, made with string operations (for more than six places).
    private static func written(_ magnitude: Int64, scale: Int64, places: Int, negative: Bool) -> String {
        let whole = magnitude / scale
        var fraction = String(magnitude % scale)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let text = fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
        return negative ? "-" + text : text
    }
}

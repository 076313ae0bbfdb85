/// An opaque sRGB colour, written into SVG as `#RRGGBB`.
public struct RGBColor: Sendable, Encodable, Hashable, CustomStringConvertible {
    /// Red channel, 0–255.
    public let red: UInt8
    /// Green channel, 0–255.
    public let green: UInt8
    /// Blue channel, 0–255.
    public let blue: UInt8

    /// A colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from a `#RRGGBB` (or `RRGGBB`) string; `nil` when the string is not one.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(
            red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
            blue: UInt8(value & 0xFF))
    }

    /// The colour as `#RRGGBB` with upper-case digits, e.g. `#FF6B35`.
    public var hex: String {
        // Seven bytes: a string that needs no storage of its own, written in place.
        String(unsafeUninitializedCapacity: 7) { buffer in
            let digits: StaticString = "0123456789ABCDEF"
            func put(_ channel: UInt8, at position: Int) {
                buffer[position] = digits.utf8Start[Int(channel >> 4)]
                buffer[position + 1] = digits.utf8Start[Int(channel & 0xF)]
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            return 7
        }
    }

    /// Same as ``hex``.
    public var description: String { hex }
}

/// An opaque sRGB colour, written into SVG as `#RRGGBB`; a colour of the palette also has a
/// name, so a chart on a page can paint with the page's custom property of that name
/// (``paint``) and the page's style sheet can give it other values for print.
public struct RGBColor: Sendable, Encodable, Hashable, CustomStringConvertible {
    /// Red channel, 0–255.
    public let red: UInt8
    /// Green channel, 0–255.
    public let green: UInt8
    /// Blue channel, 0–255.
    public let blue: UInt8
    /// The palette's name of the colour (`accent`, `breakfast`, …), the name of the style
    /// sheet's custom property that holds it; nil for a colour outside the palette.
    public let name: String?

    /// A colour from its three channels, outside the palette.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.name = nil
    }

    /// A colour of the palette: its name and its channels on screen.
    public init(_ name: String, red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.name = name
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

    /// How a chart on a page paints with the colour: the page's custom property of its name
    /// (`var(--accent)`), whose value the style sheet sets for screen and for print; ``hex``
    /// for a colour outside the palette. Files that stand alone, like the share card, use ``hex``.
    public var paint: String {
        guard let name else { return hex }
        return "var(--\(name))"
    }

    /// Same as ``hex``.
    public var description: String { hex }
}

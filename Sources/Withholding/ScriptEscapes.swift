/// The escapes of JavaScript and JSON strings, decoded, so that the public build's proof reads
/// a script's strings as the browser does: `\u0077hisky` (UTF-16 surrogate pairs joined),
/// `\u{1F355}`, `\x77`, `\/`, `\"`, `\\` and the single-letter escapes. An escape that is not
/// well-formed is kept as written. It decodes escapes wherever they are, not only inside
/// strings: the proof looks for text, and a backslash outside a string is rare in a script.
package enum ScriptEscapes {
    /// `bytes` (UTF-8) with every escape decoded; `bytes` themselves when they hold no
    /// backslash.
    package static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "\\")) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var highSurrogate: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                out.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            var value: UInt32?
            var length = 2
            switch next {
            case UInt8(ascii: "u"):
                if index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "{"),
                    let close = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "}")), close - index - 3 <= 6
                {
                    value = hex(bytes, index + 3, close - index - 3)
                    length = close - index + 1
                } else {
                    value = hex(bytes, index + 2, 4)
                    length = 6
                }
            case UInt8(ascii: "x"):
                value = hex(bytes, index + 2, 2)
                length = 4
            case UInt8(ascii: "n"): value = 0x0A
            case UInt8(ascii: "t"): value = 0x09
            case UInt8(ascii: "r"): value = 0x0D
            case UInt8(ascii: "f"): value = 0x0C
            case UInt8(ascii: "v"): value = 0x0B
            case UInt8(ascii: "b"): value = 0x08
            case 0x80...:
                // A backslash before a character outside ASCII stands for the character.
                index += 1
                continue
            default: value = UInt32(next)
            }
            guard let code = value else {
                out.append(byte)
                index += 1
                continue
            }
            index += length
            if (0xD800..<0xDC00).contains(code) {
                highSurrogate = code
                continue
            }
            var scalarValue = code
            if (0xDC00..<0xE000).contains(code), let high = highSurrogate {
                scalarValue = 0x10000 + (high - 0xD800) << 10 + (code - 0xDC00)
            }
            highSurrogate = nil
            if let scalar = Unicode.Scalar(scalarValue) {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// The number written in `count` hexadecimal digits at `start`, if they are that.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt32? {
        guard count > 0, start + count <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in start..<(start + count) {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

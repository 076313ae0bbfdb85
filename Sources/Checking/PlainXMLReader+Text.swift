/// Character data, references and characters, checked as XML 1.0 in UTF-8 wants them.
extension PlainXMLReader {
    /// Character data up to the next `<`, handed to the collector when it collects text.
    package mutating func characterData() throws(GiveUp) {
        let start = index
        var hasReference = false
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isPlain(byte), byte != UInt8(ascii: "]") {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "<"):
                if collector.isCapturing, index > start {
                    collector.characters(
                        hasReference ? decoded(start..<index, isAttribute: false) : string(start..<index))
                }
                return
            case UInt8(ascii: "&"):
                hasReference = true
                try skipReference()
            case UInt8(ascii: "]"):
                guard !starts(with: "]]>") else { throw GiveUp() }
                index += 1
            default:
                try character()
            }
        }
    }

    /// The text of `range` with its references decoded, and for an attribute value, tabs and
    /// line feeds turned into spaces (the range was checked when it was read).
    package mutating func decoded(_ range: Range<Int>, isAttribute: Bool) -> String {
        text.removeAll(keepingCapacity: true)
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&"), let (scalar, end) = reference(at: position) {
                text.append(contentsOf: String(scalar).utf8)
                position = end
            } else {
                text.append(isAttribute && (byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")) ? 0x20 : byte)
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Moves past the reference at `index`, or gives up when it is not one this reader knows.
    package mutating func skipReference() throws(GiveUp) {
        guard let (_, end) = reference(at: index) else { throw GiveUp() }
        index = end
    }

    /// The reference whose `&` is at `position` (`&amp;`, `&#233;`, `&#xE9;`): the character
    /// it stands for and where it ends; nil for anything else (another entity, a character
    /// XML does not allow, no `;`).
    package func reference(at position: Int) -> (Unicode.Scalar, Int)? {
        var position = position + 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "#") {
            position += 1
            var radix: UInt32 = 10
            if position < bytes.count, bytes[position] == UInt8(ascii: "x") {
                radix = 16
                position += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while position < bytes.count, digits <= 8, let digit = Self.digit(bytes[position], radix: radix) {
                value = value * radix + digit
                digits += 1
                position += 1
            }
            guard digits > 0, digits <= 8, position < bytes.count, bytes[position] == UInt8(ascii: ";"),
                Self.isAllowed(value), let scalar = Unicode.Scalar(value)
            else { return nil }
            return (scalar, position + 1)
        }
        let entities: [(StaticString, Unicode.Scalar)] = [
            ("lt;", "<"), ("gt;", ">"), ("amp;", "&"), ("apos;", "'"), ("quot;", "\""),
        ]
        for (name, scalar) in entities where starts(with: name, at: position) {
            return (scalar, position + name.utf8CodeUnitCount)
        }
        return nil
    }

    package static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Moves past one character that XML allows (counting lines), or gives up: a control
    /// character, a carriage return (its line-end rules are left to the parser), bytes that
    /// are not UTF-8, U+FFFE or U+FFFF.
    @inline(__always)
    package mutating func character() throws(GiveUp) {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x80 || byte == UInt8(ascii: "\t") {
            index += 1
        } else if byte == UInt8(ascii: "\n") {
            index += 1
            line += 1
        } else if byte >= 0x80 {
            try multiByteCharacter()
        } else {
            throw GiveUp()
        }
    }

    /// Whether `byte` is a printable ASCII character with no meaning in markup: not `<`, `&`,
    /// or a quote (the common case, read without further questions).
    @inline(__always)
    package static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    /// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
    package mutating func multiByteCharacter() throws(GiveUp) {
        let lead = bytes[index]
        let count: Int
        var value: UInt32
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: (count, value) = (2, UInt32(lead & 0x1F))
        case 0xE0: (count, value, low) = (3, UInt32(lead & 0x0F), 0xA0)
        case 0xED: (count, value, high) = (3, UInt32(lead & 0x0F), 0x9F)
        case 0xE1...0xEF: (count, value) = (3, UInt32(lead & 0x0F))
        case 0xF0: (count, value, low) = (4, UInt32(lead & 0x07), 0x90)
        case 0xF4: (count, value, high) = (4, UInt32(lead & 0x07), 0x8F)
        case 0xF1...0xF3: (count, value) = (4, UInt32(lead & 0x07))
        default: throw GiveUp()
        }
        guard index + count <= bytes.count else { throw GiveUp() }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            guard byte >= (offset == 1 ? low : 0x80), byte <= (offset == 1 ? high : 0xBF) else { throw GiveUp() }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard Self.isAllowed(value) else { throw GiveUp() }
        index += count
    }

    /// Whether XML 1.0 allows the character `value`.
    package static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

/// Names, white space and the small steps every part of the reader takes.
extension PlainXMLReader {
    /// A name of ASCII letters, digits, `_`, `-` and `.`, with at most one `:` between two
    /// such names (a prefix and a local name).
    package mutating func name() throws(GiveUp) -> Range<Int> {
        let start = index
        try ncName()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            try ncName()
        }
        guard index - start <= 1000 else { throw GiveUp() }
        return start..<index
    }

    package mutating func ncName() throws(GiveUp) {
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { throw GiveUp() }
        index += 1
        while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isNameOnly(bytes[index]) { index += 1 }
    }

    package static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: false
        }
    }

    package static func isNameOnly(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    /// Moves past spaces, tabs and line feeds; whether there were any. A carriage return is
    /// left for the parser.
    package mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
            default: return index > start
            }
        }
        return index > start
    }

    package mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard index < bytes.count, bytes[index] == byte else { throw GiveUp() }
        index += 1
    }

    package func starts(with word: StaticString) -> Bool {
        starts(with: word, at: index)
    }

    package func starts(with word: StaticString, at position: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    package func string(_ range: Range<Int>) -> String {
        Self.string(bytes[range])
    }

    package static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}

/// Byte-level helpers shared by the style and script scanners.
package enum Scan {
    /// Whether `bytes` at `index` spell `word`, ignoring ASCII case.
    package static func matches(_ bytes: [UInt8], at index: Int, word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where lower(bytes[index + offset]) != lower(pointer[offset]) {
            return false
        }
        return true
    }

    /// Whether the byte before `index` belongs to an identifier (so `prefetch(` is not `fetch(`).
    package static func isIdentifier(_ bytes: [UInt8], before index: Int) -> Bool {
        guard index > 0 else { return false }
        return isIdentifierByte(bytes[index - 1])
    }

    /// Whether `byte` can be part of an identifier (ASCII letters, digits, `_`, `$`, or
    /// any non-ASCII byte).
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// Moves `index` past spaces, tabs and line breaks, counting lines.
    package static func skipSpace(_ bytes: [UInt8], _ index: inout Int, _ line: inout Int?) {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\r") || bytes[index] == 0x0C
        {
            if bytes[index] == UInt8(ascii: "\n") { line = line.map { $0 + 1 } }
            index += 1
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

/// Escaping of text for XML and HTML, used for every label, title and attribute value.
public enum XMLText {
    /// `text` safe to place in XML or HTML text and in double- or single-quoted attributes:
    /// `&`, `<`, `>`, `"` and `'` become entity references, and characters that XML 1.0 does
    /// not allow (control characters other than tab, line feed and carriage return, U+FFFE and
    /// U+FFFF) are dropped. Everything else, emoji and right-to-left text included, is kept.
    ///
    /// Works on UTF-8 bytes: most values have nothing to escape and come back unchanged (not
    /// copied) after one pass; the rest are copied in runs between the bytes that change.
    public static func escape(_ text: String) -> String {
        if let escaped = text.utf8.withContiguousStorageIfAvailable({ escape(text, bytes: $0) }) {
            return escaped
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { escape(copy, bytes: $0) } ?? copy
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// `text` (whose UTF-8 is `bytes`) escaped; `text` itself when nothing changes.
    private static func escape(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
        var index = 0
        while index < bytes.count, replacement(bytes, at: index) == nil { index += 1 }
        guard index < bytes.count else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var runStart = 0
        while index < bytes.count {
            guard let (entity, length) = replacement(bytes, at: index) else {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            index += length
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        return String(decoding: out, as: UTF8.self)
    }

    /// What replaces the character starting at `index` (an entity, or nothing for a character
    /// XML does not allow) and how many bytes it takes; nil when it stays as it is. In UTF-8,
    /// U+FFFE and U+FFFF are `EF BF BE` and `EF BF BF`.
    @inline(__always)
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (StaticString, Int)? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "&"): return ("&amp;", 1)
        case UInt8(ascii: "<"): return ("&lt;", 1)
        case UInt8(ascii: ">"): return ("&gt;", 1)
        case UInt8(ascii: "\""): return ("&quot;", 1)
        case UInt8(ascii: "'"): return ("&apos;", 1)
        case 0x9, 0xA, 0xD: return nil
        case 0x0..<0x20: return ("", 1)
        case 0xEF:
            guard index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE else { return nil }
            return ("", 3)
        default: return nil
        }
    }
}

/// Escaping of text for XML and HTML, used for every label, title and attribute value.
public enum XMLText {
    /// `text` safe to place in XML or HTML text and in double- or single-quoted attributes:
    /// `&`, `<`, `>`, `"` and `'` become entity references, and characters that XML 1.0 does
    /// not allow (control characters other than tab, line feed and carriage return, U+FFFE and
    /// U+FFFF) are dropped. Everything else, emoji and right-to-left text included, is kept.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
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
}

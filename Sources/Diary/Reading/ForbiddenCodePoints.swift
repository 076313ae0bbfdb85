/// Code points that HTML, XML and SVG documents may not hold: the C0 control characters
/// other than tab, line feed and carriage return, DEL (U+007F), the C1 control characters
/// (U+0080–U+009F) and the noncharacters (U+FDD0–U+FDEF, and the last two code points of
/// every plane, U+FFFE, U+FFFF, U+1FFFE … U+10FFFF).
///
/// The readers take them out of every text field of an entry and of a pantry item, with a
/// warning, so that everything made from the diary (pages, SVG, the feed, the search index)
/// is free of them by construction.
public enum ForbiddenCodePoints {
    /// The kind of a forbidden code point, as messages name it.
    public enum Kind: String, Hashable, Sendable {
        /// U+0000–U+001F, less tab, line feed and carriage return.
        case c0Control = "C0 control"
        /// U+007F.
        case delete = "DEL"
        /// U+0080–U+009F.
        case c1Control = "C1 control"
        /// U+FDD0–U+FDEF, and U+xFFFE and U+xFFFF in every plane.
        case noncharacter
    }

    /// The kind of `scalar` when documents may not hold it; nil for a code point they may.
    public static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: nil
        case 0x00..<0x20: .c0Control
        case 0x7F: .delete
        case 0x80...0x9F: .c1Control
        case 0xFDD0...0xFDEF: .noncharacter
        case let value where value & 0xFFFE == 0xFFFE: .noncharacter
        default: nil
        }
    }

    /// `text` without the code points documents may not hold, and those that were removed,
    /// each once, in the order first met; `text` itself when it has none.
    public static func removing(from text: String) -> (text: String, removed: [Unicode.Scalar]) {
        guard text.unicodeScalars.contains(where: { kind(of: $0) != nil }) else { return (text, []) }
        var kept = String.UnicodeScalarView()
        var removed: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if kind(of: scalar) == nil {
                kept.append(scalar)
            } else if !removed.contains(scalar) {
                removed.append(scalar)
            }
        }
        return (String(kept), removed)
    }

    /// `U+0085 (C1 control)`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return kind(of: scalar).map { "\(code) (\($0.rawValue))" } ?? code
    }

    /// The warning for `field` when `removed` were taken out of it: `processedDescription
    /// holds U+0085 (C1 control), which HTML and XML forbid; removed`.
    static func warning(field: String, removed: [Unicode.Scalar]) -> String {
        let shown = removed.prefix(limit).map(name)
        let more = removed.count - shown.count
        let list: String
        if more > 0 {
            list = shown.joined(separator: ", ") + " and \(more) more"
        } else if shown.count > 1, let last = shown.last {
            list = shown.dropLast().joined(separator: ", ") + " and " + last
        } else {
            list = shown.joined()
        }
        return "\(field) holds \(list), which HTML and XML forbid; removed"
    }

    /// At most this many code points are named in one warning.
    private static let limit = 6
}

extension TextFit {
    /// One grapheme cluster (one `Character`) of a text being measured: an ASCII character
    /// looked up in tables, or any other character.
    enum Cluster {
        case ascii(UInt8)
        case other(Character)

        /// Its width in ems (``TextFit/ems(for:)``).
        @inline(__always)
        var ems: Double {
            switch self {
            case .ascii(let byte): ASCIITables.shared.ems[Int(byte)]
            case .other(let character): TextFit.ems(for: character)
            }
        }

        /// Whether ``TextFit/singleLine(_:)`` turns it into a space.
        @inline(__always)
        var isSpace: Bool {
            switch self {
            case .ascii(let byte): ASCIITables.shared.isSpace[Int(byte)]
            case .other(let character): TextFit.isSpace(character)
            }
        }

        /// Whether it is exactly one space, where words are split.
        @inline(__always)
        var isWordBreak: Bool {
            switch self {
            case .ascii(let byte): byte == UInt8(ascii: " ")
            case .other(let character): character == " "
            }
        }
    }

    /// Calls `body` with each grapheme cluster of `text` (whose UTF-8 is `bytes`) in order,
    /// and the offset in `bytes` where it ends, until `body` returns false.
    ///
    /// Most labels are ASCII, and an ASCII character followed by another ASCII character (or
    /// by the end) is a cluster of its own, except for CR LF: that is what `String` itself
    /// relies on. Every other cluster is found as `String` finds it, from the same boundary,
    /// so the clusters are exactly the text's `Character`s.
    @inline(__always)
    static func forEachCluster(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, _ body: (_ end: Int, _ cluster: Cluster) -> Bool
    ) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80, byte != 0x0D, index + 1 == bytes.count || bytes[index + 1] < 0x80 {
                index += 1
                guard body(index, .ascii(byte)) else { return }
            } else {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: index)
                guard let character = text[start...].first else { return }
                index += character.utf8.count
                guard body(index, .other(character)) else { return }
            }
        }
    }

    /// Runs `body` with `text` and its UTF-8 bytes (made contiguous first in the rare case
    /// that they are not).
    @inline(__always)
    static func withUTF8<Result>(_ text: String, _ body: (String, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var contiguous = text
        return contiguous.withUTF8 { body(text, $0) }
    }

    /// The width of `text` in ems, added up character by character in reading order, and how
    /// many of its characters have a width (nil when one without width sits among them: then
    /// the count is of the text with those left out, which may join its neighbours).
    static func ems(of text: String) -> (total: Double, visible: Int?) {
        withUTF8(text) { text, bytes in
            var total = 0.0
            var visible = 0
            var invisible = false
            forEachCluster(text, bytes: bytes) { _, cluster in
                let ems = cluster.ems
                total += ems
                if ems > 0 { visible += 1 } else { invisible = true }
                return true
            }
            return (total, invisible ? nil : visible)
        }
    }

    /// Whether ``singleLine(_:)`` turns `character` into a space: white space, a line break,
    /// or a character XML does not allow.
    static func isSpace(_ character: Character) -> Bool {
        character.isWhitespace || character.isNewline || character.unicodeScalars.allSatisfy { !XMLText.isAllowed($0) }
    }

    /// The answers for the 128 ASCII characters, each made by asking the per-character
    /// definition, so the fast path cannot disagree with it.
    struct ASCIITables: Sendable {
        var ems: [Double]
        var isSpace: [Bool]

        static let shared: ASCIITables = {
            let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            return ASCIITables(ems: characters.map(TextFit.ems(for:)), isSpace: characters.map(TextFit.isSpace))
        }()
    }
}

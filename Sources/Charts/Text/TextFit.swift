/// Text width estimates and shortening, so labels neither overlap nor get cut without a font
/// metrics library.
///
/// Widths are estimated per grapheme cluster (what a reader sees as one character) in ems of
/// the font size, deliberately on the wide side of common system sans-serif fonts:
///
/// | characters | width |
/// |---|---|
/// | emoji (emoji presentation, or with U+FE0F) | 1.25 em |
/// | East Asian wide and full-width (CJK, kana, Hangul, full-width forms) | 1.0 em |
/// | `M`, `W`, `m`, `w`, `@`, `%` | 1.0 em |
/// | other capitals A–Z, `…` | 0.78 em |
/// | narrow punctuation and `i`, `j`, `l`, `t`, `f`, `r` | 0.4 em |
/// | space | 0.34 em |
/// | invisible format characters (direction marks, zero-width joiners) | 0 |
/// | an Indic cluster (Devanagari … Sinhala; a conjunct is one) | 0.62 em a letter or spacing vowel sign |
/// | anything else (letters, digits, Arabic, Cyrillic, …) | 0.64 em |
///
/// Bold text is 8% wider.
public enum TextFit {
    /// The ellipsis appended to shortened text.
    public static let ellipsis = "…"

    /// The estimated width of `text` set at `fontSize` user units; `letterSpacing` (the SVG
    /// attribute, in user units) is added after every visible character.
    public static func width(
        of text: String, fontSize: Double, bold: Bool = false, letterSpacing: Double = 0
    ) -> Double {
        let (total, visible) = ems(of: text)
        let spaced: Double
        if letterSpacing == 0 {
            spaced = 0
        } else {
            let count = visible ?? text.filter { ems(for: $0) > 0 }.count
            spaced = Double(count) * letterSpacing
        }
        return width(ems: total, fontSize: fontSize, bold: bold) + spaced
    }

    /// The width of `ems` ems set at `fontSize`, bold or not.
    @inline(__always)
    static func width(ems: Double, fontSize: Double, bold: Bool) -> Double {
        ems * fontSize * (bold ? 1.08 : 1)
    }

    /// `text` on one line (runs of white space and line breaks become one space, ends trimmed),
    /// shortened with "…" when its estimated width exceeds `maxWidth`.
    ///
    /// Shortening keeps whole grapheme clusters, so an emoji or an accented letter is never
    /// split. When the text starts right-to-left (Arabic, Hebrew, …) a right-to-left mark
    /// follows the ellipsis, so that it shows at the reading end of the label.
    public static func shorten(
        _ text: String, toWidth maxWidth: Double, fontSize: Double, bold: Bool = false
    ) -> String {
        let line = singleLine(text)
        if width(of: line, fontSize: fontSize, bold: bold) <= maxWidth { return line }
        let scale = fontSize * (bold ? 1.08 : 1)
        let budget = maxWidth / scale - ems(for: "…")
        var kept = ""
        withUTF8(line) { line, bytes in
            var used = 0.0
            var keptEnd = 0
            forEachCluster(line, bytes: bytes) { end, cluster in
                let next = cluster.ems
                if used + next > budget { return false }
                used += next
                keptEnd = end
                return true
            }
            kept = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<keptEnd]), as: UTF8.self)
        }
        kept = kept.trimmingWhitespace()
        let mark = startsRightToLeft(line) ? "\u{200F}" : ""
        return kept + ellipsis + mark
    }

    /// `text` with every run of white space, line breaks and control characters turned into
    /// one space and the ends trimmed.
    public static func singleLine(_ text: String) -> String {
        withUTF8(text) { text, bytes in
            // Most labels are on one line already: find out first, and copy nothing then.
            var unchanged = true
            var afterSpace = true
            forEachCluster(text, bytes: bytes) { _, cluster in
                if cluster.isSpace {
                    unchanged = !afterSpace && cluster.isWordBreak
                    afterSpace = true
                } else {
                    afterSpace = false
                }
                return unchanged
            }
            if unchanged && !afterSpace || bytes.isEmpty { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            var start = 0
            forEachCluster(text, bytes: bytes) { end, cluster in
                if cluster.isSpace {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(UInt8(ascii: " ")) }
                    pendingSpace = false
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                start = end
                return true
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether the first letter of `text` with a strong direction belongs to a right-to-left
    /// script.
    public static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return isRightToLeft(scalar.value)
        }
        return false
    }
}

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
        let total = text.reduce(0.0) { $0 + ems(for: $1) }
        let spaced = letterSpacing == 0 ? 0 : Double(text.filter { ems(for: $0) > 0 }.count) * letterSpacing
        return total * fontSize * (bold ? 1.08 : 1) + spaced
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
        var used = 0.0
        for character in line {
            let next = ems(for: character)
            if used + next > budget { break }
            kept.append(character)
            used += next
        }
        kept = kept.trimmingWhitespace()
        let mark = startsRightToLeft(line) ? "\u{200F}" : ""
        return kept + ellipsis + mark
    }

    /// `text` with every run of white space, line breaks and control characters turned into
    /// one space and the ends trimmed.
    public static func singleLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in text {
            let isControl = character.unicodeScalars.allSatisfy { !XMLText.isAllowed($0) }
            if character.isWhitespace || character.isNewline || isControl {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
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

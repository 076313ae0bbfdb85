import Foundation
import Words

/// Wording shared by the chart sentences, tooltips and tables; the words themselves are the
/// catalog's (`Catalog`).
public enum Wording {
    /// The whole percentage that `part` is of `total`, rounded half away from zero; 0 when
    /// `total` is not positive.
    public static func percent(_ part: Int, of total: Int) -> Int {
        guard total > 0 else { return 0 }
        return Int((Double(part) * 100 / Double(total)).rounded())
    }

    /// The percentage as shown to people: "40%", or "<1%" and ">99%" where rounding would
    /// claim 0% of something that is there or 100% of something that is not whole.
    public static func percentText(_ part: Int, of total: Int, _ words: Catalog) -> String {
        let value = percent(part, of: total)
        if part > 0, value == 0 { return words(.percentUnder, ["percent": .text(words.percent(1))]) }
        if part < total, value == 100 { return words(.percentOver, ["percent": .text(words.percent(99))]) }
        return words.percent(value)
    }

    /// A meal category's name in the catalog's words ("Breakfast"); a category the app does not
    /// have as it was written, with a capital; none: "Uncategorized".
    public static func category(_ name: String?, _ words: Catalog) -> String {
        let trimmed = TextFit.singleLine(name ?? "")
        if trimmed.isEmpty { return words(.categoryNone) }
        let known = Palette.categoryNames.contains(trimmed.lowercased())
        return Catalog.capitalizingFirst(known ? words(.category, ["category": .text(trimmed.lowercased())]) : trimmed)
    }

    /// `text` with its first character lower-cased: "This week" → "this week".
    public static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// `value` with at most one decimal place: "1.4", "2".
    public static func decimal(_ value: Double) -> String {
        SVGNumber.format(value, places: 1)
    }

    /// `text` trimmed and ending with a full stop unless it already ends as a sentence does
    /// in its script (`Catalog.sentenceEnds`: ".", "!", "?", "。", "؟", "।", …).
    public static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        guard let last = trimmed.last else { return trimmed }
        return Catalog.sentenceEnds.contains(last) ? trimmed : trimmed + "."
    }
}

extension Wording {
    /// `value` with a comma between groups of three digits: "7", "1,234", "-12,000" (British
    /// English, as Foundation's formatter writes it), for numbers drawn where no catalog is at
    /// hand: the axes and the share cards.
    public static func number(_ value: Int) -> String {
        value.formatted(.number.locale(englishNumbers))
    }

    private static let englishNumbers = Locale(identifier: "en_GB")
}

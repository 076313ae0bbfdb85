import Charts
import Days
import Diary
import Words

/// How the pages write days in English (dates are not yet the catalog's).
enum DayWords {
    /// `Sunday, 8 March 2026`.
    static func longDay(_ day: LocalDay) -> String {
        "\(day.weekdayName), \(day.longText)"
    }

    /// `March 2026`.
    static func month(year: Int, month: Int) -> String {
        "\(LocalDay.monthNames[max(0, min(11, month - 1))]) \(year)"
    }

    /// `2–8 March 2026`, `28 February – 6 March 2026`, `29 December 2025 – 4 January 2026`.
    static func span(_ first: LocalDay, _ last: LocalDay) -> String {
        if first.year != last.year { return "\(first.longText) – \(last.longText)" }
        if first.month != last.month { return "\(first.day) \(first.monthName) – \(last.longText)" }
        return "\(first.day)–\(last.longText)"
    }

    /// How an entry was logged, as the catalog words it inside a sentence: `typed`,
    /// `spoken`, `photo` (a label takes a capital: `Wording.capitalizedFirst`).
    static func inputType(_ type: InputType, _ words: Catalog) -> String {
        switch type {
        case .text: words(.inputTyped)
        case .voice: words(.inputSpoken)
        case .image: words(.inputPhoto)
        }
    }
}

import Charts
import Days
import Diary

/// How the pages put numbers and days into English words (no locale is consulted).
enum Words {
    /// `1 entry`, `3 entries`.
    static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(Wording.number(value)) \(value == 1 ? one : many)"
    }

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

    /// How an entry was logged, as a card and the insights name it: `Typed`, `Spoken`, `Photo`.
    static func inputType(_ type: InputType) -> String {
        switch type {
        case .text: "Typed"
        case .voice: "Spoken"
        case .image: "Photo"
        }
    }

    /// `1 year ago`, `3 years ago`.
    static func yearsAgo(_ years: Int) -> String {
        years == 1 ? "1 year ago" : "\(years) years ago"
    }
}

import Diary
import Foundation
import Insights
import Testing

/// Diaries built in code for the tests: entries straight from
/// `("2026-03-08", "08:15", "masala dosa", .breakfast)` rows.
enum TestDiary {
    /// One row of a test diary.
    typealias Row = (day: String, time: String, text: String, category: MealCategory?)

    /// A day from `YYYY-MM-DD`; records an issue (and returns 1970-01-01) for a bad one.
    static func day(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalDay {
        guard let day = LocalDay(text) else {
            Issue.record("not a day: \(text)", sourceLocation: sourceLocation)
            return LocalDay(dayNumber: 0)
        }
        return day
    }

    /// The days from `first` through `last`.
    static func range(_ first: String, _ last: String) -> DayRange {
        DayRange(start: day(first), end: day(last))
    }

    /// Entries for `rows`; the input type of row `i` is `inputTypes[i]` when given, text
    /// otherwise. Record fields the insights never read are dummies, but valid.
    static func entries(_ rows: [Row], inputTypes: [Int: InputType] = [:]) -> [DiaryEntry] {
        rows.enumerated().map { index, row in
            let day = day(row.day)
            let clock = row.time.split(separator: ":").compactMap { Int($0) }
            let time = LocalTime(hour: clock.first ?? 0, minute: clock.dropFirst().first ?? 0)
            let midnight = Date(timeIntervalSince1970: TimeInterval(day.dayNumber * 86_400))
            let suffix = String(index + 1)
            let idText = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - suffix.count) + suffix
            let record = EntryRecord(
                id: UUID(uuidString: idText) ?? UUID(),
                date: midnight,
                createdAt: midnight.addingTimeInterval(TimeInterval(time.secondsSinceMidnight)),
                rawInput: row.text, inputType: inputTypes[index] ?? .text,
                processedDescription: row.text, category: row.category)
            return DiaryEntry(record: record, day: day, time: time, offset: UTCOffset(seconds: 0))
        }
    }

    /// A diary of `rows`.
    static func diary(_ rows: [Row], inputTypes: [Int: InputType] = [:]) -> Diary {
        Diary(entries: entries(rows, inputTypes: inputTypes), source: .sample, timeZone: .explicit(identifier: "UTC"))
    }

    /// Insights over `rows`.
    static func insights(_ rows: [Row], inputTypes: [Int: InputType] = [:], aliases: [String: String] = [:]) -> Insights
    {
        Insights(diary: diary(rows, inputTypes: inputTypes), aliases: aliases)
    }

    /// A `Food` as the tests expect it.
    static func food(_ key: String, _ name: String? = nil) -> Food {
        Food(key: key, name: name ?? key)
    }

    /// Day counts from `(day, count)` pairs.
    static func counts(_ pairs: [(String, Int)]) -> [DayCount] {
        pairs.map { DayCount(day: day($0.0), count: $0.1) }
    }
}

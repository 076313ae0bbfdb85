import Days
import Insights
import TestSupport
import Testing

@testable import Site

@Suite("A food page's row for a period")
struct FoodPeriodRowTests {
    static let range = DayRange(
        start: LocalDay(year: 2026, month: 2, day: 8) ?? LocalDay(dayNumber: 0),
        end: LocalDay(year: 2026, month: 3, day: 9) ?? LocalDay(dayNumber: 0))

    static func habits(count: Int, weekdays: [Int], hours: [Int: Int]) -> FoodHabits {
        FoodHabits(
            period: .month, range: range, count: count, weekdays: weekdays,
            hours: (0..<24).map { hours[$0] ?? 0 })
    }

    static func row(_ row: FoodPeriodRow) -> [String] {
        [row.name, row.dates, row.count, row.weekday, row.time]
    }

    @Test("Not eaten, once, and many times; the busiest day and time, ties named together")
    func words() {
        #expect(
            Self.row(FoodPeriodRow(Self.habits(count: 0, weekdays: [0, 0, 0, 0, 0, 0, 0], hours: [:]), words: english))
                == [
                    "30 days", "8 February – 9 March 2026", "Not eaten", "–", "–",
                ])
        #expect(
            Self.row(
                FoodPeriodRow(Self.habits(count: 1, weekdays: [0, 1, 0, 0, 0, 0, 0], hours: [8: 1]), words: english))
                == [
                    "30 days", "8 February – 9 March 2026", "Once", "Tuesday", "08:00",
                ])
        #expect(
            Self.row(
                FoodPeriodRow(
                    Self.habits(count: 5, weekdays: [2, 0, 0, 0, 2, 1, 0], hours: [8: 2, 13: 2, 20: 1]), words: english)
            )
                == ["30 days", "8 February – 9 March 2026", "5 times", "Monday and Friday", "08:00 and 13:00"])
        #expect(
            Self.row(
                FoodPeriodRow(
                    Self.habits(count: 1_204, weekdays: [1, 1, 1, 1, 0, 0, 0], hours: [7: 3, 9: 3, 12: 3, 19: 3]),
                    words: english))
                == ["30 days", "8 February – 9 March 2026", "1,204 times", "4 different days", "4 different hours"])
    }
}

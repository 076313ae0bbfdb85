import Days
import Foundation
import Testing

@testable import Words

/// The catalog keeps what its formatters wrote (`WrittenMemo`): what it gives must be what a
/// catalog that never wrote anything before gives, whatever it wrote before.
@Suite("What the catalog's formatters wrote, kept")
struct WrittenMemoTests {
    static let day = LocalDay(year: 2024, month: 2, day: 29) ?? LocalDay(dayNumber: 0)

    /// Every kind of value the catalog keeps, with values and forms that differ only in one part
    /// of what they are kept by: a mix-up of any two would give one the other's words.
    static func writings(_ catalog: Catalog) -> [() -> String] {
        var texts: [() -> String] = []
        for value in [0, 1, 7, 1234, -5, 2024] {
            texts += [{ catalog.number(value) }, { catalog.year(value) }, { catalog.percent(value) }]
        }
        for (number, places) in [(1.5, 1), (1.5, 0), (2.25, 2), (2.25, 1)] {
            texts.append { catalog.written(.decimal(number, places: places)) }
        }
        let forms: [DayForm] = [.long, .full, .dayMonth, .short, .shortWithYear, .weekdayDayMonth]
        for offset in [0, 1, 366] {
            for form in forms { texts.append { catalog.date(Self.day.adding(days: offset), form) } }
        }
        for width in [NameWidth.wide, .abbreviated, .narrow] {
            texts += (1...12).map { month in { catalog.monthName(month, width) } }
            texts += (1...7).map { weekday in { catalog.weekdayName(weekday, width) } }
            texts += [{ catalog.month(year: 2024, month: 2, width) }, { catalog.month(year: 2025, month: 2, width) }]
        }
        for (last, year) in [(6, true), (6, false), (30, true)] {
            texts.append { catalog.span(Self.day, Self.day.adding(days: last), year: year) }
        }
        return texts
    }

    @Test(
        "Each text, written first, again, or after all the others in reverse order, is a new catalog's",
        arguments: ["en", "de", "ar-EG", "ja"])
    func sameWords(locale: String) throws {
        // The reference: each text written by a catalog that wrote nothing before it.
        let count = Self.writings(try Catalog.shipped(locale: locale)).count
        var expected: [String] = []
        for index in 0..<count { expected.append(Self.writings(try Catalog.shipped(locale: locale))[index]()) }
        // One catalog writes them all in reverse order, then in order (each kept by then).
        let writings = Self.writings(try Catalog.shipped(locale: locale))
        let backwards = Array(writings.reversed().map { $0() }.reversed())
        #expect(backwards == expected)
        #expect(writings.map { $0() } == expected)
        #expect(count == 106)
    }
}

import Days
import Testing

/// A day from `YYYY-MM-DD` text known to be valid in these tests.
private func day(_ text: String) -> LocalDay {
    LocalDay(text) ?? LocalDay(dayNumber: Int.min / 2)
}

@Suite("Calendar arithmetic and names")
struct CalendarArithmeticTests {
    @Test("ISO dates are parsed strictly")
    func parsing() {
        #expect(LocalDay("2026-03-08")?.description == "2026-03-08")
        #expect(LocalDay("2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-3-8", "2026-03-08T00:00", "", "２０２６-03-08", "2026-00-10"] {
            #expect(LocalDay(bad) == nil, "\(bad)")
        }
    }

    @Test("Weekdays are Monday first")
    func weekdays() {
        #expect(day("2026-03-08").weekdayIndex == 6)
        #expect(day("2026-03-09").weekdayIndex == 0)
        #expect(day("1970-01-01").weekdayIndex == 3)
        #expect(day("1969-12-29").weekdayIndex == 0)
        #expect(day("2026-03-08").startOfISOWeek.description == "2026-03-02")
    }

    @Test("Day arithmetic crosses months, years and leap days")
    func arithmetic() {
        #expect(day("2024-02-28").adding(days: 1).description == "2024-02-29")
        #expect(day("2025-12-31").adding(days: 1).description == "2026-01-01")
        #expect(day("2026-03-01").adding(days: -1).description == "2026-02-28")
        #expect(day("2025-03-08").days(to: day("2026-03-08")) == 365)
        #expect(LocalDay(dayNumber: 20_520).description == "2026-03-08")
        #expect(day("1900-03-01").dayNumber == -25_508)
        let first = day("1899-12-25")
        for offset in 0..<1000 {
            #expect(LocalDay(dayNumber: first.dayNumber + offset) == first.adding(days: offset))
        }
    }

    @Test("Names are English and locale-independent")
    func names() {
        let date = day("2026-03-08")
        #expect(date.shortText == "8 Mar 2026")
        #expect(date.longText == "8 March 2026")
        #expect(date.weekdayName == "Sunday")
        #expect(date.dayMonthText == "8 Mar")
    }
}

@Suite("Parsing days: the byte reader agrees with the definition")
struct LocalDayParsingEquivalenceTests {
    /// The parser as first written, over `Character`s.
    static func reference(_ text: String) -> LocalDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }

    @Test("Same answer for edge cases and every one-character change of a date")
    func agrees() {
        var texts = [
            "2026-03-08", "0000-01-01", "9999-12-31", "2024-02-29", "2023-02-29", "2026-3-08", "2026--3-08",
            "-026-03-08", "+026-03-08", "2026-03-08\n", "2026-03-0\u{301}", "2026-03-08\u{301}", "２０２６-03-08",
            "2026\u{2010}03-08", "2026-03-08 ", "20260308", "2026-03-08-", "1970-01-01", "2026-00-10", "2026-12-32",
        ]
        let pieces = ["", "0", "9", "1", "-", " ", "a", "\r\n", "٣", "\u{301}", "+", "."]
        let base = Array("2026-03-08")
        for position in 0...base.count {
            for piece in pieces {
                var replaced = base
                if position < base.count { replaced.remove(at: position) }
                texts.append(String(replaced.prefix(position)) + piece + String(replaced.dropFirst(position)))
                texts.append(String(base.prefix(position)) + piece + String(base.dropFirst(position)))
            }
        }
        for text in texts {
            #expect(LocalDay(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}

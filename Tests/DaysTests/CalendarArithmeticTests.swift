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

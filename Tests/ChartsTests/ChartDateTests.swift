import Charts
import Testing

@Suite("Chart dates")
struct ChartDateTests {
    @Test("ISO dates are parsed strictly")
    func parsing() {
        #expect(ChartDate(iso: "2026-03-08")?.iso == "2026-03-08")
        #expect(ChartDate(iso: "2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-3-8", "2026-03-08T00:00", "", "２０２６-03-08", "2026-00-10"] {
            #expect(ChartDate(iso: bad) == nil, "\(bad)")
        }
    }

    @Test("Weekdays are Monday first")
    func weekdays() {
        #expect(Fixtures.day("2026-03-08").weekday == 6)
        #expect(Fixtures.day("2026-03-09").weekday == 0)
        #expect(Fixtures.day("1970-01-01").weekday == 3)
        #expect(Fixtures.day("1969-12-29").weekday == 0)
        #expect(Fixtures.day("2026-03-08").startOfWeek.iso == "2026-03-02")
    }

    @Test("Day arithmetic crosses months, years and leap days")
    func arithmetic() {
        #expect(Fixtures.day("2024-02-28").adding(days: 1).iso == "2024-02-29")
        #expect(Fixtures.day("2025-12-31").adding(days: 1).iso == "2026-01-01")
        #expect(Fixtures.day("2026-03-01").adding(days: -1).iso == "2026-02-28")
        #expect(Fixtures.day("2025-03-08").days(to: Fixtures.day("2026-03-08")) == 365)
        #expect(ChartDate(daysSince1970: 20_520).iso == "2026-03-08")
        #expect(Fixtures.day("1900-03-01").daysSince1970 == -25_508)
        let first = Fixtures.day("1899-12-25")
        for offset in 0..<1000 {
            #expect(ChartDate(daysSince1970: first.daysSince1970 + offset) == first.adding(days: offset))
        }
    }

    @Test("Names are English and locale-independent")
    func names() {
        let date = Fixtures.day("2026-03-08")
        #expect(date.shortText == "8 Mar 2026")
        #expect(date.longText == "8 March 2026")
        #expect(date.weekdayName == "Sunday")
        #expect(date.dayMonthText == "8 Mar")
    }
}

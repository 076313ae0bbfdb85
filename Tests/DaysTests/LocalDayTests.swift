import Days
import Testing

@Suite("Local days")
struct LocalDayTests {
    @Test(
        "Day numbers and dates convert both ways",
        arguments: [
            ("1970-01-01", 0), ("1969-12-31", -1), ("2000-02-29", 11_016), ("2026-03-08", 20_520),
            ("2100-03-01", 47_541),
            ("1600-01-01", -135_140),
        ])
    func conversion(text: String, number: Int) throws {
        let day = try #require(LocalDay(text))
        #expect(day.dayNumber == number)
        #expect(LocalDay(dayNumber: number).description == text)
    }

    @Test(
        "Impossible and malformed dates are refused",
        arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-3-8", "20260308", "2026-03-08x", "", "２０２６-03-08"])
    func refused(text: String) {
        #expect(LocalDay(text) == nil)
    }

    @Test("ISO weekdays: 2026-03-09 is a Monday, 2026-03-08 a Sunday, 1969-12-29 a Monday")
    func weekdays() {
        #expect(LocalDay("2026-03-09")?.isoWeekday == 1)
        #expect(LocalDay("2026-03-08")?.isoWeekday == 7)
        #expect(LocalDay("1969-12-29")?.isoWeekday == 1)
    }
}

import Days
import Testing

@Suite("Weeks that start on any weekday")
struct WeekStartTests {
    private func day(_ text: String) -> LocalDay {
        LocalDay(text) ?? LocalDay(dayNumber: Int.min / 2)
    }

    @Test("The weekdays in order from Monday, Sunday and Saturday")
    func order() {
        #expect(WeekStart.monday.weekdays == [1, 2, 3, 4, 5, 6, 7])
        #expect(WeekStart.sunday.weekdays == [7, 1, 2, 3, 4, 5, 6])
        #expect(WeekStart.saturday.weekdays == [6, 7, 1, 2, 3, 4, 5])
        #expect(WeekStart(isoWeekday: 0) == .sunday)
        #expect(WeekStart(isoWeekday: 13) == .saturday)
    }

    @Test("A day's place in its week, and the week's first day, for Monday, Sunday and Saturday starts")
    func places() {
        // Saturday 7 to Friday 13 March 2026.
        let days = (7...13).map { day("2026-03-\($0 < 10 ? "0" : "")\($0)") }
        #expect(days.map(WeekStart.monday.position) == [5, 6, 0, 1, 2, 3, 4])
        #expect(days.map(WeekStart.sunday.position) == [6, 0, 1, 2, 3, 4, 5])
        #expect(days.map(WeekStart.saturday.position) == [0, 1, 2, 3, 4, 5, 6])
        #expect(
            days.map { WeekStart.monday.start(of: $0).description }
                == ["2026-03-02", "2026-03-02", "2026-03-09", "2026-03-09", "2026-03-09", "2026-03-09", "2026-03-09"])
        #expect(
            days.map { WeekStart.sunday.start(of: $0).description }
                == ["2026-03-01", "2026-03-08", "2026-03-08", "2026-03-08", "2026-03-08", "2026-03-08", "2026-03-08"])
        #expect(Set(days.map { WeekStart.saturday.start(of: $0).description }) == ["2026-03-07"])
        #expect(WeekStart.monday.start(of: day("2026-03-08")) == day("2026-03-08").startOfISOWeek)
    }
}

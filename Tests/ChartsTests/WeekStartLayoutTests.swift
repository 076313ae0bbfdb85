import Days
import Foundation
import TestSupport
import Testing
import Words

@testable import Charts

/// The calendars start their weeks on the locale's first weekday: each day in its row and
/// column of the year heatmap and the month grid for Monday, Sunday and Saturday starts, and
/// the weekday charts in that order.
@Suite("Calendars from the locale's first weekday")
struct WeekStartLayoutTests {
    /// The month as its grid shows it, week by week: each day's number in its column, 0 for a
    /// blank.
    private func calendar(year: Int, month: Int, _ weekStart: WeekStart) -> [[Int]] {
        let chart = MonthHeatmap(title: "T", year: year, month: month, days: [])
        var weeks: [[Int]] = []
        for day in chart.monthDays {
            let place = chart.place(day.date, weekStart: weekStart)
            while weeks.count <= place.row { weeks.append(Array(repeating: 0, count: 7)) }
            weeks[place.row][place.column] = day.date.day
        }
        return weeks
    }

    /// The weeks of a month given as its first week's blanks and its length.
    private func weeks(blanks: Int, days: Int) -> [[Int]] {
        let slots = Array(repeating: 0, count: blanks) + Array(1...days)
        let padded = slots + Array(repeating: 0, count: (7 - slots.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }

    @Test(
        "A month that starts on the first weekday has no blank before the 1st",
        arguments: [(WeekStart.monday, 2026, 6), (.sunday, 2026, 11), (.saturday, 2026, 8)])
    func monthOnFirstWeekday(weekStart: WeekStart, year: Int, month: Int) {
        #expect(calendar(year: year, month: month, weekStart) == weeks(blanks: 0, days: 30 + (month == 8 ? 1 : 0)))
    }

    @Test(
        "A month that starts the day before the first weekday has its 1st alone in the first week",
        arguments: [(WeekStart.monday, 2026, 11), (.sunday, 2026, 8), (.saturday, 2026, 5)])
    func monthOnLastWeekday(weekStart: WeekStart, year: Int, month: Int) {
        let grid = calendar(year: year, month: month, weekStart)
        #expect(grid[0] == [0, 0, 0, 0, 0, 0, 1])
        #expect(grid == weeks(blanks: 6, days: month == 11 ? 30 : 31))
    }

    @Test("A leap February (1 February 2024 a Thursday) for Monday, Sunday and Saturday starts")
    func leapFebruary() {
        #expect(
            calendar(year: 2024, month: 2, .monday) == [
                [0, 0, 0, 1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18],
                [19, 20, 21, 22, 23, 24, 25], [26, 27, 28, 29, 0, 0, 0],
            ])
        #expect(
            calendar(year: 2024, month: 2, .sunday) == [
                [0, 0, 0, 0, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17],
                [18, 19, 20, 21, 22, 23, 24], [25, 26, 27, 28, 29, 0, 0],
            ])
        #expect(
            calendar(year: 2024, month: 2, .saturday) == [
                [0, 0, 0, 0, 0, 1, 2], [3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16],
                [17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 0],
            ])
        // February 2021 began on a Monday: four full weeks from Monday, five from Sunday.
        #expect(calendar(year: 2021, month: 2, .monday) == weeks(blanks: 0, days: 28))
        #expect(calendar(year: 2021, month: 2, .sunday) == weeks(blanks: 1, days: 28))
    }

    /// Where the days of `days` sit in the year heatmap of `year`: (column, row) each.
    private func yearPlaces(_ year: Int, _ weekStart: WeekStart, _ days: [String]) -> [[Int]] {
        let first = Fixtures.day("\(year)-01-01")
        let chart = YearHeatmap(title: "T", first: first, last: Fixtures.day("\(year)-12-31"), days: [])
        return days.map {
            let place = chart.place(Fixtures.day("\(year)-\($0)"), weekStart: weekStart)
            return [place.column, place.row]
        }
    }

    @Test("A year whose 1 January is the week's last day: it sits alone at the foot of the first column")
    func yearFromLastWeekday() {
        let days = ["01-01", "01-02", "01-08", "01-09", "12-31"]
        // 1 January 2023 a Sunday, 2022 a Saturday, 2021 a Friday.
        #expect(yearPlaces(2023, .monday, days) == [[0, 6], [1, 0], [1, 6], [2, 0], [52, 6]])
        #expect(yearPlaces(2022, .sunday, days) == [[0, 6], [1, 0], [1, 6], [2, 0], [52, 6]])
        #expect(yearPlaces(2021, .saturday, days) == [[0, 6], [1, 0], [1, 6], [2, 0], [52, 6]])
    }

    @Test("The same year (1 January 2026 a Thursday) from Monday, Sunday and Saturday")
    func yearFromEachStart() {
        let days = ["01-01", "01-03", "01-04", "03-01", "12-31"]
        #expect(yearPlaces(2026, .monday, days) == [[0, 3], [0, 5], [0, 6], [8, 6], [52, 3]])
        #expect(yearPlaces(2026, .sunday, days) == [[0, 4], [0, 6], [1, 0], [9, 0], [52, 4]])
        #expect(yearPlaces(2026, .saturday, days) == [[0, 5], [1, 0], [1, 1], [9, 1], [52, 5]])
    }

    @Test("The last twelve months end with today's week, whatever weekday it starts on")
    func lastYear() {
        let today = Fixtures.day("2026-03-11")  // a Wednesday
        #expect(YearHeatmap.lastYear(title: "T", today: today, days: []).first.description == "2025-03-10")
        #expect(
            YearHeatmap.lastYear(title: "T", today: today, days: [], weekStart: .sunday).first.description
                == "2025-03-09")
        #expect(
            YearHeatmap.lastYear(title: "T", today: today, days: [], weekStart: .saturday).first.description
                == "2025-03-08")
    }

    /// The `<text>`s of an SVG's weekday names: (x, y, name) each, in the order written.
    private func weekdayLabels(_ svg: String) -> [String] {
        guard let group = svg.range(of: "<g class=\"weekdays\" aria-hidden=\"true\">"),
            let end = svg[group.upperBound...].range(of: "</g>")
        else { return [] }
        let labels = String(svg[group.upperBound..<end.lowerBound])
        return labels.matches(of: #/<text x="([^"]+)" y="([^"]+)"[^>]*>([^<]*)</text>/#).map {
            "\($0.output.1),\($0.output.2) \($0.output.3)"
        }
    }

    /// The `(x, y)` of each cell's square, in the order the days are written (first to last).
    private func cells(_ svg: String) -> [String] {
        svg.matches(of: #/<use href="#[^"]+" x="([^"]+)" y="([^"]+)"/#).map { "\($0.output.1),\($0.output.2)" }
    }

    @Test("The year heatmap drawn in English, Japanese and Egyptian Arabic: its rows from the locale's first weekday")
    func yearHeatmapDrawn() throws {
        // Sunday 1 to Tuesday 10 March 2026.
        let chart = YearHeatmap(
            title: "T", first: Fixtures.day("2026-03-01"), last: Fixtures.day("2026-03-10"),
            days: [DayCount(date: Fixtures.day("2026-03-04"), count: 2)])
        let svg = chart.render(id: "y", words: english).svg
        #expect(weekdayLabels(svg) == ["30,33 Mon", "30,61 Wed", "30,89 Fri"])
        #expect(
            cells(svg) == [
                "36,108", "50,24", "50,38", "50,52", "50,66", "50,80", "50,94", "50,108", "64,24", "64,38",
            ])
        let japanese = chart.render(id: "y", words: try Catalog.shipped(locale: "ja")).svg
        #expect(weekdayLabels(japanese) == ["30,33 日", "30,61 火", "30,89 木"])
        #expect(
            cells(japanese) == [
                "36,24", "36,38", "36,52", "36,66", "36,80", "36,94", "36,108", "50,24", "50,38", "50,52",
            ])
        let arabic = chart.render(id: "y", words: try Catalog.shipped(locale: "ar-EG")).svg
        #expect(weekdayLabels(arabic) == ["30,33 سبت", "30,61 اثنين", "30,89 أربعاء"])
        #expect(
            cells(arabic) == [
                "36,38", "36,52", "36,66", "36,80", "36,94", "36,108", "50,24", "50,38", "50,52", "50,66",
            ])
    }

    @Test(
        "The month grid drawn in English, Japanese and Egyptian Arabic: its columns from the first weekday, from the right in Arabic"
    )
    func monthGridDrawn() throws {
        // March 2026 began on a Sunday.
        let chart = MonthHeatmap(
            title: "T", year: 2026, month: 3, days: [DayCount(date: Fixtures.day("2026-03-04"), count: 2)])
        let svg = chart.render(id: "m", words: english).svg
        #expect(
            weekdayLabels(svg) == [
                "28,16 Mon", "74,16 Tue", "120,16 Wed", "166,16 Thu", "212,16 Fri", "258,16 Sat", "304,16 Sun",
            ])
        #expect(Array(cells(svg).prefix(3)) == ["284,26", "8,72", "54,72"])
        let japanese = chart.render(id: "m", words: try Catalog.shipped(locale: "ja")).svg
        #expect(
            weekdayLabels(japanese) == [
                "28,16 日", "74,16 月", "120,16 火", "166,16 水", "212,16 木", "258,16 金", "304,16 土",
            ])
        #expect(Array(cells(japanese).prefix(3)) == ["8,26", "54,26", "100,26"])
        let arabic = chart.render(id: "m", words: try Catalog.shipped(locale: "ar-EG")).svg
        #expect(
            weekdayLabels(arabic) == [
                "304,16 سبت", "258,16 أحد", "212,16 اثنين", "166,16 ثلاثاء", "120,16 أربعاء", "74,16 خميس",
                "28,16 جمعة",
            ])
        #expect(Array(cells(arabic).prefix(7)) == ["238,26", "192,26", "146,26", "100,26", "54,26", "8,26", "284,72"])
    }

    @Test("A chart of weekdays in the locale's order: its bars, its table and a tie named in that order")
    func weekdayChart() throws {
        let chart = WeekdayChart(title: "T", counts: [1, 2, 3, 4, 5, 6, 7])
        let japanese = try Catalog.shipped(locale: "ja")
        #expect(
            chart.render(id: "w", words: japanese).table.rows == [
                ["日曜日", "7"], ["月曜日", "1"], ["火曜日", "2"], ["水曜日", "3"], ["木曜日", "4"], ["金曜日", "5"],
                ["土曜日", "6"],
            ])
        let arabic = try Catalog.shipped(locale: "ar-EG")
        #expect(
            chart.render(id: "w", words: arabic).table.rows.map(\.[0]) == [
                "السبت", "الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة",
            ])
        #expect(chart.render(id: "w", words: english).table.rows.map(\.[0]).first == "Monday")
        let tie = WeekdayChart(title: "T", counts: [3, 0, 0, 0, 0, 0, 3])
        #expect(tie.sentence(english) == "Monday and Sunday had the most entries: 3 each.")
        #expect(tie.sentence(japanese) == "記録がいちばん多いのは日曜日、月曜日で、それぞれ3件です。")
    }
}

import Diary
import Insights
import Testing
import Words

@Suite("The comparisons' sentences, for none, one, many and a tie")
struct ComparisonSentencesTests {
    private let words: ComparisonWords

    init() throws {
        words = ComparisonWords(try Catalog.english())
    }

    @Test("A count against its baseline")
    func change() {
        let then = "on 1–10 October 2026"
        #expect(
            [(32, 29), (1, 2), (4, 4), (0, 5), (4, 0), (0, 0), (1, 0), (1_234, 1)].map {
                words.change($0.0, against: $0.1, .entries, then: then)
            } == [
                "32 entries, 3 more than on 1–10 October 2026.",
                "1 entry, 1 fewer than on 1–10 October 2026.",
                "4 entries, as many as on 1–10 October 2026.",
                "No entries, against 5 on 1–10 October 2026.",
                "4 entries, against none on 1–10 October 2026.",
                "No entries, and none on 1–10 October 2026 either.",
                "1 entry, against none on 1–10 October 2026.",
                "1,234 entries, 1,233 more than on 1–10 October 2026.",
            ])
        #expect(
            words.change(1, against: 3, .daysLogged, then: "in March 2026")
                == "1 day logged, 2 fewer than in March 2026.")
        #expect(
            words.change(0, against: 3, .eaten, when: "so far in 2026", then: "in 2025")
                == "Not eaten so far in 2026, against 3 in 2025.")
        #expect(
            words.change(1, against: 3, .eaten, when: "so far in 2026", then: "in 2025")
                == "Eaten once so far in 2026, 2 fewer than in 2025.")
    }

    @Test("Days named as a baseline")
    func days() {
        #expect(words.on(TestDiary.range("2026-10-01", "2026-10-31")) == "in October 2026")
        #expect(words.on(TestDiary.range("2025-01-01", "2025-12-31")) == "in 2025")
        #expect(words.on(TestDiary.range("2026-03-08", "2026-03-08")) == "on 8 March 2026")
        #expect(words.on(TestDiary.range("2026-02-28", "2026-03-06")) == "on 28 February – 6 March 2026")
        #expect(words.on(TestDiary.range("2025-12-29", "2026-01-04")) == "on 29 December 2025 – 4 January 2026")
    }

    private func comparison(_ kind: ComparisonBaseline, _ current: DayRange, _ baseline: DayRange) -> Comparison {
        let insights = TestDiary.insights([("2024-01-01", "08:00", "tea", .breakfast)])
        return insights.compare(current, with: baseline, as: kind)
    }

    @Test("Each kind of baseline, as a phrase and as a column heading")
    func baselines() {
        let cases = [
            comparison(
                .monthBefore, TestDiary.range("2026-11-01", "2026-11-10"), TestDiary.range("2026-10-01", "2026-10-10")),
            comparison(
                .monthBefore, TestDiary.range("2026-11-01", "2026-11-30"), TestDiary.range("2026-10-01", "2026-10-31")),
            comparison(
                .sameMonthLastYear, TestDiary.range("2026-03-01", "2026-03-30"),
                TestDiary.range("2026-02-01", "2026-02-28")),
            comparison(
                .sameDatesLastYear, TestDiary.range("2026-01-01", "2026-11-20"),
                TestDiary.range("2025-01-01", "2025-11-20")),
            comparison(
                .sameDatesLastYear, TestDiary.range("2026-01-01", "2026-12-31"),
                TestDiary.range("2025-01-01", "2025-12-31")),
            comparison(
                .periodBefore, TestDiary.range("2026-11-14", "2026-11-20"), TestDiary.range("2026-11-07", "2026-11-13")),
            comparison(
                .periodBefore, TestDiary.range("2026-11-20", "2026-11-20"), TestDiary.range("2026-11-19", "2026-11-19")),
            comparison(
                .chosen, TestDiary.range("2026-11-01", "2026-11-30"), TestDiary.range("2025-03-02", "2025-03-08")),
        ]
        #expect(
            cases.map { [words.baseline($0), words.baselineHeading($0)] } == [
                ["on 1–10 October 2026", "1–10 October 2026"],
                ["in October 2026", "October 2026"],
                ["in February 2026", "February 2026"],
                ["on the same dates of 2025", "1 January – 20 November 2025"],
                ["in 2025", "2025"],
                ["in the 7 days before", "The 7 days before"],
                ["in the day before", "The day before"],
                ["on 2–8 March 2025", "2–8 March 2025"],
            ])
    }

    @Test("Foods first eaten in a period")
    func newFoods() {
        let foods = ["kheer", "poha", "rasam", "sambar", "upma", "vada"].map {
            FoodCount(food: TestDiary.food($0), count: 1)
        }
        #expect(
            [0, 1, 2, 3, 6].map { words.newFoods(Array(foods.prefix($0)), when: "this month") } == [
                "No food first eaten this month.",
                "1 food first eaten this month: kheer.",
                "2 foods first eaten this month: kheer and poha.",
                "3 foods first eaten this month: kheer, poha and rasam.",
                "6 foods first eaten this month, among them kheer, poha, rasam, sambar and upma.",
            ])
    }

    @Test("This week against the eight weeks before")
    func week() {
        let thursday = TestDiary.range("2026-11-16", "2026-11-19")
        let sunday = TestDiary.range("2026-11-16", "2026-11-22")
        let cases = [
            WeekAverage(range: thursday, entries: 12, weeks: [9, 10, 9, 10, 9, 10, 9, 10]),
            WeekAverage(range: thursday, entries: 1, weeks: [2, 2, 2, 2, 2, 2, 2, 3]),
            WeekAverage(range: sunday, entries: 9, weeks: [9, 9, 9, 9, 9, 9, 9, 9]),
            WeekAverage(range: thursday, entries: 0, weeks: [4, 5, 4, 5, 4, 5, 4, 5]),
            WeekAverage(range: thursday, entries: 4, weeks: [0, 0, 0, 0, 0, 0, 0, 0]),
            WeekAverage(range: thursday, entries: 0, weeks: [0, 0, 0, 0, 0, 0, 0, 0]),
            WeekAverage(range: sunday, entries: 1, weeks: [1, 1, 1, 1, 1, 1, 1, 1]),
            WeekAverage(range: sunday, entries: 7, weeks: [9, 10, 9, 10, 9, 10, 9, 10]),
            WeekAverage(range: sunday, entries: 14, weeks: [12, 13, 13, 13, 13, 13, 13, 13]),
            WeekAverage(range: sunday, entries: 3, weeks: [0, 0, 0, 0, 0, 0, 0, 0]),
            WeekAverage(range: sunday, entries: 0, weeks: [0, 0, 0, 0, 0, 0, 0, 0]),
            WeekAverage(range: sunday, entries: 0, weeks: [1, 0, 0, 0, 0, 0, 0, 0]),
        ]
        // The average beside the week's count, never a fractional "1.1 more" between them.
        #expect(
            cases.map(words.weekAverage) == [
                "12 entries so far this week; the same days of the eight weeks before averaged 9.5.",
                "1 entry so far this week; the same days of the eight weeks before averaged 2.1.",
                "9 entries this week; the eight weeks before averaged 9 too.",
                "No entries so far this week; the same days of the eight weeks before averaged 4.5.",
                "4 entries so far this week; none on the same days of the eight weeks before.",
                "No entries so far this week; none on the same days of the eight weeks before either.",
                "1 entry this week; the eight weeks before averaged 1 too.",
                "7 entries this week; the eight weeks before averaged 9.5.",
                "14 entries this week; the eight weeks before averaged 12.9.",
                "3 entries this week; none in the eight weeks before.",
                "No entries this week; none in the eight weeks before either.",
                "No entries this week; the eight weeks before averaged 0.1.",
            ])
        // Fewer than eight weeks of history: no average, and the home page says the week alone.
        #expect(words.weekAverage(WeekAverage(range: sunday, entries: 3, weeks: nil)) == nil)
    }

    @Test("A month's baselines named briefly once its introduction has stated them; any other in full")
    func briefly() {
        let insights = TestDiary.insights([("2026-02-03", "08:00", "tea", .breakfast)])
        let (march, february) = (
            TestDiary.range("2026-03-01", "2026-03-08"), TestDiary.range("2026-02-01", "2026-02-08")
        )
        let monthBefore = insights.compare(march, with: february, as: .monthBefore)
        let lastYear = insights.compare(
            march, with: TestDiary.range("2025-03-01", "2025-03-08"), as: .sameMonthLastYear)
        let daysBefore = insights.compare(march, with: TestDiary.range("2026-02-21", "2026-02-28"), as: .periodBefore)
        #expect(
            [monthBefore, lastYear, daysBefore].map { words.briefly($0) } == [
                "in February", "a year before", "in the 8 days before",
            ])
        #expect(
            words.figures(monthBefore, briefly: true) == [
                "No entries, against 1 in February.", "No days logged, against 1 in February.",
                "No foods, against 1 in February.",
            ])
        #expect(
            words.figures(lastYear, briefly: true) == [
                "No entries, and none a year before either.", "No days logged, and none a year before either.",
                "No foods, and none a year before either.",
            ])
        #expect(words.figures(monthBefore)[0] == "No entries, against 1 on 1–8 February 2026.")
    }

    @Test("A year's headline and a food's year")
    func year() {
        let food = FoodYearComparison(
            food: TestDiary.food("coffee"), thisYear: TestDiary.range("2026-01-01", "2026-11-20"), thisYearCount: 12,
            lastYear: TestDiary.range("2025-01-01", "2025-11-20"), lastYearCount: 9,
            firstEaten: TestDiary.day("2024-03-02"), lastEaten: TestDiary.day("2026-11-19"))
        #expect(words.foodYear(food) == "Eaten 12 times so far in 2026, 3 more than on the same dates of 2025.")
        var once = food
        once.lastYear = nil
        once.lastYearCount = nil
        once.firstEaten = once.lastEaten
        #expect(words.foodYear(once) == nil)
    }

    @Test("A year card's line: the year so far against the same dates, a whole year against the whole year before")
    func yearCard() throws {
        // Two entries in 2024, three in 2025 (one after 20 November), one in 2026 so far.
        let insights = TestDiary.insights([
            ("2024-01-01", "08:00", "tea", .breakfast), ("2024-11-19", "08:00", "tea", .breakfast),
            ("2025-03-01", "08:00", "tea", .breakfast), ("2025-11-20", "08:00", "tea", .breakfast),
            ("2025-12-24", "08:00", "tea", .breakfast), ("2026-02-01", "08:00", "tea", .breakfast),
        ])
        let asOf = TestDiary.day("2026-11-20")
        let lines = try [2026, 2025].map { year in
            words.yearCardLine(try #require(insights.yearComparison(year: year, asOf: asOf)))
        }
        #expect(
            lines == ["1 entry, 1 fewer than on the same dates of 2025.", "3 entries, 1 more than in 2024."])
        #expect(insights.yearComparison(year: 2024, asOf: asOf) == nil)
    }
}

@Suite("The comparisons' sentences in other languages")
struct ComparisonSentencesLocaleTests {
    @Test("German, Polish and Japanese: the parts make whole sentences, numbers and dates the locale's")
    func languages() throws {
        let insights = TestDiary.insights([("2024-01-01", "08:00", "tea", .breakfast)])
        let month = insights.compare(
            TestDiary.range("2026-11-01", "2026-11-30"), with: TestDiary.range("2026-10-01", "2026-10-31"),
            as: .monthBefore)
        let week = WeekAverage(
            range: TestDiary.range("2026-11-16", "2026-11-19"), entries: 12, weeks: [9, 10, 9, 10, 9, 10, 9, 10])
        let said = try ["de", "pl", "ja"].map { tag in
            let words = ComparisonWords(try Catalog.shipped(locale: tag))
            return [
                words.change(1_234, against: 1_229, .entries, then: words.baseline(month)),
                words.change(0, against: 0, .eaten, then: words.baseline(month)),
                words.weekAverage(week) ?? "",
            ]
        }
        #expect(
            said == [
                [
                    "1.234 Einträge, 5 mehr als im Oktober 2026.", "Nicht gegessen, im Oktober 2026 auch nicht.",
                    "12 Einträge seit Wochenbeginn; an denselben Tagen der acht Wochen davor waren es im Schnitt 9,5.",
                ],
                [
                    // Polish groups from five digits; 1234 takes the "few" form.
                    "1234 wpisy, o 5 więcej niż w miesiącu październik 2026.",
                    "Nie zjedzono ani razu, podobnie jak w miesiącu październik 2026.",
                    "12 wpisów od początku tygodnia; średnio w tych samych dniach ośmiu poprzednich tygodni: 9,5.",
                ],
                [
                    "記録したのは1,234件で、2026年10月より5増えました。", "一度も食べていません。2026年10月もゼロでした。",
                    "今週これまでに記録したのは12件。直前8週間の同じ曜日までの平均は9.5でした。",
                ],
            ])
    }
}

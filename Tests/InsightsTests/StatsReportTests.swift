import Diary
import Foundation
import Insights
import TestSupport
import Testing

@Suite("The stats report")
struct StatsReportTests {
    private let asOf = TestDiary.day("2026-03-11")

    private var oneEntry: Diary {
        TestDiary.diary([("2026-03-11", "07:45", "Porridge", .breakfast)], inputTypes: [0: .voice])
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[WeeklySummary.wordsKey] = english
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("JSON with stable keys, null where there is no value")
    func reportJSON() throws {
        let report = StatsReport(diary: oneEntry, asOf: asOf, period: .allTime)
        let expected =
            #"{"asOf":"2026-03-11","bestDay":{"count":1,"day":"2026-03-11"},"#
            + #""categories":[{"category":"breakfast","count":1,"percent":100}],"consistency":100,"#
            + #""currentStreak":1,"dailyCounts":[{"count":1,"day":"2026-03-11"}],"daysLogged":1,"#
            + #""entries":1,"foodPairs":[],"inputTypes":[{"count":1,"inputType":"voice","percent":100}],"#
            + #""longestStreak":{"end":"2026-03-11","length":1,"start":"2026-03-11"},"#
            + #""mealTiming":[0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"milestones":[],"#
            + #""period":"all","range":{"days":1,"end":"2026-03-11","start":"2026-03-11"},"#
            + #""topFoods":[{"count":1,"food":"porridge","key":"porridge"}],"totalEntries":1,"#
            + #""uncategorized":0,"uniqueFoods":1,"uniqueFoodsInPeriod":1,"#
            + #""weekComparison":{"changePercent":null,"lastWeek":0,"lastWeekDays":[0,0,0,0,0,0,0],"#
            + #""lastWeekStart":"2026-03-02","thisWeek":1,"thisWeekDays":[0,0,1,0,0,0,0],"#
            + #""thisWeekStart":"2026-03-09"},"weeklySummary":null}"#
        #expect(try json(report) == expected)
    }

    @Test("A weekly summary's JSON")
    func weeklySummaryJSON() throws {
        let summary = try #require(Insights(diary: oneEntry).weeklySummary(for: ISOWeek(containing: asOf), asOf: asOf))
        let expected =
            #"{"categories":[{"category":"breakfast","count":1,"percent":100}],"#
            + #""days":[{"count":0,"day":"2026-03-09"},{"count":0,"day":"2026-03-10"},"#
            + #"{"count":1,"day":"2026-03-11"},{"count":0,"day":"2026-03-12"},{"count":0,"day":"2026-03-13"},"#
            + #"{"count":0,"day":"2026-03-14"},{"count":0,"day":"2026-03-15"}],"daysLogged":1,"entries":1,"#
            + #""headline":"Your week in food.","headlineType":"default","isComplete":false,"#
            + #""lastWeekEntries":0,"loggedDays":[false,false,true,false,false,false,false],"missedDays":6,"#
            + #""range":{"days":7,"end":"2026-03-15","start":"2026-03-09"},"#
            + #""streak":{"end":"2026-03-11","length":1,"start":"2026-03-11"},"#
            + #""subheadline":"Just 1 entry.","through":"2026-03-11","topFood":"porridge","#
            + #""topFoodCount":1,"topFoodKey":"porridge","vsLastWeek":1,"week":"2026-W11"}"#
        #expect(try json(summary) == expected)
        let empty = try #require(Insights(entries: []).weeklySummary(for: ISOWeek(containing: asOf), asOf: asOf))
        let expectedEmpty =
            #"{"categories":[],"#
            + #""days":[{"count":0,"day":"2026-03-09"},{"count":0,"day":"2026-03-10"},"#
            + #"{"count":0,"day":"2026-03-11"},{"count":0,"day":"2026-03-12"},{"count":0,"day":"2026-03-13"},"#
            + #"{"count":0,"day":"2026-03-14"},{"count":0,"day":"2026-03-15"}],"daysLogged":0,"entries":0,"#
            + #""headline":"A quiet week.","headlineType":"default","isComplete":false,"#
            + #""lastWeekEntries":0,"loggedDays":[false,false,false,false,false,false,false],"missedDays":7,"#
            + #""range":{"days":7,"end":"2026-03-15","start":"2026-03-09"},"#
            + #""streak":{"end":null,"length":0,"start":null},"#
            + #""subheadline":"No entries this week.","through":"2026-03-11","topFood":null,"#
            + #""topFoodCount":0,"topFoodKey":null,"vsLastWeek":0,"week":"2026-W11"}"#
        #expect(try json(empty) == expectedEmpty)
    }

    @Test("Decoding the JSON gives the report back")
    func roundTrip() throws {
        let insights = SampleDiary.insights
        for period in AnalyticsPeriod.allCases {
            let report = StatsReport(
                insights: insights, asOf: SampleDiary.asOfDay, period: period, week: ISOWeek("2026-W10"))
            let data = try JSONEncoder().encode(report)
            #expect(try JSONDecoder().decode(StatsReport.self, from: data) == report)
        }
    }

    @Test("Plain text, aligned")
    func plainText() throws {
        let report = StatsReport(diary: oneEntry, asOf: asOf, period: .week, week: ISOWeek("2026-W11"))
        let expected = """
            FoodStory stats: 7D, 2026-03-05 to 2026-03-11 (7 days), as of 2026-03-11

            Entries         1
            Days logged     1 of 7
            Consistency     14%
            Current streak  1 day
            Longest streak  1 day, 2026-03-11 to 2026-03-11
            Best day        1 entry on 2026-03-11
            Unique foods    1 ever, 1 in period
            Total entries   1

            Top foods
              porridge  1

            Categories
              breakfast  1  100%

            Input types
              voice  1  100%

            Meal timing (entries by local hour)
              07:00  1

            This week vs last week
              this week (from 2026-03-09)  1
              last week (from 2026-03-02)  0

            Foods eaten together (days)
              (none)

            Milestones
              (none)

            Week 2026-W11 (2026-03-09 to 2026-03-15), through 2026-03-11
              Your week in food.
              Just 1 entry.
              Entries       1
              Days logged   1 of 7 (Wed)
              Top food      porridge, 1 entry
              vs last week  +1 (last week 0)
              Streak        1 day as of 2026-03-11

            """
        #expect(report.plainText(english) == expected)
    }

    @Test("A share or a change that rounds to none or to all says so: <1%, >99%, +<1%")
    func roundedShares() {
        // Last week (2–8 March) 201 entries, this week (9–15 March) 202: one dinner, one voice.
        func day(_ monday: String, _ index: Int) -> String { TestDiary.day(monday).adding(days: index % 7).description }
        let lastWeek = (0..<201).map { TestDiary.Row(day("2026-03-02", $0), "08:00", "tea", .breakfast) }
        let thisWeek = (0..<202).map {
            TestDiary.Row(day("2026-03-09", $0), "08:00", "tea", $0 == 0 ? .dinner : .breakfast)
        }
        let insights = TestDiary.insights(lastWeek + thisWeek, inputTypes: [201: .voice])
        let text = StatsReport(insights: insights, asOf: TestDiary.day("2026-03-15"), period: .week).plainText(english)
        let sections = text.components(separatedBy: "\n\n")
        #expect(
            sections.filter { $0.hasPrefix("Categories") || $0.hasPrefix("Input types") || $0.hasPrefix("This week") }
                == [
                    """
                    Categories
                      breakfast  201  >99%
                      dinner       1   <1%
                    """,
                    """
                    Input types
                      text   201  >99%
                      voice    1   <1%
                    """,
                    """
                    This week vs last week
                      this week (from 2026-03-09)   202
                      last week (from 2026-03-02)   201
                      change                       +<1%
                    """,
                ])
    }

    @Test("Plain text of the sample diary's categories, pairs and milestones")
    func sampleText() {
        let text = StatsReport(insights: SampleDiary.insights, asOf: SampleDiary.asOfDay, period: .allTime).plainText(
            english)
        let sections = text.components(separatedBy: "\n\n")
        #expect(
            sections.filter { $0.hasPrefix("Categories") || $0.hasPrefix("Foods eaten") || $0.hasPrefix("This week") }
                == [
                    """
                    Categories
                      breakfast      4  31%
                      dessert        3  23%
                      beverage       3  23%
                      lunch          2  15%
                      dinner         1   8%
                      uncategorized  1
                    """,
                    """
                    This week vs last week
                      this week (from 2026-03-09)     4
                      last week (from 2026-03-02)     8
                      change                       -50%
                    """,
                    """
                    Foods eaten together (days)
                      coffee + toast  2
                      egg + toast     2
                    """,
                ])
    }
}

import Diary
import Foundation
import Insights
import Testing

@Suite("ISOWeek")
struct ISOWeekTests {
    @Test("Week 53 of 2026 runs from 28 December to 3 January")
    func week53() throws {
        let week = try #require(ISOWeek(year: 2026, week: 53))
        #expect(week.monday == TestDiary.day("2026-12-28"))
        #expect(week.sunday == TestDiary.day("2027-01-03"))
        #expect(week.description == "2026-W53")
        #expect(week.next.description == "2027-W01")
        #expect(week.previous.description == "2026-W52")
        #expect(ISOWeek(containing: TestDiary.day("2027-01-01")) == week)
    }

    @Test("Parsing YYYY-Www", arguments: ["2026-W09", "2026-W53", "2020-W53"])
    func parses(text: String) throws {
        let week = try #require(ISOWeek(text))
        #expect(week.description == text)
    }

    @Test("Not weeks", arguments: ["2025-W53", "2026-W00", "2026-W54", "2026-9", "2026W09", "2026-w09", "26-W09", ""])
    func rejects(text: String) {
        #expect(ISOWeek(text) == nil)
    }

    @Test("Encodes as its text")
    func codable() throws {
        let week = try #require(ISOWeek("2026-W10"))
        let data = try JSONEncoder().encode([week])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-W10"]"#)
        #expect(try JSONDecoder().decode([ISOWeek].self, from: data) == [week])
    }
}

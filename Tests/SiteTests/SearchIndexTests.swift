import Diary
import Foundation
import TestSupport
import Testing

@testable import Site

@Suite("The search index script")
struct SearchIndexTests {
    @Test("Line and paragraph separators are written as escapes; other text is untouched")
    func separators() {
        #expect(SearchIndex.escapingLineSeparators("[\"a\u{2028}b\u{2029}c\"]") == "[\"a\\u2028b\\u2029c\"]")
        #expect(SearchIndex.escapingLineSeparators("\u{2028}") == "\\u2028")
        for text in ["", "[]", "plain", "\u{2027}\u{202A}é🍜", "\u{E2}\u{80}"] {
            #expect(SearchIndex.escapingLineSeparators(text) == text)
        }
    }

    @Test("Days encoded a run at a time give the bytes of one encoding of them all, for any run length")
    func runs() throws {
        let days = (0..<150).map { index in
            SearchIndex.Day(
                day: "2026-03-\(10 + index % 20)", page: "day/2026-03-\(10 + index % 20).html",
                entries: (0..<(index % 4)).map { entry in
                    SearchIndex.Item(
                        time: "08:\(10 + entry)", category: entry % 3 == 0 ? "" : "lunch",
                        text: "dosa \"\(index)\" <b> \\ ü\u{2028}/", original: entry % 2 == 0 ? "" : "Dosa \(index)",
                        anchor: "entry-\(index)-\(entry)")
                })
        }
        let once = String(decoding: try JSONEncoder().encode(days), as: UTF8.self)
        for run in [1, 7, 64, 149, 150, 5000] {
            #expect(SearchIndex.json(days, run: run) == once, "run of \(run)")
        }
        #expect(SearchIndex.json([]) == "[]")
    }

    @Test("Each day is [day, page, entries] and each entry [time, category, description, original, anchor]")
    func shape() {
        let day = SearchIndex.Day(
            day: "2026-03-08", page: "day/2026-03-08.html",
            entries: [
                .init(time: "08:30", category: "breakfast", text: "idli", original: "Idli", anchor: "entry-1"),
                .init(time: "21:05", category: "", text: "tea \"</script>", original: "", anchor: "entry-2"),
            ])
        #expect(
            SearchIndex.json([day])
                == #"[["2026-03-08","day\/2026-03-08.html",[["08:30","breakfast","idli","Idli","entry-1"],"#
                + #"["21:05","","tea \"<\/script>","","entry-2"]]]]"#)
    }

    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    static func days(_ records: [EntryRecord]) -> DiaryDays {
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        return DiaryDays(diary: diary, asOf: asOf)
    }

    @Test("Each year's script adds that year's days to the global, and together they hold every day in order")
    func years() throws {
        let records = SampleDiary(days: 500, seed: 3, asOf: Self.asOf, timeZone: Self.zone).records()
        let days = Self.days(records)
        let years = SearchIndex.years(of: days)
        #expect(years == [2024, 2025, 2026])
        var all: [String] = []
        for year in years {
            let script = SearchIndex.script(year: year, of: days)
            let prefix =
                "// FoodStory search index, \(year): [day, page, [[time, category, description, original input, anchor], …]] per day.\n"
                + "window.FOODSTORY_SEARCH = (window.FOODSTORY_SEARCH || []).concat("
            #expect(script.hasPrefix(prefix))
            #expect(script.hasSuffix(");\n"))
            let json = script.dropFirst(prefix.count).dropLast(3)
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
            all += parsed.compactMap { $0.first as? String }
        }
        #expect(all == days.days.map(\.description))
    }

    @Test(
        "A year's key changes with anything its script shows of its own entries, and not with what it does not show"
    )
    func keys() throws {
        let records = SampleDiary(days: 500, seed: 3, asOf: Self.asOf, timeZone: Self.zone).records()
        let base = Self.days(records)
        let keys = { (days: DiaryDays) in
            SearchIndex.years(of: days).map { OutputKey(SearchIndex.Inputs(year: $0, of: days, times: true)) }
        }
        let before = keys(base)
        #expect(Set(before).count == 3)
        #expect(keys(Self.days(records)) == before)
        // A typed entry whose original input the index shows.
        let index = try #require(
            records.indices.first {
                LocalDay(containing: records[$0].date, in: Self.zone).year == 2025 && records[$0].inputType == .text
                    && records[$0].rawInput != records[$0].processedDescription
            })
        let changes: [(String, (inout EntryRecord) -> Void)] = [
            ("description", { $0.processedDescription += " extra" }),
            ("raw input", { $0.rawInput += "!" }),
            ("category", { $0.category = $0.category == .lunch ? .dinner : .lunch }),
            ("a photo's input type", { $0.inputType = .image }),
            ("a minute later", { $0.createdAt = $0.createdAt.addingTimeInterval(60) }),
            ("id", { $0.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000009") ?? $0.id }),
        ]
        for (name, change) in changes {
            var changed = records
            change(&changed[index])
            let after = keys(Self.days(changed))
            #expect(after[0] == before[0] && after[2] == before[2], "\(name): other years keep their keys")
            #expect(after[1] != before[1], "\(name): its year's key changes")
        }
        // The index shows neither when an entry was edited nor its photo: its script stays.
        for (name, change) in [
            ("edited", { (record: inout EntryRecord) in record.updatedAt = record.createdAt.addingTimeInterval(7) }),
            ("photo", { (record: inout EntryRecord) in record.mediaFileName = "x.jpg" }),
        ] {
            var changed = records
            change(&changed[index])
            #expect(keys(Self.days(changed)) == before, "\(name)")
        }
    }
}

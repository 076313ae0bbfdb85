import Diary
import Foundation
import Keying
import TestSupport
import Testing
import Words

@testable import Feeds

@Suite("The search index scripts")
struct SearchIndexTests {
    @Test("Line and paragraph separators are written as escapes; other text is untouched")
    func separators() {
        #expect(SearchIndex.escapingLineSeparators("[\"a\u{2028}b\u{2029}c\"]") == "[\"a\\u2028b\\u2029c\"]")
        #expect(SearchIndex.escapingLineSeparators("\u{2028}") == "\\u2028")
        for text in ["", "[]", "plain", "\u{2027}\u{202A}é🍜", "\u{E2}\u{80}"] {
            #expect(SearchIndex.escapingLineSeparators(text) == text)
        }
    }

    @Test(
        "Text is folded and cut into words as search.js cuts a query",
        arguments: [
            ("Crème Brûlée", ["creme", "brulee"]),
            ("Dal & rice, 2 bowls!", ["dal", "rice", "2", "bowls"]),
            ("2026-03-08", ["2026-03-08"]),
            ("a2026-03 x 3-4", ["a2026", "03", "x", "3-4"]),
            ("ΟΔΟΣ ὁδός", ["οδοσ", "οδοσ"]),
            ("İstanbul ŞIŞ", ["istanbul", "sis"]),
            ("拉面 and ラーメン", ["拉", "面", "and", "ら", "ー", "め", "ん"]),
            ("ｒａｍｅｎ ﾗｰﾒﾝ らーめん", ["ramen", "ら", "ー", "め", "ん", "ら", "ー", "め", "ん"]),
            ("حمص بالطحينة", ["حمص", "بالطحينه"]),
            ("حُمُّص بالطحينه إفطار أفطار مستشفى ١٢ ۱۲", ["حمص", "بالطحينه", "افطار", "افطار", "مستشفي", "12", "12"]),
            ("दाल चावल", ["दाल", "चावल"]),
            ("क़ीमा कीमा हँसी हंसी १२", ["कीमा", "कीमा", "हंसी", "हंसी", "12"]),
            ("Żółty łosoś, Soße SOSSE", ["zolty", "losos", "sosse", "sosse"]),
            ("fetch(\"//x\") <b>", ["fetch", "x", "b"]),
            ("🍕 pizza\u{2028}night", ["pizza", "night"]),
        ])
    func words(_ text: String, _ expected: [String]) {
        #expect(Self.words(in: text) == expected)
    }

    /// The words of `text`, in order.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        SearchText.forEachWord(in: text) { words.append($0) }
        return words
    }

    @Test("ASCII is folded and cut as every other text is: lower case alone, letters and digits by category")
    func asciiAsEveryText() {
        for value in UInt32(0)..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(SearchText.inWord(scalar) == SearchText.inWordByCategory(scalar), "U+\(value)")
        }
        let ascii = String(String.UnicodeScalarView((UInt32(0)..<0x80).compactMap(Unicode.Scalar.init)))
        for text in [ascii, "Masala DOSA, 2x; Chai!", "ΣΑΣ café", ""] {
            #expect(SearchText.fold(text) == SearchText.foldingEveryScalar(text), "\(text)")
        }
        for entry in SampleDiary(days: 60, seed: 5, asOf: Self.asOf, timeZone: Self.zone).records() {
            #expect(SearchText.fold(entry.rawInput) == SearchText.foldingEveryScalar(entry.rawInput))
        }
    }

    @Test("A word of one letter or digit is not searched for; one character of a script without spaces is")
    func searchable() {
        #expect(SearchText.isSearchable("ab") && SearchText.isSearchable("面") && SearchText.isSearchable("22"))
        #expect(!SearchText.isSearchable("a") && !SearchText.isSearchable("2") && !SearchText.isSearchable(""))
    }

    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    static func days(_ records: [EntryRecord]) -> DiaryDays {
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        return DiaryDays(diary: diary, asOf: asOf)
    }

    /// An entry at `hour`:15 UTC of the day `day` days after 1970-01-01.
    static func record(_ number: Int, day: Int, hour: Int, description: String, raw: String) -> EntryRecord {
        let midnight = Date(timeIntervalSince1970: Double(day) * 86_400)
        return EntryRecord(
            id: UUID(uuidString: "00000000-0000-4000-8000-00000000000\(number)") ?? UUID(), date: midnight,
            createdAt: midnight.addingTimeInterval(Double(hour) * 3_600 + 900), rawInput: raw, inputType: .text,
            processedDescription: description, category: .lunch)
    }

    /// An entry's anchor on its day's page, as the site names it.
    static func anchor(_ id: UUID) -> String { "entry-" + id.lowercasedText }

    /// 2026-03-07 (day 20519) and 2026-03-08.
    static let small = days([
        record(1, day: 20519, hour: 3, description: "Dal and rice", raw: "dal rice"),
        record(2, day: 20520, hour: 2, description: "Idli \"</script>", raw: "Idli \"</script>"),
        record(3, day: 20520, hour: 4, description: "Rice kheer", raw: "rice kheer"),
    ])

    @Test("A day's script hands search.js the day, its page and each entry as the results show it")
    func dayScript() throws {
        let day = try #require(LocalDay(year: 2026, month: 3, day: 8))
        #expect(
            SearchIndex.dayScript(day, of: Self.small, page: "day/2026-03-08.html", anchor: Self.anchor)
                == #"FOODSTORY_SEARCH.day(["2026-03-08","day\/2026-03-08.html",[["07:45","lunch","Idli \"<\/script>","","entry-00000000-0000-4000-8000-000000000002"],"#
                + #"["09:45","lunch","Rice kheer","rice kheer","entry-00000000-0000-4000-8000-000000000003"]]]);"#
                + "\n")
        #expect(
            SearchIndex.dayScript(day, of: Self.small, page: "", anchor: Self.anchor, times: false)
                .contains(#"[["","lunch","Idli"#))
    }

    @Test("The word index lists each part, and each part each word with its entries as day and place")
    func wordScripts() {
        let words = SearchWords(days: Self.small)
        let parts = words.parts()
        #expect(parts.map(\.key) == ["20", "an", "da", "id", "kh", "lu", "ri", "sc"])
        #expect(
            SearchIndex.listScript(words, parts: parts)
                == #"window.FOODSTORY_SEARCH_INDEX = {"entries":3,"keys":["20","an","da","id","kh","lu","ri","sc"]};"#
                + "\n")
        let scripts = parts.map(SearchIndex.partScript)
        // 2026-03-07 is day 20519; an entry is the day (less the one before) and its place.
        #expect(
            scripts[0]
                == #"FOODSTORY_SEARCH.words("20",{"2026-03-07":[20519,0],"2026-03-08":[20520,0,0,1]});"# + "\n")
        #expect(scripts[3] == #"FOODSTORY_SEARCH.words("id",{"idli":[20520,0]});"# + "\n")
        #expect(scripts[6] == #"FOODSTORY_SEARCH.words("ri",{"rice":[20519,0,1,1]});"# + "\n")
    }

    @Test("Every word of every entry is in one part, under a key it begins with, with each of its entries once")
    func parts() throws {
        // The sample's texts, and texts whose words lie at a text's ends: accents, a final sigma,
        // scripts without spaces, digits and hyphens on either side of where texts are joined.
        let records =
            SampleDiary(days: 500, seed: 3, asOf: Self.asOf, timeZone: Self.zone).records() + [
                Self.record(1, day: 20_400, hour: 8, description: "Crème brûlée 2-", raw: "-3 ΣΑΣ 面条 ข้าวผัด"),
                Self.record(2, day: 20_400, hour: 9, description: "\u{301}café 7", raw: "-8 x2 ÉCLAIR\u{951}"),
                Self.record(3, day: 20_401, hour: 9, description: "naïve ΟΔΟΣ", raw: "naïve ΟΔΟΣ"),
            ]
        let days = Self.days(records)
        let words = SearchWords(days: days)
        let parts = words.parts(limit: 2_000)
        var found: [String: [SearchWords.Entry]] = [:]
        for part in parts {
            for (word, entries) in part.words {
                #expect(word.hasPrefix(part.key), "\(word) in \(part.key)")
                #expect(found.updateValue(entries, forKey: word) == nil, "\(word) twice")
            }
            let size = part.words.reduce(0) { $0 + $1.word.utf8.count + 4 * $1.entries.count }
            #expect(
                size <= 2_000 || part.words.count == 1 || part.words.allSatisfy { $0.word == part.key }, "\(part.key)")
        }
        #expect(parts.contains { $0.key.unicodeScalars.count > 2 }, "a part too large for two letters is cut further")
        var expected: [String: [SearchWords.Entry]] = [:]
        var count = 0
        for day in days.days {
            for (place, entry) in days.entries(on: day).enumerated() {
                count += 1
                // The text search finds an entry by, as one: its texts joined by spaces.
                let searchable = [
                    entry.description, SearchIndex.original(entry), entry.category?.rawValue ?? "", day.description,
                ].joined(separator: " ")
                for word in Set(Self.words(in: searchable))
                where SearchText.isSearchable(word) {
                    expected[word, default: []].append(.init(day: Int32(day.dayNumber), place: Int32(place)))
                }
            }
        }
        #expect(found == expected)
        #expect(words.entries == count)
    }

    @Test("A day's key changes with any stored property of any of its entries, and only with its own entries")
    func keys() throws {
        let records = SampleDiary(days: 30, seed: 3, asOf: Self.asOf, timeZone: Self.zone).records()
        let base = Self.days(records)
        let keys = { (days: DiaryDays) in
            base.days.map {
                OutputKey(SearchIndex.DayInputs(day: $0, entries: Array(days.entries(on: $0)), times: true))
            }
        }
        let before = keys(base)
        #expect(Set(before).count == before.count)
        #expect(keys(Self.days(records)) == before)
        let index = records.count / 2
        let day = LocalDay(containing: records[index].date, in: Self.zone)
        let position = try #require(base.days.firstIndex(of: day))
        let changes: [(String, (inout EntryRecord) -> Void)] = [
            ("description", { $0.processedDescription += " extra" }),
            ("raw input", { $0.rawInput += "!" }),
            ("category", { $0.category = $0.category == .lunch ? .dinner : .lunch }),
            ("a photo's input type", { $0.inputType = .image }),
            ("a minute later", { $0.createdAt = $0.createdAt.addingTimeInterval(60) }),
            ("id", { $0.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000009") ?? $0.id }),
            // Not shown by the index, but a stored property: the day's script is written again.
            ("edited", { $0.updatedAt = $0.createdAt.addingTimeInterval(7) }),
            ("photo", { $0.mediaFileName = "x.jpg" }),
        ]
        for (name, change) in changes {
            var changed = records
            change(&changed[index])
            let after = keys(Self.days(changed))
            for other in before.indices where other != position {
                #expect(after[other] == before[other], "\(name): day \(other) keeps its key")
            }
            #expect(after[position] != before[position], "\(name): its day's key changes")
        }
    }
}

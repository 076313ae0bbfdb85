import Foundation
import TestSupport
import Testing

@Suite("foodstory stats")
struct StatsCommandTests {
    @Test("--json on the fixture gives the documented numbers")
    func fixtureNumbers() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "export.json")
        let result = try FoodStoryBinary.run([
            "stats", "--input", path, "--as-of", "2026-03-09", "--period", "7d", "--json",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Worked by hand: 4 entries on 8 and 9 March (India); 7D as of 9 March is 3–9 March.
        var timing = Array(repeating: 0, count: 24)
        for hour in [8, 13, 20, 19] { timing[hour] += 1 }
        let expected = StatsSlice(
            entries: 4, daysLogged: 2, consistency: 29,  // 2 of 7 days = 28.6 %
            currentStreak: 2, longestStreak: .init(length: 2, start: "2026-03-08", end: "2026-03-09"),
            bestDay: .init(day: "2026-03-08", count: 3), uniqueFoods: 7,
            categories: [
                .init(category: "breakfast", count: 1, percent: 34), .init(category: "lunch", count: 1, percent: 33),
                .init(category: "dessert", count: 1, percent: 33),
            ],
            uncategorized: 1, mealTiming: timing,
            weekComparison: .init(thisWeek: 1, lastWeek: 3, changePercent: -67), milestones: [], weeklySummary: nil)
        #expect(try JSONDecoder().decode(StatsSlice.self, from: Data(result.stdout.utf8)) == expected)
    }

    @Test("Aliases from the config file merge foods; flags win over the file")
    func configAliases() throws {
        let folder = try TemporaryFolder()
        let json = """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "a", "inputType": "text", "processedDescription": "flat white"},
             {"id": "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T03:45:00Z",
              "rawInput": "b", "inputType": "text", "processedDescription": "coffee"}]
            """
        try folder.write(json, to: "diary.json")
        try folder.write(
            "input = \"diary.json\"\nas-of = 2026-03-08\n\n[aliases]\n\"flat white\" = \"coffee\"\n",
            to: "foodstory.toml")
        let merged = try FoodStoryBinary.run(["stats", "--json"], in: folder.url)
        #expect(merged.status == 0, "\(merged.stderr)")
        let report = try JSONDecoder().decode(FoodsSlice.self, from: Data(merged.stdout.utf8))
        #expect(report == FoodsSlice(asOf: "2026-03-08", topFoods: [.init(food: "coffee", count: 2)]))
        let later = try FoodStoryBinary.run(["stats", "--json", "--as-of", "2026-03-10"], in: folder.url)
        #expect(try JSONDecoder().decode(FoodsSlice.self, from: Data(later.stdout.utf8)).asOf == "2026-03-10")
    }

    @Test(
        "A bad config file is one line and exit 64",
        arguments: [
            (
                "titel = 1", 64,
                "foodstory.toml: unknown key \"titel\"; expected one of input, timezone, as-of, strict, out, title, locale, author, site-id, base-url, templates, media, on-this-day, pantry, cache-dir, public, cards, photos, aliases, not-foods, diary-language, goals"
            ),
            (
                "diary-language = \"klingon\"", 64,
                "foodstory.toml: diary-language \"klingon\" is not a language FoodStory reads; expected one of en, de, fr, es, pl, hi, ar, ja"
            ),
            (
                "[cards]\npictures = \"some\"", 64,
                "foodstory.toml: cards.pictures must be \"recent\", \"all\" or \"none\""
            ),
        ])
    func badConfig(text: String, status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "foodstory.toml")
        let result = try FoodStoryBinary.run(["stats", "--input", "x.json"], in: folder.url)
        #expect(result.status == status)
        #expect(result.stderr == "foodstory: error: \(folder.url.path)/\(message)\n")
    }

    @Test(
        "Bad options are usage errors (64), each one line",
        arguments: [
            (["--period", "2w"], "--period 2w is not a period; expected 7d, 30d, 3m, 1y or all"),
            (["--week", "2026-10"], "--week 2026-10 is not an ISO week; expected YYYY-Www, e.g. 2026-W10"),
            (["--as-of", "yesterday"], "--as-of yesterday is not a date; expected YYYY-MM-DD"),
            ([], "--input is required (or input = \"…\" in foodstory.toml)"),
            (
                ["--diary-language", "xx"],
                "--diary-language xx is not a language FoodStory reads; expected one of en, de, fr, es, pl, hi, ar, ja"
            ),
        ])
    func badOptions(_ options: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "export.json")
        let arguments = options.isEmpty ? ["stats"] : ["stats", "--input", path] + options
        let result = try FoodStoryBinary.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == "foodstory: error: \(message)\n")
        #expect(result.stdout == "")
    }

    @Test("--foods lists every food with its entries and spellings, as text and as JSON")
    func foods() throws {
        let folder = try TemporaryFolder()
        let json = """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "Samosa and chai", "inputType": "text", "processedDescription": "samosa chai"},
             {"id": "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T03:45:00Z",
              "rawInput": "x", "inputType": "text", "processedDescription": "Samosas, extra spicy"},
             {"id": "1B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T03:45:00Z",
              "rawInput": "x", "inputType": "text", "processedDescription": "masala chai, flat white"},
             {"id": "2B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T04:45:00Z",
              "rawInput": "x", "inputType": "text", "processedDescription": "tiffin: masala"}]
            """
        try folder.write(json, to: "diary.json")
        try folder.write(
            "input = \"diary.json\"\nnot-foods = [\"tiffin\"]\n\n[aliases]\n\"flat white\" = \"coffee\"\n",
            to: "foodstory.toml")
        let text = try FoodStoryBinary.run(["stats", "--foods"], in: folder.url)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout == """
                FoodStory foods: 5 foods in 4 entries; spellings as written, with their entries

                  samosa       2  samosa (1), samosas (1)
                  chai         1  chai (1)
                  coffee       1  flat white (1)
                  masala       1  masala (1)
                  masala chai  1  masala chai (1)

                Learned from this diary (two words written together, in no dish list)
                  (none)

                """)
        let list = try FoodStoryBinary.run(["stats", "--foods", "--json"], in: folder.url)
        #expect(list.status == 0, "\(list.stderr)")
        let decoded = try JSONDecoder().decode(FoodListSlice.self, from: Data(list.stdout.utf8))
        #expect(decoded.entries == 4)
        #expect(decoded.learned == [])
        #expect(
            decoded.foods.first
                == FoodListSlice.Food(
                    food: "samosa", key: "samosa", count: 2,
                    spellings: [.init(spelling: "samosa", count: 1), .init(spelling: "samosas", count: 1)]))
        #expect(decoded.foods.map(\.key) == ["samosa", "chai", "coffee", "masala", "masala chai"])
        let period = try FoodStoryBinary.run(["stats", "--foods", "--period", "7d"], in: folder.url)
        #expect(period.status == 64)
        #expect(
            period.stderr
                == "foodstory: error: --foods lists the foods of the whole diary; it takes no --as-of, --period or --week\n"
        )
    }

    @Test("--diary-language de reads a German export's foods; the config file's diary-language too")
    func germanFoods() throws {
        let folder = try TemporaryFolder()
        let descriptions = [
            "Spaghetti mit Tomatensoße und Salat", "Müsli mit Joghurt und Beeren", "Kaffee und Kuchen",
            "Brot mit Butter", "Kaffee mit Hafermilch",
        ]
        let records = descriptions.enumerated().map { index, text in
            """
            {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F5\(index)", "date": "2026-03-0\(index + 1)T07:30:00Z",
             "createdAt": "2026-03-0\(index + 1)T07:45:00Z", "rawInput": "\(text)", "inputType": "text",
             "processedDescription": "\(text)"}
            """
        }
        try folder.write("[" + records.joined(separator: ",\n") + "]", to: "diary.json")
        let german = try FoodStoryBinary.run(
            ["stats", "--foods", "--json", "--input", "diary.json", "--diary-language", "de"], in: folder.url)
        #expect(german.status == 0, "\(german.stderr)")
        let foods = try JSONDecoder().decode(FoodListSlice.self, from: Data(german.stdout.utf8)).foods
        #expect(
            foods.map(\.food) == [
                "kaffee", "beeren", "brot", "butter", "hafermilch", "joghurt", "kuchen", "müsli", "salat", "spaghetti",
                "tomatensoße",
            ])
        try folder.write("input = \"diary.json\"\ndiary-language = \"de-AT\"\n", to: "foodstory.toml")
        let configured = try FoodStoryBinary.run(["stats", "--foods", "--json"], in: folder.url)
        #expect(configured.stdout == german.stdout)
        let english = try FoodStoryBinary.run(["stats", "--foods", "--json", "--diary-language", "en"], in: folder.url)
        let englishFoods = try JSONDecoder().decode(FoodListSlice.self, from: Data(english.stdout.utf8)).foods
        #expect(englishFoods.prefix(2).map(\.food) == ["mit", "und"])
    }

    @Test("The table output on the fixture, as of 9 March, with the week's recap")
    func table() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Fixtures.exportJSON, to: "export.json")
        let result = try FoodStoryBinary.run(["stats", "--input", path, "--as-of", "2026-03-09", "--week", "2026-W10"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("FoodStory stats: All, 2026-03-08 to 2026-03-09 (2 days), as of 2026-03-09\n"))
        #expect(
            result.stdout.hasSuffix(
                """
                Week 2026-W10 (2026-03-02 to 2026-03-08)
                  Your week in food.
                  3 entries, all on one day.
                  Entries       3
                  Days logged   1 of 7 (Sun)
                  Top food      chicken biryani, 1 entry
                  vs last week  +3 (last week 0)
                  Streak        1 day as of 2026-03-08

                """))
    }
}

/// The keys of `stats --foods --json`, decoded exactly.
private struct FoodListSlice: Decodable, Equatable {
    struct Spelling: Decodable, Equatable {
        var spelling: String
        var count: Int
    }
    struct Food: Decodable, Equatable {
        var food: String
        var key: String
        var count: Int
        var spellings: [Spelling]
    }
    var entries: Int
    var foods: [Food]
    var learned: [String]
}

/// The keys of `stats --json` these tests compare, decoded exactly.
private struct StatsSlice: Decodable, Equatable {
    struct Streak: Decodable, Equatable {
        var length: Int
        var start: String?
        var end: String?
    }
    struct Day: Decodable, Equatable {
        var day: String
        var count: Int
    }
    struct Category: Decodable, Equatable {
        var category: String
        var count: Int
        var percent: Int
    }
    struct Comparison: Decodable, Equatable {
        var thisWeek: Int
        var lastWeek: Int
        var changePercent: Int?
    }
    struct Milestone: Decodable, Equatable {
        var count: Int
        var day: String
    }
    var entries: Int
    var daysLogged: Int
    var consistency: Int
    var currentStreak: Int
    var longestStreak: Streak
    var bestDay: Day?
    var uniqueFoods: Int
    var categories: [Category]
    var uncategorized: Int
    var mealTiming: [Int]
    var weekComparison: Comparison
    var milestones: [Milestone]
    var weeklySummary: String?
}

/// The as-of day and top foods of `stats --json`.
private struct FoodsSlice: Decodable, Equatable {
    struct Food: Decodable, Equatable {
        var food: String
        var count: Int
    }
    var asOf: String
    var topFoods: [Food]
}

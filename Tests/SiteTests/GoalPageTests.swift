import Diary
import Foundation
import Insights
import Site
import TestSupport
import Testing

@Suite("Goal pages, and the goals on the home and week pages")
struct GoalPageTests {
    /// A goal of days, one of at most so often (named), one of new foods a month.
    static let goals = [
        Goal(rule: .days(.category("breakfast"), days: 1)),
        Goal(name: "No kheer", rule: .atMost(.food("kheer"), times: 0)),
        Goal(rule: .newFoods(foods: 1)),
    ]

    static func site() async throws -> [String: Data] {
        try await SiteFixture.build(SiteFixture.diary(), asOf: "2026-03-10", goals: goals)
    }

    @Test("A goal's page matches its golden file exactly")
    func golden() async throws {
        let site = try await Self.site()
        #expect(
            site.keys.filter { $0.hasPrefix("goal/") }.sorted() == [
                "goal/1-new-foods.html", "goal/breakfast-1-days.html", "goal/no-kheer.html",
            ])
        for name in ["breakfast-1-days", "no-kheer", "1-new-foods"] {
            let actual = SiteFixture.text(site, SitePath.goal(slug: name))
            if ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_GOLDEN"] == "1" {
                let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                    "Golden/goal-\(name).html")
                try Data(actual.utf8).write(to: source)
                continue
            }
            let url = try #require(Bundle.module.url(forResource: "Golden/goal-\(name).html", withExtension: nil))
            #expect(actual == (try String(contentsOf: url, encoding: .utf8)), "\(name)")
        }
    }

    /// Foods first eaten in the small diary from the 1st of `through`'s month through `through`,
    /// counted from each entry's foods.
    static func newFoods(through: String) throws -> Int {
        let diary = try SiteFixture.diary()
        let vocabulary = FoodVocabulary(entries: diary.entries, aliases: [:], notFoods: [])
        var first: [Int: LocalDay] = [:]
        for (position, entry) in diary.entries.enumerated() {
            for id in vocabulary.foodIDs(ofEntryAt: position) { first[id] = min(first[id] ?? entry.day, entry.day) }
        }
        let end = try #require(LocalDay(through))
        let start = try #require(LocalDay(year: end.year, month: end.month, day: 1))
        return first.values.count { $0 >= start && $0 <= end }
    }

    @Test("The home page has a line for each goal with this week's (month's) state; a week page each goal of weeks")
    func lines() async throws {
        let site = try await Self.site()
        let goalLines = { (path: String) in
            SiteFixture.text(site, path).split(separator: "\n").filter { $0.contains("goal/") || $0.contains("Goals") }
        }
        #expect(
            goalLines(SitePath.index) == [
                "<h2>Goals</h2>",
                "<li><a href=\"goal/breakfast-1-days.html\">Breakfast on at least one day a week</a>: No breakfast so far.</li>",
                "<li><a href=\"goal/no-kheer.html\">No kheer</a>: Kheer once so far.</li>",
                "<li><a href=\"goal/1-new-foods.html\">A new food every month</a>: Kept already: 6 new foods so far.</li>",
            ])
        // A week page has each goal of months too: the month holding the week's last day counted,
        // as it stood then (8 March: March so far; 1 March for week 9; the diary's first month,
        // March 2025, not counted).
        let (march8, march1) = (try Self.newFoods(through: "2026-03-08"), try Self.newFoods(through: "2026-03-01"))
        #expect((march8, march1) == (5, 0))
        #expect(
            goalLines("week/2026-W10.html") == [
                "<h2>Goals</h2>",
                "<li><a href=\"../goal/breakfast-1-days.html\">Breakfast on at least one day a week</a>: Kept: breakfast on 1 day.</li>",
                "<li><a href=\"../goal/no-kheer.html\">No kheer</a>: Kept: no kheer.</li>",
                "<li><a href=\"../goal/1-new-foods.html\">A new food every month</a>: March 2026 so far: kept already, \(march8) new foods.</li>",
            ])
        #expect(
            goalLines("week/2026-W09.html").last
                == "<li><a href=\"../goal/1-new-foods.html\">A new food every month</a>: March 2026 so far: no new foods.</li>"
        )
        #expect(
            goalLines("week/2025-W10.html").last
                == "<li><a href=\"../goal/1-new-foods.html\">A new food every month</a>: March 2025: not counted, the diary began during it.</li>"
        )
    }

    @Test("Without goals no page or line is added; with them, only the goal pages and the goal lines")
    func nothingWithout() async throws {
        let with = try await Self.site()
        let without = try await SiteFixture.build(SiteFixture.diary(), asOf: "2026-03-10")
        #expect(Set(with.keys).subtracting(without.keys).sorted().allSatisfy { $0.hasPrefix("goal/") })
        #expect(Set(without.keys).subtracting(with.keys).sorted() == [])
        #expect(without.keys.filter { $0.contains("goal") } == [])
        let changed = with.keys.filter { without[$0] != nil && without[$0] != with[$0] }.sorted()
        #expect(
            changed.filter { $0.hasSuffix(".html") } == [
                "index.html", "print/2025-03.html", "print/2025.html", "print/2026-02.html", "print/2026-03.html",
                "print/2026.html", "week/2025-W10.html",
                "week/2026-W09.html", "week/2026-W10.html", "week/2026-W11.html",
            ])
    }

    /// A year and a half of the sample diary, ten entries a day, with a goal of each kind.
    @Test("On a busy sample diary every goal page is well under the 150 KB page budget (its own bytes)")
    func weight() async throws {
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let asOf = LocalDay(year: 2026, month: 3, day: 11) ?? LocalDay(dayNumber: 0)
        let records = SampleDiary(days: 550, seed: 42, asOf: asOf, timeZone: zone, entriesPerDay: 10).records()
        let diary = Fixtures.reader(timeZone: zone, folder: try TemporaryFolder()).diary(from: records)
        let goals = [
            Goal(rule: .days(.category("breakfast"), days: 6)), Goal(rule: .atMost(.food("coffee"), times: 9)),
            Goal(rule: .entriesPerDay(entries: 3, days: 7)), Goal(rule: .newFoods(foods: 1)),
        ]
        let site = try await SiteFixture.build(diary, asOf: "2026-03-11", goals: goals)
        let sizes = site.filter { $0.key.hasPrefix("goal/") }.mapValues(\.count)
        #expect(sizes.count == 4)
        #expect(sizes.filter { $0.value > 100_000 } == [:], "\(sizes)")
    }
}

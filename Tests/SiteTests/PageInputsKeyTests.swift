import Diary
import Foundation
import Insights
import Testing

@testable import Site

/// A day page is kept without being made when its inputs' key is the last build's: so the key
/// must change with every stored property of the inputs.
@Suite("The key of a day page's inputs")
struct DayInputsKeyTests {
    static let day = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    static let record = EntryRecord(
        id: UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50") ?? UUID(),
        date: Date(timeIntervalSinceReferenceDate: 794_601_000),
        createdAt: Date(timeIntervalSinceReferenceDate: 794_630_700),
        rawInput: "Masala dosa with chutney", inputType: .text, processedDescription: "masala dosa chutney",
        mediaFileName: "3A7C.jpg", category: .breakfast, updatedAt: Date(timeIntervalSinceReferenceDate: 794_649_912))

    static let inputs = DayInputs(
        day: day, previous: day.adding(days: -2), next: day.adding(days: 1),
        entries: [
            EntryFacts(
                entry: DiaryEntry(
                    record: record, day: day, time: LocalTime(secondsSinceMidnight: 29_700),
                    offset: UTCOffset(seconds: 19_800)),
                foods: [
                    .init(food: Food(key: "masala dosa", name: "masala dosa"), slug: "masala-dosa"),
                    .init(food: Food(key: "chutney", name: "chutney"), slug: nil),
                ],
                photoInSite: true)
        ],
        earlier: [DayInputs.EarlierDay(day: day.adding(days: -365), descriptions: ["idli", "chai"])])

    /// The stored properties of a value, by name, in declaration order.
    static func properties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test("Every type the key covers has the stored properties the key mixes in, and no more")
    func storedProperties() throws {
        let facts = try #require(Self.inputs.entries.first)
        let entry = facts.entry
        let expected: [(Any, [String])] = [
            (Self.inputs, ["day", "previous", "next", "entries", "earlier"]),
            (facts, ["entry", "foods", "photoInSite"]),
            (try #require(facts.foods.first), ["food", "slug"]),
            (try #require(Self.inputs.earlier.first), ["day", "descriptions"]),
            (entry, ["record", "day", "time", "offset"]),
            (
                entry.record,
                [
                    "id", "date", "createdAt", "rawInput", "inputType", "processedDescription", "mediaFileName",
                    "category", "updatedAt",
                ]
            ),
            (Food(key: "a", name: "b"), ["key", "name"]),
            (entry.time, ["secondsSinceMidnight"]),
            (entry.offset, ["seconds"]),
            (Self.day, ["dayNumber"]),
        ]
        for (value, names) in expected {
            #expect(Self.properties(of: value) == names, "\(type(of: value)): add a new property to DayInputs.key")
        }
    }

    @Test("Changing any one property gives another key; the same inputs give the same key")
    func everyPropertyCounts() {
        let inputs = Self.inputs
        var changes: [(String, (inout DayInputs) -> Void)] = [
            ("day", { $0.day = $0.day.adding(days: 7) }),
            ("no previous", { $0.previous = nil }),
            ("another previous", { $0.previous = $0.previous?.adding(days: -1) }),
            ("no next", { $0.next = nil }),
            ("no entries", { $0.entries = [] }),
            ("an entry twice", { $0.entries += $0.entries }),
            ("no foods", { $0.entries[0].foods = [] }),
            ("another food key", { $0.entries[0].foods[0].food = Food(key: "dosa", name: "masala dosa") }),
            ("another food name", { $0.entries[0].foods[0].food = Food(key: "masala dosa", name: "masala dosas") }),
            ("a slug", { $0.entries[0].foods[1].slug = "chutney" }),
            ("no slug", { $0.entries[0].foods[0].slug = nil }),
            ("another slug", { $0.entries[0].foods[0].slug = "masala-dosa-2" }),
            ("photo missing", { $0.entries[0].photoInSite = false }),
            ("entry day", { $0.entries[0].entry.day = $0.day.adding(days: 1) }),
            ("entry time", { $0.entries[0].entry.time = LocalTime(secondsSinceMidnight: 29_760) }),
            ("entry offset", { $0.entries[0].entry.offset = UTCOffset(seconds: 0) }),
            ("no earlier", { $0.earlier = [] }),
            ("earlier day", { $0.earlier[0].day = $0.earlier[0].day.adding(days: -365) }),
            ("earlier description", { $0.earlier[0].descriptions[1] = "chai latte" }),
            ("earlier descriptions joined", { $0.earlier[0].descriptions = ["idlichai"] }),
        ]
        let record: [(String, (inout EntryRecord) -> Void)] = [
            ("id", { $0.id = UUID(uuidString: "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F51") ?? $0.id }),
            ("date", { $0.date = $0.date.addingTimeInterval(86_400) }),
            ("createdAt", { $0.createdAt = $0.createdAt.addingTimeInterval(0.5) }),
            ("rawInput", { $0.rawInput += "!" }),
            ("inputType", { $0.inputType = .voice }),
            ("processedDescription", { $0.processedDescription = "masala dosa" }),
            ("no mediaFileName", { $0.mediaFileName = nil }),
            ("mediaFileName", { $0.mediaFileName = "3A7D.jpg" }),
            ("no category", { $0.category = nil }),
            ("category", { $0.category = .lunch }),
            ("not edited", { $0.updatedAt = nil }),
            ("updatedAt", { $0.updatedAt = $0.updatedAt?.addingTimeInterval(1) }),
        ]
        for (name, change) in record {
            changes.append(("record \(name)", { change(&$0.entries[0].entry.record) }))
        }
        var keys: [UInt64: String] = [inputs.key: "unchanged"]
        for (name, change) in changes {
            var changed = inputs
            change(&changed)
            if let clash = keys.updateValue(name, forKey: changed.key) {
                Issue.record("\(name) has the key of \(clash)")
            }
        }
        #expect(keys.count == changes.count + 1)
        #expect(Self.inputs.key == inputs.key)
    }
}

/// A food page is kept without being made when its inputs' key is the last build's.
@Suite("The key of a food page's inputs")
struct FoodInputsKeyTests {
    static let day = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    static let inputs = FoodInputs(
        food: Food(key: "masala dosa", name: "masala dosa"), slug: "masala-dosa", firstEaten: day.adding(days: -40),
        lastEaten: day, totalCount: 3, days: [day.adding(days: -40), day.adding(days: -3), day],
        recent: [(day.adding(days: -1), 0), (day, 2)], weekdays: [1, 0, 0, 0, 0, 2, 0],
        hours: [Int](repeating: 0, count: 23) + [3],
        eatenWith: [
            FoodInputs.Companion(
                food: FoodCount(food: Food(key: "chutney", name: "chutney"), count: 2), slug: "chutney")
        ],
        pantry: PantryFoodContext(url: "../pantry.html#pantry-item-1", name: "dosa batter", expires: "expires today"))

    @Test("Every type the key covers has the stored properties the key mixes in, and no more")
    func storedProperties() throws {
        let expected: [(Any, [String])] = [
            (
                Self.inputs,
                [
                    "food", "slug", "firstEaten", "lastEaten", "totalCount", "days", "recent", "weekdays", "hours",
                    "eatenWith", "pantry",
                ]
            ),
            (try #require(Self.inputs.eatenWith.first), ["food", "slug"]),
            (try #require(Self.inputs.eatenWith.first?.food), ["food", "key", "count"]),
            (try #require(Self.inputs.pantry), ["url", "name", "expires"]),
        ]
        for (value, names) in expected {
            #expect(
                DayInputsKeyTests.properties(of: value) == names,
                "\(type(of: value)): add a new property to FoodInputs.key")
        }
    }

    @Test("Changing any one property gives another key; the same inputs give the same key")
    func everyPropertyCounts() {
        let changes: [(String, (inout FoodInputs) -> Void)] = [
            ("food key", { $0.food = Food(key: "dosa", name: "masala dosa") }),
            ("food name", { $0.food = Food(key: "masala dosa", name: "masala dosas") }),
            ("slug", { $0.slug = "masala-dosa-2" }),
            ("first eaten", { $0.firstEaten = $0.firstEaten.adding(days: -1) }),
            ("last eaten", { $0.lastEaten = $0.lastEaten.adding(days: -1) }),
            ("total", { $0.totalCount += 1 }),
            ("a day more", { $0.days.append(Self.day.adding(days: 1)) }),
            ("another day", { $0.days[1] = $0.days[1].adding(days: 1) }),
            ("recent count", { $0.recent[1].count = 3 }),
            ("recent day", { $0.recent[0].day = $0.recent[0].day.adding(days: -1) }),
            ("no recent days", { $0.recent = [] }),
            ("weekdays", { $0.weekdays[2] = 1 }),
            ("hours", { $0.hours[0] = 1 }),
            (
                "counts moved from hours to weekdays",
                {
                    $0.weekdays.append(0)
                    $0.hours.removeLast()
                }
            ),
            ("companion count", { $0.eatenWith[0].food.count = 3 }),
            ("companion name", { $0.eatenWith[0].food.food = "chutneys" }),
            ("companion key", { $0.eatenWith[0].food.key = "chutne" }),
            ("companion without page", { $0.eatenWith[0].slug = nil }),
            ("no companions", { $0.eatenWith = [] }),
            ("no pantry", { $0.pantry = nil }),
            ("pantry expiry", { $0.pantry?.expires = "expires tomorrow" }),
            ("pantry name", { $0.pantry?.name = "batter" }),
            ("pantry link", { $0.pantry?.url = "../pantry.html#pantry-item-2" }),
        ]
        var keys: [UInt64: String] = [Self.inputs.key: "unchanged"]
        for (name, change) in changes {
            var changed = Self.inputs
            change(&changed)
            if let clash = keys.updateValue(name, forKey: changed.key) {
                Issue.record("\(name) has the key of \(clash)")
            }
        }
        #expect(keys.count == changes.count + 1)
    }
}

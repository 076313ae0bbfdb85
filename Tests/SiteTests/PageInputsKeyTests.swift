import Diary
import Foundation
import Insights
import Keying
import Support
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
                foodNames: ["masala dosa", "chutney"], foodSlugs: ["masala-dosa", "chutney"],
                photo: WebPhoto(
                    content: ContentHash(high: 0x0123_4567_89ab_cdef, low: 0x1111_2222_3333_4444), width: 4032,
                    height: 3024, original: "media/3F2A.jpg")),
            // Another entry, different in every property, so that each one can be changed to
            // another value that is valid (another case, id or day).
            EntryFacts(
                entry: DiaryEntry(
                    record: EntryRecord(
                        id: UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000009") ?? UUID(),
                        date: Date(timeIntervalSinceReferenceDate: 794_601_000.5),
                        createdAt: Date(timeIntervalSinceReferenceDate: 794_650_000),
                        rawInput: "Filter coffee", inputType: .voice, processedDescription: "filter coffee",
                        mediaFileName: "9B2E.jpg", category: .beverage,
                        updatedAt: Date(timeIntervalSinceReferenceDate: 794_660_000)),
                    day: day, time: LocalTime(secondsSinceMidnight: 49_000), offset: UTCOffset(seconds: 19_800)),
                foodNames: ["filter coffee"], foodSlugs: ["coffee"],
                photo: WebPhoto(
                    content: ContentHash(high: 0xfedc_ba98_7654_3210, low: 0x5555_6666_7777_8888), width: 3024,
                    height: 4032, original: "media/9B2E.jpg")),
        ],
        earlier: [DayInputs.EarlierDay(day: day.adding(days: -365), descriptions: ["idli", "chai"])])

    @Test("The inputs' encoding reaches every stored property of every type inside, down to each entry's record")
    func storedProperties() throws {
        try KeyCoverage.expectEveryProperty(of: Self.inputs)
    }

    @Test("Changing any one stored property, found through the encoding, gives another key")
    func everyPropertyCounts() throws {
        try KeyCoverage.expectEveryChangeCounts(Self.inputs)
    }

    @Test("The key is fixed across runs and machines")
    func fixed() {
        #expect(OutputKey(Self.inputs).hex == "f4a241e206e7a903a3d404bd35eb6b23")
    }

    @Test("Parts that run together another way give another key")
    func boundaries() {
        var joined = Self.inputs
        joined.earlier[0].descriptions = ["idlichai"]
        var moved = Self.inputs
        let food = moved.entries[1].foodNames.removeFirst()
        moved.entries[0].foodNames.append(food)
        #expect(Set([Self.inputs, joined, moved].map { OutputKey($0) }).count == 3)
    }
}

/// A food page is kept without being made when its inputs' key is the last build's.
@Suite("The key of a food page's inputs")
struct FoodInputsKeyTests {
    static let day = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)

    static let inputs = FoodInputs(
        food: Food(key: "masala dosa", name: "masala dosa"), slug: "masala-dosa", firstEaten: day.adding(days: -40),
        lastEaten: day, totalCount: 3, days: [day.adding(days: -40), day.adding(days: -3), day],
        recentDays: [day.adding(days: -1), day], recentCounts: [0, 2], onlyTime: "16:00",
        weekdays: [1, 0, 0, 0, 0, 2, 0],
        hours: [Int](repeating: 0, count: 23) + [3],
        periods: [
            FoodPeriodRow(
                name: "7 days", dates: "2–8 March 2026", count: "2 times", weekday: "Saturday", time: "23:00")
        ],
        eatenWith: [
            FoodInputs.Companion(
                food: FoodCount(food: Food(key: "chutney", name: "chutney"), count: 2), slug: "chutney")
        ],
        pantry: PantryFoodContext(url: "../pantry.html#pantry-item-1", name: "dosa batter", expires: "expires today"),
        thisYear: "3 times so far in 2026, 1 more than on the same dates of 2025.")

    @Test("The inputs' encoding reaches every stored property of every type inside")
    func storedProperties() throws {
        try KeyCoverage.expectEveryProperty(of: Self.inputs)
    }

    @Test("Changing any one stored property, found through the encoding, gives another key")
    func everyPropertyCounts() throws {
        try KeyCoverage.expectEveryChangeCounts(Self.inputs)
    }

    @Test("The key is fixed across runs and machines")
    func fixed() {
        #expect(OutputKey(Self.inputs).hex == "2b7b0dfa70d0252d2fe2cf44a6e6cf1a")
    }

    @Test("Counts moved from one list to the next give another key")
    func boundaries() {
        var moved = Self.inputs
        moved.weekdays.append(0)
        moved.hours.removeLast()
        #expect(OutputKey(moved) != OutputKey(Self.inputs))
    }
}

/// Checks shared by the keys of outputs' inputs.
enum KeyCoverage {
    /// Every stored property of `inputs`, and of every value inside, is in its encoding (as
    /// JSON here, through the same `encode(to:)` the key's encoding goes through), so
    /// `expectEveryChangeCounts` changes each; the inputs hold no nil and no empty list, which
    /// would leave a type unchecked.
    static func expectEveryProperty(of inputs: some Encodable) throws {
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(inputs))
        var properties = EncodedProperties()
        properties.compare(inputs, json)
        #expect(properties.mismatches == [])
        #expect(!properties.types.isEmpty)
    }

    /// Each value that differs from `inputs` in one stored property has an `OutputKey` of its
    /// own; the inputs decoded from their own encoding have theirs.
    static func expectEveryChangeCounts<Inputs: Codable>(_ inputs: Inputs, minimum: Int = 20) throws {
        let original = OutputKey(inputs)
        #expect(OutputKey(try EncodingMutations.roundTrip(inputs)) == original)
        let mutations = try EncodingMutations.of(inputs)
        #expect(mutations.unchangeable == [])
        var keys: [OutputKey: String] = [original: "unchanged"]
        for (name, changed) in mutations.changed {
            if let clash = keys.updateValue(name, forKey: OutputKey(changed)) {
                Issue.record("\(name) has the key of \(clash)")
            }
        }
        #expect(keys.count == mutations.changed.count + 1)
        #expect(mutations.changed.count >= minimum)
    }
}

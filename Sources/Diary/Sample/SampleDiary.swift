import Days
import Foundation

/// A deterministic synthetic diary in the spirit of the app's own sample data: about 85% of
/// days with one to three entries, every category at plausible hours, all input types, some
/// edited and some uncategorized entries, photo file names on photo entries, and every typed
/// or spoken input prefixed with `[SAMPLE]` as the app marks its sample data. With
/// `entriesPerDay` set, a denser diary with that mean (see `SampleDiary+Density.swift`).
public struct SampleDiary: Sendable {
    /// Number of days, ending on `asOf`.
    public var days: Int
    /// The seed; the same seed gives the same diary.
    public var seed: UInt64
    /// The last day of the diary.
    public var asOf: LocalDay
    /// The zone the diary was "kept" in: `date` is local midnight there.
    public var timeZone: TimeZone
    /// The mean number of entries per calendar day over the whole range, days without entries
    /// included; `nil` for the app-like diary (about 85% of days with one to three entries).
    public var entriesPerDay: Double?

    /// The sample diary `build` uses when no input is given: 120 days, seed 42.
    public static func builtIn(asOf: LocalDay, timeZone: TimeZone) -> SampleDiary {
        SampleDiary(days: 120, seed: 42, asOf: asOf, timeZone: timeZone)
    }

    /// Describes a sample diary; `entriesPerDay` as for the property of that name.
    public init(days: Int, seed: UInt64, asOf: LocalDay, timeZone: TimeZone, entriesPerDay: Double? = nil) {
        self.days = days
        self.seed = seed
        self.asOf = asOf
        self.timeZone = timeZone
        self.entriesPerDay = entriesPerDay
    }

    /// The records, in the order the app would have created them.
    public func records() -> [EntryRecord] {
        if let entriesPerDay { return denseRecords(mean: entriesPerDay) }
        var random = SeededGenerator(seed: seed)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var records: [EntryRecord] = []
        records.reserveCapacity(days * 2)
        let slots = SampleFoods.categories
        let weights = SampleFoods.weights
        for offset in stride(from: days - 1, through: 0, by: -1) {
            let day = asOf.adding(days: -offset)
            guard random.chance(0.85) else { continue }
            let (y, m, d) = day.components
            guard let midnight = calendar.date(from: DateComponents(year: y, month: m, day: d)) else { continue }
            let count = random.int(in: 1...3)
            var categories: Set<MealCategory> = []
            while categories.count < count {
                categories.insert(weighted(slots, weights, &random))
            }
            for category in categories.sorted(by: {
                SampleFoods.hours(for: $0).lowerBound < SampleFoods.hours(for: $1).lowerBound
            }) {
                records.append(
                    entry(category: category, day: (y, m, d), midnight: midnight, calendar: calendar, random: &random))
            }
        }
        return records
    }

    /// One entry of `category` on `day`: at `minuteOfDay` when given, else at a five-minute
    /// time drawn in the category's hours (after the food, the order the app-like diary's
    /// bytes depend on).
    func entry(
        category: MealCategory, day: (Int, Int, Int), midnight: Date, calendar: Calendar, minuteOfDay: Int? = nil,
        random: inout SeededGenerator
    ) -> EntryRecord {
        let foods = SampleFoods.of(category)
        let food = foods[random.int(in: 0...foods.count - 1)]
        let hours = SampleFoods.hours(for: category)
        let hour = minuteOfDay.map { $0 / 60 } ?? random.int(in: hours)
        let minute = minuteOfDay.map { $0 % 60 } ?? random.int(in: 0...11) * 5
        let components = DateComponents(year: day.0, month: day.1, day: day.2, hour: hour, minute: minute)
        let createdAt = calendar.date(from: components) ?? midnight.addingTimeInterval(12 * 3600)
        let id = uuid(&random)
        let roll = random.int(in: 0...99)
        let inputType: InputType = roll < 60 ? .text : roll < 85 ? .voice : .image
        var description = food.description
        let rawInput: String
        var media: String?
        switch inputType {
        case .text: rawInput = "[SAMPLE] " + food.typed
        case .voice: rawInput = "[SAMPLE] um I had " + food.spoken
        case .image:
            let name = uuid(&random).uuidString + ".jpg"
            rawInput = name
            media = name
        }
        var updatedAt: Date?
        if random.chance(0.08) {
            updatedAt = createdAt.addingTimeInterval(TimeInterval(random.int(in: 2...90) * 60))
            description += random.chance(0.5) ? ", extra spicy" : ", half portion"
        }
        let uncategorized = random.chance(0.03)
        return EntryRecord(
            id: id, date: midnight, createdAt: createdAt, rawInput: rawInput, inputType: inputType,
            processedDescription: description, mediaFileName: media, category: uncategorized ? nil : category,
            updatedAt: updatedAt)
    }

    func weighted(_ values: [MealCategory], _ weights: [Int], _ random: inout SeededGenerator) -> MealCategory {
        var pick = random.int(in: 0...weights.reduce(0, +) - 1)
        for (value, weight) in zip(values, weights) {
            if pick < weight { return value }
            pick -= weight
        }
        return values[values.count - 1]
    }

    private func uuid(_ random: inout SeededGenerator) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in stride(from: 0, to: 16, by: 8) {
            var word = random.next()
            for offset in 0..<8 {
                bytes[index + offset] = UInt8(truncatingIfNeeded: word)
                word >>= 8
            }
        }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

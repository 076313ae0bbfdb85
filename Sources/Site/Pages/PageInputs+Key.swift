import Diary
import Foundation
import Insights

extension DayInputs {
    /// The key of every stored property of the inputs (of each entry, every stored property of
    /// the entry and its record, though the card shows fewer): inputs with the same key make
    /// the same page. A test lists the properties, so one added later must be added here too.
    var key: UInt64 {
        var hash = StableHash()
        hash.add("day inputs v1")
        hash.add(day: day)
        hash.add(day: previous)
        hash.add(day: next)
        hash.add(count: entries.count)
        for facts in entries {
            hash.add(entry: facts.entry)
            hash.add(count: facts.foods.count)
            for link in facts.foods {
                hash.add(link.food.key)
                hash.add(link.food.name)
                hash.add(optional: link.slug)
            }
            hash.add(flag: facts.photoInSite)
        }
        hash.add(count: earlier.count)
        for earlier in earlier {
            hash.add(day: earlier.day)
            hash.add(count: earlier.descriptions.count)
            for description in earlier.descriptions { hash.add(description) }
        }
        return hash.state
    }
}

extension FoodInputs {
    /// The key of every stored property of the inputs: inputs with the same key make the same
    /// page. A test lists the properties, so one added later must be added here too.
    var key: UInt64 {
        var hash = StableHash()
        hash.add("food inputs v1")
        hash.add(food.key)
        hash.add(food.name)
        hash.add(slug)
        hash.add(day: firstEaten)
        hash.add(day: lastEaten)
        hash.add(count: totalCount)
        hash.add(count: days.count)
        for day in days { hash.add(count: day.dayNumber) }
        hash.add(count: recent.count)
        for count in recent {
            hash.add(count: count.day.dayNumber)
            hash.add(count: count.count)
        }
        for counts in [weekdays, hours] {
            hash.add(count: counts.count)
            for count in counts { hash.add(count: count) }
        }
        hash.add(count: eatenWith.count)
        for other in eatenWith {
            hash.add(other.food.food)
            hash.add(other.food.key)
            hash.add(count: other.food.count)
            hash.add(optional: other.slug)
        }
        hash.add(flag: pantry != nil)
        if let pantry {
            hash.add(pantry.url)
            hash.add(pantry.name)
            hash.add(pantry.expires)
        }
        return hash.state
    }
}

extension StableHash {
    /// Mixes in a count or number as one word.
    mutating func add(count: Int) {
        mix(word: UInt64(bitPattern: Int64(count)))
    }

    /// Mixes in a flag as one word.
    mutating func add(flag: Bool) {
        mix(word: flag ? 1 : 0)
    }

    /// Mixes in a day, or that there is none.
    mutating func add(day: LocalDay?) {
        add(flag: day != nil)
        if let day { add(count: day.dayNumber) }
    }

    /// Mixes in a text, or that there is none.
    mutating func add(optional text: String?) {
        add(flag: text != nil)
        if let text { add(text) }
    }

    /// Mixes in an instant by its bits, or that there is none.
    mutating func add(instant: Date?) {
        add(flag: instant != nil)
        if let instant { mix(word: instant.timeIntervalSinceReferenceDate.bitPattern) }
    }

    /// Mixes in every stored property of a placed entry and of its record.
    mutating func add(entry: DiaryEntry) {
        let record = entry.record
        let id = record.id.halves
        mix(word: id.0)
        mix(word: id.1)
        add(instant: record.date)
        add(instant: record.createdAt)
        add(record.rawInput)
        add(record.inputType.rawValue)
        add(record.processedDescription)
        add(optional: record.mediaFileName)
        add(optional: record.category?.rawValue)
        add(instant: record.updatedAt)
        add(count: entry.day.dayNumber)
        add(count: entry.time.secondsSinceMidnight)
        add(count: entry.offset.seconds)
    }
}

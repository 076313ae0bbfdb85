import Days
import Diary

/// A day page's inputs, the values they hold by the dozen and a food page's lists of days and
/// counts, written by the encoder itself: the
/// same bytes their own encodings write, without a container each (a keyed container costs an
/// allocation and a look-up of its type; a ten-year diary's day pages hold about 36,000
/// entries). They change no key: `OutputKeyTests` compares each with its own encoding, which
/// writes every field, so a field added to one of them and not here fails that test.
///
/// Each is read where it lies: a copy would hold on to each of its texts and let go of them
/// again.
extension CanonicalEncoder {
    /// Writes `value` as its own encoding would when it is one of the values above; returns
    /// whether it was.
    func writesAsItsOwn<T>(_ value: T) -> Bool {
        if T.self == String.self {
            Self.inPlace(value, as: String.self) { text($0.pointee) }
        } else if T.self == Int.self {
            integer(Int64(Self.read(value, as: Int.self)))
        } else if T.self == Bool.self {
            flag(Self.read(value, as: Bool.self))
        } else if T.self == Double.self {
            real(Self.read(value, as: Double.self))
        } else if T.self == [String].self {
            Self.inPlace(value, as: [String].self) { items($0.pointee) }
        } else if T.self == [LocalDay].self {
            // A food page's days, and a year of days: thousands in each of its inputs.
            Self.inPlace(value, as: [LocalDay].self) { items($0.pointee) }
        } else if T.self == [Int].self {
            Self.inPlace(value, as: [Int].self) { items($0.pointee) }
        } else if T.self == DayInputs.self {
            // A day page's inputs, and their lists, without a container or a copy of each entry.
            Self.inPlace(value, as: DayInputs.self) { inputs in
                keyed()
                field(inputs.pointee.day)
                optionalField(inputs.pointee.previous)
                optionalField(inputs.pointee.next)
                listField(inputs.pointee.entries)
                listField(inputs.pointee.earlier)
            }
        } else if T.self == DiaryEntry.self {
            Self.inPlace(value, as: DiaryEntry.self) { entry in
                keyed()
                field(entry.pointee.record)
                field(entry.pointee.day)
                field(entry.pointee.time)
                field(entry.pointee.offset)
            }
        } else if T.self == EntryFacts.self {
            Self.inPlace(value, as: EntryFacts.self) { facts in
                keyed()
                field(facts.pointee.entry)
                field(facts.pointee.foodNames)
                field(facts.pointee.foodSlugs)
                optionalField(facts.pointee.photo)
                key()
                flag(facts.pointee.showsTime)
            }
        } else if T.self == DayInputs.EarlierDay.self {
            Self.inPlace(value, as: DayInputs.EarlierDay.self) { earlier in
                keyed()
                field(earlier.pointee.day)
                field(earlier.pointee.descriptions)
            }
        } else {
            return false
        }
        return true
    }

    /// A field of a keyed value, as the keyed container writes it.
    private func field(_ value: some Encodable) {
        key()
        nested(value)
    }

    /// An optional field, as the keyed container writes it when the compiler's conformance
    /// encodes it (`encodeIfPresent`).
    private func optionalField(_ value: (some Encodable)?) {
        key()
        if let value { nested(value) } else { none() }
    }

    /// A list, as an array's own encoding writes it, each element read where it lies (its end
    /// is written by the caller, as for any nested value).
    private func items<Element: Encodable>(_ elements: [Element]) {
        list()
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                item()
                nested(elements[index])
            }
        }
    }

    /// A field that is a list, as the keyed container writes it.
    private func listField<Element: Encodable>(_ elements: [Element]) {
        key()
        items(elements)
        end()
    }
}

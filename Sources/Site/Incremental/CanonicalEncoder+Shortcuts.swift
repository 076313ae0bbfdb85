import Diary

/// The values every day page's key holds by the dozen, written by the encoder itself: the
/// same bytes their own encodings write, without a container each (a keyed container costs an
/// allocation and a look-up of its type; a ten-year diary's day pages hold about 36,000
/// entries). They change no key: `OutputKeyTests` compares each with its own encoding, which
/// writes every field, so a field added to one of them and not here fails that test.
extension CanonicalEncoder {
    /// Writes `value` as its own encoding would when it is one of the values above; returns
    /// whether it was.
    func writesAsItsOwn<T>(_ value: T) -> Bool {
        if T.self == String.self {
            text(Self.read(value, as: String.self))
        } else if T.self == Int.self {
            integer(Int64(Self.read(value, as: Int.self)))
        } else if T.self == Bool.self {
            flag(Self.read(value, as: Bool.self))
        } else if T.self == Double.self {
            real(Self.read(value, as: Double.self))
        } else if T.self == [String].self {
            list()
            for element in Self.read(value, as: [String].self) {
                item()
                nested(element)
            }
        } else if T.self == DiaryEntry.self {
            let entry = Self.read(value, as: DiaryEntry.self)
            keyed()
            field(entry.record)
            field(entry.day)
            field(entry.time)
            field(entry.offset)
        } else if T.self == EntryFacts.self {
            let facts = Self.read(value, as: EntryFacts.self)
            keyed()
            field(facts.entry)
            field(facts.foodNames)
            field(facts.foodSlugs)
            key()
            if let photo = facts.photo { nested(photo) } else { none() }
            key()
            flag(facts.showsTime)
        } else if T.self == DayInputs.EarlierDay.self {
            let earlier = Self.read(value, as: DayInputs.EarlierDay.self)
            keyed()
            field(earlier.day)
            field(earlier.descriptions)
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
}

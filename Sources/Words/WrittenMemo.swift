import Synchronization

/// What the catalog's locale formatters wrote, kept by what they were given: a site writes the
/// same few thousand numbers and days over and over (a count on every page, each day on its
/// day, week, month and food pages), and Foundation's format styles make or look up their ICU
/// formatter again on every call. Each catalog has its own (one locale), shared by the cores
/// that build pages at once; what is kept is exactly what the formatter wrote.
/// `docs/performance.md` says what it buys.
final class WrittenMemo: Sendable {
    /// What one value was written as, by kind of value.
    enum Key: Hashable, Sendable {
        case number(Int)
        case year(Int)
        case percent(Int)
        case decimal(bits: UInt64, places: Int)
        case date(day: Int, form: DayForm)
        case month(year: Int, month: Int, width: NameWidth)
        case monthName(Int, NameWidth)
        case weekdayName(Int, NameWidth)
        case span(first: Int, last: Int, year: Bool, months: NameWidth)
    }

    private let written = Mutex<[Key: String]>([:])

    /// What `key` was written as, writing it with `write` the first time.
    func text(_ key: Key, _ write: () -> String) -> String {
        if let known = written.withLock({ $0[key] }) { return known }
        let text = write()
        written.withLock { $0[key] = text }
        return text
    }
}

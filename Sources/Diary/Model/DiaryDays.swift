import Days

/// The entries of a diary by day, up to the as-of day: the first thing a build works out, so
/// that the search index, which needs nothing else, is made while the insights are.
package struct DiaryDays: Sendable {
    /// The diary's entries, in diary order: each day's entries lie together.
    private let entries: [DiaryEntry]
    /// Where each day's entries lie in `entries`.
    private let ranges: [LocalDay: Range<Int>]
    /// Days with entries up to the as-of day, ascending.
    package let days: [LocalDay]

    package init(diary: borrowing Diary, asOf: LocalDay) {
        // Diary order is by day first: one pass finds each day's run of entries.
        entries = diary.entries
        var ranges: [LocalDay: Range<Int>] = [:]
        var days: [LocalDay] = []
        var start = 0
        while start < entries.count, entries[start].day <= asOf {
            let day = entries[start].day
            var end = start + 1
            while end < entries.count, entries[end].day == day { end += 1 }
            ranges[day] = start..<end
            days.append(day)
            start = end
        }
        self.ranges = ranges
        self.days = days
    }

    /// Entries on `day`, in diary order (empty when none).
    package func entries(on day: LocalDay) -> ArraySlice<DiaryEntry> {
        entries[positions(on: day)]
    }

    /// Where the entries on `day` are among the diary's entries (empty when none).
    package func positions(on day: LocalDay) -> Range<Int> {
        ranges[day] ?? 0..<0
    }
}

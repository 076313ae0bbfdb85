import Days
import Foundation

/// Puts each record on the local day it belongs to and gives the local clock time of its
/// meal (data-formats.md §4). Nothing here depends on the zone of the machine doing the work.
public struct DayPlacer: Sendable {
    /// An explicit zone (`--timezone`); nil infers each entry's offset from its `date`.
    public var timeZone: TimeZone?
    /// The name `timeZone` was given by, for what the diary says placed its days; nil: the
    /// zone's identifier.
    public var name: String?

    /// A placer using `timeZone` (given as `name`), or inferring offsets when it is nil.
    public init(timeZone: TimeZone?, name: String? = nil) {
        self.timeZone = timeZone
        self.name = name
    }

    /// What placing a batch of records gave.
    public struct Placement: Sendable {
        /// The placed entries, in input order.
        public var entries: [DiaryEntry]
        /// Caveats: per record (a `date` that is not a local midnight) and diary-wide (an
        /// offset that fits two zones).
        public var warnings: [RecordProblem]
        /// How the days were decided, for the summary.
        public var usage: TimeZoneUsage
    }

    /// Places `records` (each with its reference, for warnings).
    public func place(_ records: [(RecordRef, EntryRecord)]) -> Placement {
        place(refs: records.map(\.0), records: records.map(\.1))
    }

    /// Places `records`, each with the reference at the same position of `refs`, for warnings.
    public func place(refs: [RecordRef], records: [EntryRecord]) -> Placement {
        if let timeZone { return placeExplicitly(refs: refs, records: records, in: timeZone) }
        return placeByInference(refs: refs, records: records)
    }

    // MARK: - An explicit zone

    private func placeExplicitly(refs: [RecordRef], records: [EntryRecord], in zone: TimeZone) -> Placement {
        var entries: [DiaryEntry] = []
        entries.reserveCapacity(records.count)
        var notMidnight: [(RecordRef, EntryRecord)] = []
        for (ref, record) in zip(refs, records) {
            let offset = zone.secondsFromGMT(for: record.date)
            let local = DayPlacer.localSeconds(record.date, offset)
            if local.secondsIntoDay != 0 { notMidnight.append((ref, record)) }
            let timeOffset = zone.secondsFromGMT(for: record.createdAt)
            entries.append(
                DiaryEntry(
                    record: record, day: local.day,
                    time: LocalTime(
                        secondsSinceMidnight: DayPlacer.localSeconds(record.createdAt, timeOffset).secondsIntoDay),
                    offset: UTCOffset(seconds: offset)))
        }
        var warnings: [RecordProblem] = []
        if let (ref, record) = notMidnight.first {
            let hint = OffsetInference.candidates(for: record.date).first.map { " (it looks like \($0))" } ?? ""
            warnings.append(
                RecordProblem(
                    record: ref,
                    reason:
                        "date \(ISO8601Instant.format(record.date)) is not a midnight in \(name ?? zone.identifier)\(hint)"
                        + (notMidnight.count > 1 ? ", nor are \(notMidnight.count - 1) more entries' dates" : "")
                        + "; was the diary kept in another zone? Check --timezone"))
        }
        return Placement(entries: entries, warnings: warnings, usage: .explicit(identifier: name ?? zone.identifier))
    }

    // MARK: - Inferred offsets

    private func placeByInference(refs: [RecordRef], records: [EntryRecord]) -> Placement {
        // Each run of records with the same `date` (a day's entries, in most diaries) is
        // worked out once.
        var warnings: [RecordProblem] = []
        var offsets: [UTCOffset?] = []
        offsets.reserveCapacity(records.count)
        var ambiguous: [UTCOffset: (chosen: UTCOffset, other: UTCOffset, count: Int, first: RecordRef)] = [:]
        var midnights: [Int: UTCOffset] = [:]
        var last: (date: Date, candidates: [UTCOffset])?
        for index in records.indices {
            let date = records[index].date
            let candidates: [UTCOffset]
            if let last, last.date == date {
                candidates = last.candidates
            } else {
                candidates = OffsetInference.candidates(for: date)
                last = (date, candidates)
                if let chosen = candidates.first { midnights[Int(date.timeIntervalSince1970)] = chosen }
            }
            guard let chosen = candidates.first else {
                warnings.append(
                    RecordProblem(
                        record: refs[index],
                        reason:
                            "date \(ISO8601Instant.format(date)) is not on a quarter hour, so it is not a local midnight; placed by UTC (pass --timezone to choose the zone)"
                    ))
                offsets.append(nil)
                continue
            }
            if candidates.count > 1 {
                let other = candidates[1]
                if let seen = ambiguous[chosen] {
                    ambiguous[chosen] = (chosen, other, seen.count + 1, seen.first)
                } else {
                    ambiguous[chosen] = (chosen, other, 1, refs[index])
                }
            }
            offsets.append(chosen)
        }
        for (chosen, other, count, first) in ambiguous.values.sorted(by: { $0.chosen < $1.chosen }) {
            warnings.append(
                RecordProblem(
                    record: first,
                    reason:
                        "\(count) \(count == 1 ? "entry's date fits" : "entries' dates fit") two UTC offsets, \(chosen) and \(other), which put the same clock time on different days; read as \(chosen) — pass --timezone if the diary was kept at \(other)"
                ))
        }
        let rules = ZoneRulesMatcher.zone(matching: midnights)

        var entries: [DiaryEntry] = []
        entries.reserveCapacity(records.count)
        var counts: [UTCOffset: Int] = [:]
        // Entries placed by the offset in a run, counted when the run ends.
        var run: (offset: UTCOffset, count: Int)?
        for index in records.indices {
            let offset = offsets[index] ?? UTCOffset(seconds: 0)
            if let current = run, current.offset == offset {
                run?.count += 1
            } else {
                if let current = run { counts[current.offset, default: 0] += current.count }
                run = (offset, 1)
            }
            let record = records[index]
            let day = DayPlacer.localSeconds(record.date, offset.seconds).day
            // Within a day the offset can change (a daylight-saving change at 02:00): a zone
            // whose rules explain every midnight of the diary gives the meal's true offset.
            let timeOffset =
                offsets[index] != nil
                ? rules?.secondsFromGMT(for: record.createdAt) ?? offset.seconds : offset.seconds
            let time = LocalTime(
                secondsSinceMidnight: DayPlacer.localSeconds(record.createdAt, timeOffset).secondsIntoDay)
            entries.append(DiaryEntry(record: record, day: day, time: time, offset: offset))
        }
        if let current = run { counts[current.offset, default: 0] += current.count }
        return Placement(
            entries: entries, warnings: warnings,
            usage: .inferred(offsets: counts, zoneRules: rules?.identifier))
    }

    /// The local day and seconds into it of `instant` at `offset` seconds east of UTC.
    static func localSeconds(_ instant: Date, _ offset: Int) -> (day: LocalDay, secondsIntoDay: Int) {
        let seconds = Int(floor(instant.timeIntervalSince1970)) + offset
        let dayNumber = Int(floor(Double(seconds) / 86_400))
        return (LocalDay(dayNumber: dayNumber), seconds - dayNumber * 86_400)
    }
}

import Foundation

/// Reads a diary from a file, whichever kind it is, and accounts for every record in it.
///
/// The steps: recognise the kind from the content; read the raw records; decode each one
/// (or skip it, with the reason); keep one record per id; place each entry on its local day.
public struct DiaryReader: Sendable {
    /// Options that change how a diary is read.
    public struct Options: Sendable {
        /// An explicit zone for days and clock times; nil infers offsets from the data.
        public var timeZone: TimeZone?
        /// Whether the first skipped record or warning is an error.
        public var strict: Bool
        /// Where a private copy of a store is made while it is read.
        public var temporaryDirectory: URL

        /// Creates options; the temporary folder must be given (the library never picks one).
        public init(timeZone: TimeZone? = nil, strict: Bool = false, temporaryDirectory: URL) {
            self.timeZone = timeZone
            self.strict = strict
            self.temporaryDirectory = temporaryDirectory
        }
    }

    /// How this reader reads.
    public var options: Options

    /// A reader with `options`.
    public init(options: Options) {
        self.options = options
    }

    /// Reads the diary at `path` (named in errors as given).
    public func read(path: String) throws(DiaryError) -> Diary {
        let url = URL(fileURLWithPath: path)
        let kind = try InputKindDetector.detect(at: url, file: path)
        let items: [RawItem]
        let decoder: RecordDecoder
        switch kind {
        case .store:
            items = try SwiftDataStoreReader.records(
                at: url, file: path, temporaryDirectory: options.temporaryDirectory)
            decoder = SwiftDataStoreReader.decoder
        default:
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw DiaryError(file: path, reason: .unreadable(error.localizedDescription))
            }
            items = try JSONExportReader.records(in: data, file: path)
            decoder = JSONExportReader.decoder
        }
        return try assemble(items, decoder: decoder, kind: kind, file: path)
    }

    /// Builds a diary from records made in memory (the built-in sample diary).
    public func diary(from records: [EntryRecord], kind: InputKind = .sample) -> Diary {
        let refs = records.enumerated().map { (RecordRef(index: $0.offset, id: $0.element.id.text), $0.element) }
        let placement = DayPlacer(timeZone: options.timeZone).place(refs)
        return Diary(entries: placement.entries, warnings: placement.warnings, source: kind, timeZone: placement.usage)
    }

    private func assemble(_ items: [RawItem], decoder: RecordDecoder, kind: InputKind, file: String) throws(DiaryError)
        -> Diary
    {
        var skipped: [RecordProblem] = []
        var warnings: [RecordProblem] = []
        var decoded: [(RecordRef, EntryRecord)] = []
        decoded.reserveCapacity(items.count)
        // Each record is decoded on its own, so records are decoded in runs on every core.
        let outcomes = items.concurrentMap(minimumRun: 1024) { item -> ItemOutcome in
            switch item {
            case .unreadable(let problem):
                return .skipped(problem)
            case .record(let raw):
                switch decoder.decode(raw) {
                case .skipped(let reason):
                    return .skipped(RecordProblem(record: raw.ref, reason: reason))
                case .read(let record, let notes):
                    var ref = raw.ref
                    ref.id = record.id.text
                    return .read(ref, record, notes.map { RecordProblem(record: ref, reason: $0) })
                }
            }
        }
        for outcome in outcomes {
            switch outcome {
            case .skipped(let problem):
                skipped.append(problem)
            case .read(let ref, let record, let notes):
                warnings += notes
                decoded.append((ref, record))
            }
        }

        let (unique, duplicates) = DiaryReader.keepOnePerID(decoded)
        skipped += duplicates
        let placement = DayPlacer(timeZone: options.timeZone).place(unique)
        warnings += placement.warnings

        skipped.sort(by: DiaryReader.recordOrder)
        warnings.sort(by: DiaryReader.recordOrder)
        if options.strict, let first = (skipped + warnings).min(by: DiaryReader.recordOrder) {
            throw DiaryError(file: file, reason: .badRecord(first))
        }
        return Diary(
            entries: placement.entries, skipped: skipped, warnings: warnings, source: kind, timeZone: placement.usage)
    }

    /// What became of one raw item: read (with its warnings), or skipped.
    private enum ItemOutcome: Sendable {
        case read(RecordRef, EntryRecord, [RecordProblem])
        case skipped(RecordProblem)
    }

    /// Keeps one record per id: the most recently edited (then the first in the file); the
    /// others are reported as skipped, naming the record that was kept.
    static func keepOnePerID(_ records: [(RecordRef, EntryRecord)]) -> (
        kept: [(RecordRef, EntryRecord)], duplicates: [RecordProblem]
    ) {
        var best: [UUID: Int] = [:]
        for (position, (_, record)) in records.enumerated() {
            guard let current = best[record.id] else {
                best[record.id] = position
                continue
            }
            let held = records[current].1
            if (record.updatedAt ?? record.createdAt) > (held.updatedAt ?? held.createdAt) {
                best[record.id] = position
            }
        }
        guard best.count < records.count else { return (records, []) }
        var kept: [(RecordRef, EntryRecord)] = []
        var duplicates: [RecordProblem] = []
        for (position, (ref, record)) in records.enumerated() {
            guard let keeper = best[record.id] else { continue }
            if keeper == position {
                kept.append((ref, record))
            } else {
                duplicates.append(
                    RecordProblem(
                        record: ref,
                        reason: "duplicate id; kept record \(records[keeper].0.index), the most recently edited"))
            }
        }
        return (kept, duplicates)
    }

    static func recordOrder(_ lhs: RecordProblem, _ rhs: RecordProblem) -> Bool {
        (lhs.record?.index ?? -1) < (rhs.record?.index ?? -1)
    }
}

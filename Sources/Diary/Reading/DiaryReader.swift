import Foundation
import Support

/// Reads a diary from a file, whichever kind it is, and accounts for every record in it.
///
/// The steps: recognise the kind from the content; read the raw records; decode each one
/// (or skip it, with the reason); keep one record per id; place each entry on its local day.
public struct DiaryReader: Sendable {
    /// Options that change how a diary is read.
    public struct Options: Sendable {
        /// An explicit zone for days and clock times; nil infers offsets from the data.
        public var timeZone: TimeZone?
        /// The IANA name `timeZone` was given by, which reports give as it was given (Foundation
        /// calls `UTC` `GMT`); nil: the zone's own identifier.
        public var timeZoneName: String?
        /// Whether the first skipped record or warning is an error.
        public var strict: Bool
        /// Where a private copy of a store is made while it is read.
        public var temporaryDirectory: URL
        /// How many cores decode records at once (1: one after another).
        public var cores: Int
        /// What the diary is read from (and a store's private copy made in).
        public var fileSystem: FileSystem

        /// Creates options; the temporary folder must be given (the library never picks one),
        /// and so must the cores to use, when more than one.
        public init(
            timeZone: TimeZone? = nil, strict: Bool = false, temporaryDirectory: URL, cores: Int = 1,
            fileSystem: FileSystem = .disk
        ) {
            self.timeZone = timeZone
            self.strict = strict
            self.temporaryDirectory = temporaryDirectory
            self.cores = cores
            self.fileSystem = fileSystem
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
        try read(path: path, cache: nil).diary
    }

    /// A diary, and what a cache of its records should hold for the next read.
    public struct CachedRead: Sendable {
        /// The diary.
        public var diary: Diary
        /// How the cache changes; nil when the cache was not used (the input is not an export
        /// whose top level is an array of elements, or there was no cache).
        public var cacheUpdate: RecordCache.Update?
    }

    /// Reads the diary at `path` (named in errors as given), taking each export element's
    /// record from `cache` when an earlier read decoded the same bytes. The diary, its skipped
    /// records and its warnings are exactly what reading without a cache gives.
    public func read(path: String, cache: RecordCache?) throws(DiaryError) -> CachedRead {
        let (kind, data) = try InputKindDetector.read(path, file: path, fileSystem: options.fileSystem)
        let cores = options.cores
        switch kind {
        case .store:
            let items = try SwiftDataStoreReader.records(
                data, at: path, file: path, temporaryDirectory: options.temporaryDirectory,
                fileSystem: options.fileSystem)
            let outcomes = Self.outcomes(of: items, decoder: SwiftDataStoreReader.decoder, cores: cores)
            return CachedRead(diary: try assemble(Gathered(outcomes), kind: kind, file: path), cacheUpdate: nil)
        default:
            if let cache, let read = JSONExportReader.records(in: data, cache: cache, cores: cores) {
                // Only the elements the cache did not know are decoded; the rest are records.
                let outcomes = Self.outcomes(of: read.decodedItems, decoder: JSONExportReader.decoder, cores: cores)
                var gathered = Gathered()
                gathered.reserve(read.count)
                var next = 0
                // Each record knows the bytes it was decoded from (`EntryRecord.source`).
                for index in 0..<read.count {
                    let source = RecordSource(ContentHash(high: read.keys[index].first, low: read.keys[index].second))
                    if var record = read.cachedRecord(at: index) {
                        record.source = source
                        gathered.add(RecordRef(index: index, id: record.id.text), record)
                    } else {
                        gathered.add(outcomes[next].from(source))
                        next += 1
                    }
                }
                return CachedRead(
                    diary: try assemble(gathered, kind: kind, file: path),
                    cacheUpdate: read.update(outcomes.map(\.cleanRecord)))
            }
            // An export cut short gives its complete records and a warning that says where.
            let (items, cut) = try JSONExportReader.recordsAllowingCut(in: data, file: path, cores: cores)
            let outcomes = Self.outcomes(of: items, decoder: JSONExportReader.decoder, cores: cores)
            var gathered = Gathered(outcomes)
            gathered.cut = cut
            return CachedRead(diary: try assemble(gathered, kind: kind, file: path), cacheUpdate: nil)
        }
    }

    /// Builds a diary from records made in memory (the built-in sample diary).
    public func diary(from records: [EntryRecord], kind: InputKind = .sample) -> Diary {
        let refs = records.enumerated().map { RecordRef(index: $0.offset, id: $0.element.id.text) }
        let placement = DayPlacer(timeZone: options.timeZone, name: options.timeZoneName).place(
            refs: refs, records: records)
        return Diary(entries: placement.entries, warnings: placement.warnings, source: kind, timeZone: placement.usage)
    }

    /// What became of each item: decoded in runs on `cores` cores, each record on its own.
    static func outcomes(of items: [RawItem], decoder: RecordDecoder, cores: Int) -> [ItemOutcome] {
        Parallel.map(items, cores: cores, minimumRun: 1024) { item -> ItemOutcome in
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
    }

    /// The records read, in reading order, each with its reference (kept apart, so that the
    /// steps after read a record in place instead of copying it with its reference), and the
    /// problems met so far.
    struct Gathered {
        var refs: [RecordRef] = []
        var records: [EntryRecord] = []
        var skipped: [RecordProblem] = []
        var warnings: [RecordProblem] = []
        /// Where an export was cut short, when it was.
        var cut: ExportCut?

        init() {}

        init(_ outcomes: [ItemOutcome]) {
            reserve(outcomes.count)
            for outcome in outcomes { add(outcome) }
        }

        mutating func reserve(_ count: Int) {
            refs.reserveCapacity(count)
            records.reserveCapacity(count)
        }

        mutating func add(_ ref: RecordRef, _ record: EntryRecord) {
            refs.append(ref)
            records.append(record)
        }

        mutating func add(_ outcome: ItemOutcome) {
            switch outcome {
            case .skipped(let problem):
                skipped.append(problem)
            case .read(let ref, let record, let notes):
                warnings += notes
                add(ref, record)
            }
        }
    }

    private func assemble(_ gathered: Gathered, kind: InputKind, file: String) throws(DiaryError) -> Diary {
        var skipped = gathered.skipped
        var warnings = gathered.warnings
        let unique = DiaryReader.keepOnePerID(refs: gathered.refs, records: gathered.records)
        skipped += unique.duplicates
        let placement = DayPlacer(timeZone: options.timeZone, name: options.timeZoneName).place(
            refs: unique.refs, records: unique.records)
        warnings += placement.warnings

        skipped.sort(by: DiaryReader.recordOrder)
        warnings.sort(by: DiaryReader.recordOrder)
        if let cut = gathered.cut {
            // The cut is the first thing to know: it says what is missing.
            if options.strict { throw DiaryError(file: file, reason: .badRecord(cut.strictProblem)) }
            warnings.insert(cut.warning(file: file), at: 0)
        }
        if options.strict, let first = (skipped + warnings).min(by: DiaryReader.recordOrder) {
            throw DiaryError(file: file, reason: .badRecord(first))
        }
        return Diary(
            entries: placement.entries, skipped: skipped, warnings: warnings, source: kind, timeZone: placement.usage)
    }

    /// What became of one raw item: read (with its warnings), or skipped.
    enum ItemOutcome: Sendable {
        case read(RecordRef, EntryRecord, [RecordProblem])
        case skipped(RecordProblem)

        /// The outcome with its record's source.
        func from(_ source: RecordSource) -> ItemOutcome {
            guard case .read(let ref, var record, let notes) = self else { return self }
            record.source = source
            return .read(ref, record, notes)
        }

        /// The record, when it was read without a caveat.
        var cleanRecord: EntryRecord? {
            if case .read(_, let record, let notes) = self, notes.isEmpty { record } else { nil }
        }
    }

    /// Keeps one record per id: the most recently edited (then the first in the file); the
    /// others are reported as skipped, naming the record that was kept.
    static func keepOnePerID(refs: [RecordRef], records: [EntryRecord]) -> (
        refs: [RecordRef], records: [EntryRecord], duplicates: [RecordProblem]
    ) {
        var best: [UUID: Int] = [:]
        best.reserveCapacity(records.count)
        for position in records.indices {
            let id = records[position].id
            guard let current = best.updateValue(position, forKey: id) else { continue }
            let edited = { (index: Int) in records[index].updatedAt ?? records[index].createdAt }
            if edited(position) <= edited(current) { best[id] = current }
        }
        guard best.count < records.count else { return (refs, records, []) }
        var kept: (refs: [RecordRef], records: [EntryRecord]) = ([], [])
        var duplicates: [RecordProblem] = []
        for position in records.indices {
            guard let keeper = best[records[position].id] else { continue }
            if keeper == position {
                kept.refs.append(refs[position])
                kept.records.append(records[position])
            } else {
                duplicates.append(
                    RecordProblem(
                        record: refs[position],
                        reason: "duplicate id; kept record \(refs[keeper].index), the most recently edited"))
            }
        }
        return (kept.refs, kept.records, duplicates)
    }

    static func recordOrder(_ lhs: RecordProblem, _ rhs: RecordProblem) -> Bool {
        (lhs.record?.index ?? -1) < (rhs.record?.index ?? -1)
    }
}

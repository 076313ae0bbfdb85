import Foundation
import Support

/// Reads the app's JSON export (Settings → Export Data): an array of entry objects, or an
/// object holding that array under `"entries"`.
enum JSONExportReader {
    static let decoder = RecordDecoder(fieldName: { $0.jsonKey }, numericInstants: false)

    /// The raw records of an export, or the reason the file is not one.
    static func records(in data: Data, file: String, cores: Int) throws(DiaryError) -> [RawItem] {
        let records: [ExportRecord]
        if let decoded = inParallel(data, cores: cores) {
            records = decoded
        } else {
            records = try whole(data, file: file)
        }
        return Parallel.map(Array(records.indices), cores: cores, minimumRun: 1024) { item(records[$0], at: $0) }
    }

    /// The raw item of the export's element at `index`.
    static func item(_ record: ExportRecord, at index: Int) -> RawItem {
        switch record {
        case .notAnObject(let kind):
            return .unreadable(
                RecordProblem(
                    record: RecordRef(index: index),
                    reason: "is \(kind); expected an object with the entry's fields"))
        case .object(let fields):
            var idText: String?
            if case .string(let text) = fields[.id] { idText = RawField.abbreviated(text) }
            return .record(RawRecord(ref: RecordRef(index: index, id: idText), fields: fields))
        }
    }

    /// An export's elements: the records `cache` holds for elements of the same bytes already
    /// decoded, and the raw items of the others.
    struct CachedItems: Sendable {
        /// The key of each element's bytes.
        var keys: [RecordCache.Key]
        /// The records the cache holds.
        var cached: RecordCache.Records
        /// The position among them of each element's record; nil for an element not there.
        var positions: [Int?]
        /// The raw items of the elements the cache does not hold, in order.
        var decodedItems: [RawItem]
        /// Which elements those are.
        var decodedIndices: [Int]
        /// The cache file read, when it held records this program can use.
        var source: String?

        /// How many elements the export has.
        var count: Int { keys.count }

        /// The record of the element at `index`, when the cache holds it.
        func cachedRecord(at index: Int) -> EntryRecord? {
            positions[index].map { cached.values[$0] }
        }

        /// How the cache changes, given the record each decoded item was read as without a
        /// caveat.
        func update(_ records: [EntryRecord?]) -> RecordCache.Update {
            var added: [(key: RecordCache.Key, record: EntryRecord)] = []
            for (position, index) in decodedIndices.enumerated() {
                if let record = records[position], RecordCache.canKeep(record) { added.append((keys[index], record)) }
            }
            var used = [Bool](repeating: false, count: cached.count)
            for position in positions { if let position { used[position] = true } }
            return RecordCache.Update(
                source: source, stale: cached.keys.indices.filter { !used[$0] }.map { cached.keys[$0] }, added: added)
        }
    }

    /// The raw items of an export whose top level is an array of elements, each element whose
    /// bytes `cache` knows given as its record, the others decoded; nil when the export is not
    /// cut that way, or its elements do not decode (the caller then reads it whole, as without
    /// a cache, and says what is wrong in the same words).
    static func records(in data: Data, cache: RecordCache, cores: Int) -> CachedItems? {
        guard let elements = data.withUnsafeBytes({ JSONArrayChunks.elements($0) }) else { return nil }
        // The keys are worked out while the cache is read.
        let (keys, cached) = Parallel.both(
            cores: cores,
            {
                data.withUnsafeBytes { bytes in
                    elements.map { RecordCache.Key(of: UnsafeRawBufferPointer(rebasing: bytes[$0])) }
                }
            }, { cache.load() })
        let positions = keys.map(cached.index(of:))
        let missing = elements.indices.filter { positions[$0] == nil }
        let decoded: [ExportRecord]
        if missing.count == elements.count {
            guard let all = inParallel(data, cores: cores, minimumSize: 0) ?? (try? whole(data, file: "")) else {
                return nil
            }
            decoded = all
        } else if missing.isEmpty {
            decoded = []
        } else {
            // The elements not in the cache, as an array of their own.
            var text = Data("[".utf8)
            for (position, index) in missing.enumerated() {
                if position > 0 { text.append(UInt8(ascii: ",")) }
                text.append(
                    data[data.startIndex + elements[index].lowerBound..<data.startIndex + elements[index].upperBound])
            }
            text.append(UInt8(ascii: "]"))
            guard let some = inParallel(text, cores: cores) ?? (try? whole(text, file: "")) else { return nil }
            decoded = some
        }
        guard decoded.count == missing.count else { return nil }
        return CachedItems(
            keys: keys, cached: cached, positions: positions,
            decodedItems: zip(missing, decoded).map { index, record in item(record, at: index) },
            decodedIndices: missing, source: cached.isEmpty ? nil : cache.path)
    }

    /// The elements of an export whose top level is an array, decoded in runs on `cores` cores
    /// (`JSONArrayChunks`); nil with one core, when the document is not cut that way, or when
    /// any run does not decode to at least one element: the document is then read whole,
    /// which gives the same records, or the error in its own words.
    static func inParallel(_ data: Data, cores: Int, minimumSize: Int = 1 << 16) -> [ExportRecord]? {
        guard cores > 1 else { return nil }
        guard let runs = data.withUnsafeBytes({ JSONArrayChunks.split($0, parts: cores * 4, minimumSize: minimumSize) })
        else { return nil }
        let decoded = Parallel.map(runs, cores: cores) { run -> [ExportRecord]? in
            var text = Data("[".utf8)
            text.append(data[data.startIndex + run.lowerBound..<data.startIndex + run.upperBound])
            text.append(contentsOf: "]".utf8)
            guard let elements = try? JSONDecoder().decode(ExportRun.self, from: text).elements, !elements.isEmpty
            else { return nil }
            return elements
        }
        var records: [ExportRecord] = []
        records.reserveCapacity(decoded.reduce(0) { $0 + ($1?.count ?? 0) })
        for run in decoded {
            guard let run else { return nil }
            records += run
        }
        return records
    }

    /// The elements of the whole document, or the reason it is not an export.
    static func whole(_ data: Data, file: String) throws(DiaryError) -> [ExportRecord] {
        let document: ExportDocument
        do {
            document = try JSONDecoder().decode(ExportDocument.self, from: data)
        } catch {
            throw DiaryError(file: file, reason: .invalidJSON(jsonErrorSummary(error, data: data)))
        }
        guard case .records(let records) = document.shape else {
            if case .wrong(let found) = document.shape { throw DiaryError(file: file, reason: .wrongJSONShape(found)) }
            return []
        }
        return records
    }

    /// Where the JSON breaks, on one line with its line and column (`jsonFault`); the
    /// serializer's words (the decoder says only that the data is invalid) when FoodStory's own
    /// reading of the syntax finds nothing wrong.
    private static func jsonErrorSummary(_ error: Error, data: Data) -> String {
        jsonFault(data) {
            var detail: String?
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            }
            if detail?.isEmpty ?? true, case DecodingError.dataCorrupted(let context) = error {
                detail = context.debugDescription
            }
            return detail?.isEmpty == false ? detail : nil
        }
    }
}

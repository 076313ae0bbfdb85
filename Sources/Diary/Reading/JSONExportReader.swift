import Foundation

/// Reads the app's JSON export (Settings → Export Data): an array of entry objects, or an
/// object holding that array under `"entries"`.
enum JSONExportReader {
    static let decoder = RecordDecoder(fieldName: { $0.jsonKey }, numericInstants: false)

    /// The raw records of an export, or the reason the file is not one.
    static func records(in data: Data, file: String) throws(DiaryError) -> [RawItem] {
        let records: [ExportRecord]
        if let decoded = inParallel(data) {
            records = decoded
        } else {
            records = try whole(data, file: file)
        }
        return Array(records.indices).concurrentMap(minimumRun: 1024) { index in
            switch records[index] {
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
    }

    /// The elements of an export whose top level is an array, decoded in runs on every core
    /// (`JSONArrayChunks`); nil when the document is not cut that way, or when any run does
    /// not decode to at least one element: the document is then read whole, which gives the
    /// same records, or the error in its own words.
    static func inParallel(_ data: Data) -> [ExportRecord]? {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1 else { return nil }
        guard let runs = data.withUnsafeBytes({ JSONArrayChunks.split($0, parts: cores * 4) }) else { return nil }
        let decoded = runs.concurrentMap { run -> [ExportRecord]? in
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

    /// Where the JSON breaks, on one line: the decoder says only that it is invalid, so the
    /// serializer is asked for its more precise words ("Invalid value around character 3.").
    private static func jsonErrorSummary(_ error: Error, data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty {
                return RawField.abbreviated(detail, limit: 160)
            }
        }
        if case DecodingError.dataCorrupted(let context) = error, !context.debugDescription.isEmpty {
            return RawField.abbreviated(context.debugDescription, limit: 160)
        }
        return "it does not parse"
    }
}

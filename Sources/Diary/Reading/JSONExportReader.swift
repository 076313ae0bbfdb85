import Foundation

/// Reads the app's JSON export (Settings → Export Data): an array of entry objects, or an
/// object holding that array under `"entries"`.
enum JSONExportReader {
    static let decoder = RecordDecoder(fieldName: { $0.jsonKey }, numericInstants: false)

    /// The raw records of an export, or the reason the file is not one.
    static func records(in data: Data, file: String) throws(DiaryError) -> [RawItem] {
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
        return records.enumerated().map { index, element in
            switch element {
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

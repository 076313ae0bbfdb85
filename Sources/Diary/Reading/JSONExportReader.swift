import Foundation

/// Reads the app's JSON export (Settings → Export Data): an array of entry objects, or an
/// object holding that array under `"entries"`.
enum JSONExportReader {
    static let decoder = RecordDecoder(fieldName: { $0.jsonKey }, numericInstants: false)

    /// The raw records of an export, or the reason the file is not one.
    static func records(in data: Data, file: String) throws(DiaryError) -> [RawItem] {
        let top: JSONValue
        do {
            top = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw DiaryError(file: file, reason: .invalidJSON(jsonErrorSummary(error, data: data)))
        }
        let array: [JSONValue]
        switch top {
        case .array(let list):
            array = list
        case .object(let object):
            guard let entries = object["entries"] else {
                let keys = object.keys.sorted().prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
                throw DiaryError(
                    file: file,
                    reason: .wrongJSONShape(keys.isEmpty ? "an empty object" : "an object with keys \(keys)"))
            }
            guard case .array(let list) = entries else {
                throw DiaryError(file: file, reason: .wrongJSONShape("\"entries\" as \(entries.kind)"))
            }
            array = list
        default:
            throw DiaryError(file: file, reason: .wrongJSONShape(top.kind))
        }

        return array.enumerated().map { index, element in
            guard case .object(let object) = element else {
                return .unreadable(
                    RecordProblem(
                        record: RecordRef(index: index),
                        reason: "is \(element.kind); expected an object with the entry's fields"))
            }
            var idText: String?
            if case .string(let text) = object["id"] { idText = RawField.abbreviated(text) }
            var fields: [EntryField: RawField] = [:]
            for field in EntryField.allCases { fields[field] = JSONValue.field(object[field.jsonKey]) }
            return .record(RawRecord(ref: RecordRef(index: index, id: idText), fields: fields))
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

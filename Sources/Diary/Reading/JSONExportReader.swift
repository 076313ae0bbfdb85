import Foundation

/// Reads the app's JSON export (Settings → Export Data): an array of entry objects, or an
/// object holding that array under `"entries"`.
enum JSONExportReader {
    static let decoder = RecordDecoder(fieldName: { $0.jsonKey })

    /// The raw records of an export, or the reason the file is not one.
    static func records(in data: Data, file: String) throws(DiaryError) -> [RawItem] {
        let top: JSONValue
        do {
            top = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw DiaryError(file: file, reason: .invalidJSON(jsonErrorSummary(error)))
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
                return .unreadable(RecordProblem(
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

    /// The parser's own words on where the JSON breaks, on one line.
    private static func jsonErrorSummary(_ error: Error) -> String {
        var messages: [String] = []
        var current: Error? = error
        while let next = current {
            if case DecodingError.dataCorrupted(let context) = next {
                messages.append(context.debugDescription)
                current = context.underlyingError
            } else {
                let nsError = next as NSError
                if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { messages.append(detail) }
                current = nsError.userInfo[NSUnderlyingErrorKey] as? Error
            }
        }
        let detail = messages.last { !$0.isEmpty && !$0.hasPrefix("The given data was not valid JSON") }
        return detail.map { RawField.abbreviated($0) } ?? "it does not parse"
    }
}

import Foundation

/// A field value as it arrived from an export or a store row, before it is interpreted.
enum RawField: Sendable, Equatable {
    case missing
    case null
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case blob(Data)
    /// Anything else (a JSON array or object), named for the error message.
    case other(String)

    /// How the value is named in a message: `"lunch"`, `42`, `a 5-byte blob`, `null`.
    var shown: String {
        switch self {
        case .missing: "missing"
        case .null: "null"
        case .string(let text): "\"\(RawField.abbreviated(text))\""
        case .integer(let value): "\(value)"
        case .real(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .blob(let data): "a \(data.count)-byte blob"
        case .other(let kind): kind
        }
    }

    /// At most `limit` characters of `text`, on one line, for an error message.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        // Most texts (every record's id) are short and on one line already.
        if text.utf8.count <= limit, !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return text }
        let oneLine = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        return oneLine.count > limit ? String(oneLine.prefix(limit - 1)) + "…" : oneLine
    }
}

/// One record of an input: its raw fields, or the reason it has none (not an object).
enum RawItem: Sendable {
    case record(RawRecord)
    case unreadable(RecordProblem)
}

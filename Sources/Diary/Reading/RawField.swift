import Foundation

/// A field value as it arrived from an export or a store row, before it is interpreted.
enum RawField: Sendable {
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
        // Every record's id passes through here: most text has no line break to replace.
        let hasBreak = text.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let oneLine =
            hasBreak
            ? text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") : text
        return oneLine.count > limit ? String(oneLine.prefix(limit - 1)) + "…" : oneLine
    }
}

/// One record of an input: its raw fields, or the reason it has none (not an object).
enum RawItem: Sendable {
    case record(RawRecord)
    case unreadable(RecordProblem)
}

/// A JSON value decoded exactly as written, so that each field's type can be checked and
/// reported record by record instead of failing the whole file.
enum JSONValue: Decodable, Sendable {
    case null
    case boolean(Bool)
    case integer(Int64)
    case real(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            if let count = list.count { values.reserveCapacity(count) }
            while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: JSONValue] = [:]
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .real(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// The field form of a value found under a key (`missing` when the key is absent).
    static func field(_ value: JSONValue?) -> RawField {
        switch value {
        case nil: .missing
        case .null: .null
        case .boolean(let flag): .boolean(flag)
        case .integer(let number): .integer(number)
        case .real(let number): .real(number)
        case .string(let text): .string(text)
        case .array: .other("an array")
        case .object: .other("an object")
        }
    }

    /// How the value's type is named in a message.
    var kind: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .integer, .real: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The JSON export decoded with exactly the checks a reader needs: the top level's shape,
/// each record's shape, and each known field's JSON type. Unknown keys are skipped without
/// being decoded, and no record's problem fails the whole file.
struct ExportDocument: Decodable, Sendable {
    /// What the top level holds.
    enum Shape: Sendable {
        case records([ExportRecord])
        /// Anything else, named for the message (`an empty object`, `"entries" as a number`).
        case wrong(String)
    }

    var shape: Shape

    init(from decoder: any Decoder) throws {
        if let list = try? decoder.unkeyedContainer() {
            shape = .records(try Self.records(in: list))
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            let entriesKey = AnyKey(stringValue: "entries")
            guard object.contains(entriesKey) else {
                let keys = object.allKeys.map(\.stringValue).sorted().prefix(5).map { "\"\($0)\"" }
                shape = .wrong(keys.isEmpty ? "an empty object" : "an object with keys \(keys.joined(separator: ", "))")
                return
            }
            if let list = try? object.nestedUnkeyedContainer(forKey: entriesKey) {
                shape = .records(try Self.records(in: list))
            } else {
                shape = .wrong("\"entries\" as \(try object.decode(FieldValue.self, forKey: entriesKey).kind)")
            }
            return
        }
        shape = .wrong(try FieldValue(from: decoder).kind)
    }

    /// The records of the export's array.
    static func records(in list: UnkeyedDecodingContainer) throws -> [ExportRecord] {
        var list = list
        var records: [ExportRecord] = []
        if let count = list.count { records.reserveCapacity(count) }
        while !list.isAtEnd { records.append(try list.decode(ExportRecord.self)) }
        return records
    }
}

/// A run of the export array's elements, decoded on its own (`JSONArrayChunks`).
struct ExportRun: Decodable, Sendable {
    var elements: [ExportRecord]

    init(from decoder: any Decoder) throws {
        elements = try ExportDocument.records(in: try decoder.unkeyedContainer())
    }
}

/// One element of the export's array: the known fields of an object, or what else it was.
enum ExportRecord: Decodable, Sendable, Equatable {
    case object(RawFields)
    case notAnObject(kind: String)

    init(from decoder: any Decoder) throws {
        guard let object = try? decoder.container(keyedBy: EntryField.self) else {
            self = .notAnObject(kind: try FieldValue(from: decoder).kind)
            return
        }
        var fields = RawFields()
        for field in EntryField.allCases {
            // A string, what almost every field holds, is asked for directly; anything else
            // (null, a number, an array …) is named by `FieldValue`. A missing key stays `.missing`.
            if let text = try? object.decodeIfPresent(String.self, forKey: field) {
                fields[field] = .string(text)
            } else if object.contains(field) {
                fields[field] = try object.decode(FieldValue.self, forKey: field).field
            }
        }
        self = .object(fields)
    }
}

/// The export's member names are the fields' JSON keys; other members are never decoded.
extension EntryField: CodingKey {
    var stringValue: String { jsonKey }
    var intValue: Int? { nil }

    init?(stringValue: String) {
        guard let field = Self.allCases.first(where: { $0.jsonKey == stringValue }) else { return nil }
        self = field
    }

    init?(intValue: Int) { nil }
}

/// A JSON value's type and, for scalars, its value. Strings are tried first: they are what
/// almost every field holds, and a failed attempt is the costly path.
struct FieldValue: Decodable, Sendable {
    var field: RawField
    var kind: String

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                (field, kind) = (.null, "null")
                return
            }
            if let text = try? single.decode(String.self) {
                (field, kind) = (.string(text), "a string")
                return
            }
            if let flag = try? single.decode(Bool.self) {
                (field, kind) = (.boolean(flag), "a boolean")
                return
            }
            if let number = try? single.decode(Int64.self) {
                (field, kind) = (.integer(number), "a number")
                return
            }
            if let number = try? single.decode(Double.self) {
                (field, kind) = (.real(number), "a number")
                return
            }
        }
        if (try? decoder.unkeyedContainer()) != nil {
            (field, kind) = (.other("an array"), "an array")
        } else {
            (field, kind) = (.other("an object"), "an object")
        }
    }
}

/// A coding key for any member name.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

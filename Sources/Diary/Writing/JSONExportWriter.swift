import Foundation

/// Writes records in the shape of the app's JSON export (Foundation's serializer, pretty
/// printed with sorted keys): an array of objects with the nine entry keys, optional fields
/// as `null`, instants in UTC with `Z` and whole seconds.
public enum JSONExportWriter {
    /// The export's bytes.
    public static func data(for records: [EntryRecord]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(records.map(ExportedEntry.init))
        data.append(0x0A)
        return data
    }

    private struct ExportedEntry: Encodable {
        var record: EntryRecord

        enum CodingKeys: String, CodingKey {
            case id, date, createdAt, rawInput, inputType, processedDescription, mediaURL, category, updatedAt
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(record.id.text, forKey: .id)
            try container.encode(ISO8601Instant.format(record.date), forKey: .date)
            try container.encode(ISO8601Instant.format(record.createdAt), forKey: .createdAt)
            try container.encode(record.rawInput, forKey: .rawInput)
            try container.encode(record.inputType.rawValue, forKey: .inputType)
            try container.encode(record.processedDescription, forKey: .processedDescription)
            try encodeOrNull(record.mediaFileName, .mediaURL, &container)
            try encodeOrNull(record.category?.rawValue, .category, &container)
            try encodeOrNull(record.updatedAt.map(ISO8601Instant.format), .updatedAt, &container)
        }

        private func encodeOrNull(
            _ value: String?, _ key: CodingKeys, _ container: inout KeyedEncodingContainer<CodingKeys>
        ) throws {
            if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
        }
    }
}

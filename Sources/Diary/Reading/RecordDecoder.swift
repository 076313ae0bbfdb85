import Foundation

/// The fields of one record, in the reader-neutral form that `RecordDecoder` interprets.
struct RawRecord: Sendable {
    var ref: RecordRef
    var fields: RawFields

    subscript(field: EntryField) -> RawField {
        fields[field]
    }
}

/// The raw fields of one record: a slot for each `EntryField`, `.missing` until a value came.
struct RawFields: Sendable, Equatable {
    private var slots = [RawField](repeating: .missing, count: EntryField.allCases.count)

    subscript(field: EntryField) -> RawField {
        get { slots[field.rawValue] }
        set { slots[field.rawValue] = newValue }
    }
}

/// The fields of a diary entry, with the names the export and the store give them.
enum EntryField: Int, CaseIterable, Sendable {
    case id, date, createdAt, rawInput, inputType, processedDescription, mediaURL, category, updatedAt

    /// The key in the JSON export.
    var jsonKey: String {
        switch self {
        case .id: "id"
        case .date: "date"
        case .createdAt: "createdAt"
        case .rawInput: "rawInput"
        case .inputType: "inputType"
        case .processedDescription: "processedDescription"
        case .mediaURL: "mediaURL"
        case .category: "category"
        case .updatedAt: "updatedAt"
        }
    }

    /// The column in the SwiftData store (`Z` + the property name upper-cased).
    var column: String { "Z" + jsonKey.uppercased() }

    /// Whether an entry cannot be read without the field.
    var isRequired: Bool {
        switch self {
        case .mediaURL, .category, .updatedAt: false
        default: true
        }
    }
}

/// What decoding one record gave: the record with any caveats, or the reason it was skipped.
enum DecodedRecord: Sendable {
    case read(EntryRecord, warnings: [String])
    case skipped(String)
}

/// Interprets raw fields with the tolerance data-formats.md asks for, shared by every reader
/// so that an export and a store holding the same diary read the same.
struct RecordDecoder: Sendable {
    /// The names fields have in this input, for messages (`createdAt` or `ZCREATEDAT`).
    var fieldName: @Sendable (EntryField) -> String
    /// Whether instants may be numbers (Core Data timestamps): in a store, yes; in an export,
    /// a number could be Unix or Core Data time, so it is refused rather than guessed.
    var numericInstants: Bool

    func decode(_ raw: RawRecord) -> DecodedRecord {
        var warnings: [String] = []
        guard let id = uuid(raw[.id]) else {
            return .skipped("\(fieldName(.id)) is \(raw[.id].shown); expected a UUID")
        }
        guard let date = instant(raw[.date]) else {
            return .skipped("\(fieldName(.date)) is \(raw[.date].shown); expected \(instantExpectation)")
        }
        guard let createdAt = instant(raw[.createdAt]) else {
            return .skipped(
                "\(fieldName(.createdAt)) is \(raw[.createdAt].shown); expected \(instantExpectation)")
        }
        // The one place entry text comes in: code points no page may hold are left out here
        // (with a warning), so that everything made from the entry is free of them.
        let typed = text(raw[.rawInput], field: .rawInput, warnings: &warnings)
        guard case .string(let rawInput) = typed else {
            return .skipped("\(fieldName(.rawInput)) is \(typed.shown); expected text")
        }
        let shown = text(raw[.processedDescription], field: .processedDescription, warnings: &warnings)
        guard case .string(let description) = shown else {
            return .skipped("\(fieldName(.processedDescription)) is \(shown.shown); expected text")
        }
        let inputTypeField = text(raw[.inputType], field: .inputType, warnings: &warnings)
        guard let inputType: InputType = enumValue(inputTypeField) else {
            return .skipped(
                "\(fieldName(.inputType)) is \(inputTypeField.shown); expected one of text, image, voice")
        }

        var category: MealCategory?
        let categoryField = text(raw[.category], field: .category, warnings: &warnings)
        switch categoryField {
        case .missing, .null: category = nil
        default:
            category = enumValue(categoryField)
            if category == nil {
                warnings.append(
                    "\(fieldName(.category)) is \(categoryField.shown); expected one of "
                        + MealCategory.allCases.map(\.rawValue).joined(separator: ", ")
                        + " or null; shown as Uncategorized")
            }
        }

        var updatedAt: Date?
        switch raw[.updatedAt] {
        case .missing, .null: updatedAt = nil
        default:
            updatedAt = instant(raw[.updatedAt])
            if updatedAt == nil {
                warnings.append(
                    "\(fieldName(.updatedAt)) is \(raw[.updatedAt].shown); expected \(instantExpectation) or null; treated as never edited"
                )
            }
        }

        var mediaFileName: String?
        switch raw[.mediaURL] {
        case .missing, .null: mediaFileName = nil
        case .string(let text): mediaFileName = RecordDecoder.mediaFileName(text)
        default:
            warnings.append(
                "\(fieldName(.mediaURL)) is \(raw[.mediaURL].shown); expected a file name or null; photo ignored")
        }

        let record = EntryRecord(
            id: id, date: date, createdAt: createdAt, rawInput: rawInput, inputType: inputType,
            processedDescription: description, mediaFileName: mediaFileName, category: category,
            updatedAt: updatedAt)
        return .read(record, warnings: warnings)
    }

    /// `field` without the code points HTML and XML forbid when it is text, with a warning
    /// naming them. A photo's file name is not text to show but the name of a file: it is kept
    /// as it is (pages only link to it, percent-encoded).
    private func text(_ field: RawField, field name: EntryField, warnings: inout [String]) -> RawField {
        guard case .string(let value) = field else { return field }
        let cleaned = ForbiddenCodePoints.removing(from: value)
        guard !cleaned.removed.isEmpty else { return field }
        warnings.append(ForbiddenCodePoints.warning(field: fieldName(name), removed: cleaned.removed))
        return .string(cleaned.text)
    }

    private var instantExpectation: String {
        numericInstants
            ? "seconds since 2001-01-01 (INTEGER or REAL)" : "an ISO 8601 instant such as 2026-03-08T02:45:00Z"
    }

    /// Timestamps beyond ±3,000 years of 2001 are damage, not dates.
    private static let timestampLimit: Double = 1e11

    /// A UUID from text (any case) or the 16 bytes of a blob.
    func uuid(_ field: RawField) -> UUID? {
        switch field {
        case .string(let text):
            return UUID(text: text.trimmingSpaces)
        case .blob(let data) where data.count == 16:
            let b = [UInt8](data)
            return UUID(
                uuid: (
                    b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
                ))
        default:
            return nil
        }
    }

    /// An instant from ISO 8601 text (with `Z` or a numeric offset, with or without
    /// fractional seconds) or from a Core Data timestamp (seconds since 2001-01-01, INTEGER or REAL).
    func instant(_ field: RawField) -> Date? {
        switch field {
        case .string(let text): return ISO8601Instant.parse(text)
        case .integer(let seconds) where numericInstants && abs(Double(seconds)) < Self.timestampLimit:
            return Date(timeIntervalSinceReferenceDate: TimeInterval(seconds))
        case .real(let seconds) where numericInstants && seconds.isFinite && abs(seconds) < Self.timestampLimit:
            return Date(timeIntervalSinceReferenceDate: seconds)
        default: return nil
        }
    }

    /// An enum from its raw value as text (any case), an integer case index in declaration
    /// order, or a blob holding a JSON or property-list string.
    func enumValue<Value: RawRepresentable & CaseIterable>(_ field: RawField) -> Value?
    where Value.RawValue == String {
        switch field {
        case .string(let text):
            let trimmed = text.trimmingSpaces
            // A case index stored in a text column reads back as text (column affinity).
            if let index = Int64(trimmed) { return enumValue(.integer(index)) }
            return Value(rawValue: trimmed.lowercased())
        case .integer(let index):
            let cases = Array(Value.allCases)
            guard index >= 0, index < cases.count else { return nil }
            return cases[Int(index)]
        case .blob(let data):
            guard let text = RecordDecoder.string(inBlob: data) else { return nil }
            return enumValue(.string(text))
        default:
            return nil
        }
    }

    /// The string held by a blob that encodes one as JSON or as a property list.
    static func string(inBlob data: Data) -> String? {
        if let text = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? String {
            return text
        }
        if let text = try? PropertyListSerialization.propertyList(from: data, format: nil) as? String {
            return text
        }
        return nil
    }

    /// The bare file name of a photo: the last path component of a `file://` URL, the name
    /// itself otherwise. Empty text means no photo.
    static func mediaFileName(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return nil }
        if trimmed.lowercased().hasPrefix("file:") {
            guard let url = URL(string: trimmed) else { return nil }
            let name = url.lastPathComponent
            return name.isEmpty || name == "/" ? nil : name
        }
        return trimmed
    }
}

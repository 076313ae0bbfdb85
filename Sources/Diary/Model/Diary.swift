import Days

/// A whole diary: every entry read, placed on its day, in diary order, and an account of
/// every record that was not read or needed a warning.
public struct Diary: Sendable {
    /// The entries, in diary order (`DiaryEntry.diaryOrder`).
    public var entries: [DiaryEntry]
    /// Records that were not read, with the reason.
    public var skipped: [RecordProblem]
    /// Entries that were read but needed a caveat (and diary-wide caveats with no record).
    public var warnings: [RecordProblem]
    /// The kind of input the diary came from.
    public var source: InputKind
    /// How entries were put on their days.
    public var timeZone: TimeZoneUsage

    /// Creates a diary; `entries` are sorted into diary order.
    public init(
        entries: [DiaryEntry], skipped: [RecordProblem] = [], warnings: [RecordProblem] = [],
        source: InputKind, timeZone: TimeZoneUsage
    ) {
        // Most diaries arrive in diary order already: then there is nothing to move.
        let inOrder = entries.indices.dropFirst().allSatisfy { !DiaryEntry.diaryOrder(entries[$0], entries[$0 - 1]) }
        self.entries = inOrder ? entries : entries.sorted(by: DiaryEntry.diaryOrder)
        self.skipped = skipped
        self.warnings = warnings
        self.source = source
        self.timeZone = timeZone
    }

    /// The first day with an entry.
    public var firstDay: LocalDay? { entries.first?.day }
    /// The last day with an entry.
    public var lastDay: LocalDay? { entries.last?.day }
}

/// The kind of file a diary was read from, recognised by its content.
public enum InputKind: String, Sendable, Codable {
    /// The app's JSON export.
    case jsonExport = "json"
    /// The app's SwiftData (Core Data SQLite) store.
    case store
    /// FoodStory's built-in sample diary.
    case sample

    /// How the kind is named to a person.
    public var label: String {
        switch self {
        case .jsonExport: "JSON export"
        case .store: "SwiftData store"
        case .sample: "built-in sample diary"
        }
    }
}

import Foundation

/// One diary entry exactly as the app stored it: instants, not yet placed on a local day.
///
/// Every reader produces these; `DayPlacer` turns them into `DiaryEntry` values. Its `Codable`
/// conformance is the compiler's, over every stored property (a page's key is made from it);
/// it is not the app's export format. A record decoded from an export's element knows the hash
/// of its bytes (`source`), which any change to a field forgets.
public struct EntryRecord: Hashable, Sendable, Codable {
    /// Stable identity of the entry.
    public var id: UUID { didSet { source = RecordSource() } }
    /// The start of the local day the entry belongs to, as the phone computed it.
    public var date: Date { didSet { source = RecordSource() } }
    /// When the meal happened.
    public var createdAt: Date { didSet { source = RecordSource() } }
    /// What the user typed or said; for photo entries the photo's file name.
    public var rawInput: String { didSet { source = RecordSource() } }
    /// How it was logged.
    public var inputType: InputType { didSet { source = RecordSource() } }
    /// The description shown everywhere.
    public var processedDescription: String { didSet { source = RecordSource() } }
    /// Bare file name of the entry's photo, if any.
    public var mediaFileName: String? { didSet { source = RecordSource() } }
    /// The meal category; nil when the user removed the tag.
    public var category: MealCategory? { didSet { source = RecordSource() } }
    /// When the entry was last edited, if ever.
    public var updatedAt: Date? { didSet { source = RecordSource() } }

    /// The bytes it was decoded from, while no field was changed since.
    public internal(set) var source = RecordSource()

    /// Creates a record from its fields.
    public init(
        id: UUID, date: Date, createdAt: Date, rawInput: String, inputType: InputType,
        processedDescription: String, mediaFileName: String? = nil, category: MealCategory? = nil,
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.date = date
        self.createdAt = createdAt
        self.rawInput = rawInput
        self.inputType = inputType
        self.processedDescription = processedDescription
        self.mediaFileName = mediaFileName
        self.category = category
        self.updatedAt = updatedAt
    }
}

import Foundation

/// One diary entry exactly as the app stored it: instants, not yet placed on a local day.
///
/// Every reader produces these; `DayPlacer` turns them into `DiaryEntry` values. Its `Codable`
/// conformance is the compiler's, over every stored property (a page's key is made from it);
/// it is not the app's export format.
public struct EntryRecord: Hashable, Sendable, Codable {
    /// Stable identity of the entry.
    public var id: UUID
    /// The start of the local day the entry belongs to, as the phone computed it.
    public var date: Date
    /// When the meal happened.
    public var createdAt: Date
    /// What the user typed or said; for photo entries the photo's file name.
    public var rawInput: String
    /// How it was logged.
    public var inputType: InputType
    /// The description shown everywhere.
    public var processedDescription: String
    /// Bare file name of the entry's photo, if any.
    public var mediaFileName: String?
    /// The meal category; nil when the user removed the tag.
    public var category: MealCategory?
    /// When the entry was last edited, if ever.
    public var updatedAt: Date?

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

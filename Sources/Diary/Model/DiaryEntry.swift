import Days
import Foundation

/// A diary entry placed on the local day it belongs to, with the local clock time of the meal.
/// Its `Codable` conformance is the compiler's, over every stored property (a page's key is
/// made from it).
public struct DiaryEntry: Hashable, Sendable, Codable {
    /// The entry as stored by the app.
    public var record: EntryRecord
    /// The local calendar day the entry belongs to.
    public var day: LocalDay
    /// The local clock time of the meal (`createdAt` in the diary's time zone).
    public var time: LocalTime
    /// The UTC offset that placed the entry on its day.
    public var offset: UTCOffset

    /// Creates a placed entry.
    public init(record: EntryRecord, day: LocalDay, time: LocalTime, offset: UTCOffset) {
        self.record = record
        self.day = day
        self.time = time
        self.offset = offset
    }

    /// Stable identity of the entry.
    public var id: UUID { record.id }
    /// The description shown everywhere.
    public var description: String { record.processedDescription }
    /// The meal category; nil means uncategorized.
    public var category: MealCategory? { record.category }
    /// How the entry was logged.
    public var inputType: InputType { record.inputType }
    /// Whether the entry was edited after it was created.
    public var isEdited: Bool { record.updatedAt != nil }

    /// Diary order: by day, then clock time, then creation instant, then id.
    public static func diaryOrder(_ lhs: DiaryEntry, _ rhs: DiaryEntry) -> Bool {
        if lhs.day != rhs.day { return lhs.day < rhs.day }
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        if lhs.record.createdAt != rhs.record.createdAt {
            return lhs.record.createdAt < rhs.record.createdAt
        }
        return lhs.id.text < rhs.id.text
    }
}

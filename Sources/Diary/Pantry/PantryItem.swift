import Days

/// One item of a pantrydates database: what it is, where it is kept, and the local day it
/// expires. Columns an older database lacks hold the app's defaults.
public struct PantryItem: Hashable, Sendable {
    /// The row's `id`.
    public var id: Int64
    /// The name the person typed (`Greek yogurt`).
    public var name: String
    /// The day it expires, in the diary's calendar (see `PantryDay`).
    public var expires: LocalDay
    /// Whether the person flagged it (v2; `false` before).
    public var flagged: Bool
    /// The day of its reminder, when one is set (v3).
    public var reminder: LocalDay?
    /// Whether the reminder was delivered (v4; `false` before).
    public var reminderSent: Bool
    /// The person's notes, empty when none (v5).
    public var notes: String
    /// Whether it is kept in the fridge rather than the cupboard (v7; `false` before).
    public var refrigerated: Bool
    /// The SF Symbol name the app shows it with (v8; `fork.knife` before).
    public var symbolName: String

    /// The app's default symbol.
    public static let defaultSymbol = "fork.knife"

    /// Creates an item; the defaults are the app's.
    public init(
        id: Int64, name: String, expires: LocalDay, flagged: Bool = false, reminder: LocalDay? = nil,
        reminderSent: Bool = false, notes: String = "", refrigerated: Bool = false,
        symbolName: String = PantryItem.defaultSymbol
    ) {
        self.id = id
        self.name = name
        self.expires = expires
        self.flagged = flagged
        self.reminder = reminder
        self.reminderSent = reminderSent
        self.notes = notes
        self.refrigerated = refrigerated
        self.symbolName = symbolName
    }
}

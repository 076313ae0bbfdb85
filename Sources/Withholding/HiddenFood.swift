/// A food of `[public] hide` and what it hid.
public struct HiddenFood: Hashable, Sendable {
    /// The word as written in `hide`.
    public var word: String
    /// The entries it left out.
    public var entries: Int
    /// The pantry items it left out (when the pantry is let in).
    public var pantryItems: Int
    /// Whether none of its words can be a food on its own (`sweets`), so it can hide nothing.
    public var isNeverAFood: Bool

    /// Whether it left nothing out.
    public var hidNothing: Bool { entries == 0 && pantryItems == 0 }

    /// `2 entries`, `1 entry and 1 pantry item`, `nothing`.
    package var what: String {
        var parts: [String] = []
        if entries > 0 { parts.append(Withheld.count(entries, "entry", plural: "entries")) }
        if pantryItems > 0 { parts.append(Withheld.count(pantryItems, "pantry item")) }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
    }
}

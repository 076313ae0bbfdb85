/// One way a diary writes a food (lowercased words joined by one space: `eggs`, `crème
/// brûlée`, or an alias's source such as `flat white`), and how many entries write it.
public struct FoodSpelling: Hashable, Comparable, Sendable, Codable {
    /// The words as written, lowercased.
    public var text: String
    /// Entries that write the food this way.
    public var entries: Int

    /// Creates a spelling.
    public init(text: String, entries: Int) {
        self.text = text
        self.entries = entries
    }

    /// The most written first, then by text.
    public static func < (lhs: FoodSpelling, rhs: FoodSpelling) -> Bool {
        lhs.entries != rhs.entries ? lhs.entries > rhs.entries : lhs.text < rhs.text
    }

    private enum CodingKeys: String, CodingKey {
        case text = "spelling"
        case entries = "count"
    }
}

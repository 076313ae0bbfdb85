import Diary

/// One food of the diary: what makes it the same food everywhere, and how it is shown.
public struct Food: Hashable, Comparable, Sendable, Codable {
    /// Identity: lowercase, accents folded, each word singular, words joined by one space
    /// (`egg`, `creme brulee`, `peanut butter`). Two spellings with the same key are one food.
    public let key: String
    /// How the food is shown: the spelling the diary uses most (`eggs`, `crème brûlée`).
    public let name: String

    /// Creates a food.
    public init(key: String, name: String) {
        self.key = key
        self.name = name
    }

    /// By name, then key.
    public static func < (lhs: Food, rhs: Food) -> Bool {
        lhs.name != rhs.name ? lhs.name < rhs.name : lhs.key < rhs.key
    }
}

/// The app's meal categories, in the app's declaration order (which is what an integer
/// case index in a store refers to).
public enum MealCategory: String, CaseIterable, Sendable, Codable, Comparable {
    case breakfast, lunch, snack, dinner, dessert, beverage

    /// The label the app shows on a card, e.g. `BREAKFAST`.
    public var label: String { rawValue.uppercased() }

    public static func < (lhs: MealCategory, rhs: MealCategory) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ category: MealCategory) -> Int {
        allCases.firstIndex(of: category) ?? 0
    }
}

/// How an entry was logged, in the app's declaration order.
public enum InputType: String, CaseIterable, Sendable, Codable, Comparable {
    case text, image, voice

    public static func < (lhs: InputType, rhs: InputType) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ type: InputType) -> Int {
        allCases.firstIndex(of: type) ?? 0
    }
}

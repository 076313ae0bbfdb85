/// Two different foods eaten on the same day, and on how many days.
public struct FoodPair: Hashable, Sendable, Codable {
    /// The food whose name comes first alphabetically.
    public var first: String
    /// The other food.
    public var second: String
    /// Days on which both were eaten.
    public var count: Int
    /// The first food's key.
    public var firstKey: String
    /// The second food's key.
    public var secondKey: String

    /// A pair; the two foods are put in name order.
    public init(_ lhs: Food, _ rhs: Food, count: Int) {
        let (first, second) = rhs < lhs ? (rhs, lhs) : (lhs, rhs)
        self.first = first.name
        self.second = second.name
        self.count = count
        self.firstKey = first.key
        self.secondKey = second.key
    }
}

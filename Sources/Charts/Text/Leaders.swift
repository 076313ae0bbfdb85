import Words

/// Where a chart's largest values stand, which chooses the shape of its sentence (the
/// catalog's `shape` cases): one value in all (`single`), the same on every item (`even`), two
/// or three sharing the most (`tie`), more sharing it or none above one (`flat`), or one item
/// ahead (`top`, the `other` case).
struct Leaders: Sendable, Equatable {
    /// The largest value.
    let top: Int
    /// The items that have it, in order.
    let indices: [Int]
    /// The sentence's shape.
    let shape: String

    /// The leaders of `values` (negatives count 0); nil when nothing is above 0.
    init?(_ values: [Int], evenCounts: Bool = false) {
        let values = values.map { max($0, 0) }
        guard let top = values.max(), top > 0 else { return nil }
        let indices = values.indices.filter { values[$0] == top }
        let total = values.reduce(0, +)
        self.top = top
        self.indices = indices
        shape =
            if total == 1 { "single" } else if evenCounts, indices.count == values.count {
                "even"
            } else if top == 1 || indices.count > 3 { "flat" } else if indices.count > 1 { "tie" } else { "top" }
    }
}

extension Wording {
    /// The sentence for an empty chart: its own message when it has one, else "No entries in
    /// this period."
    static func empty(_ message: String?, _ words: Catalog) -> String {
        message.map(sentence) ?? words(.noEntries)
    }
}

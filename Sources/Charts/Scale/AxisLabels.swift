/// Choosing which axis labels to draw so that none overlap.
enum AxisLabels {
    /// A label's horizontal extent, for overlap tests.
    struct Box: Equatable {
        var left: Double
        var right: Double

        /// The extent of a label `width` wide at `x`, placed the way `anchor` says.
        init(x: Double, width: Double, anchor: Anchor) {
            switch anchor {
            case .start: (left, right) = (x, x + width)
            case .middle: (left, right) = (x - width / 2, x + width / 2)
            case .end: (left, right) = (x - width, x)
            }
        }

        /// Whether the two boxes come closer than `gap`.
        func collides(with other: Box, gap: Double) -> Bool {
            left < other.right + gap && other.left < right + gap
        }
    }

    /// SVG `text-anchor` values.
    enum Anchor: String {
        case start, middle, end
    }

    /// The smallest stride from `candidates` (ascending) such that the boxes at indices
    /// 0, stride, 2 × stride, … do not collide; the last candidate when none works.
    static func stride(for boxes: [Box], gap: Double, candidates: [Int]) -> Int {
        for candidate in candidates where candidate > 0 {
            let picked = Swift.stride(from: 0, to: boxes.count, by: candidate).map { boxes[$0] }
            if zip(picked, picked.dropFirst()).allSatisfy({ !$0.collides(with: $1, gap: gap) }) {
                return candidate
            }
        }
        return candidates.last ?? 1
    }

    /// The indices of `boxes` to keep, taking them in order of priority (the array's order)
    /// and skipping any that would collide with one already kept. Returned sorted.
    static func keepInPriority(_ boxes: [Box], gap: Double) -> [Int] {
        var kept: [Int] = []
        for (index, box) in boxes.enumerated()
        where !kept.contains(where: { boxes[$0].collides(with: box, gap: gap) }) {
            kept.append(index)
        }
        return kept.sorted()
    }
}

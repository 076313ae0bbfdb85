import Words

/// The change from a previous total to a current one, as shown beside the grouped bars.
public enum Trend: Sendable, Equatable {
    /// Higher than before by this whole percentage (at least 1, shown as "<1%" when the
    /// rounded change would be 0).
    case up(percent: Int)
    /// Lower than before by this whole percentage.
    case down(percent: Int)
    /// The same as before.
    case same
    /// Up from nothing: the previous total was 0, so there is no percentage.
    case upFromNothing

    /// The trend from `previous` to `current` (negative values count 0).
    public init(current: Int, previous: Int) {
        let (current, previous) = (max(current, 0), max(previous, 0))
        if current == previous {
            self = .same
        } else if previous == 0 {
            self = .upFromNothing
        } else {
            let percent = Wording.percent(abs(current - previous), of: previous)
            self = current > previous ? .up(percent: percent) : .down(percent: percent)
        }
    }

    /// The short label: "↑ 25%", "↓ 10%", "no change", or "↑ from 0".
    public func label(_ words: Catalog) -> String {
        switch self {
        case .up(let percent): words(.trendUp, ["percent": .text(Self.percentText(percent, words))])
        case .down(let percent): words(.trendDown, ["percent": .text(Self.percentText(percent, words))])
        case .same: words(.trendSame)
        case .upFromNothing: words(.trendFromNone)
        }
    }

    /// The label's colour: success green up, red down, off-white for no change.
    public var color: RGBColor {
        switch self {
        case .up, .upFromNothing: Palette.success
        case .down: Palette.decline
        case .same: Palette.surface
        }
    }

    /// A change's percentage inside a sentence: "25%", or "less than 1%".
    static func sentencePercent(_ percent: Int, _ words: Catalog) -> String {
        percent == 0 ? words(.percentUnderWords, ["percent": .text(words.percent(1))]) : words.percent(percent)
    }

    /// A change's percentage: "25%", or "<1%" for a change that rounds to nothing.
    static func percentText(_ percent: Int, _ words: Catalog) -> String {
        percent == 0 ? words(.percentUnder, ["percent": .text(words.percent(1))]) : words.percent(percent)
    }
}

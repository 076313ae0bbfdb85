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
    public var label: String {
        switch self {
        case .up(let percent): "↑ \(Self.percentText(percent))"
        case .down(let percent): "↓ \(Self.percentText(percent))"
        case .same: "no change"
        case .upFromNothing: "↑ from 0"
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

    private static func percentText(_ percent: Int) -> String {
        percent == 0 ? "<1%" : "\(Wording.number(percent))%"
    }
}

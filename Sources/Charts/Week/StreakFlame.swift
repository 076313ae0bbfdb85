/// The flame beside a current streak, coloured as the app colours it: amber under 7 days,
/// orange from 7 to 13, red from 14. Decorative: the streak's number and words say it all, so
/// screen readers skip it.
public struct StreakFlame: Sendable, Hashable {
    /// How hot the streak is, by its length.
    public enum Heat: String, Sendable, CaseIterable {
        /// Under 7 days: amber.
        case warm
        /// 7 to 13 days: orange.
        case orange
        /// 14 days and more: red.
        case red
    }

    /// The streak's length in days.
    public var days: Int

    /// The flame of a streak of `days` days.
    public init(days: Int) {
        self.days = days
    }

    /// The heat of the streak: warm under 7 days, orange from 7 to 13, red from 14.
    public var heat: Heat {
        days >= 14 ? .red : days >= 7 ? .orange : .warm
    }

    /// The red of a streak of 14 days and more (the app's system red on a dark ground).
    public static let red = RGBColor(red: 0xFF, green: 0x45, blue: 0x3A)

    /// The flame's colour: the palette's warm (amber), its accent (orange), or red.
    public var color: RGBColor {
        switch heat {
        case .warm: Palette.warm
        case .orange: Palette.accent
        case .red: Self.red
        }
    }

    /// The flame as inline SVG, 16 × 20 pixels, hidden from screen readers; placed by its own
    /// style attribute (the style sheet every page waits for is kept under its budget).
    public var svg: String {
        "<svg class=\"flame flame-\(heat.rawValue)\" viewBox=\"0 0 16 20\" width=\"16\" height=\"20\" aria-hidden=\"true\" focusable=\"false\" style=\"vertical-align:-0.15em;margin-right:0.3em\">"
            + "<path fill=\"\(color.paint)\" d=\"M8 0C9 4 15 7 15 13A7 7 0 0 1 1 13C1 9.5 3 7.5 4.5 6C5 8.5 6 9.5 7.5 10C7 6.5 6.5 3.5 8 0Z\"/></svg>"
    }

    /// A paragraph of the flame, the streak's length (`5 days`) and `note`, as HTML.
    public func line(_ length: String, note: String) -> String {
        "<p class=\"streak\">\(svg)<strong>\(XMLText.escape(length))</strong> \(XMLText.escape(note))</p>"
    }
}

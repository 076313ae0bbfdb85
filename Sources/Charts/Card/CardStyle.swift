/// How a piece of text on the share card is set: family, size, weight, slant, tracking and
/// colour, with the width estimate that goes with it.
struct CardStyle: Sendable, Equatable {
    /// A font stack: the font FoodStory ships (the PNG renderer has only these; the site
    /// serves them from `assets/fonts/`), then system fonts.
    enum Family: Sendable, Equatable {
        /// Editorial moments: wordmark, dates, headline, top food.
        case serif
        /// The interface face: numbers, labels, legend, footer.
        case rounded

        /// The CSS font stack.
        var stack: String {
            switch self {
            case .serif: "Caladea, ui-serif, Georgia, 'Times New Roman', serif"
            case .rounded:
                "Inter, ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            }
        }
    }

    /// The font stack.
    var family: Family
    /// The font size in user units.
    var size: Double
    /// The CSS weight, or `nil` for regular; 600 and above count as bold in width estimates.
    var weight: Int?
    /// Whether the text is italic.
    var italic = false
    /// Extra space after each character, in user units.
    var tracking = 0.0
    /// The text colour.
    var color: RGBColor
    /// The text opacity, 1 for opaque.
    var opacity = 1.0

    /// Whether the width estimate treats the text as bold.
    var isBold: Bool { (weight ?? 400) >= 600 }

    /// The estimated width of `text` in this style.
    func width(of text: String) -> Double {
        TextFit.width(of: text, fontSize: size, bold: isBold, letterSpacing: tracking)
    }

    /// `text` on one line, shortened with "…" when it is wider than `maxWidth`.
    func fitted(_ text: String, to maxWidth: Double) -> String {
        let line = TextFit.singleLine(text)
        guard width(of: line) > maxWidth else { return line }
        let spacing = tracking * Double(line.count + 1)
        return TextFit.shorten(line, toWidth: maxWidth - spacing, fontSize: size, bold: isBold)
    }

    /// This style at another size.
    func sized(_ size: Double) -> CardStyle {
        var copy = self
        copy.size = size
        return copy
    }

    /// The SVG presentation attributes, in a fixed order. The rounded family is the card's
    /// default and is not repeated.
    var attributes: [SVGWriter.Attribute] {
        var list: [SVGWriter.Attribute] = []
        if family == .serif { list.append(("font-family", family.stack)) }
        list.append(("font-size", num(size)))
        if let weight { list.append(("font-weight", "\(weight)")) }
        if italic { list.append(("font-style", "italic")) }
        if tracking != 0 { list.append(("letter-spacing", num(tracking))) }
        list.append(("fill", color.hex))
        if opacity < 1 { list.append(("fill-opacity", num(opacity))) }
        return list
    }
}

extension CardStyle {
    /// "YOUR FOOD.": cream black-weight serif.
    static let wordmarkFood = CardStyle(family: .serif, size: 40, weight: 900, color: Palette.surface)
    /// "YOUR STORY.": orange bold italic serif.
    static let wordmarkStory = CardStyle(family: .serif, size: 40, weight: 700, italic: true, color: Palette.accent)
    /// ALL CAPS amber section labels.
    static let label = CardStyle(family: .rounded, size: 20, weight: 700, tracking: 3, color: Palette.warm)
    /// The week's number and year beside the wordmark.
    static let week = CardStyle(family: .serif, size: 32, color: Palette.surface)
    /// The week's dates.
    static let dates = CardStyle(family: .serif, size: 38, italic: true, color: Palette.surface)
    /// The headline (sized to fit).
    static let headline = CardStyle(family: .serif, size: 96, weight: 700, color: Palette.surface)
    /// The line under the headline.
    static let subheadline = CardStyle(family: .rounded, size: 30, weight: 600, color: Palette.warm)
    /// The key numbers (sized to fit).
    static let number = CardStyle(family: .rounded, size: 96, weight: 800, color: Palette.surface)
    /// The top food's name (sized to fit).
    static let food = CardStyle(family: .serif, size: 60, weight: 700, italic: true, color: Palette.surface)
    /// The top food's count.
    static let foodCount = CardStyle(family: .rounded, size: 30, weight: 700, color: Palette.warm)
    /// A category's name in the legend (coloured per category).
    static let legend = CardStyle(family: .rounded, size: 24, weight: 600, color: Palette.surface)
    /// A category's count in the legend.
    static let legendCount = CardStyle(family: .rounded, size: 24, color: Palette.surface, opacity: 0.8)
    /// Placeholder text where a section has nothing to show.
    static let placeholder = CardStyle(
        family: .serif, size: 40, italic: true, color: Palette.surface, opacity: 0.7)
    /// A weekday initial inside its dot.
    static let initial = CardStyle(family: .rounded, size: 26, weight: 700, color: Palette.surface)
    /// The footer.
    static let footer = CardStyle(family: .rounded, size: 22, weight: 600, color: Palette.surface, opacity: 0.7)
}

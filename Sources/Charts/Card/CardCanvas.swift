import Words

/// The share card's drawing surface: writes SVG and remembers the area every text and mark
/// takes, so the decoration can keep clear of them.
struct CardCanvas {
    /// A rectangle in user units.
    struct Box: Sendable, Equatable {
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double

        /// The box grown by `margin` on every side.
        func padded(_ margin: Double) -> Box {
            Box(left: left - margin, top: top - margin, right: right + margin, bottom: bottom + margin)
        }

        /// Whether the two boxes share any area.
        func intersects(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }
    }

    /// Where a text's `x` is: its start, middle or end.
    enum Anchor: String {
        case start, middle, end
    }

    /// The words the card is written in.
    let words: Catalog
    /// The markup written so far.
    private(set) var writer = SVGWriter()
    /// The areas taken by texts and marks.
    private(set) var occupied: [Box] = []

    /// Writes one line of text (already fitted) at baseline `y` and records its estimated box.
    /// On a card in a language written right to left, a line whose first letter is of such a
    /// script is a right-to-left isolate (RLI … PDI): the renderer sets every line left to right
    /// (librsvg's paragraph direction), which would put a sentence's final stop, or the number
    /// it starts with, at the wrong end.
    mutating func text(_ content: String, x: Double, y: Double, style: CardStyle, anchor: Anchor = .start) {
        let style = self.style(style)
        var attributes: [SVGWriter.Attribute] = [("x", num(x)), ("y", num(y))]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        let isolated = words.isRightToLeft && TextFit.startsRightToLeft(content)
        writer.text("text", attributes + style.attributes, isolated ? "\u{2067}" + content + "\u{2069}" : content)
        let width = style.width(of: content)
        let left: Double
        switch anchor {
        case .start: left = x
        case .middle: left = x - width / 2
        case .end: left = x - width
        }
        occupied.append(Box(left: left, top: y - style.size * 0.8, right: left + width, bottom: y + style.size * 0.25))
    }

    /// Writes `label` followed by `count` (in `countStyle`'s colour, opacity and weight) as one
    /// line at baseline `y`, so the two sit at the font's own spacing; the box is estimated
    /// for the whole line in `style`, which must be at least as wide as `countStyle`.
    mutating func text(_ label: String, count: String, x: Double, y: Double, style: CardStyle, countStyle: CardStyle) {
        let style = self.style(style)
        var span: [SVGWriter.Attribute] = []
        if countStyle.weight != style.weight { span.append(("font-weight", "\(countStyle.weight ?? 400)")) }
        span.append(("fill", countStyle.color.hex))
        if countStyle.opacity < 1 { span.append(("fill-opacity", num(countStyle.opacity))) }
        // The space ends the label: librsvg drops a space that starts a span.
        writer.text([("x", num(x)), ("y", num(y))] + style.attributes, label + " ", spans: [(span, count)])
        let width = style.width(of: label + " " + count)
        occupied.append(Box(left: x, top: y - style.size * 0.8, right: x + width, bottom: y + style.size * 0.25))
    }

    /// The scripts whose letters join (Arabic) or hang from one stroke (Devanagari): spacing
    /// their letters apart would break them, so a card in their languages sets its labels
    /// without the letter-spacing of Latin capitals.
    static let joinedScripts: Set<String> = ["Arab", "Deva"]

    /// `style` as this card's language sets it: without letter-spacing in a joined script.
    private func style(_ style: CardStyle) -> CardStyle {
        guard style.tracking != 0, Self.joinedScripts.contains(words.script) else { return style }
        var plain = style
        plain.tracking = 0
        return plain
    }

    /// Writes a rectangle and records its area.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: RGBColor,
        opacity: Double = 1
    ) {
        var attributes: [SVGWriter.Attribute] = [
            ("x", num(x)), ("y", num(y)), ("width", num(width)), ("height", num(height)),
        ]
        if radius > 0 { attributes.append(("rx", num(radius))) }
        attributes.append(("fill", fill.hex))
        if opacity < 1 { attributes.append(("fill-opacity", num(opacity))) }
        writer.empty("rect", attributes)
        occupied.append(Box(left: x, top: y, right: x + width, bottom: y + height))
    }

    /// Writes an element that is not text and records `area` as taken.
    mutating func mark(_ name: String, _ attributes: [SVGWriter.Attribute], area: Box) {
        writer.empty(name, attributes)
        occupied.append(area)
    }

    /// Writes finished markup (e.g. a group of many marks) and records `area` as taken.
    mutating func raw(_ markup: String, area: Box) {
        writer.raw(markup)
        occupied.append(area)
    }

    /// Opens a group (e.g. one with a tooltip); close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [SVGWriter.Attribute] = [], title: String? = nil) {
        writer.open(name, attributes)
        if let title { writer.text("title", [], title) }
    }

    /// Closes what ``open(_:_:title:)`` opened.
    mutating func close(_ name: String) {
        writer.close(name)
    }
}

extension Catalog {
    /// The message `key` in capitals, as the cards' labels are drawn ("TOP FOOD"), as the
    /// catalog's language writes capitals.
    func capitals(_ key: MessageKey, _ arguments: [String: Argument] = [:]) -> String {
        self(key, arguments).uppercased(with: locale)
    }
}

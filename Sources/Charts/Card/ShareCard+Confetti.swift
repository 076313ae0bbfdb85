extension ShareCard {
    /// Confetti for a perfect week: small rotated strips and dots in the palette's colours,
    /// falling from the top edge over the header and thinning out down the side margins,
    /// kept clear of every text and mark in `occupied`.
    ///
    /// The pieces come from a generator seeded with the week, so a card is the same on every
    /// run and each perfect week gets its own scatter.
    func confetti(avoiding occupied: [CardCanvas.Box]) -> String {
        let colors = [
            Palette.accent, Palette.warm, Palette.success, Palette.category("breakfast"),
            Palette.category("dinner"), Palette.category("dessert"), Palette.category("beverage"),
        ]
        let keepClear = occupied.map { $0.padded(12) }
        var random = SeededRandom(seed: 0xF00D_5EED ^ UInt64(bitPattern: Int64(monday.dayNumber)))
        var placed: [(x: Double, y: Double)] = []
        var writer = SVGWriter()
        writer.open("g", [("class", "confetti"), ("aria-hidden", "true")])
        for _ in 0..<1200 where placed.count < 70 {
            let x = 18 + random.unit() * (ShareCard.width - 36)
            let y = 18 + (ShareCard.height - 36) * random.unit() * random.unit()
            let inGutter = x < CardLayout.margin - 14 || x > CardLayout.right + 14
            guard y < CardLayout.headerRuleY + 30 || (inGutter && y < CardLayout.footerRuleY) else { continue }
            let kind = random.below(3)
            let length = kind == 1 ? 5 + random.unit() * 3 : 12 + random.unit() * 14
            let thickness = kind == 2 ? 4 : 6 + random.unit() * 3
            let angle = -70 + random.unit() * 140
            let color = colors[random.below(colors.count)]
            let reach = kind == 1 ? length : length / 2 + 2
            let area = CardCanvas.Box(left: x - reach, top: y - reach, right: x + reach, bottom: y + reach)
            guard area.left >= 8, area.right <= ShareCard.width - 8,
                !keepClear.contains(where: { $0.intersects(area) }),
                !placed.contains(where: { ($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y) < 40 * 40 })
            else { continue }
            placed.append((x, y))
            if kind == 1 {
                writer.empty(
                    "circle",
                    [("cx", num(x)), ("cy", num(y)), ("r", num(length)), ("fill", color.hex), ("fill-opacity", "0.85")])
            } else {
                writer.empty(
                    "rect",
                    [
                        ("x", num(x - length / 2)), ("y", num(y - thickness / 2)), ("width", num(length)),
                        ("height", num(thickness)), ("rx", "1.5"), ("fill", color.hex), ("fill-opacity", "0.85"),
                        ("transform", "rotate(\(num(angle)) \(num(x)) \(num(y)))"),
                    ])
            }
        }
        writer.close("g")
        return writer.markup
    }
}

import Words

extension CardCanvas {
    /// The portrait's masthead, the same on every card: the wordmark on the left, what the
    /// card is (`kind`, e.g. "WEEKLY RECAP") and `label` on the right, an orange rule below.
    mutating func masthead(kind: String, label: String) {
        let left = CardLayout.margin
        text(words(.layoutWordmarkFood), x: left, y: CardLayout.wordmarkBaselines.food, style: .wordmarkFood)
        text(words(.layoutWordmarkStory), x: left, y: CardLayout.wordmarkBaselines.story, style: .wordmarkStory)
        text(kind, x: CardLayout.right, y: CardLayout.wordmarkBaselines.food - 6, style: .label, anchor: .end)
        text(label, x: CardLayout.right, y: CardLayout.wordmarkBaselines.story, style: .week, anchor: .end)
        rect(x: left, y: CardLayout.headerRuleY, width: CardLayout.contentWidth, height: 3, fill: Palette.accent)
    }

    /// The portrait's footer: a hairline, "Made with FoodStory" and `label` on the right.
    mutating func footer(label: String) {
        rect(
            x: CardLayout.margin, y: CardLayout.footerRuleY, width: CardLayout.contentWidth, height: 1,
            fill: Palette.surface, opacity: Palette.gridOpacity)
        text(words(.cardMadeWith), x: CardLayout.margin, y: CardLayout.footerBaseline, style: .footer)
        text(label, x: CardLayout.right, y: CardLayout.footerBaseline, style: .footer, anchor: .end)
    }

    /// Three key numbers in the portrait's columns, on `baseline` with their labels 42 below,
    /// all at the largest size where each fits its column.
    mutating func keyNumbers(_ numbers: [ShareCard.KeyNumber], baseline: Double) {
        var size = CardStyle.number.size
        for (number, column) in zip(numbers, CardLayout.numberColumns) {
            let natural = CardStyle.number.width(of: number.value)
            if natural > column.width {
                size = min(size, (CardStyle.number.size * column.width / natural).rounded(.down))
            }
        }
        for (number, column) in zip(numbers, CardLayout.numberColumns) {
            var style = CardStyle.number.sized(size)
            style.color = number.color
            text(style.fitted(number.value, to: column.width), x: column.x, y: baseline, style: style)
            text(
                CardStyle.label.fitted(number.label, to: column.width), x: column.x, y: baseline + 42, style: .label)
        }
    }
}

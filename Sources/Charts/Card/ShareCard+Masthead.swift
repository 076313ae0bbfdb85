extension ShareCard {
    /// The wordmark on the left, the week on the right, an orange rule below.
    func drawHeader(_ canvas: inout CardCanvas) {
        let left = CardLayout.margin
        canvas.text("YOUR FOOD.", x: left, y: CardLayout.wordmarkBaselines.food, style: .wordmarkFood)
        canvas.text("YOUR STORY.", x: left, y: CardLayout.wordmarkBaselines.story, style: .wordmarkStory)
        canvas.text(
            "WEEKLY RECAP", x: CardLayout.right, y: CardLayout.wordmarkBaselines.food - 6, style: .label,
            anchor: .end)
        canvas.text(
            "Week \(monday.isoWeekNumber) · \(monday.isoWeekYear)", x: CardLayout.right,
            y: CardLayout.wordmarkBaselines.story, style: .week, anchor: .end)
        canvas.rect(
            x: left, y: CardLayout.headerRuleY, width: CardLayout.contentWidth, height: 3, fill: Palette.accent)
    }

    /// The footer: a hairline, "Made with FoodStory" and the week.
    func drawFooter(_ canvas: inout CardCanvas) {
        canvas.rect(
            x: CardLayout.margin, y: CardLayout.footerRuleY, width: CardLayout.contentWidth, height: 1,
            fill: Palette.surface, opacity: Palette.gridOpacity)
        canvas.text("Made with FoodStory", x: CardLayout.margin, y: CardLayout.footerBaseline, style: .footer)
        canvas.text(weekLabel, x: CardLayout.right, y: CardLayout.footerBaseline, style: .footer, anchor: .end)
    }
}

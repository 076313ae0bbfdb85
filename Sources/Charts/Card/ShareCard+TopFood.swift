import Words

extension ShareCard {
    /// The top food: its name in large serif italic with its count on the right, or a quiet
    /// line when the week has none.
    func drawTopFood(_ canvas: inout CardCanvas) {
        canvas.text(
            canvas.words.capitals(.cardTopFood), x: CardLayout.margin, y: CardLayout.topFoodLabelBaseline, style: .label
        )
        let y = CardLayout.topFoodBaseline
        guard let food = shownTopFood else {
            let message = canvas.words(entries == 0 ? .cardNothingThisWeek : .cardNoTopFoodWeek)
            canvas.text(
                CardStyle.placeholder.fitted(message, to: CardLayout.contentWidth), x: CardLayout.margin, y: y,
                style: .placeholder)
            return
        }
        let name = Catalog.capitalizingFirst(TextFit.singleLine(food.name))
        let count = canvas.words(.cardTimes, ["count": .count(food.count)])
        canvas.open("g", title: canvas.words(.cardTopFoodTooltip, ["food": .text(name), "counted": .text(count)]))
        canvas.text(count, x: CardLayout.right, y: y, style: .foodCount, anchor: .end)
        let room = CardLayout.contentWidth - CardStyle.foodCount.width(of: count) - 32
        var style = CardStyle.food
        for size in [60.0, 54, 48, 42] {
            style.size = size
            if style.width(of: name) <= room { break }
        }
        canvas.text(style.fitted(name, to: room), x: CardLayout.margin, y: y, style: style)
        canvas.close("g")
    }
}

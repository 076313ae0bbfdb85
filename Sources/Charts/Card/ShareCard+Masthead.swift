import Words

extension ShareCard {
    /// The wordmark on the left, the week on the right, an orange rule below.
    func drawHeader(_ canvas: inout CardCanvas) {
        canvas.masthead(kind: canvas.words.capitals(.cardWeeklyRecap), label: weekName(canvas.words))
    }

    /// "Week 48 · 2026".
    func weekName(_ words: Catalog) -> String {
        words(
            .cardWeek,
            ["week": .text(words.number(monday.isoWeekNumber)), "year": .text(words.year(monday.isoWeekYear))])
    }

    /// The footer: a hairline, "Made with FoodStory" and the week.
    func drawFooter(_ canvas: inout CardCanvas) {
        canvas.footer(label: weekLabel)
    }
}

extension ShareCard {
    /// The wordmark on the left, the week on the right, an orange rule below.
    func drawHeader(_ canvas: inout CardCanvas) {
        canvas.masthead(kind: "WEEKLY RECAP", label: "Week \(monday.isoWeekNumber) · \(monday.isoWeekYear)")
    }

    /// The footer: a hairline, "Made with FoodStory" and the week.
    func drawFooter(_ canvas: inout CardCanvas) {
        canvas.footer(label: weekLabel)
    }
}

import Words

extension ShareCard {
    /// The link preview's marks: masthead, dates, headline and subheadline on the left, the
    /// key numbers on the right, the seven days along the bottom and the footer beside them.
    func linkBody(_ words: Catalog) -> String {
        var canvas = CardCanvas(words: words)
        LinkLayout.drawMasthead(
            (words(.cardWeeklyRecap) + " · " + weekName(words)).uppercased(with: words.locale), canvas: &canvas)
        let dates = CardStyle.dates.sized(32)
        canvas.text(
            dates.fitted(
                dateRange(fitting: LinkLayout.textWidth, style: dates, canvas.words), to: LinkLayout.textWidth),
            x: LinkLayout.margin,
            y: LinkLayout.datesBaseline, style: dates)
        LinkLayout.drawHero(
            headline: shownHeadline(words), subheadline: subheadline, top: LinkLayout.datesBaseline + 20,
            canvas: &canvas)
        LinkLayout.drawNumbers(keyNumbers(words), canvas: &canvas)
        drawDays(
            &canvas, left: LinkLayout.margin - 8, width: LinkLayout.textWidth + 16, centerY: LinkLayout.dotsCenterY,
            radius: LinkLayout.dotRadius, initialStyle: CardStyle.initial.sized(20))
        canvas.text(
            words(.cardMadeWith), x: LinkLayout.right, y: LinkLayout.footerBaseline, style: .footer, anchor: .end)
        return canvas.writer.markup
    }
}

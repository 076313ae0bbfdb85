import Words

extension ShareCard {
    /// The complete standalone SVG document (XML declaration included) of the portrait card,
    /// 1080 × 1350 with a matching `viewBox`, so it scales cleanly when shown smaller.
    ///
    /// It has an accessible name (``title(_:)``) and description (``sentence(_:)``), names the
    /// bundled fonts first (then system fonts) and refers to nothing outside itself. The
    /// same card gives the same bytes on every run.
    public func render(words: Catalog) -> String {
        render(.portrait, words: words)
    }

    /// The SVG document of the card in `format`: the portrait; the story, the portrait's
    /// content in the middle of a taller ground; or the link preview, laid out across.
    public func render(_ format: CardFormat, words: Catalog) -> String {
        format.document(
            label: weekLabel, title: title(words), description: sentence(words), portrait: { portraitBody(words) },
            link: { linkBody(words) })
    }

    /// The portrait's marks, over its ground.
    private func portraitBody(_ words: Catalog) -> String {
        var canvas = CardCanvas(words: words)
        drawHeader(&canvas)
        drawHero(&canvas)
        drawNumbers(&canvas)
        drawTopFood(&canvas)
        drawCategories(&canvas)
        drawDays(&canvas)
        drawFooter(&canvas)
        return (perfectWeek ? confetti(avoiding: canvas.occupied) : "") + canvas.writer.markup
    }
}

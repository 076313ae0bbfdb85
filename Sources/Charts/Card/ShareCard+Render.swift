extension ShareCard {
    /// The complete standalone SVG document (XML declaration included) of the portrait card,
    /// 1080 × 1350 with a matching `viewBox`, so it scales cleanly when shown smaller.
    ///
    /// It has an accessible name (``title``) and description (``sentence()``), names the
    /// bundled fonts first (then system fonts) and refers to nothing outside itself. The
    /// same card gives the same bytes on every run.
    public func render() -> String {
        render(.portrait)
    }

    /// The SVG document of the card in `format`: the portrait; the story, the portrait's
    /// content in the middle of a taller ground; or the link preview, laid out across.
    public func render(_ format: CardFormat) -> String {
        format.document(
            label: weekLabel, title: title, description: sentence(), portrait: portraitBody, link: linkBody)
    }

    /// The portrait's marks, over its ground.
    private func portraitBody() -> String {
        var canvas = CardCanvas()
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

extension ShareCard {
    /// The complete standalone SVG document (XML declaration included), 1080 × 1350 with a
    /// matching `viewBox`, so it scales cleanly when shown smaller.
    ///
    /// It has an accessible name (``title``) and description (``sentence()``), uses system
    /// fonts only and refers to nothing outside itself. The same card gives the same bytes on
    /// every run.
    public func render() -> String {
        var canvas = CardCanvas()
        drawHeader(&canvas)
        drawHero(&canvas)
        drawNumbers(&canvas)
        drawTopFood(&canvas)
        drawCategories(&canvas)
        drawDays(&canvas)
        drawFooter(&canvas)

        let id = ChartFrame.safeID("card-\(weekLabel)")
        var writer = SVGWriter()
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "share-card"),
                ("viewBox", "0 0 \(num(Self.width)) \(num(Self.height))"), ("width", num(Self.width)),
                ("height", num(Self.height)), ("role", "img"), ("aria-labelledby", "\(id)-title \(id)-desc"),
                ("font-family", CardStyle.Family.rounded.stack),
            ])
        writer.text("title", [("id", "\(id)-title")], title)
        writer.text("desc", [("id", "\(id)-desc")], sentence())
        writer.empty(
            "rect", [("width", num(Self.width)), ("height", num(Self.height)), ("fill", Palette.void.hex)])
        if perfectWeek {
            writer.raw(confetti(avoiding: canvas.occupied))
        }
        writer.raw(canvas.writer.markup)
        writer.close("svg")
        return writer.markup
    }
}

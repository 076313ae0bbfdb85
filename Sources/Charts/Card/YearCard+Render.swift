import Words

extension YearCard {
    /// The SVG document of the card in `format`: the portrait; the story, the portrait's
    /// content in the middle of a taller ground; or the link preview, laid out across. Same
    /// card, same bytes.
    public func render(_ format: CardFormat, words: Catalog) -> String {
        format.document(
            label: label, title: title(words), description: description(words), portrait: { portraitBody(words) },
            link: { linkBody(words) })
    }

    /// The portrait: masthead, headline, key numbers, top foods, categories, the heatmap and
    /// the footer, top to bottom.
    private func portraitBody(_ catalog: Catalog) -> String {
        var canvas = CardCanvas(words: catalog)
        let left = CardLayout.margin
        canvas.masthead(kind: catalog.capitals(.cardYearInReview), label: label)
        let shownHeadline = shownHeadline(catalog)

        // The headline, largest first, in the room above the numbers, with the comparison under
        // it (two lines at most).
        let words = TextFit.measuredWords(shownHeadline)
        let (noteStyle, note) =
            comparisonLines(
                [.subheadline, CardStyle.subheadline.sized(26)], width: CardLayout.contentWidth, maxLines: 2
            ).first ?? (.subheadline, [])
        let noteHeight = note.isEmpty ? 0 : Portrait.noteGap + Double(note.count - 1) * CardLayout.subheadlineLeading
        let sizes: [(size: Double, maxLines: Int)] = [(112, 1), (96, 2), (84, 3), (72, 3), (60, 3)]
        let top = CardLayout.headerRuleY + 40.0
        // The comparison's descenders keep clear of the numbers' figures.
        let bottom = note.isEmpty ? Portrait.heroBottom : Portrait.noteBottom
        let height = { (size: Double, lines: Int) in size * 0.92 + Double(lines - 1) * size * CardLayout.headlineLeading
        }
        var chosen: (size: Double, lines: [String])? = nil
        for (size, maxLines) in sizes {
            let lines = TextFit.balancedWrap(words, width: CardLayout.contentWidth, fontSize: size, bold: true)
            if lines.count <= maxLines,
                TextFit.wordsFit(words, width: CardLayout.contentWidth, fontSize: size, bold: true),
                height(size, lines.count) + noteHeight <= bottom - top
            {
                chosen = (size, lines)
                break
            }
        }
        let (size, lines) =
            chosen
            ?? (
                60,
                ShareCard.fitLines(
                    shownHeadline, width: CardLayout.contentWidth, style: CardStyle.headline.sized(60), maxLines: 3)
            )
        // The headline and the comparison sit in the middle of the room between the rule and
        // the numbers; a line that reads right to left is set flush right.
        let first = top + max(0, (bottom - top - height(size, lines.count) - noteHeight) / 2) + size * 0.92
        let headlineRTL = TextFit.startsRightToLeft(shownHeadline)
        for (index, line) in lines.enumerated() {
            ShareCard.flushText(
                line, y: first + Double(index) * size * CardLayout.headlineLeading,
                style: CardStyle.headline.sized(size), rightToLeft: headlineRTL, canvas: &canvas)
        }
        let noteTop = first + Double(lines.count - 1) * size * CardLayout.headlineLeading + Portrait.noteGap
        for (index, line) in note.enumerated() {
            ShareCard.flushText(
                line, y: noteTop + Double(index) * CardLayout.subheadlineLeading, style: noteStyle,
                rightToLeft: TextFit.startsRightToLeft(comparison), canvas: &canvas)
        }

        drawNumbers(&canvas)
        drawTopFoods(&canvas)
        drawCategories(&canvas, top: Portrait.categoriesLabel, left: left, width: CardLayout.contentWidth)
        drawHeatmap(&canvas, left: left, top: Portrait.heatmapTop, width: CardLayout.contentWidth, cell: 15.4)

        canvas.footer(label: label)
        return canvas.writer.markup
    }

    /// Where the portrait's lower sections sit.
    enum Portrait {
        static let heroBottom = 560.0
        /// From the headline's last baseline to the comparison's first, and the lowest
        /// baseline the comparison may use.
        static let noteGap = 62.0
        static let noteBottom = 532.0
        static let numberBaseline = 650.0
        static let ruleYs: [Double] = [730, 946]
        static let topFoodsLabel = 776.0
        static let topFoodsFirst = 830.0
        static let topFoodsPitch = 46.0
        static let categoriesLabel = 990.0
        static let heatmapTop = 1112.0
    }

    /// The three key numbers in the portrait's columns.
    private func drawNumbers(_ canvas: inout CardCanvas) {
        canvas.keyNumbers(keyNumbers(canvas.words), baseline: Portrait.numberBaseline)
        for y in Portrait.ruleYs {
            canvas.rect(
                x: CardLayout.margin, y: y, width: CardLayout.contentWidth, height: 1, fill: Palette.surface,
                opacity: Palette.gridOpacity)
        }
    }

    /// Up to three top foods, numbered, each with its count on the right.
    private func drawTopFoods(_ canvas: inout CardCanvas) {
        canvas.text(
            canvas.words.capitals(.cardTopFoods), x: CardLayout.margin, y: Portrait.topFoodsLabel, style: .label)
        let foods = shownTopFoods
        guard !foods.isEmpty else {
            canvas.text(
                canvas.words(entries == 0 ? .cardNothingYet : .cardNoTopFoodYear), x: CardLayout.margin,
                y: Portrait.topFoodsFirst, style: .placeholder)
            return
        }
        let name = CardStyle.food.sized(40)
        let count = CardStyle.foodCount.sized(26)
        for (index, food) in foods.enumerated() {
            let y = Portrait.topFoodsFirst + Double(index) * Portrait.topFoodsPitch
            let times = canvas.words(.cardTimes, ["count": .count(food.count)])
            canvas.text("\(index + 1)", x: CardLayout.margin, y: y, style: count)
            let room = CardLayout.contentWidth - 48 - count.width(of: times) - 24
            canvas.text(
                name.fitted(Catalog.capitalizingFirst(TextFit.singleLine(food.name)), to: room),
                x: CardLayout.margin + 48, y: y, style: name)
            canvas.text(times, x: CardLayout.right, y: y, style: count, anchor: .end)
        }
    }

    /// The categories' stacked bar and a one-row legend (the smallest merged into "N more"
    /// when they do not fit), under their label at baseline `top`.
    func drawCategories(_ canvas: inout CardCanvas, top: Double, left: Double, width: Double) {
        canvas.text(canvas.words.capitals(.cardCategories), x: left, y: top, style: .label)
        let parts = categories.filter { $0.count > 0 }.map {
            ShareCard.CategoryPart(
                label: $0.label(canvas.words), count: $0.count, color: Palette.category($0.name),
                icon: CategoryIcon.path($0.name))
        }
        let total = parts.reduce(0) { $0 + $1.count }
        let barY = top + 20
        guard total > 0 else {
            canvas.rect(
                x: left, y: barY, width: width, height: 22, radius: 6, fill: Palette.surface,
                opacity: Palette.gridOpacity)
            return
        }
        var x = left
        let gap = 6.0
        let room = width - gap * Double(parts.count - 1)
        for part in parts {
            let share = max(10, room * Double(part.count) / Double(total))
            let segment = min(share, left + width - x)
            canvas.rect(x: x, y: barY, width: segment, height: 22, radius: 6, fill: part.color)
            x += segment + gap
        }
        let legend = CardStyle.legend
        for kept in stride(from: parts.count, through: 0, by: -1) {
            var shown = Array(parts.prefix(kept))
            if kept < parts.count {
                let rest = parts[kept...]
                shown.append(
                    .init(
                        label: canvas.words(.cardMore, ["count": .count(rest.count)]),
                        count: rest.reduce(0) { $0 + $1.count }, color: Palette.muted))
            }
            let widths = shown.map { 26 + legend.width(of: "\($0.label) \(canvas.words.number($0.count))") }
            guard widths.reduce(0, +) + CardLayout.legendGap * Double(shown.count - 1) <= width else { continue }
            var itemX = left
            let y = barY + 62
            for (part, itemWidth) in zip(shown, widths) {
                ShareCard.drawKey(part, x: itemX, baseline: y, canvas: &canvas)
                var style = legend
                style.color = part.color
                canvas.text(
                    part.label, count: canvas.words.number(part.count), x: itemX + 26, y: y, style: style,
                    countStyle: .legendCount)
                itemX += itemWidth + CardLayout.legendGap
            }
            return
        }
    }

    /// The year's heatmap in miniature: one square a day, a column a week (the catalog's first
    /// weekday at the top, as the site's heatmaps), brighter orange for more entries; days
    /// after today and outside the year are left out.
    func drawHeatmap(_ canvas: inout CardCanvas, left: Double, top: Double, width: Double, cell: Double) {
        let days = self.days
        let peak = max(days.max() ?? 0, 1)
        let offset = canvas.words.weekStart.position(of: first)
        let columns = (offset + dayCount + 6) / 7
        let pitch = width / Double(columns)
        let side = min(cell, pitch - 2)
        var writer = SVGWriter()
        writer.open("g", [("class", "year-heatmap")])
        for (index, count) in days.enumerated() where index < elapsedDays {
            let slot = index + offset
            let x = left + Double(slot / 7) * pitch
            let y = top + Double(slot % 7) * (side + 2)
            var attributes: [SVGWriter.Attribute] = [
                ("x", num(x)), ("y", num(y)), ("width", num(side)), ("height", num(side)), ("rx", "2"),
            ]
            if count == 0 {
                attributes += [("fill", Palette.primary.hex)]
            } else {
                // Four steps of orange, as the site's heatmaps use.
                let level = min(3, (count * 4 - 1) / peak)
                attributes += [("fill", Palette.accent.hex), ("fill-opacity", ["0.35", "0.55", "0.78", "1"][level])]
            }
            writer.empty("rect", attributes)
        }
        writer.close("g")
        canvas.raw(
            writer.markup,
            area: .init(left: left, top: top, right: left + width, bottom: top + 7 * (side + 2)))
    }

    /// The link preview: masthead, headline on the left, key numbers on the right, the
    /// heatmap along the bottom.
    private func linkBody(_ words: Catalog) -> String {
        var canvas = CardCanvas(words: words)
        LinkLayout.drawMasthead(words.capitals(.cardYearInReview) + " · " + label, canvas: &canvas)
        let dates = CardStyle.dates.sized(32)
        canvas.text(
            dates.fitted(words(.cardYearInFood, ["year": .text(label)]), to: LinkLayout.textWidth),
            x: LinkLayout.margin,
            y: LinkLayout.datesBaseline, style: dates)
        let foods = shownTopFoods.map { Catalog.capitalizingFirst(TextFit.singleLine($0.name)) }
        let subheadline = foods.isEmpty ? "" : words(.cardTopFoodsLine, ["foods": .list(foods)])
        // The comparison under the top foods when it fits whole above the heatmap, smaller when
        // that is what fits.
        let notes = comparisonLines(
            [LinkLayout.noteStyle, LinkLayout.noteStyle.sized(21)], width: LinkLayout.textWidth, maxLines: 2)
        LinkLayout.drawHero(
            headline: shownHeadline(words), subheadline: subheadline, top: LinkLayout.datesBaseline + 20,
            canvas: &canvas, bottom: 356, subheadlineBottom: 400, notes: notes, noteBottom: 424)
        LinkLayout.drawNumbers(keyNumbers(words), canvas: &canvas, top: 188, pitch: 96, largest: 56)
        drawHeatmap(
            &canvas, left: LinkLayout.margin, top: 440, width: LinkLayout.right - LinkLayout.margin, cell: 18)
        return canvas.writer.markup
    }

    /// The comparison in lines no wider than `width`, at each of `styles` (largest first) at
    /// which it takes at most `maxLines` with no word shortened; none when there is no
    /// comparison or it fits no style (a card shows it whole or not at all). A text written
    /// without spaces (Japanese) may break after its ideographic comma.
    func comparisonLines(_ styles: [CardStyle], width: Double, maxLines: Int) -> [(style: CardStyle, lines: [String])] {
        let text = TextFit.singleLine(comparison)
        let words = TextFit.measuredWords(text)
        guard !words.isEmpty else { return [] }
        return styles.compactMap { style in
            if TextFit.wordsFit(words, width: width, fontSize: style.size, bold: style.isBold) {
                let lines = TextFit.balancedWrap(words, width: width, fontSize: style.size, bold: style.isBold)
                return lines.count <= maxLines ? (style, lines) : nil
            }
            guard words.count == 1, maxLines > 1, let comma = text.firstIndex(of: "、") else { return nil }
            let lines = [String(text[...comma]), String(text[text.index(after: comma)...])]
            return lines.allSatisfy({ !$0.isEmpty && style.width(of: $0) <= width }) ? (style, lines) : nil
        }
    }
}

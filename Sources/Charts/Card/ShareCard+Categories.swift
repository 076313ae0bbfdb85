import Words

extension ShareCard {
    /// One part of the category bar and its legend item.
    struct CategoryPart: Equatable {
        var label: String
        var count: Int
        var color: RGBColor
        /// The category's icon (`CategoryIcon`), drawn in its colour where a dot was; nil for
        /// the "N more" item, which keeps its dot.
        var icon: String? = nil
    }

    /// One legend item placed on its row.
    struct LegendItem: Equatable {
        var part: CategoryPart
        /// The label as shown (shortened if need be).
        var text: String
        var x: Double
        var row: Int
    }

    /// The categories with entries, each with its colour, in the given order.
    func categoryParts(_ words: Catalog) -> [CategoryPart] {
        shownCategories.map {
            CategoryPart(
                label: $0.label(words), count: $0.count, color: Palette.category($0.name),
                icon: CategoryIcon.path($0.name))
        }
    }

    /// The legend laid out left to right on at most two rows. When the categories do not all
    /// fit, the last ones are merged into one "N more" item (drawn in slate), as few as
    /// possible.
    func legend(_ words: Catalog) -> [LegendItem] {
        let parts = categoryParts(words)
        for kept in stride(from: parts.count, through: 0, by: -1) {
            var shown = Array(parts.prefix(kept))
            if kept < parts.count {
                let rest = parts[kept...]
                shown.append(
                    CategoryPart(
                        label: words(.cardMore, ["count": .count(rest.count)]), count: rest.reduce(0) { $0 + $1.count },
                        color: Palette.muted))
            }
            if let items = Self.flow(shown, words) { return items }
        }
        return []
    }

    /// `parts` placed on rows of the content width, or `nil` when they need more rows than
    /// the legend has.
    private static func flow(_ parts: [CategoryPart], _ words: Catalog) -> [LegendItem]? {
        var items: [LegendItem] = []
        var (x, row) = (CardLayout.margin, 0)
        for part in parts {
            let count = " " + words.number(part.count)
            let labelRoom = CardLayout.legendMaxItem - 26 - CardStyle.legend.width(of: count)
            let text = CardStyle.legend.fitted(part.label, to: labelRoom)
            let width = 26 + CardStyle.legend.width(of: text + count)
            if x > CardLayout.margin, x + width > CardLayout.right {
                (x, row) = (CardLayout.margin, row + 1)
            }
            guard row < CardLayout.legendBaselines.count else { return nil }
            items.append(LegendItem(part: part, text: text, x: x, row: row))
            x += width + CardLayout.legendGap
        }
        return items
    }

    /// A stacked bar of the categories, then the legend.
    func drawCategories(_ canvas: inout CardCanvas) {
        canvas.text(
            canvas.words.capitals(.cardCategories), x: CardLayout.margin, y: CardLayout.categoriesLabelBaseline,
            style: .label)
        let items = legend(canvas.words)
        let total = items.reduce(0) { $0 + $1.part.count }
        guard total > 0 else {
            canvas.rect(
                x: CardLayout.margin, y: CardLayout.barY, width: CardLayout.contentWidth,
                height: CardLayout.barHeight, radius: 6, fill: Palette.surface, opacity: Palette.gridOpacity)
            let message = canvas.words(entries == 0 ? .cardNoEntriesWeek : .cardNoCategoriesWeek)
            canvas.text(message, x: CardLayout.margin, y: CardLayout.legendBaselines[0], style: .legendCount)
            return
        }
        drawBar(items.map(\.part), total: total, canvas: &canvas)
        for item in items {
            let y = CardLayout.legendBaselines[item.row]
            var label = CardStyle.legend
            label.color = item.part.color
            canvas.open("g", title: tooltip(item.part, total: total, canvas.words))
            Self.drawKey(item.part, x: item.x, baseline: y, canvas: &canvas)
            canvas.text(
                item.text, count: canvas.words.number(item.part.count), x: item.x + 26, y: y, style: label,
                countStyle: .legendCount)
            canvas.close("g")
        }
    }

    /// A legend item's key, in the 18 × 18 square left of its label (baseline `baseline`): the
    /// category's icon in its colour, or a dot.
    static func drawKey(_ part: CategoryPart, x: Double, baseline y: Double, canvas: inout CardCanvas) {
        let area = CardCanvas.Box(left: x, top: y - 17, right: x + 18, bottom: y + 1)
        if let icon = part.icon {
            canvas.mark(
                "path",
                [
                    ("transform", "translate(\(num(x)) \(num(y - 17))) scale(1.125)"), ("fill", part.color.hex),
                    ("fill-rule", "evenodd"), ("d", icon),
                ], area: area)
        } else {
            canvas.mark(
                "circle", [("cx", num(x + 9)), ("cy", num(y - 8)), ("r", "9"), ("fill", part.color.hex)], area: area)
        }
    }

    /// The bar: one rounded segment per part, widths in proportion to the counts after a
    /// small minimum, so a category with one entry still shows.
    private func drawBar(_ parts: [CategoryPart], total: Int, canvas: inout CardCanvas) {
        let count = Double(parts.count)
        let available = CardLayout.contentWidth - CardLayout.barGap * (count - 1)
        let spare = available - CardLayout.barMinimumSegment * count
        var x = CardLayout.margin
        for part in parts {
            let width = CardLayout.barMinimumSegment + spare * Double(part.count) / Double(total)
            canvas.open("g", title: tooltip(part, total: total, canvas.words))
            canvas.rect(
                x: x, y: CardLayout.barY, width: width, height: CardLayout.barHeight, radius: 6, fill: part.color)
            canvas.close("g")
            x += width + CardLayout.barGap
        }
    }

    private func tooltip(_ part: CategoryPart, total: Int, _ words: Catalog) -> String {
        words(
            .shareTooltip,
            [
                "label": .text(part.label), "counted": .text(Counted.entries.counted(part.count, words)),
                "percent": .text(Wording.percentText(part.count, of: total, words)),
            ])
    }
}

import Words

extension ShareCard {
    /// The headline and subheadline fitted to the card.
    struct HeroText: Equatable {
        /// The headline's font size.
        var size: Double
        /// The headline's lines (at most three; the last shortened with "…" if need be).
        var headline: [String]
        /// The subheadline's lines (at most two).
        var subheadline: [String]
        /// How far the headline and subheadline move down to sit in the middle of the room
        /// they leave unused.
        var shift = 0.0
        /// The headline's first baseline.
        var headlineTop: Double { CardLayout.datesBaseline + 24 + size * 0.92 + shift }
        /// The subheadline's first baseline.
        var subheadlineTop: Double {
            headlineTop + Double(max(headline.count - 1, 0)) * size * CardLayout.headlineLeading + 62
        }
        /// The same text moved down by half the room left below it.
        func centered() -> HeroText {
            var copy = self
            copy.shift = max(0, (CardLayout.heroBottom - bottom) / 2).rounded()
            return copy
        }
        /// The last baseline the hero uses.
        var bottom: Double {
            subheadline.isEmpty
                ? subheadlineTop - 62
                : subheadlineTop + Double(subheadline.count - 1) * CardLayout.subheadlineLeading
        }
    }

    /// The headline at the largest size where it takes no more lines than that size allows,
    /// with no word shortened, and the hero stays above the numbers; at the smallest size it
    /// is wrapped and its third line shortened with "…". The headline and subheadline then
    /// move down into the middle of any room left.
    func heroText(_ words: Catalog) -> HeroText {
        let room = CardLayout.contentWidth
        let subheadline = Self.fitLines(
            TextFit.singleLine(self.subheadline), width: room, style: .subheadline,
            maxLines: CardLayout.subheadlineMaxLines)
        let text = shownHeadline(words)
        let words = TextFit.measuredWords(text)
        for (size, maxLines) in CardLayout.headlineSizes {
            let lines = TextFit.balancedWrap(words, width: room, fontSize: size, bold: true)
            let hero = HeroText(size: size, headline: lines, subheadline: subheadline)
            if lines.count <= maxLines, TextFit.wordsFit(words, width: room, fontSize: size, bold: true),
                hero.bottom <= CardLayout.heroBottom
            {
                return hero.centered()
            }
        }
        let smallest = CardLayout.headlineSizes.last?.size ?? 56
        let lines = Self.fitLines(
            text, width: room, style: CardStyle.headline.sized(smallest), maxLines: CardLayout.headlineMaxLines)
        return HeroText(size: smallest, headline: lines, subheadline: subheadline).centered()
    }

    /// `text` wrapped (balanced) to `width`, at most `maxLines` lines, the last shortened
    /// with "…" when more would be needed.
    static func fitLines(_ text: String, width: Double, style: CardStyle, maxLines: Int) -> [String] {
        let words = TextFit.measuredWords(text)
        let lines = TextFit.balancedWrap(words, width: width, fontSize: style.size, bold: style.isBold)
        guard lines.count > maxLines else { return lines }
        let wrapped = TextFit.wrap(words, width: width, fontSize: style.size, bold: style.isBold)
        let rest = wrapped[(maxLines - 1)...].joined(separator: " ")
        return Array(wrapped.prefix(maxLines - 1))
            + [TextFit.shorten(rest, toWidth: width, fontSize: style.size, bold: style.isBold)]
    }

    /// The dates, the headline and the subheadline. Right-to-left text is set flush right.
    func drawHero(_ canvas: inout CardCanvas) {
        let dates = Self.fitLines(
            dateRange(fitting: CardLayout.contentWidth, style: .dates, canvas.words), width: CardLayout.contentWidth,
            style: .dates, maxLines: 1)
        for line in dates {
            canvas.text(line, x: CardLayout.margin, y: CardLayout.datesBaseline, style: .dates)
        }
        let hero = heroText(canvas.words)
        let headline = CardStyle.headline.sized(hero.size)
        let headlineRTL = TextFit.startsRightToLeft(shownHeadline(canvas.words))
        let subheadlineRTL = TextFit.startsRightToLeft(subheadline)
        for (index, line) in hero.headline.enumerated() {
            let y = hero.headlineTop + Double(index) * hero.size * CardLayout.headlineLeading
            Self.flushText(line, y: y, style: headline, rightToLeft: headlineRTL, canvas: &canvas)
        }
        for (index, line) in hero.subheadline.enumerated() {
            let y = hero.subheadlineTop + Double(index) * CardLayout.subheadlineLeading
            Self.flushText(line, y: y, style: .subheadline, rightToLeft: subheadlineRTL, canvas: &canvas)
        }
    }

    /// A line set from the left margin, or flush right when its paragraph reads right to left.
    static func flushText(
        _ line: String, y: Double, style: CardStyle, rightToLeft: Bool, canvas: inout CardCanvas
    ) {
        if rightToLeft {
            canvas.text(line, x: CardLayout.right, y: y, style: style, anchor: .end)
        } else {
            canvas.text(line, x: CardLayout.margin, y: y, style: style)
        }
    }
}

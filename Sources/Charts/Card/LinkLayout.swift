/// Where things sit on the 1200 × 630 link preview of a week or a year: the wordmark across
/// the top, the headline on the left, the key numbers in a column on the right, and the week's
/// days or the year's heatmap along the bottom.
enum LinkLayout {
    /// The picture's size.
    static let width = Double(CardFormat.link.width)
    static let height = Double(CardFormat.link.height)
    /// The left and right margin.
    static let margin = 64.0
    /// The right edge of the content.
    static let right = width - margin
    /// The headline's column: its width from the left margin.
    static let textWidth = 660.0
    /// The key numbers' column: its left edge and width.
    static let numbersLeft = 820.0
    static let numbersWidth = right - numbersLeft

    /// The room for the label right of the wordmark.
    static let labelRoom = 600.0
    /// Baseline of the wordmark line, and the rule under it.
    static let wordmarkBaseline = 78.0
    static let ruleY = 104.0
    /// Baseline of the dates.
    static let datesBaseline = 160.0
    /// Headline sizes to try, largest first, each with the most lines it may take.
    static let headlineSizes: [(size: Double, maxLines: Int)] = [(84, 1), (72, 2), (62, 3), (54, 3), (46, 3)]
    /// The lowest baseline the headline may use (the subheadline goes below it when it fits).
    static let headlineBottom = 430.0
    /// The lowest baseline the subheadline may use.
    static let subheadlineBottom = 478.0
    /// The key numbers: the first figure's baseline, the label's distance below it, and the
    /// distance between rows.
    static let numberTop = 206.0
    static let numberLabelGap = 32.0
    static let numberPitch = 112.0
    /// The week's dots along the bottom.
    static let dotsCenterY = 548.0
    static let dotRadius = 26.0
    /// The footer's baseline (right-aligned, under the numbers).
    static let footerBaseline = 590.0
    /// A note under the hero (a year's comparison).
    static let noteStyle = CardStyle(family: .rounded, size: 24, weight: 600, color: Palette.surface, opacity: 0.85)

    /// The wordmark ("YOUR FOOD. YOUR STORY.") and a label on the right, an orange rule below.
    static func drawMasthead(_ label: String, canvas: inout CardCanvas) {
        // One line, so the second half follows the first at the font's own spacing.
        let food = CardStyle.wordmarkFood.sized(32)
        let story = CardStyle.wordmarkStory.sized(32)
        let (foodWords, storyWords) = (canvas.words(.layoutWordmarkFood) + " ", canvas.words(.layoutWordmarkStory))
        var writer = SVGWriter()
        writer.text(
            [("x", num(margin)), ("y", num(wordmarkBaseline))] + food.attributes, foodWords,
            spans: [
                (
                    [
                        ("font-weight", "\(story.weight ?? 400)"), ("font-style", "italic"),
                        ("fill", story.color.hex),
                    ], storyWords
                )
            ])
        let wordmark = food.width(of: foodWords) + story.width(of: storyWords)
        canvas.raw(
            writer.markup,
            area: .init(
                left: margin, top: wordmarkBaseline - 26, right: margin + wordmark, bottom: wordmarkBaseline + 8))
        canvas.text(
            CardStyle.label.fitted(label, to: labelRoom), x: right, y: wordmarkBaseline - 4,
            style: .label, anchor: .end)
        canvas.rect(x: margin, y: ruleY, width: right - margin, height: 3, fill: Palette.accent)
    }

    /// The headline at the largest size where it takes no more lines than that size allows
    /// with no word shortened; at the smallest size wrapped and its last line shortened with
    /// "…". Then the subheadline, on one line, when there is room. Set from the top of the
    /// text column.
    /// The headline's last baseline stays above `bottom`, the subheadline's above
    /// `subheadlineBottom`. Then a note: the first of `notes` (lines in a style) that fits whole
    /// above `noteBottom` under a headline of one of the sizes, the headline then at the
    /// largest size that leaves it room; none when none does.
    static func drawHero(
        headline text: String, subheadline: String, top: Double, canvas: inout CardCanvas,
        bottom headlineBottom: Double = headlineBottom, subheadlineBottom: Double = subheadlineBottom,
        notes: [(style: CardStyle, lines: [String])] = [], noteBottom: Double = 0
    ) {
        let words = TextFit.measuredWords(text)
        let sub = CardStyle.subheadline.sized(26)
        let subLine = sub.fitted(subheadline, to: textWidth)
        // The largest size whose lines end above `bottom`.
        func fitted(above bottom: Double) -> (size: Double, lines: [String])? {
            for (size, maxLines) in headlineSizes {
                let lines = TextFit.balancedWrap(words, width: textWidth, fontSize: size, bold: true)
                let last = top + size * 0.92 + Double(max(lines.count - 1, 0)) * size * CardLayout.headlineLeading
                if lines.count <= maxLines, TextFit.wordsFit(words, width: textWidth, fontSize: size, bold: true),
                    last <= bottom
                {
                    return (size, lines)
                }
            }
            return nil
        }
        // From the headline's last baseline to the note's first: the subheadline's 48, then 40.
        let noteGap = subLine.isEmpty ? 40.0 : 88.0
        var note: (style: CardStyle, lines: [String])? = nil
        var chosen: (size: Double, lines: [String])? = nil
        for candidate in notes {
            let room = noteBottom - noteGap - Double(candidate.lines.count - 1) * 32
            if let headline = fitted(above: min(headlineBottom, room)) {
                (note, chosen) = (candidate, headline)
                break
            }
        }
        let smallest = headlineSizes.last?.size ?? 46
        let (size, lines) =
            chosen ?? fitted(above: headlineBottom)
            ?? (
                smallest,
                ShareCard.fitLines(text, width: textWidth, style: CardStyle.headline.sized(smallest), maxLines: 3)
            )
        let style = CardStyle.headline.sized(size)
        var y = top + size * 0.92
        for (index, line) in lines.enumerated() {
            if index > 0 { y += size * CardLayout.headlineLeading }
            canvas.text(line, x: margin, y: y, style: style)
        }
        if !subLine.isEmpty, y + 48 <= subheadlineBottom {
            y += 48
            canvas.text(subLine, x: margin, y: y, style: sub)
        }
        for (index, line) in (note?.lines ?? []).enumerated() {
            canvas.text(line, x: margin, y: y + 40 + Double(index) * 32, style: note?.style ?? noteStyle)
        }
    }

    /// Key numbers stacked in the right-hand column from baseline `top`, `pitch` apart, each
    /// at the largest size (up to `largest`) at which every figure fits the column.
    static func drawNumbers(
        _ numbers: [ShareCard.KeyNumber], canvas: inout CardCanvas, top numberTop: Double = numberTop,
        pitch numberPitch: Double = numberPitch, largest: Double = 64
    ) {
        var size = largest
        let base = CardStyle.number.sized(size)
        for number in numbers {
            let natural = base.width(of: number.value)
            if natural > numbersWidth { size = min(size, (size * numbersWidth / natural).rounded(.down)) }
        }
        for (index, number) in numbers.enumerated() {
            let y = numberTop + Double(index) * numberPitch
            var style = CardStyle.number.sized(size)
            style.color = number.color
            canvas.text(style.fitted(number.value, to: numbersWidth), x: numbersLeft, y: y, style: style)
            canvas.text(
                CardStyle.label.fitted(number.label, to: numbersWidth), x: numbersLeft, y: y + numberLabelGap,
                style: .label)
        }
    }
}

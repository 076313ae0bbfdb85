import Words

extension ShareCard {
    /// One key number: the figure, its ALL CAPS label and the figure's colour.
    struct KeyNumber: Equatable {
        var value: String
        var label: String
        var color: RGBColor
    }

    /// Entries, days logged out of seven, and the change in entries from last week ("+6" in
    /// green, "−4" in red, "±0" in off-white).
    func keyNumbers(_ words: Catalog) -> [KeyNumber] {
        let changeText: String
        switch change {
        case 0: changeText = "±0"
        case 1...: changeText = "+" + words.number(change)
        default: changeText = "−" + words.number(-change)
        }
        return [
            KeyNumber(
                value: words.number(entries), label: words.capitals(.cardEntries, ["count": .count(entries)]),
                color: Palette.surface),
            KeyNumber(
                value: "\(words.number(daysLogged))/\(words.number(7))",
                label: words.capitals(.cardDaysLogged, ["count": .count(daysLogged)]),
                color: Palette.surface),
            KeyNumber(value: changeText, label: words.capitals(.cardVersusLastWeek), color: trend.color),
        ]
    }

    /// The three key numbers in their columns, and the rules between the sections.
    func drawNumbers(_ canvas: inout CardCanvas) {
        canvas.keyNumbers(keyNumbers(canvas.words), baseline: CardLayout.numberBaseline)
        for y in CardLayout.ruleYs {
            canvas.rect(
                x: CardLayout.margin, y: y, width: CardLayout.contentWidth, height: 1, fill: Palette.surface,
                opacity: Palette.gridOpacity)
        }
    }
}

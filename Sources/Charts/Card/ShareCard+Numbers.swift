extension ShareCard {
    /// One key number: the figure, its ALL CAPS label and the figure's colour.
    struct KeyNumber: Equatable {
        var value: String
        var label: String
        var color: RGBColor
    }

    /// Entries, days logged out of seven, and the change in entries from last week ("+6" in
    /// green, "−4" in red, "±0" in off-white).
    var keyNumbers: [KeyNumber] {
        let changeText: String
        switch change {
        case 0: changeText = "±0"
        case 1...: changeText = "+" + Wording.number(change)
        default: changeText = "−" + Wording.number(-change)
        }
        return [
            KeyNumber(
                value: Wording.number(entries), label: entries == 1 ? "ENTRY" : "ENTRIES", color: Palette.surface),
            KeyNumber(
                value: "\(daysLogged)/7", label: daysLogged == 1 ? "DAY LOGGED" : "DAYS LOGGED",
                color: Palette.surface),
            KeyNumber(value: changeText, label: "VS LAST WEEK", color: trend.color),
        ]
    }

    /// The three key numbers in their columns, and the rules between the sections.
    func drawNumbers(_ canvas: inout CardCanvas) {
        canvas.keyNumbers(keyNumbers, baseline: CardLayout.numberBaseline)
        for y in CardLayout.ruleYs {
            canvas.rect(
                x: CardLayout.margin, y: y, width: CardLayout.contentWidth, height: 1, fill: Palette.surface,
                opacity: Palette.gridOpacity)
        }
    }
}

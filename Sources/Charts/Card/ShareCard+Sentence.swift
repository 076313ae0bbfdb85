import Days
import Words

extension ShareCard {
    /// The card's accessible name: the week and the headline, e.g. "Weekly recap, week 10 of
    /// 2026: A week of coffee."
    public func title(_ words: Catalog) -> String {
        words(
            .cardWeekTitle,
            [
                "week": .text(words.number(monday.isoWeekNumber)), "year": .text(words.year(monday.isoWeekYear)),
                "headline": .text(Wording.sentence(shownHeadline(words))),
            ])
    }

    /// The plain-language sentence that describes the card (its `<desc>`), e.g. "Week 10 of
    /// 2026, 2–8 March: 18 entries on 6 of 7 days, 4 more than last week; top food coffee, 5
    /// times."
    ///
    /// A week under way counts its days so far ("on 3 of 4 days so far"); an empty week says
    /// "no entries". Days after ``today`` are not counted.
    public func sentence(_ words: Catalog) -> String {
        let food = shownTopFood.map {
            words(
                .cardWeekFood,
                [
                    "shape": "one", "food": .text(TextFit.singleLine($0.name)),
                    "counted": .text(words(.cardTimes, ["count": .count($0.count)])),
                ])
        }
        return words(
            .cardWeekSentence,
            [
                "week": .text(words.number(monday.isoWeekNumber)), "year": .text(words.year(monday.isoWeekYear)),
                "dates": .text(dateRange(withYear: false, words)), "entries": .text(entriesClause(words)),
                "change": .text(changeClause(words)), "food": .text(food ?? words(.cardWeekFood, ["shape": "none"])),
            ])
    }

    private func entriesClause(_ words: Catalog) -> String {
        let elapsed = elapsedDays
        let shape =
            if entries == 0 { "none" } else if elapsed == 1 { "first-day" } else if daysLogged == elapsed {
                elapsed < 7 ? "all-so-far" : "all"
            } else { elapsed < 7 ? "so-far" : "other" }
        return words(
            .cardWeekEntries,
            [
                "shape": .text(shape), "count": .count(entries), "logged": .count(daysLogged),
                "days": .count(elapsed),
            ])
    }

    private func changeClause(_ words: Catalog) -> String {
        let previous = max(lastWeekEntries, 0)
        let trend =
            switch (entries, previous) {
            case (0, 0): "none"
            case (_, 0): "from-none"
            case (0, _): "after"
            default: change == 0 ? "same" : change > 0 ? "more" : "fewer"
            }
        return words(
            .cardWeekChange,
            ["trend": .text(trend), "before": .count(previous), "difference": .count(abs(change))])
    }

    /// The week's days as a span, "2–8 March", with the year when `withYear` or when the week
    /// is not all in its ISO year's calendar year.
    func dateRange(withYear: Bool, months: NameWidth = .wide, _ words: Catalog) -> String {
        let (first, last) = (monday, monday.adding(days: 6))
        let showYear = withYear || first.year != last.year || first.year != monday.isoWeekYear
        return words.span(first, last, year: showYear, months: months)
    }

    /// The week's dates with the year as they fit `width` in `style`: the months' whole names,
    /// else their short ones ("29 dic 2025 – 4 ene 2026" where Spanish's whole names run long).
    func dateRange(fitting width: Double, style: CardStyle, _ words: Catalog) -> String {
        let whole = dateRange(withYear: true, words)
        return style.width(of: whole) > width ? dateRange(withYear: true, months: .abbreviated, words) : whole
    }
}

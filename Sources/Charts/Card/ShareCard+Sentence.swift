import Days

extension ShareCard {
    /// The card's accessible name: the week and the headline, e.g. "Weekly recap, week 10 of
    /// 2026: A week of coffee."
    public var title: String {
        "Weekly recap, week \(monday.isoWeekNumber) of \(monday.isoWeekYear): \(Wording.sentence(shownHeadline))"
    }

    /// The plain-language sentence that describes the card (its `<desc>`), e.g. "Week 10 of
    /// 2026, 2–8 March: 18 entries on 6 of 7 days, 4 more than last week; top food coffee (5
    /// times)."
    ///
    /// A week under way counts its days so far ("on 3 of 4 days so far"); an empty week says
    /// "no entries". Days after ``today`` are not counted.
    public func sentence() -> String {
        let week = "Week \(monday.isoWeekNumber) of \(monday.isoWeekYear), \(dateRange(withYear: false))"
        var text = "\(week): \(entriesClause)\(changeClause)"
        if let food = shownTopFood {
            text += "; top food \(TextFit.singleLine(food.name)) (\(Noun.time.counted(food.count)))"
        }
        return text + "."
    }

    /// "18 entries on 6 of 7 days", "21 entries on all 7 days", "8 entries on 3 of 4 days so
    /// far", "9 entries on all 4 days so far", "2 entries so far" (on the week's first day),
    /// or "no entries".
    private var entriesClause: String {
        guard entries > 0 else { return "no entries" }
        let counted = Noun.entry.counted(entries)
        let elapsed = elapsedDays
        let soFar = elapsed < 7 ? " so far" : ""
        if elapsed == 1 { return "\(counted) so far" }
        if daysLogged == elapsed { return "\(counted) on all \(elapsed) days\(soFar)" }
        return "\(counted) on \(daysLogged) of \(elapsed) days\(soFar)"
    }

    /// ", 4 more than last week", ", 3 fewer than last week", ", the same as last week", ",
    /// up from none last week", ", after 12 last week" (for an empty week), or nothing when
    /// both weeks are empty.
    private var changeClause: String {
        let previous = max(lastWeekEntries, 0)
        let difference = Wording.number(abs(change))
        switch (entries, previous) {
        case (0, 0): return ""
        case (_, 0): return ", up from none last week"
        case (0, _): return ", after \(Wording.number(previous)) last week"
        default:
            if change == 0 { return ", the same as last week" }
            return change > 0 ? ", \(difference) more than last week" : ", \(difference) fewer than last week"
        }
    }

    /// The week's dates: "2–8 March 2026", "30 March – 5 April 2026", "29 December 2025 –
    /// 4 January 2026". Without the year, the year is left out only when both days fall in
    /// the week's ISO year ("2–8 March").
    func dateRange(withYear: Bool) -> String {
        let (first, last) = (monday, monday.adding(days: 6))
        let sameYear = first.year == last.year
        let showYear = withYear || !sameYear || first.year != monday.isoWeekYear
        let year = showYear ? " \(last.year)" : ""
        if first.month == last.month, sameYear {
            return "\(first.day)–\(last.day) \(last.monthName)\(year)"
        }
        let firstPart = sameYear ? "\(first.day) \(first.monthName)" : first.longText
        let lastPart = "\(last.day) \(last.monthName)\(year)"
        return "\(firstPart) – \(lastPart)"
    }
}

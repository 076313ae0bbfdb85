import Days
import Diary
import Words

extension StatsReport {
    /// The report as aligned plain text, for a terminal; the same report always gives the
    /// same text; the week's story in `words`.
    public func plainText(_ words: Catalog) -> String {
        var text = "FoodStory stats: \(period.label), \(range.start) to \(range.end)"
        text += " (\(Self.counted(range.days, "day", "days"))), as of \(asOf)\n\n"
        text += summaryTable().rendered()
        text += section("Top foods", rows: topFoods.map { [$0.food, String($0.count)] })
        let categorised = categories.reduce(0) { $0 + $1.count }
        var categoryRows = categories.map {
            [
                $0.category.rawValue, String($0.count),
                Rounding.percentText($0.percent, count: $0.count, total: categorised),
            ]
        }
        if uncategorized > 0 { categoryRows.append(["uncategorized", String(uncategorized), ""]) }
        text += section("Categories", rows: categoryRows)
        text += section(
            "Input types",
            rows: inputTypes.map {
                [
                    $0.inputType.rawValue, String($0.count),
                    Rounding.percentText($0.percent, count: $0.count, total: entries),
                ]
            })
        text += section(
            "Meal timing (entries by local hour)",
            rows: mealTiming.enumerated().filter { $0.element > 0 }.map {
                ["\(LocalDay.pad($0.offset, 2)):00", String($0.element)]
            })
        text += section("This week vs last week", rows: weekRows())
        text += section(
            "Foods eaten together (days)", rows: foodPairs.map { ["\($0.first) + \($0.second)", String($0.count)] })
        text += section(
            "Milestones", rows: milestones.map { [Self.counted($0.count, "entry", "entries"), $0.day.description] })
        if let weeklySummary { text += "\n" + Self.weekText(weeklySummary, words) }
        return text
    }

    private func summaryTable() -> TextTable {
        var table = TextTable()
        table.indent = ""
        table.leftAligned = true
        table.add("Entries", String(entries))
        table.add("Days logged", "\(daysLogged) of \(range.days)")
        table.add("Consistency", "\(consistency)%")
        table.add("Current streak", Self.counted(currentStreak, "day", "days"))
        var longest = Self.counted(longestStreak.length, "day", "days")
        if let start = longestStreak.start, let end = longestStreak.end { longest += ", \(start) to \(end)" }
        table.add("Longest streak", longest)
        table.add("Best day", bestDay.map { "\(Self.counted($0.count, "entry", "entries")) on \($0.day)" } ?? "none")
        table.add("Unique foods", "\(uniqueFoods) ever, \(uniqueFoodsInPeriod) in period")
        table.add("Total entries", String(totalEntries))
        return table
    }

    private func weekRows() -> [[String]] {
        var rows = [
            ["this week (from \(weekComparison.thisWeekStart))", String(weekComparison.thisWeek)],
            ["last week (from \(weekComparison.lastWeekStart))", String(weekComparison.lastWeek)],
        ]
        if let change = weekComparison.changePercent {
            rows.append([
                "change",
                Rounding.changeText(change, from: weekComparison.lastWeek, to: weekComparison.thisWeek),
            ])
        }
        return rows
    }

    private func section(_ title: String, rows: [[String]]) -> String {
        var table = TextTable()
        table.rows = rows
        return "\n\(title)\n" + table.rendered()
    }

    private static func weekText(_ summary: WeeklySummary, _ words: Catalog) -> String {
        let (headline, subheadline) = summary.story(words)
        var text = "Week \(summary.week) (\(summary.range.start) to \(summary.range.end))"
        text += summary.isComplete ? "\n" : ", through \(summary.through)\n"
        text += "  \(headline)\n  \(subheadline)\n"
        var table = TextTable()
        table.leftAligned = true
        let logged = zip(LocalDay.weekdayNames, summary.loggedDays).filter(\.1).map { String($0.0.prefix(3)) }
        table.add("Entries", String(summary.entries))
        table.add(
            "Days logged",
            "\(summary.daysLogged) of 7" + (logged.isEmpty ? "" : " (\(logged.joined(separator: " ")))"))
        table.add(
            "Top food",
            summary.topFood.map { "\($0), \(counted(summary.topFoodCount, "entry", "entries"))" } ?? "none")
        table.add(
            "vs last week",
            (summary.vsLastWeek > 0 ? "+" : "") + "\(summary.vsLastWeek) (last week \(summary.lastWeekEntries))")
        table.add("Streak", counted(summary.streak.length, "day", "days") + " as of \(summary.through)")
        return text + table.rendered()
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

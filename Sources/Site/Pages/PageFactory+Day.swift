import Days
import Diary
import Insights

/// What `day.md` sees.
struct DayPageContext: Sendable {
    var title: String
    var weekday: String
    var date: String
    var iso: String
    var count: Int
    var countText: String
    var entries: [DayEntryContext]
    var previous: LinkContext?
    var next: LinkContext?
    var week: LinkContext
    var month: LinkContext
    var year: LinkContext
    var onThisDay: [OnThisDayContext]
    var hasOnThisDay: Bool
}

extension DayPageContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        [
            "count": count, "countText": countText, "date": date, "entries": entries, "hasOnThisDay": hasOnThisDay,
            "iso": iso, "month": month, "next": next, "onThisDay": onThisDay, "previous": previous, "title": title,
            "week": week, "weekday": weekday, "year": year,
        ]
    }
}

/// One entry on a day page: its card (a block) and its facts for templates that want text.
struct DayEntryContext: Sendable {
    var card: Block
    var time: String
    var category: String
    var description: String
}

extension DayEntryContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["card": card, "category": category, "description": description, "time": time]
    }
}

/// The same date in an earlier year.
struct OnThisDayContext: Sendable {
    var url: String
    var label: String
    var summary: String
}

extension OnThisDayContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["label": label, "summary": summary, "url": url]
    }
}

extension PageFactory {
    func dayPage(_ day: LocalDay, previous: LocalDay?, next: LocalDay?) -> Page {
        let path = SitePath.day(day)
        var blocks = BlockStore()
        let entries = model.entries(on: day).map { entry in
            DayEntryContext(
                card: cardBlock(entry, on: path, into: &blocks), time: entry.time.description,
                category: entry.category?.label ?? "UNCATEGORIZED", description: entry.description)
        }
        let week = ISOWeek(containing: day)
        let dayLink = { (other: LocalDay) in
            LinkContext(url: link(path, SitePath.day(other)), label: Words.longDay(other))
        }
        let earlier = model.options.onThisDay ? onThisDay(day, from: path) : []
        let context = DayPageContext(
            title: Words.longDay(day), weekday: day.weekdayName, date: day.longText, iso: day.description,
            count: entries.count, countText: Words.count(entries.count, "entry", "entries"), entries: entries,
            previous: previous.map(dayLink), next: next.map(dayLink),
            week: LinkContext(url: link(path, SitePath.week(week)), label: "Week \(week.week), \(week.year)"),
            month: LinkContext(
                url: link(path, SitePath.month(year: day.year, month: day.month)),
                label: Words.month(year: day.year, month: day.month)),
            year: LinkContext(url: link(path, SitePath.year(day.year)), label: String(day.year)),
            onThisDay: earlier, hasOnThisDay: !earlier.isEmpty)
        let summary = "\(Words.count(entries.count, "entry", "entries")) on \(Words.longDay(day))."
        return Page(
            path: path, template: "day", title: Words.longDay(day), summary: summary, context: context, blocks: blocks)
    }

    /// The same month and day in each earlier year that has entries then.
    private func onThisDay(_ day: LocalDay, from path: String) -> [OnThisDayContext] {
        guard let firstYear = model.days.first?.year, firstYear < day.year else { return [] }
        return stride(from: day.year - 1, through: firstYear, by: -1).compactMap { year in
            guard let earlier = LocalDay(year: year, month: day.month, day: day.day) else { return nil }
            let entries = model.entries(on: earlier)
            guard !entries.isEmpty else { return nil }
            return OnThisDayContext(
                url: link(path, SitePath.day(earlier)),
                label: "\(Words.yearsAgo(day.year - year)): \(Words.longDay(earlier))",
                summary: entries.map(\.description).joined(separator: "; "))
        }
    }
}

import Charts
import Days
import Diary
import Insights
import Keying
import Templating
import Words

/// What `day.md` sees.
struct DayPageContext: TemplateNode, Sendable {
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

/// One entry on a day page: its card (a block) and its facts for templates that want text.
struct DayEntryContext: TemplateNode, Sendable {
    var card: Block
    /// The clock time; nil when a public build withholds it.
    var time: String?
    var category: String
    var description: String
}

/// The same date in an earlier year.
struct OnThisDayContext: TemplateNode, Sendable {
    var url: String
    var label: String
    var summary: String
}

/// Everything a day page shows, gathered from the model: `PageFactory.dayPage(_:)` makes the
/// page from this alone, so a day page whose inputs have the same `key` as at the last build
/// is the same page (the templates, assets, program and layout facts are the manifest's key),
/// and a rebuild keeps it without making it.
struct DayInputs: Codable, Sendable {
    var day: LocalDay
    /// The days with entries before and after it.
    var previous: LocalDay?
    var next: LocalDay?
    /// Its entries, in diary order, each with what its card shows of the rest of the site.
    var entries: [EntryFacts]
    /// The same month and day in each earlier year with entries then, latest first ("on this
    /// day"; none when that is turned off).
    var earlier: [EarlierDay]

    /// An earlier year's same date: the page shows its entries' descriptions.
    struct EarlierDay: Codable, Sendable {
        var day: LocalDay
        var descriptions: [String]
    }
}

/// A day page's inputs, one a day of the diary, and their earlier days: written into their key
/// field by field as their `Encodable` conformance writes them, without a keyed container each,
/// their lists read where they lie.
extension DayInputs: CanonicalFields {
    static func writeFields(of inputs: UnsafePointer<DayInputs>, to encoder: CanonicalEncoder) {
        encoder.keyed()
        encoder.field(inputs.pointee.day)
        encoder.optionalField(inputs.pointee.previous)
        encoder.optionalField(inputs.pointee.next)
        encoder.listField(inputs.pointee.entries)
        encoder.listField(inputs.pointee.earlier)
    }
}

extension DayInputs.EarlierDay: CanonicalFields {
    static func writeFields(of earlier: UnsafePointer<DayInputs.EarlierDay>, to encoder: CanonicalEncoder) {
        encoder.keyed()
        encoder.field(earlier.pointee.day)
        encoder.field(earlier.pointee.descriptions)
    }
}

extension PageFactory {
    /// The inputs of the page of the `index`th day with entries.
    func dayInputs(_ index: Int) -> DayInputs {
        let days = model.days
        let day = days[index]
        return DayInputs(
            day: day, previous: index > 0 ? days[index - 1] : nil, next: index + 1 < days.count ? days[index + 1] : nil,
            entries: model.byDay.positions(on: day).map(entryFacts(at:)),
            earlier: model.options.onThisDay ? earlier(than: day) : [])
    }

    /// The same month and day in each earlier year that has entries then, latest first.
    private func earlier(than day: LocalDay) -> [DayInputs.EarlierDay] {
        guard let firstYear = model.days.first?.year, firstYear < day.year else { return [] }
        return stride(from: day.year - 1, through: firstYear, by: -1).compactMap { year in
            guard let earlier = LocalDay(year: year, month: day.month, day: day.day) else { return nil }
            let entries = model.entries(on: earlier)
            guard !entries.isEmpty else { return nil }
            return DayInputs.EarlierDay(day: earlier, descriptions: entries.map(\.description))
        }
    }

    /// The page of a day, made from its inputs alone.
    static func dayPage(_ inputs: DayInputs, words: Catalog) -> Page {
        let day = inputs.day
        let path = SitePath.day(day)
        var blocks = BlockStore()
        // The first photo is on the first screen; the others load as they are scrolled near.
        let firstPhoto = inputs.entries.firstIndex { $0.entry.record.mediaFileName != nil }
        let entries = inputs.entries.enumerated().map { index, facts in
            DayEntryContext(
                card: blocks.add(
                    source: .component(
                        "entry-card", context: entryCard(facts, on: path, lazy: index != firstPhoto, words: words))),
                time: facts.showsTime ? facts.entry.time.description : nil,
                category: Wording.category(facts.entry.category?.rawValue, words).uppercased(with: words.locale),
                description: facts.entry.description)
        }
        let week = ISOWeek(containing: day)
        let dayLink = { (other: LocalDay) in
            LinkContext(url: SitePath.link(from: path, to: SitePath.day(other)), label: words.date(other, .long))
        }
        let earlier = inputs.earlier.map { earlier in
            OnThisDayContext(
                url: SitePath.link(from: path, to: SitePath.day(earlier.day)),
                label: words(
                    .onThisDay,
                    [
                        "ago": .text(words.count(.yearsAgo, day.year - earlier.day.year)),
                        "date": .text(words.date(earlier.day, .long)),
                    ]),
                summary: earlier.descriptions.joined(separator: "; "))
        }
        let context = DayPageContext(
            title: words.date(day, .long), weekday: words.weekdayName(day.isoWeekday), date: words.date(day),
            iso: day.description,
            count: entries.count, countText: words.count(.entries, entries.count), entries: entries,
            previous: inputs.previous.map(dayLink), next: inputs.next.map(dayLink),
            week: LinkContext(
                url: SitePath.link(from: path, to: SitePath.week(week)),
                label: words(
                    .titleWeek, ["week": .text(words.number(week.week)), "year": .text(words.year(week.year))])),
            month: LinkContext(
                url: SitePath.link(from: path, to: SitePath.month(year: day.year, month: day.month)),
                label: words.month(year: day.year, month: day.month)),
            year: LinkContext(url: SitePath.link(from: path, to: SitePath.year(day.year)), label: words.year(day.year)),
            onThisDay: earlier, hasOnThisDay: !earlier.isEmpty)
        let summary = words(.daySummary, ["count": .count(entries.count), "date": .text(words.date(day, .long))])
        return Page(
            path: path, template: PageKind.day.template, title: words.date(day, .long), summary: summary,
            context: context,
            blocks: blocks, stylesheets: firstPhoto == nil ? [] : [SitePath.photoStylesheet])
    }
}

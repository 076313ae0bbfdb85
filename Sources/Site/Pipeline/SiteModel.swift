import Charts
import Days
import Diary
import Foundation
import Insights
import Words

/// Everything the page producers share: the diary, its insights, food slugs and the options,
/// indexed once per build.
struct SiteModel: Sendable {
    let diary: Diary
    let insights: Insights
    let options: SiteOptions
    let slugs: FoodSlugs
    /// The slug of each food of the vocabulary, by its position there.
    let slugByFood: [String?]
    /// The entries by day, up to the as-of day.
    let byDay: DiaryDays
    /// Every food with its numbers, most eaten first.
    let foods: [FoodSummary]
    /// Weeks with entries up to the as-of day.
    let weeks: [ISOWeek]
    /// The recap of every week in `weeks`: the week page, its share card and the feed all
    /// show it, so it is worked out once.
    let summaries: [ISOWeek: WeeklySummary]
    /// Photos the site shows, by file name (the rest get a placeholder).
    var photos: [String: WebPhoto] = [:]
    /// The pantry, when the build was given one; nil leaves every trace of it out.
    let pantry: PantryShelf?
    /// The first week and year whose share cards get their PNG pictures
    /// (`SiteOptions.pictures`); nil when none does.
    let firstPicturedWeek: ISOWeek?
    let firstPicturedYear: Int?
    /// Each goal's record as of the as-of day, and its page's slug, in the config file's order.
    let goals: [GoalRecord]
    let goalSlugs: [String]

    /// The model of `diary`; `days` are its entries by day when already worked out, `photos`
    /// the photos the site shows.
    init(
        diary: Diary, options: SiteOptions, pantry: [PantryItem]? = nil, days: DiaryDays? = nil,
        photos: [String: WebPhoto] = [:]
    ) {
        self.diary = diary
        self.options = options
        self.photos = photos
        insights = Insights(
            diary: diary, aliases: options.aliases, notFoods: options.notFoods, diaryLanguage: options.diaryLanguage)
        byDay = days ?? DiaryDays(diary: diary, asOf: options.asOf)
        foods = insights.allFoods(asOf: options.asOf)
        slugs = FoodSlugs(foods: insights.vocabulary.foods)
        slugByFood = insights.vocabulary.foods.map(slugs.slug(for:))
        weeks = insights.weeksWithEntries(asOf: options.asOf)
        var summaries: [ISOWeek: WeeklySummary] = [:]
        for week in weeks {
            summaries[week] = insights.weeklySummary(for: week, asOf: options.asOf)
        }
        self.summaries = summaries
        firstPicturedWeek = options.pictures.firstWeek(of: weeks)
        firstPicturedYear = options.pictures.firstYear(of: Array(Self.years(of: byDay.days, asOf: options.asOf)))
        goalSlugs = Goal.slugs(options.goals, base: FoodSlugs.base)
        let insights = insights
        goals = options.goals.map { insights.goalRecord(for: $0, asOf: options.asOf) }
        self.pantry = pantry.map { PantryShelf(items: $0, insights: insights, asOf: options.asOf) }
    }

    /// The positions in the vocabulary of the foods of the entry at `position` of the diary's
    /// entries (and of the insights', the same entries in the same order: diary order).
    func foodIDs(ofEntryAt position: Int) -> [Int] {
        insights.vocabulary.foodIDs(ofEntryAt: position)
    }

    /// The path of a food's page, when it has one.
    func foodPath(_ food: Food) -> String? {
        slugs.slug(for: food).map(SitePath.food(slug:))
    }

    /// The first and last year shown; for an empty diary the as-of year, so the calendar link
    /// of every page leads to a page.
    var years: ClosedRange<Int>? { Self.years(of: days, asOf: options.asOf) }

    /// The years shown for `days`, the days with entries up to `asOf`.
    private static func years(of days: [LocalDay], asOf: LocalDay) -> ClosedRange<Int> {
        guard let first = days.first, let last = days.last else { return asOf.year...asOf.year }
        return first.year...max(last.year, first.year)
    }

    /// Days with entries up to the as-of day, ascending.
    var days: [LocalDay] { byDay.days }

    /// Entries on `day`, in diary order (empty when none).
    func entries(on day: LocalDay) -> ArraySlice<DiaryEntry> {
        byDay.entries(on: day)
    }

    /// The PNG pictures the build makes of the card of `subject`, in `CardFormat` order: none,
    /// or the portrait and the story, with the link preview when pages carry link previews
    /// (a base URL). Any other is drawn on demand (`foodstory card`).
    func pictures(of subject: CardSubject) -> [CardFormat] {
        let drawn =
            switch subject {
            case .week(let week): firstPicturedWeek.map { week >= $0 } ?? false
            case .year(let year): firstPicturedYear.map { year >= $0 } ?? false
            }
        guard drawn else { return [] }
        return CardFormat.allCases.filter { $0 != .link || options.baseURL != nil }
    }

    /// The week of `summary`, through its last day counted, against the same days of the eight
    /// weeks before, as the home page says it (`then-week-average`): what the week's page, its
    /// printed recap and its feed entry state; nil when the diary was not kept through them.
    func comparison(of summary: WeeklySummary, words: Catalog) -> String? {
        ComparisonWords(words).weekAverage(insights.weekAverage(asOf: summary.through))
    }

    /// The recap of `week` as of the as-of day.
    func summary(for week: ISOWeek) -> WeeklySummary? {
        summaries[week] ?? insights.weeklySummary(for: week, asOf: options.asOf)
    }
}

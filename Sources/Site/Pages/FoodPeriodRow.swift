import Charts
import Days
import Insights
import Templating
import Words

/// A row of a food page's table of periods (the app's 7D, 30D, 3M, 1Y and All): how often the
/// food was eaten then, on which weekday and at what time most. Every sentence of the table is
/// here, to move into the catalog of messages with the others.
struct FoodPeriodRow: TemplateNode, Sendable, Codable {
    /// The period's name, `30 days`.
    var name: String
    /// Its days, `8 February – 9 March 2026`.
    var dates: String
    /// How often: `Not eaten`, `Once`, `3 times`.
    var count: String
    /// The busiest weekday: `Tuesday`, `Monday and Friday`, `4 different days`; `–` when not eaten.
    var weekday: String
    /// The busiest time: `08:00`, `08:00 and 13:00`; `–` when not eaten.
    var time: String

    /// The names of the app's periods, as the insights page and the food pages name them.
    static func periodNames(_ words: Catalog) -> [AnalyticsPeriod: String] {
        [
            .week: words(.periodWeek), .month: words(.periodMonth), .threeMonths: words(.periodThreeMonths),
            .year: words(.periodYear), .allTime: words(.periodAll),
        ]
    }

    /// A row of these words.
    init(name: String, dates: String, count: String, weekday: String, time: String) {
        self.name = name
        self.dates = dates
        self.count = count
        self.weekday = weekday
        self.time = time
    }

    /// The row of `habits`, in `words`.
    init(_ habits: FoodHabits, words: Catalog) {
        name = Self.periodNames(words)[habits.period] ?? habits.period.label
        dates = words.span(habits.range.start, habits.range.end)
        count = words.count(.periodCount, habits.count)
        weekday = Self.tied(
            habits.busiestWeekdays.map { words.weekdayName($0 + 1) }, more: .periodTiedDays, words: words)
        time = Self.tied(habits.busiestHours.map(Self.clock), more: .periodTiedHours, words: words)
    }

    /// Up to three tied names as a list (`Monday and Friday`); more as how many (`4 different
    /// days`, the message `more`); none as a dash.
    static func tied(_ names: [String], more: MessageKey, words: Catalog) -> String {
        switch names.count {
        case 0: "–"
        case 1...3: words.written(.list(names))
        default: words.count(more, names.count)
        }
    }

    /// An hour as the clock shows it: `08:00`.
    static func clock(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }
}

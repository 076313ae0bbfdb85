import Charts
import Days
import Insights
import Templating

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
    static let periodNames: [AnalyticsPeriod: String] = [
        .week: "7 days", .month: "30 days", .threeMonths: "3 months", .year: "1 year", .allTime: "All time",
    ]

    /// A row of these words.
    init(name: String, dates: String, count: String, weekday: String, time: String) {
        self.name = name
        self.dates = dates
        self.count = count
        self.weekday = weekday
        self.time = time
    }

    /// The row of `habits`.
    init(_ habits: FoodHabits) {
        name = Self.periodNames[habits.period] ?? habits.period.label
        dates = Words.span(habits.range.start, habits.range.end)
        count = Self.times(habits.count)
        weekday = Self.tied(habits.busiestWeekdays.map { LocalDay.weekdayNames[$0] }, noun: "days")
        time = Self.tied(habits.busiestHours.map(Self.clock), noun: "hours")
    }

    /// `Not eaten`, `Once`, `2 times`.
    static func times(_ count: Int) -> String {
        switch count {
        case 0: "Not eaten"
        case 1: "Once"
        default: "\(Wording.number(count)) times"
        }
    }

    /// Up to three tied names as a list (`Monday and Friday`); more as how many
    /// (`4 different days`); none as a dash.
    static func tied(_ names: [String], noun: String) -> String {
        switch names.count {
        case 0: "–"
        case 1...3: Wording.list(names)
        default: "\(names.count) different \(noun)"
        }
    }

    /// An hour as the clock shows it: `08:00`.
    static func clock(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }
}

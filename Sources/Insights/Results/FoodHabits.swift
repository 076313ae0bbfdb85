import Days

/// How often a food was eaten in one period, and when: the numbers of a food page's row for
/// that period (the app's food timeline has a period picker: 7D, 30D, 3M, 1Y, All).
public struct FoodHabits: Hashable, Sendable, Codable {
    /// The period.
    public var period: AnalyticsPeriod
    /// The period's days.
    public var range: DayRange
    /// Entries mentioning the food in the period.
    public var count: Int
    /// Those entries by weekday, Monday first (7 counts).
    public var weekdays: [Int]
    /// Those entries by local hour, 0–23 (24 counts).
    public var hours: [Int]

    /// Creates the numbers of a period.
    public init(period: AnalyticsPeriod, range: DayRange, count: Int, weekdays: [Int], hours: [Int]) {
        self.period = period
        self.range = range
        self.count = count
        self.weekdays = weekdays
        self.hours = hours
    }

    /// The weekdays (0 is Monday) with the most entries, in order; empty when there are none.
    public var busiestWeekdays: [Int] { Self.busiest(weekdays) }

    /// The hours with the most entries, in order; empty when there are none.
    public var busiestHours: [Int] { Self.busiest(hours) }

    private static func busiest(_ counts: [Int]) -> [Int] {
        guard let top = counts.max(), top > 0 else { return [] }
        return counts.indices.filter { counts[$0] == top }
    }
}

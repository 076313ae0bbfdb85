/// The weekday a calendar's weeks start on, and where each day falls in such a week: the
/// rows and columns of a heatmap or a month grid. It is a matter of drawing only; an ISO week
/// (`startOfISOWeek`, a week page) always runs Monday to Sunday.
public struct WeekStart: Sendable, Hashable, Codable {
    /// The first weekday, as an ISO weekday: 1 is Monday, 7 Sunday.
    public let isoWeekday: Int

    /// A week starting on `isoWeekday` (1 is Monday, 7 Sunday); other numbers count on round
    /// the week (0 is Sunday, 8 Monday).
    public init(isoWeekday: Int) {
        self.isoWeekday = ((isoWeekday - 1) % 7 + 7) % 7 + 1
    }

    /// Monday first, as ISO weeks and most of Europe.
    public static let monday = WeekStart(isoWeekday: 1)
    /// Sunday first, as the United States and Japan.
    public static let sunday = WeekStart(isoWeekday: 7)
    /// Saturday first, as Egypt.
    public static let saturday = WeekStart(isoWeekday: 6)

    /// The seven ISO weekdays in the order such a week shows them: `[7, 1, 2, 3, 4, 5, 6]`
    /// for a week starting on Sunday.
    public var weekdays: [Int] {
        (0..<7).map { (isoWeekday - 1 + $0) % 7 + 1 }
    }

    /// Where `day` falls in its week: 0 on the first weekday, 6 on the day before it.
    public func position(of day: LocalDay) -> Int {
        (day.isoWeekday - isoWeekday + 7) % 7
    }

    /// The first day of the week holding `day` (`day` itself on the first weekday).
    public func start(of day: LocalDay) -> LocalDay {
        day.adding(days: -position(of: day))
    }
}

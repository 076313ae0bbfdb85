/// What a comparison sets a period against.
public enum ComparisonBaseline: String, Hashable, Sendable, Codable, CaseIterable {
    /// The same days of the month before (a month to date: its first days).
    case monthBefore = "month-before"
    /// The same days of the same month a year earlier.
    case sameMonthLastYear = "same-month-last-year"
    /// The same dates a year earlier (a year to date: 1 January to the same day).
    case sameDatesLastYear = "same-dates-last-year"
    /// The days of the same number just before the period.
    case periodBefore = "period-before"
    /// A period chosen by the person (`foodstory stats --compare … --against …`).
    case chosen
}

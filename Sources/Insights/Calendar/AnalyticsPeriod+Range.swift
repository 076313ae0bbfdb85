import Days
import Diary

extension AnalyticsPeriod {
    /// The days the period covers, as of `asOf`; it always ends on `asOf`.
    ///
    /// - 7D: `asOf` and the 6 days before (7 days); 30D: `asOf` and the 29 days before.
    /// - 3M: the days after the same day of the month three months earlier, through `asOf`
    ///   (as of 8 March: 9 December – 8 March); 1Y likewise with twelve months (365 or 366
    ///   days). A day of the month the earlier month lacks becomes its last day.
    /// - All: the first entry's day through `asOf`; just `asOf` when there is no entry on or
    ///   before it.
    public func dayRange(asOf: LocalDay, firstEntryDay: LocalDay?) -> DayRange {
        let start: LocalDay
        switch self {
        case .week: start = asOf.adding(days: -6)
        case .month: start = asOf.adding(days: -29)
        case .threeMonths: start = asOf.adding(months: -3).adding(days: 1)
        case .year: start = asOf.adding(months: -12).adding(days: 1)
        case .allTime: start = firstEntryDay.map { min($0, asOf) } ?? asOf
        }
        return DayRange(start: start, end: asOf)
    }

    /// The period named by its key (`7d`, `30d`, `3m`, `1y`, `all`) or its label (`7D`,
    /// `All`), in any case; nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let period = AnalyticsPeriod.allCases.first(where: { $0.rawValue == lowered }) else {
            return nil
        }
        self = period
    }
}

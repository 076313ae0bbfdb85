/// Which story a weekly recap tells, by the app's rules, first match wins: a streak longer
/// than 7 days, a top food eaten 3 times or more, more than 3 entries up on last week, a
/// perfect week (no day missed), or the default.
public enum HeadlineType: String, Hashable, Sendable, Codable, CaseIterable {
    /// The streak at the end of the week is longer than 7 days.
    case streak
    /// The week's top food was in 3 entries or more.
    case topFood
    /// More than 3 entries more than the week before.
    case improvement
    /// Every day of the week has an entry.
    case perfect
    /// None of the above.
    case `default`

    /// The app's rule, first match wins.
    public static func choose(streak: Int, topFoodCount: Int, vsLastWeek: Int, missedDays: Int)
        -> HeadlineType
    {
        if streak > 7 { return .streak }
        if topFoodCount >= 3 { return .topFood }
        if vsLastWeek > 3 { return .improvement }
        if missedDays == 0 { return .perfect }
        return .default
    }
}

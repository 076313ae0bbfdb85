import Days
import Diary
import Words

/// The weekly recap of one ISO week, as it stood at the end of that week (or on the as-of
/// day, for the week that holds it): numbers and the app's headline rules (`story` words them).
public struct WeeklySummary: Hashable, Sendable, Codable {
    /// The week.
    public var week: ISOWeek
    /// Monday through Sunday.
    public var range: DayRange
    /// The last day counted: Sunday, or the as-of day while the week is under way.
    public var through: LocalDay
    /// Whether the week had ended by the as-of day.
    public var isComplete: Bool
    /// Which story the headline tells.
    public var headlineType: HeadlineType
    /// Entries in the week.
    public var entries: Int
    /// Days of the week with an entry.
    public var daysLogged: Int
    /// Days of the week without one: 7 − `daysLogged` (so a week under way is not perfect).
    public var missedDays: Int
    /// The food in most entries of the week (ties: by name); nil for no food.
    public var topFood: String?
    /// Its key.
    public var topFoodKey: String?
    /// How many entries mention it; 0 for no food.
    public var topFoodCount: Int
    /// Entries in the week before.
    public var lastWeekEntries: Int
    /// `entries − lastWeekEntries`.
    public var vsLastWeek: Int
    /// Entries per category, most first.
    public var categories: [CategoryShare]
    /// Entries on each day, Monday first.
    public var days: [DayCount]
    /// Whether each day, Monday first, has an entry.
    public var loggedDays: [Bool]
    /// The streak as of `through` (counted from the day before when `through` is empty).
    public var streak: Streak

    /// Works out the summary's headline from its numbers.
    public init(
        week: ISOWeek, through: LocalDay, isComplete: Bool, days: [DayCount], topFood: FoodCount?,
        lastWeekEntries: Int, categories: [CategoryShare], streak: Streak
    ) {
        self.week = week
        self.range = week.days
        self.through = through
        self.isComplete = isComplete
        self.days = days
        self.loggedDays = days.map { $0.count > 0 }
        self.entries = days.reduce(0) { $0 + $1.count }
        self.daysLogged = loggedDays.filter { $0 }.count
        self.missedDays = 7 - daysLogged
        self.topFood = topFood?.food
        self.topFoodKey = topFood?.key
        self.topFoodCount = topFood?.count ?? 0
        self.lastWeekEntries = lastWeekEntries
        self.vsLastWeek = entries - lastWeekEntries
        self.categories = categories
        self.streak = streak
        self.headlineType = HeadlineType.choose(
            streak: streak.length, topFoodCount: topFoodCount, vsLastWeek: vsLastWeek,
            missedDays: missedDays)
    }

    /// The encoder's `userInfo` key of the catalog a summary's story is written in.
    public static let wordsKey = CodingUserInfoKey(rawValue: "words")!

    /// The story's keys: written, never read (a summary's words come from a catalog).
    private enum StoryKeys: String, CodingKey {
        case headline, subheadline
    }

    private enum CodingKeys: String, CodingKey {
        case week, range, through, isComplete, headlineType, entries
        case daysLogged, missedDays, topFood, topFoodKey, topFoodCount, lastWeekEntries
        case vsLastWeek, categories, days, loggedDays, streak
    }

    /// Encodes every key, `null` for no top food.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(week, forKey: .week)
        try container.encode(range, forKey: .range)
        try container.encode(through, forKey: .through)
        try container.encode(isComplete, forKey: .isComplete)
        try container.encode(headlineType, forKey: .headlineType)
        // The story's words when the encoder is given a catalog (`stats --json`).
        if let words = encoder.userInfo[Self.wordsKey] as? Catalog {
            let (headline, subheadline) = story(words)
            var story = encoder.container(keyedBy: StoryKeys.self)
            try story.encode(headline, forKey: .headline)
            try story.encode(subheadline, forKey: .subheadline)
        }
        try container.encode(entries, forKey: .entries)
        try container.encode(daysLogged, forKey: .daysLogged)
        try container.encode(missedDays, forKey: .missedDays)
        try container.encode(topFood, forKey: .topFood)
        try container.encode(topFoodKey, forKey: .topFoodKey)
        try container.encode(topFoodCount, forKey: .topFoodCount)
        try container.encode(lastWeekEntries, forKey: .lastWeekEntries)
        try container.encode(vsLastWeek, forKey: .vsLastWeek)
        try container.encode(categories, forKey: .categories)
        try container.encode(days, forKey: .days)
        try container.encode(loggedDays, forKey: .loggedDays)
        try container.encode(streak, forKey: .streak)
    }
}

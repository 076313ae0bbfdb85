import Days
import Diary

/// The numbers of one run of days that a comparison sets side by side: entries, days logged,
/// different foods, foods first eaten then, entries per category and the top foods.
public struct PeriodFigures: Hashable, Sendable, Codable {
    /// The days counted.
    public var range: DayRange
    /// Entries on those days.
    public var entries: Int
    /// Days with at least one entry.
    public var daysLogged: Int
    /// Different foods eaten on those days.
    public var foods: Int
    /// Foods eaten for the first time in the diary on those days, with their entries then:
    /// most first, then by name.
    public var newFoods: [FoodCount]
    /// Entries per meal category (categories with entries only, most first, then the app's
    /// order), uncategorised entries left out.
    public var categories: [CategoryShare]
    /// The foods in most entries, most first, then by name; five at most.
    public var topFoods: [FoodCount]

    /// Creates the figures.
    public init(
        range: DayRange, entries: Int, daysLogged: Int, foods: Int, newFoods: [FoodCount],
        categories: [CategoryShare], topFoods: [FoodCount]
    ) {
        self.range = range
        self.entries = entries
        self.daysLogged = daysLogged
        self.foods = foods
        self.newFoods = newFoods
        self.categories = categories
        self.topFoods = topFoods
    }
}

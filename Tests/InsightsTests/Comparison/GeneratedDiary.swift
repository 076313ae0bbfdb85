import Diary
import Insights
import Testing

/// A diary generated in code for the comparison tests, and the numbers of any run of its days
/// counted the plain way (one pass over its rows), apart from `Insights`' indexes.
struct GeneratedDiary {
    /// One entry: its day, its one-word food and its category.
    struct Row {
        var day: LocalDay
        var food: String
        var category: MealCategory?
    }

    static let foods = ["apple", "bread", "coffee", "dosa", "egg", "fig", "grape", "honey", "idli", "jam", "kheer"]

    let rows: [Row]
    let insights: Insights

    /// Entries on every day from `first` through `last` except the days `skip` says, a count a
    /// day from the day number (0 to 3), foods and categories from it too; foods later in the
    /// list first appear later (a new food every few weeks).
    init(from first: String, through last: String, skip: (LocalDay) -> Bool = { _ in false }) {
        var rows: [Row] = []
        let start = TestDiary.day(first)
        let end = TestDiary.day(last)
        var day = start
        while day <= end {
            if !skip(day) {
                let count = (day.dayNumber * 7 + 3) % 4
                let known = min(Self.foods.count, 3 + start.days(to: day) / 20)
                for index in 0..<count {
                    let food = Self.foods[(day.dayNumber * 5 + index * 3) % known]
                    let category =
                        (day.dayNumber + index) % 7 == 6 ? nil : MealCategory.allCases[(day.dayNumber + index) % 6]
                    rows.append(Row(day: day, food: food, category: category))
                }
            }
            day = day.adding(days: 1)
        }
        self.init(rows: rows)
    }

    init(rows: [Row]) {
        self.rows = rows
        let entries = TestDiary.entries(
            rows.enumerated().map { index, row in
                (day: row.day.description, time: "\(8 + index % 12):00", text: row.food, category: row.category)
            })
        insights = Insights(entries: entries)
    }

    private func inside(_ range: DayRange) -> [Row] { rows.filter { range.contains($0.day) } }

    /// The figures of `range`, counted row by row.
    func figures(_ range: DayRange, top: Int = 5) -> PeriodFigures {
        let kept = inside(range)
        var firstDay: [String: LocalDay] = [:]
        for row in rows where firstDay[row.food] == nil { firstDay[row.food] = row.day }
        let counts = Dictionary(grouping: kept, by: \.food).mapValues(\.count)
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let newFoods = ordered.filter { firstDay[$0.key].map(range.contains) ?? false }
        return PeriodFigures(
            range: range, entries: kept.count, daysLogged: Set(kept.map(\.day)).count, foods: counts.count,
            newFoods: newFoods.map { FoodCount(food: TestDiary.food($0.key), count: $0.value) },
            categories: Self.shares(kept.compactMap(\.category)),
            topFoods: ordered.prefix(top).map { FoodCount(food: TestDiary.food($0.key), count: $0.value) })
    }

    /// Entries per category, most first, then in the app's order, with whole percentages that
    /// add up to 100: rounded down, the missing points to the largest remainders.
    static func shares(_ categories: [MealCategory]) -> [CategoryShare] {
        let counts = MealCategory.allCases.map { category in categories.filter { $0 == category }.count }
        let present = MealCategory.allCases.indices.filter { counts[$0] > 0 }
            .sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        let total = categories.count
        var percents = present.map { counts[$0] * 100 / max(total, 1) }
        let remainders = present.map { counts[$0] * 100 % max(total, 1) }
        var missing = total == 0 ? 0 : 100 - percents.reduce(0, +)
        for index in percents.indices.sorted(by: {
            remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
        }) where missing > 0 {
            percents[index] += 1
            missing -= 1
        }
        return zip(present, percents).map {
            CategoryShare(category: MealCategory.allCases[$0], count: counts[$0], percent: $1)
        }
    }

    /// `current` against `baseline`, counted row by row.
    func comparison(_ current: DayRange, _ baseline: DayRange, _ kind: ComparisonBaseline) -> Comparison {
        let now = figures(current)
        let then = figures(baseline)
        let categories = MealCategory.allCases.compactMap { category -> CategoryChange? in
            let left = inside(current).filter { $0.category == category }.count
            let right = inside(baseline).filter { $0.category == category }.count
            return left + right > 0 ? CategoryChange(category: category, current: left, baseline: right) : nil
        }
        var keys: [String] = []
        for food in now.topFoods + then.topFoods where !keys.contains(food.key) { keys.append(food.key) }
        let foods = keys.map { key in
            FoodChange(
                food: TestDiary.food(key), current: inside(current).filter { $0.food == key }.count,
                baseline: inside(baseline).filter { $0.food == key }.count)
        }
        .sorted { ($0.current, $0.baseline, $1.food) > ($1.current, $1.baseline, $0.food) }
        return Comparison(baselineKind: kind, current: now, baseline: then, categories: categories, topFoods: foods)
    }

    /// Entries of `range`, counted row by row.
    func entries(_ range: DayRange) -> Int { inside(range).count }
}

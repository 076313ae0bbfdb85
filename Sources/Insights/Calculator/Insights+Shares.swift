import Diary

extension Insights {
    /// Entries of `range` per meal category, uncategorised entries left out: categories with
    /// entries only, most first, then in the app's order (breakfast, lunch, snack, dinner,
    /// dessert, beverage); percentages of the categorised entries that add up to 100.
    public func categories(in range: DayRange) -> [CategoryShare] {
        var counts = [MealCategory: Int]()
        for position in entryPositions(in: range) {
            if let category = entries[position].category { counts[category, default: 0] += 1 }
        }
        let present = MealCategory.allCases.filter { counts[$0, default: 0] > 0 }
            .sorted { lhs, rhs in
                let (left, right) = (counts[lhs, default: 0], counts[rhs, default: 0])
                return left != right ? left > right : lhs < rhs
            }
        let percents = Rounding.largestRemainder(present.map { counts[$0, default: 0] })
        return zip(present, percents).map {
            CategoryShare(category: $0, count: counts[$0, default: 0], percent: $1)
        }
    }

    /// Entries of `range` without a category.
    public func uncategorizedCount(in range: DayRange) -> Int {
        entryPositions(in: range).filter { entries[$0].category == nil }.count
    }

    /// Entries of `range` per way of logging: types with entries only, most first, then in
    /// the app's order (text, image, voice); percentages that add up to 100.
    public func inputTypes(in range: DayRange) -> [InputTypeShare] {
        var counts = [InputType: Int]()
        for position in entryPositions(in: range) {
            counts[entries[position].inputType, default: 0] += 1
        }
        let present = InputType.allCases.filter { counts[$0, default: 0] > 0 }
            .sorted { lhs, rhs in
                let (left, right) = (counts[lhs, default: 0], counts[rhs, default: 0])
                return left != right ? left > right : lhs < rhs
            }
        let percents = Rounding.largestRemainder(present.map { counts[$0, default: 0] })
        return zip(present, percents).map {
            InputTypeShare(inputType: $0, count: counts[$0, default: 0], percent: $1)
        }
    }
}

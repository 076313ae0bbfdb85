import Diary

/// A goal that names what the diary cannot have: a category that is not a meal category, or a
/// food the diary never had (as its food pages match foods, aliases applied). The build warns,
/// and `--strict` makes it an error; the goal is still kept, never once.
public enum GoalProblem: Hashable, Sendable {
    /// A category that is none of the meal categories, as written.
    case unknownCategory(String)
    /// A food no entry names, as written.
    case unknownFood(String)

    /// `goal 2 ("Sweets"): "brunch" is not a meal category; expected one of breakfast, …`.
    public func message(goal number: Int, name: String?) -> String {
        let goal = "goal \(number)" + (name.map { " (\"\($0)\")" } ?? "")
        switch self {
        case .unknownCategory(let word):
            let categories = MealCategory.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(goal): \"\(word)\" is not a meal category; expected one of \(categories)"
        case .unknownFood(let word):
            return "\(goal): the diary never had the food \"\(word)\""
        }
    }
}

extension Insights {
    /// What is wrong with `goal` in this diary, if anything.
    public func problem(of goal: Goal) -> GoalProblem? {
        switch goal.subject {
        case .category(let name)?:
            MealCategory(rawValue: name.lowercased()) == nil ? .unknownCategory(name) : nil
        case .food(let name)?:
            vocabulary.food(named: name) == nil ? .unknownFood(name) : nil
        case nil:
            nil
        }
    }
}

extension Insights {
    /// A warning for each goal that names a category that is none of the meal categories, or a
    /// food the diary never had, in the order of the goals, each by its number in the config
    /// file: `numbers` (when a public view withheld some goals), else its place in `goals`.
    public func goalWarnings(_ goals: [Goal], numbers: [Int]? = nil) -> [String] {
        goals.enumerated().compactMap { index, goal in
            problem(of: goal)?.message(goal: numbers?[index] ?? index + 1, name: goal.name)
        }
    }
}

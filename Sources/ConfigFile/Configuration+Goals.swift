import Diary
import Foundation
import Insights
import TOMLKit

extension Configuration {
    /// The keys a `[[goals]]` table may hold: a name, one subject (`category`, `food`,
    /// `entries-per-day` or `new-foods`) and how often (`days`, `every`, `at-most`, `at-least`).
    public static let goalKeys = [
        "name", "category", "food", "entries-per-day", "new-foods", "days", "every", "at-most", "at-least",
    ]

    /// The `[[goals]]` tables, in the order they are written; each error names the goal by its
    /// place and the line of the key it concerns.
    static func goalTables(_ value: any TOMLValueConvertible, _ text: String, _ file: String)
        throws(ConfigurationError) -> [Goal]
    {
        let lines = GoalLines(text)
        guard let array = value.array else {
            throw ConfigurationError(
                file: file, line: lines.keyLine, message: "goals must be [[goals]] tables, one for each goal")
        }
        var goals: [Goal] = []
        for (offset, item) in array.enumerated() {
            let number = offset + 1
            let fail = { (key: String?, message: String) -> ConfigurationError in
                ConfigurationError(
                    file: file, line: lines.line(goal: offset, key: key), message: "goal \(number): \(message)")
            }
            guard let table = item.table else { throw fail(nil, "must be a [[goals]] table") }
            goals.append(try goal(table, fail))
        }
        return goals
    }

    private static func goal(_ table: TOMLTable, _ fail: (String?, String) -> ConfigurationError)
        throws(ConfigurationError) -> Goal
    {
        for key in table.keys.sorted() where !goalKeys.contains(key) {
            throw fail(key, "unknown key \"\(key)\"; expected one of \(goalKeys.joined(separator: ", "))")
        }
        var name: String?
        if let value = table["name"] {
            guard let text = value.string, text.contains(where: { !$0.isWhitespace }) else {
                throw fail("name", "name must be text (in quotes), not empty")
            }
            name = text
        }
        let subjects = ["category", "food", "entries-per-day", "new-foods"].filter { table[$0] != nil }
        guard let subjectKey = subjects.first else {
            throw fail(nil, "says nothing to watch; give one of category, food, entries-per-day or new-foods")
        }
        guard subjects.count == 1 else {
            throw fail(subjects[1], "has both \(subjects[0]) and \(subjects[1]); a goal watches one of them")
        }
        let measures = ["days", "every", "at-most", "at-least"].filter { table[$0] != nil }
        if measures.count > 1 {
            throw fail(measures[1], "has both \(measures[0]) and \(measures[1]); a goal says how often once")
        }
        let measure = measures.first
        switch subjectKey {
        case "category", "food":
            guard let word = table[subjectKey]?.string, word.contains(where: { !$0.isWhitespace }) else {
                throw fail(subjectKey, "\(subjectKey) must be text (in quotes), not empty")
            }
            let subject: Goal.Subject = subjectKey == "food" ? .food(word) : .category(word)
            guard let measure else {
                throw fail(nil, "\(subjectKey) \"\(word)\" needs how often: days, every, at-most or at-least")
            }
            return Goal(name: name, rule: try rule(subject, measure, table, fail))
        case "entries-per-day":
            let entries = try count(table, "entries-per-day", "a whole number of entries, 1 or more", 1, fail)
            if let measure, measure == "at-most" || measure == "at-least" {
                throw fail(measure, "entries-per-day takes days or every, not \(measure)")
            }
            var days = 7
            if let measure { days = try dayCount(measure, table, fail) }
            return Goal(name: name, rule: .entriesPerDay(entries: entries, days: days))
        default:
            if let measure {
                throw fail(measure, "new-foods counts the foods of a month and takes no \(measure)")
            }
            let foods = try count(table, "new-foods", "a whole number of foods a month, 1 or more", 1, fail)
            return Goal(name: name, rule: .newFoods(foods: foods))
        }
    }

    /// The rule of a category's or food's goal from its one measure.
    private static func rule(
        _ subject: Goal.Subject, _ measure: String, _ table: TOMLTable,
        _ fail: (String?, String) -> ConfigurationError
    ) throws(ConfigurationError) -> Goal.Rule {
        switch measure {
        case "at-most":
            return .atMost(
                subject, times: try count(table, measure, "a whole number of times a week, 0 or more", 0, fail))
        case "at-least":
            return .atLeast(
                subject, times: try count(table, measure, "a whole number of times a week, 1 or more", 1, fail))
        case "every" where table["every"]?.string == "week":
            return .atLeast(subject, times: 1)
        default:
            return .days(subject, days: try dayCount(measure, table, fail))
        }
    }

    /// Days a week from `days` (1 to 7) or `every = "day"` (7).
    private static func dayCount(_ key: String, _ table: TOMLTable, _ fail: (String?, String) -> ConfigurationError)
        throws(ConfigurationError) -> Int
    {
        if key == "every" {
            guard table["every"]?.string == "day" else {
                throw fail("every", "every must be \"day\" or, for a category or a food, \"week\"")
            }
            return 7
        }
        guard let days = table[key]?.int, (1...7).contains(days) else {
            throw fail(key, "days must be a whole number of days a week, 1 to 7")
        }
        return days
    }

    private static func count(
        _ table: TOMLTable, _ key: String, _ expected: String, _ least: Int,
        _ fail: (String?, String) -> ConfigurationError
    ) throws(ConfigurationError) -> Int {
        guard let number = table[key]?.int, number >= least else { throw fail(key, "\(key) must be \(expected)") }
        return number
    }
}

/// Where each `[[goals]]` table and its keys are in the file's text, for errors that name a
/// line (the TOML reader keeps no lines of its values).
struct GoalLines {
    /// Per goal, the line of its `[[goals]]` header and the line of each of its keys.
    private var goals: [(header: Int, keys: [String: Int])] = []
    /// The line of a `goals = …` key, when the goals are written that way.
    private(set) var keyLine: Int?

    init(_ text: String) {
        var inGoal = false
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("[") {
                let header = line.filter { $0 != " " && $0 != "\t" }
                inGoal = header.hasPrefix("[[goals]]")
                if inGoal { goals.append((lineNumber, [:])) }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\"", "'"])
            if inGoal, !goals.isEmpty {
                if goals[goals.count - 1].keys[key] == nil { goals[goals.count - 1].keys[key] = lineNumber }
            } else if key == "goals", keyLine == nil {
                keyLine = lineNumber
            }
        }
    }

    /// The line of `key` in goal `index` (from 0), else of its header; nil when the goals are
    /// not written as `[[goals]]` tables.
    func line(goal index: Int, key: String?) -> Int? {
        guard goals.indices.contains(index) else { return keyLine }
        return key.flatMap { goals[index].keys[$0] } ?? goals[index].header
    }
}

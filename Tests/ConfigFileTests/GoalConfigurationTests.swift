import ConfigFile
import Foundation
import Insights
import Testing

@Suite("Goals in the config file")
struct GoalConfigurationTests {
    let folder = URL(fileURLWithPath: "/home/me/diary")

    @Test("Each [[goals]] table is one goal, in the order written, each rule as a sentence says it")
    func goals() throws {
        let text = """
            title = "Meals"

            [[goals]]
            category = "breakfast"   # days with a breakfast entry
            days = 6
            [[goals]]
            name = "Fewer sweets"
            food = "sweets"
            at-most = 2
            [[goals]]
            food = "vegetables"
            every = "day"
            [[goals]]
            food = "fish"
            every = "week"
            [[goals]]
            category = "dinner"
            at-least = 5
            [[goals]]
            entries-per-day = 3
            [[goals]]
            entries-per-day = 2
            days = 5
            [[goals]]
            new-foods = 1

            [aliases]
            salad = "vegetables"
            """
        let configuration = try Configuration.parse(text, file: "foodstory.toml", relativeTo: folder)
        #expect(
            configuration.goals == [
                Goal(rule: .days(.category("breakfast"), days: 6)),
                Goal(name: "Fewer sweets", rule: .atMost(.food("sweets"), times: 2)),
                Goal(rule: .days(.food("vegetables"), days: 7)),
                Goal(rule: .atLeast(.food("fish"), times: 1)),
                Goal(rule: .atLeast(.category("dinner"), times: 5)),
                Goal(rule: .entriesPerDay(entries: 3, days: 7)),
                Goal(rule: .entriesPerDay(entries: 2, days: 5)),
                Goal(rule: .newFoods(foods: 1)),
            ])
        #expect(configuration.aliases == ["salad": "vegetables"])
        #expect(try Configuration.parse("title = \"Meals\"", file: "c", relativeTo: folder).goals == [])
        #expect(
            try Configuration.parse("goals = [{ food = \"tea\", at-most = 0 }]", file: "c", relativeTo: folder).goals
                == [Goal(rule: .atMost(.food("tea"), times: 0))])
    }

    @Test(
        "A malformed goal is an error naming the file, the line of the key and what was expected",
        arguments: [
            (
                "[[goals]]\nfood = \"tea\"\nat-most = 1\nday = 3",
                "c.toml:4: goal 1: unknown key \"day\"; expected one of name, category, food, entries-per-day, new-foods, days, every, at-most, at-least"
            ),
            (
                "[[goals]]\nfood = \"tea\"\nat-most = 1\n\n[[goals]]\nname = \"Tea\"\ndays = 3",
                "c.toml:5: goal 2: says nothing to watch; give one of category, food, entries-per-day or new-foods"
            ),
            (
                "[[goals]]\nfood = \"tea\"\ncategory = \"breakfast\"\ndays = 3",
                "c.toml:2: goal 1: has both category and food; a goal watches one of them"
            ),
            (
                "[[goals]]\nfood = \"tea\"",
                "c.toml:1: goal 1: food \"tea\" needs how often: days, every, at-most or at-least"
            ),
            (
                "[[goals]]\nfood = \"tea\"\nat-most = 1\nat-least = 3",
                "c.toml:4: goal 1: has both at-most and at-least; a goal says how often once"
            ),
            (
                "[[goals]]\nfood = \"tea\"\nat-most = -1",
                "c.toml:3: goal 1: at-most must be a whole number of times a week, 0 or more"
            ),
            (
                "[[goals]]\nfood = \"tea\"\nat-least = 0",
                "c.toml:3: goal 1: at-least must be a whole number of times a week, 1 or more"
            ),
            (
                "[[goals]]\ncategory = \"lunch\"\ndays = 8",
                "c.toml:3: goal 1: days must be a whole number of days a week, 1 to 7"
            ),
            (
                "[[goals]]\ncategory = \"lunch\"\ndays = \"6\"",
                "c.toml:3: goal 1: days must be a whole number of days a week, 1 to 7"
            ),
            (
                "[[goals]]\ncategory = \"lunch\"\nevery = \"month\"",
                "c.toml:3: goal 1: every must be \"day\" or, for a category or a food, \"week\""
            ),
            (
                "[[goals]]\nentries-per-day = 3\nevery = \"week\"",
                "c.toml:3: goal 1: every must be \"day\" or, for a category or a food, \"week\""
            ),
            (
                "[[goals]]\ncategory = 3\ndays = 2",
                "c.toml:2: goal 1: category must be text (in quotes), not empty"
            ),
            (
                "[[goals]]\nfood = \" \"\ndays = 2",
                "c.toml:2: goal 1: food must be text (in quotes), not empty"
            ),
            (
                "[[goals]]\nname = \"\"\nfood = \"tea\"\ndays = 2",
                "c.toml:2: goal 1: name must be text (in quotes), not empty"
            ),
            (
                "[[goals]]\nentries-per-day = 0",
                "c.toml:2: goal 1: entries-per-day must be a whole number of entries, 1 or more"
            ),
            (
                "[[goals]]\nentries-per-day = 2\nat-least = 4",
                "c.toml:3: goal 1: entries-per-day takes days or every, not at-least"
            ),
            (
                "[[goals]]\nnew-foods = 2.5",
                "c.toml:2: goal 1: new-foods must be a whole number of foods a month, 1 or more"
            ),
            (
                "[[goals]]\nnew-foods = 1\ndays = 2",
                "c.toml:3: goal 1: new-foods counts the foods of a month and takes no days"
            ),
            ("title = \"Meals\"\ngoals = 3", "c.toml:2: goals must be [[goals]] tables, one for each goal"),
            ("goals = [3]", "c.toml:1: goal 1: must be a [[goals]] table"),
        ])
    func mistakes(text: String, message: String) {
        let error = #expect(throws: ConfigurationError.self) {
            try Configuration.parse(text, file: "c.toml", relativeTo: folder)
        }
        #expect(error?.description == message)
        #expect(error?.exitCode == 64)
    }
}

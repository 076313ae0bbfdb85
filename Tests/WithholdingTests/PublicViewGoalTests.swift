import Diary
import Foundation
import Insights
import TestSupport
import Testing
import Withholding

/// The goals a public view withholds: those whose food, or whose name read as a food's name, is
/// a hidden food by the rules `hide` hides entries by (a food holding it as a word, aliases).
@Suite("The public view's goals")
struct PublicViewGoalTests {
    /// Chai, a whisky sour and poha, one entry each, in India.
    static let diaryJSON = """
        [
          {"id": "66666666-0000-4000-8000-000000000001", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:00:00Z",
           "rawInput": "chai", "inputType": "text", "processedDescription": "chai", "mediaURL": null,
           "category": "beverage", "updatedAt": null},
          {"id": "66666666-0000-4000-8000-000000000002", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T14:00:00Z",
           "rawInput": "whisky sour", "inputType": "text", "processedDescription": "whisky sour", "mediaURL": null,
           "category": "beverage", "updatedAt": null},
          {"id": "66666666-0000-4000-8000-000000000003", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T03:00:00Z",
           "rawInput": "poha", "inputType": "text", "processedDescription": "poha", "mediaURL": null,
           "category": "breakfast", "updatedAt": null}
        ]
        """

    @Test("A goal of a hidden food, of a food holding it, of its alias or named for it is withheld, by its number")
    func withheld() throws {
        let diary = try Fixtures.readJSON(
            Self.diaryJSON, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: try TemporaryFolder())
        let goals = [
            Goal(rule: .atMost(.food("whisky sour"), times: 1)),
            Goal(name: "Chai, not whisky", rule: .days(.category("beverage"), days: 3)),
            Goal(rule: .atLeast(.food("chai"), times: 2)),
            Goal(rule: .atMost(.food("scotch"), times: 0)),
            Goal(name: "Something new", rule: .newFoods(foods: 1)),
        ]
        let view = PublicView(hide: ["whisky"]).apply(
            to: diary, pantry: nil, goals: goals, aliases: ["scotch": "whisky"], notFoods: [])
        #expect(
            view.withheld.goals == [
                WithheldGoal(number: 1, name: nil, word: "whisky sour"),
                WithheldGoal(number: 2, name: "Chai, not whisky", word: "Chai, not whisky"),
                WithheldGoal(number: 4, name: nil, word: "scotch"),
            ])
        #expect(
            view.withheld.warnings == [
                "goal 1 is withheld from the public view: it names \"whisky sour\", which [public] hide hides",
                "goal 2 (\"Chai, not whisky\") is withheld from the public view: it names \"Chai, not whisky\", which [public] hide hides",
                "goal 4 is withheld from the public view: it names \"scotch\", which [public] hide hides",
            ])
        // Nothing hidden, nothing withheld.
        let open = PublicView().apply(to: diary, pantry: nil, goals: goals, aliases: [:], notFoods: [])
        #expect(open.withheld.goals == [])
    }
}

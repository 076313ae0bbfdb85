import Foundation
import TestSupport
import Testing

/// A goal naming a category that is none of the meal categories, or a food the diary never had,
/// is a warning naming the goal and the word; with --strict, an error and no site.
@Suite("Goals the diary cannot keep are warnings", .serialized)
struct GoalWarningTests {
    static let config = """
        [[goals]]
        category = "Breakfast"
        days = 6
        [[goals]]
        name = "Brunch at weekends"
        category = "brunch"
        days = 2
        [[goals]]
        food = "Kheer"
        at-most = 1
        [[goals]]
        food = "caviar"
        at-least = 1

        """

    @Test("Each unknown category and food is a warning naming its goal; the build goes on")
    func warnings() throws {
        let folder = try TemporaryFolder()
        // The fixture without its photo, whose missing folder would be a warning too.
        let export = Fixtures.exportJSON.replacingOccurrences(
            of: "\"mediaURL\": \"3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg\"", with: "\"mediaURL\": null")
        let input = try folder.write(export, to: "export.json")
        let config = try folder.write(Self.config, to: "foodstory.toml")
        let arguments = ["build", "--input", input, "--config", config, "--as-of", "2026-03-09"]
        let run = try FoodStoryBinary.run(arguments + ["--out", folder.path("site")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.split(separator: "\n").map(String.init) == [
                "foodstory: warning: goal 2 (\"Brunch at weekends\"): \"brunch\" is not a meal category; expected one of breakfast, lunch, snack, dinner, dessert, beverage",
                "foodstory: warning: goal 4: the diary never had the food \"caviar\"",
            ])
        let strict = try FoodStoryBinary.run(arguments + ["--out", folder.path("strict"), "--strict"])
        #expect(strict.status == 65)
        #expect(
            strict.stderr
                == "foodstory: error: pages: goal 2 (\"Brunch at weekends\"): \"brunch\" is not a meal category; expected one of breakfast, lunch, snack, dinner, dessert, beverage (--strict)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path("strict")))
    }
}

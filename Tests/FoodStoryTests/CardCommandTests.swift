import Foundation
import Site
import TestSupport
import Testing

/// `foodstory card` through the real binary.
@Suite("foodstory card")
struct CardCommandTests {
    @Test("A week's story and a year's link preview: the site's bytes, and the same with the system's fonts hidden")
    func sameAsTheSite() throws {
        let folder = try TemporaryFolder()
        let site = folder.path("site")
        let build = try FoodStoryBinary.run(["build", "--as-of", "2026-03-10", "--out", site, "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")

        // A fontconfig configuration with no font folder at all: what a machine without fonts has.
        let hidden = folder.path("fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(
            toFile: hidden, atomically: true, encoding: .utf8)
        for (subject, size, file) in [("2026-W10", "story", "2026-W10-story.png"), ("2026", "link", "2026-link.png")] {
            for environment in [[:], ["FONTCONFIG_FILE": hidden, "FONTCONFIG_PATH": folder.path("none")]] {
                let out = folder.path("\(subject)-\(environment.count).png")
                let run = try FoodStoryBinary.run(
                    ["card", subject, "--size", size, "--out", out, "--as-of", "2026-03-10"], environment: environment)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.hasPrefix("Wrote \(out): the \(subject) card, "))
                let written = try Data(contentsOf: URL(fileURLWithPath: out))
                let built = try Data(contentsOf: URL(fileURLWithPath: site + "/cards/" + file))
                #expect(written == built, "\(subject) \(size) \(environment)")
            }
        }
    }

    @Test("Without --out the card is named for what it is; a week with no entries and a wrong size are errors")
    func namesAndErrors() throws {
        let folder = try TemporaryFolder()
        let named = try FoodStoryBinary.run(["card", "2026-W10", "--as-of", "2026-03-10"], in: folder.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("2026-W10.png")))

        let empty = try FoodStoryBinary.run(["card", "2026-W30", "--as-of", "2026-03-10"], in: folder.url)
        #expect(empty.status == 65)
        #expect(
            empty.stderr
                == "foodstory: error: pages: 2026-W30 has no entries up to 2026-03-10 in the built-in sample diary; no card to draw\n"
        )
        let size = try FoodStoryBinary.run(["card", "2026-W10", "--size", "square"], in: folder.url)
        #expect(size.status == 64)
        #expect(size.stderr.contains("--size square is not a card size; expected portrait, story or link"))
    }
}

import Foundation
import Site
import TestSupport
import Testing

/// `foodstory card` through the real binary.
@Suite("foodstory card")
struct CardCommandTests {
    @Test(
        "A week's story and a year's link preview: the site's bytes, and the same with the system's fonts hidden or another machine's"
    )
    func sameAsTheSite() throws {
        try #require(
            FileManager.default.fileExists(atPath: SystemFontConfigurations.dejaVuFolder),
            "this test needs \(SystemFontConfigurations.dejaVuFolder) (Debian's fonts-dejavu-core: make deps)")
        let folder = try TemporaryFolder()
        let site = folder.path("site")
        // With a base URL, so the site has its link pictures.
        let build = try FoodStoryBinary.run([
            "build", "--as-of", "2026-03-10", "--out", site, "--quiet", "--base-url", "https://example.org/",
        ])
        #expect(build.status == 0, "\(build.stderr)")

        let environments = [
            "this machine's fonts": [:], "no system font": try SystemFontConfigurations.hidden(in: folder),
            "another machine's fonts": try SystemFontConfigurations.other(in: folder),
        ]
        for (subject, size, file) in [("2026-W10", "story", "2026-W10-story.png"), ("2026", "link", "2026-link.png")] {
            for (name, environment) in environments.sorted(by: { $0.key < $1.key }) {
                let out = folder.path("\(subject)-\(name).png")
                let run = try FoodStoryBinary.run(
                    ["card", subject, "--size", size, "--out", out, "--as-of", "2026-03-10"], environment: environment)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.hasPrefix("Wrote \(out): the \(subject) card, "))
                let written = try Data(contentsOf: URL(fileURLWithPath: out))
                let built = try Data(contentsOf: URL(fileURLWithPath: site + "/cards/" + file))
                #expect(written == built, "\(subject) \(size) with \(name)")
            }
        }
    }

    @Test(
        "A year with a year before: the card command draws its comparison as the site does, in German and Arabic"
    )
    func yearComparison() throws {
        let folder = try TemporaryFolder()
        let sample = try FoodStoryBinary.run(
            ["sample", "--days", "500", "--as-of", "2026-03-10", "--out", "diary.json", "--quiet"], in: folder.url)
        #expect(sample.status == 0, "\(sample.stderr)")
        for locale in ["de", "ar-EG"] {
            let common = ["--input", "diary.json", "--as-of", "2026-03-10", "--locale", locale]
            let build = try FoodStoryBinary.run(
                ["build"] + common + ["--out", "site-\(locale)", "--quiet", "--base-url", "https://example.org/"],
                in: folder.url)
            #expect(build.status == 0, "\(build.stderr)")
            // The site's card states the comparison (its sentence ends the card's description).
            let svg = try String(contentsOfFile: folder.path("site-\(locale)/cards/2026.svg"), encoding: .utf8)
            let description = try #require(svg.firstMatch(of: /<desc id="card-2026-desc">([^<]*)<\/desc>/)?.1)
            #expect(
                description.hasSuffix(locale == "de" ? "im selben Zeitraum 2025." : "من عام ٢٠٢٥."), "\(description)")
            for (size, suffix) in [("portrait", ""), ("link", "-link")] {
                let out = folder.path("2026-\(locale)\(suffix).png")
                let run = try FoodStoryBinary.run(
                    ["card", "2026", "--size", size, "--out", out] + common, in: folder.url)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(
                    try Data(contentsOf: URL(fileURLWithPath: out))
                        == Data(contentsOf: URL(fileURLWithPath: folder.path("site-\(locale)/cards/2026\(suffix).png"))),
                    "\(locale) \(size)")
            }
        }
    }

    @Test(
        "Vietnamese, which the bundled serif lacks and the bundled sans-serif has, is drawn the same with the system's fonts hidden, this machine's or another machine's"
    )
    func bundledFallbackWhateverTheSystem() throws {
        try #require(
            FileManager.default.fileExists(atPath: SystemFontConfigurations.dejaVuFolder),
            "this test needs \(SystemFontConfigurations.dejaVuFolder) (Debian's fonts-dejavu-core: make deps)")
        let folder = try TemporaryFolder()
        // Phở four times: the headline ("A week of phở.") and the top food, both in the serif,
        // whose missing "ở" the sans-serif supplies; another machine's Georgia must not.
        let meals = ["phở bò", "phở gà", "bánh mì", "phở bò", "cà phê sữa đá", "phở"]
        let entries = meals.enumerated().map { index, meal in
            let day = 2 + index % 5
            return """
                {"id": "00000000-0000-4000-8000-\(String(format: "%012d", index + 1))", \
                "date": "2026-03-0\(day)T00:00:00Z", "createdAt": "2026-03-0\(day)T12:0\(index):00Z", \
                "rawInput": "\(meal)", "inputType": "text", "processedDescription": "\(meal)", "mediaURL": null, \
                "category": "lunch", "updatedAt": null}
                """
        }
        let diary = try folder.write("[\n" + entries.joined(separator: ",\n") + "\n]\n", to: "diary.json")
        var pictures: [String: Data] = [:]
        for (name, environment) in [
            "this machine's fonts": [:], "no system font": try SystemFontConfigurations.hidden(in: folder),
            "another machine's fonts": try SystemFontConfigurations.other(in: folder),
        ] {
            let out = folder.path("\(name).png")
            let run = try FoodStoryBinary.run(
                ["card", "2026-W10", "--input", diary, "--timezone", "UTC", "--as-of", "2026-03-10", "--out", out],
                environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            pictures[name] = try Data(contentsOf: URL(fileURLWithPath: out))
        }
        #expect(pictures["no system font"] == pictures["this machine's fonts"])
        #expect(pictures["another machine's fonts"] == pictures["this machine's fonts"])
    }

    @Test(
        "A picture a default build did not make is drawn by the command its page names, the bytes of a build with every picture"
    )
    func drawsWhatTheBuildDidNotMake() throws {
        let folder = try TemporaryFolder()
        let site = folder.path("site")
        let build = try FoodStoryBinary.run(["build", "--as-of", "2026-03-10", "--out", site, "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")
        let all = folder.path("all")
        let config = try folder.write("[cards]\npictures = \"all\"\n", to: "all.toml")
        let built = try FoodStoryBinary.run([
            "build", "--config", config, "--as-of", "2026-03-10", "--out", all, "--quiet", "--base-url",
            "https://example.org/",
        ])
        #expect(built.status == 0, "\(built.stderr)")

        // The earliest week and year with no picture in the default build.
        let weeks = try FileManager.default.contentsOfDirectory(atPath: site + "/week").sorted()
        let week = try #require(weeks.first).replacingOccurrences(of: ".html", with: "")
        #expect(!FileManager.default.fileExists(atPath: "\(site)/cards/\(week).png"))
        let page = try String(contentsOfFile: "\(site)/week/\(week).html", encoding: .utf8)
        let commands = page.matches(of: /<code>(foodstory card [^<]*)<\/code>/).map { String($0.1) }
        #expect(
            commands == [
                "foodstory card \(week) --as-of 2026-03-10", "foodstory card \(week) --size story --as-of 2026-03-10",
                "foodstory card \(week) --size link --as-of 2026-03-10",
            ])
        for (command, suffix) in zip(commands, ["", "-story", "-link"]) {
            let out = folder.path("\(week)\(suffix)-drawn.png")
            let arguments = Array(command.split(separator: " ").dropFirst().map(String.init))
            let run = try FoodStoryBinary.run(arguments + ["--out", out])
            #expect(run.status == 0, "\(run.stderr)")
            let drawn = try Data(contentsOf: URL(fileURLWithPath: out))
            let expected = try Data(contentsOf: URL(fileURLWithPath: "\(all)/cards/\(week)\(suffix).png"))
            #expect(drawn == expected, "\(command)")
        }
    }

    @Test(
        "On a site built from --input without a config file, the printed command runs as printed, where the build ran, and draws the card a build with every picture draws"
    )
    func printedCommandRunsAsPrinted() throws {
        let folder = try TemporaryFolder()
        let sample = try FoodStoryBinary.run(
            ["sample", "--days", "100", "--as-of", "2026-07-26", "--out", "diary.json", "--quiet"], in: folder.url)
        #expect(sample.status == 0, "\(sample.stderr)")
        let build = try FoodStoryBinary.run(
            ["build", "--input", "diary.json", "--as-of", "2026-07-26", "--out", "site", "--quiet"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let weeks = try FileManager.default.contentsOfDirectory(atPath: folder.path("site/week")).sorted()
        let week = try #require(weeks.first).replacingOccurrences(of: ".html", with: "")
        let page = try String(contentsOfFile: folder.path("site/week/\(week).html"), encoding: .utf8)
        let commands = page.matches(of: /<code>(foodstory card [^<]*)<\/code>/).map { String($0.1) }
        #expect(
            commands == [
                "foodstory card \(week) --input diary.json --as-of 2026-07-26",
                "foodstory card \(week) --size story --input diary.json --as-of 2026-07-26",
                "foodstory card \(week) --size link --input diary.json --as-of 2026-07-26",
            ])
        let all = try folder.write("[cards]\npictures = \"all\"\n", to: "all.toml")
        let built = try FoodStoryBinary.run(
            ["build", "--input", "diary.json", "--as-of", "2026-07-26", "--config", all, "--out", "all", "--quiet"],
            in: folder.url)
        #expect(built.status == 0, "\(built.stderr)")
        let first = try #require(commands.first)
        let run = try FoodStoryBinary.run(first.split(separator: " ").dropFirst().map(String.init), in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Wrote \(week).png: the \(week) card, Instagram post, 1080×1350\n")
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("\(week).png"))
                == Data(contentsOf: folder.url.appendingPathComponent("all/cards/\(week).png")))
    }

    @Test("With a config file naming templates, the card is drawn in its words.toml's words, as the site's is")
    func configTemplatesWords() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("[card-weekly-recap]\nother = \"Seven days of food\"\n", to: "mine/words.toml")
        let config = try folder.write(
            "templates = \"mine\"\nbase-url = \"https://example.org/\"\n[cards]\npictures = \"all\"\n", to: "site.toml")
        let build = try FoodStoryBinary.run(
            ["build", "--as-of", "2026-03-10", "--config", config, "--out", "site", "--quiet"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let card = try String(contentsOfFile: folder.path("site/cards/2026-W10.svg"), encoding: .utf8)
        #expect(card.localizedCaseInsensitiveContains("seven days of food"))
        let run = try FoodStoryBinary.run(
            ["card", "2026-W10", "--as-of", "2026-03-10", "--config", config], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("2026-W10.png"))
                == Data(contentsOf: folder.url.appendingPathComponent("site/cards/2026-W10.png")))
    }

    @Test("A card is not written over an existing file without --force (exit 73, the file left alone)")
    func force() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mine", to: "2026-W10.png")
        let refused = try FoodStoryBinary.run(["card", "2026-W10", "--as-of", "2026-03-10"], in: folder.url)
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "foodstory: error: 2026-W10.png: cannot be written (it already exists; pass --force to replace it)\n"
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        let forced = try FoodStoryBinary.run(["card", "2026-W10", "--as-of", "2026-03-10", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8)
                == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
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

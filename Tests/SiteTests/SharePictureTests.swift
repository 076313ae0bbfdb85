import ConfigFile
import Diary
import Foundation
import TestSupport
import Testing

@testable import Site

/// Which share cards a build draws as PNG pictures (`[cards]`, `--base-url`), and what the
/// pages say of the others.
@Suite("Share card pictures when they are used")
struct SharePictureTests {
    static let base = "https://example.org/food/"

    /// A diary with one entry a week for twelve weeks, 2025-W51 to 2026-W10, kept in UTC.
    static func diary() throws -> Diary {
        let monday = try #require(LocalDay("2025-12-15"))
        let entries = (0..<12).map { week in
            let day = monday.adding(days: 7 * week + 2)
            return """
                {"id": "00000000-0000-4000-8000-\(String(format: "%012d", week + 1))", \
                "date": "\(day)T12:00:00Z", "createdAt": "\(day)T12:00:00Z", "rawInput": "masala dosa", \
                "inputType": "text", "processedDescription": "masala dosa", "mediaURL": null, \
                "category": "breakfast", "updatedAt": null}
                """
        }
        let folder = try TemporaryFolder()
        return try Fixtures.readJSON("[\n" + entries.joined(separator: ",\n") + "\n]\n", timeZone: .gmt, in: folder)
    }

    /// The twelve weeks of `diary()`, in order, then its two years.
    static let weeks = ["2025-W51", "2025-W52"] + (1...10).map { "2026-W\(String(format: "%02d", $0))" }
    static let years = ["2025", "2026"]

    /// The PNG files of `cards/` for `cards`, each in the sizes with those suffixes.
    static func pictures(_ cards: some Sequence<String>, _ suffixes: [String]) -> Set<String> {
        Set(cards.flatMap { card in suffixes.map { "cards/\(card)\($0).png" } })
    }

    /// Every PNG picture a page of `files` links to (`href`, `src`, or an absolute `og:image`
    /// under the base URL), as a path of the site.
    static func linkedPictures(_ files: [String: Data]) throws -> Set<String> {
        var linked: Set<String> = []
        for (path, data) in files where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            let folder = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
            for match in text.matches(of: /(?:href|src|content)="([^"]*\.png)"/) {
                let value = String(match.1)
                let target =
                    value.hasPrefix(base)
                    ? String(value.dropFirst(base.count))
                    : String(folder.appendingPathComponent(value).standardizedFileURL.path.dropFirst("/site/".count))
                linked.insert(target)
            }
        }
        return linked
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var choice: PictureChoice
        var baseURL: String?
        /// The weeks and years whose cards get pictures, and in which sizes.
        var cards: [String]
        var suffixes: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "by default, the latest eight weeks and two years, without a link picture",
            choice: PictureChoice(), cards: Array(weeks.suffix(8)) + years, suffixes: ["", "-story"]),
        Case(
            name: "by default with a base URL, the link picture too", choice: PictureChoice(), baseURL: base,
            cards: Array(weeks.suffix(8)) + years, suffixes: ["", "-story", "-link"]),
        Case(
            name: "all: every week and year", choice: PictureChoice(scope: .all), cards: weeks + years,
            suffixes: ["", "-story"]),
        Case(
            name: "all with a base URL", choice: PictureChoice(scope: .all), baseURL: base, cards: weeks + years,
            suffixes: ["", "-story", "-link"]),
        Case(name: "none", choice: PictureChoice(scope: .none), baseURL: base, cards: [], suffixes: []),
        Case(
            name: "the latest three weeks", choice: PictureChoice(recentWeeks: 3),
            cards: Array(weeks.suffix(3)) + years, suffixes: ["", "-story"]),
        Case(
            name: "no recent week: the years alone", choice: PictureChoice(recentWeeks: 0), cards: years,
            suffixes: ["", "-story"]),
        Case(
            name: "the latest year alone", choice: PictureChoice(recentYears: 1),
            cards: Array(weeks.suffix(8)) + ["2026"], suffixes: ["", "-story"]),
        Case(
            name: "no recent year: the weeks alone", choice: PictureChoice(recentWeeks: 2, recentYears: 0),
            cards: Array(weeks.suffix(2)), suffixes: ["", "-story"]),
        Case(
            name: "more recent weeks than the diary has", choice: PictureChoice(recentWeeks: 50),
            cards: weeks + years, suffixes: ["", "-story"]),
    ]

    @Test(
        "A build makes the pictures its settings and base URL ask for, every one linked, every link a picture",
        arguments: cases)
    func picturesMade(_ test: Case) async throws {
        let files = try await SiteFixture.build(
            try Self.diary(), asOf: "2026-03-08", baseURL: test.baseURL, pictures: test.choice)
        let made = Set(files.keys.filter { $0.hasPrefix("cards/") && $0.hasSuffix(".png") })
        #expect(made == Self.pictures(test.cards, test.suffixes))
        // Every card keeps its SVG.
        #expect(
            Set(files.keys.filter { $0.hasPrefix("cards/") && $0.hasSuffix(".svg") })
                == Set((Self.weeks + Self.years).map { "cards/\($0).svg" }))
        // The pages link exactly the pictures made (the build's own check has proved each link
        // resolves).
        #expect(try Self.linkedPictures(files) == made)
    }

    @Test("A week page whose pictures were not made offers the SVG and names the command for each size")
    func onDemandFigure() async throws {
        let files = try await SiteFixture.build(try Self.diary(), asOf: "2026-03-08")
        let figure = try #require(
            SiteFixture.text(files, "week/2026-W02.html").firstMatch(of: /<figure class="share">.*?<\/figure>/))
        #expect(
            String(figure.output)
                == "<figure class=\"share\"><img class=\"share-card\" loading=\"lazy\" src=\"../cards/2026-W02.svg\" width=\"1080\" height=\"1350\" alt=\"Share card: Your week in food.\"/>"
                + "<figcaption class=\"share-link\">Download the share card:<ul class=\"share-downloads\">"
                + "<li><a href=\"../cards/2026-W02.svg\" download=\"2026-W02.svg\">Vector picture, any size</a> (SVG)</li></ul>"
                + "<p class=\"share-note\">Its PNG pictures are made on demand, by running this where the diary is:</p>"
                + "<ul class=\"share-commands\">"
                + "<li>Instagram post, 1080×1350: <code>foodstory card 2026-W02</code></li>"
                + "<li>Instagram story, 1080×1920: <code>foodstory card 2026-W02 --size story</code></li>"
                + "<li>Link preview, 1200×630: <code>foodstory card 2026-W02 --size link</code></li></ul>"
                + "</figcaption></figure>")
        // A recent week without a base URL: its post and story, and the command for its link picture.
        let recent = try #require(
            SiteFixture.text(files, "week/2026-W10.html").firstMatch(
                of: /<figcaption class="share-link">.*?<\/figcaption>/))
        #expect(
            String(recent.output)
                == "<figcaption class=\"share-link\">Download the share card:<ul class=\"share-downloads\">"
                + "<li><a href=\"../cards/2026-W10.png\" download=\"2026-W10.png\">Instagram post, 1080×1350</a> (PNG)</li>"
                + "<li><a href=\"../cards/2026-W10-story.png\" download=\"2026-W10-story.png\">Instagram story, 1080×1920</a> (PNG)</li>"
                + "<li><a href=\"../cards/2026-W10.svg\" download=\"2026-W10.svg\">Vector picture, any size</a> (SVG)</li></ul>"
                + "<p class=\"share-note\">Its other sizes are made on demand, by running this where the diary is:</p>"
                + "<ul class=\"share-commands\"><li>Link preview, 1200×630: <code>foodstory card 2026-W10 --size link</code></li></ul>"
                + "</figcaption>")
    }

    @Test("A card command's words are written as a shell reads them back: quoted when they hold a space or a quote")
    func shellWords() {
        let words = ["diary.json", "My Diary.json", "Priya's.json", "", "/tmp/a-b_c.json", "Asia/Kolkata"]
        #expect(
            words.map(PageFactory.shellWord) == [
                "diary.json", "'My Diary.json'", "'Priya'\\''s.json'", "''", "/tmp/a-b_c.json", "Asia/Kolkata",
            ])
    }

    @Test("A public page's card commands name the input and config files by their bare names; a private page as given")
    func publicCommandsNameNoFolder() {
        let given = [
            "--input", "/home/priya/diary.json", "--timezone", "Asia/Kolkata", "--config", "../site/foodstory.toml",
        ]
        #expect(
            PageFactory.shown(given, isPublic: true) == [
                "--input", "diary.json", "--timezone", "Asia/Kolkata", "--config", "foodstory.toml",
            ])
        #expect(PageFactory.shown(given, isPublic: false) == given)
    }
}

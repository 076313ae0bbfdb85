import ConfigFile
import Foundation
import Testing

@testable import Site

/// The picture of a week page's link preview when the build did not make the week's own.
@Suite("Every week's link preview has a picture the site has")
struct WeekPreviewPictureTests {
    static let base = SharePictureTests.base

    /// The preview of week 2 of 2026 (older than the latest eight weeks, so without a link picture
    /// of its own), built as of 8 March 2026 with `pictures`.
    static func week2(_ pictures: PictureChoice) async throws -> (tags: [String: String], files: [String: Data]) {
        let files = try await SiteFixture.build(
            try SharePictureTests.diary(), asOf: "2026-03-08", baseURL: base, pictures: pictures)
        return (try OpenGraphTests.tags(files, "week/2026-W02.html"), files)
    }

    /// The tags of week 2's preview with `picture` (its card's name, its alt text), or none.
    static func expected(picture: (card: String, alt: String)?) -> [String: String] {
        var tags = [
            "og:type": "website", "og:title": "Week 2, 2026: Your week in food.",
            "og:description":
                "Week 2 of 2026, 5–11 January: 1 entry on 1 of 7 days, the same as last week; top food masala dosa, once.",
            "og:url": base + "week/2026-W02.html", "twitter:card": "summary",
        ]
        if let picture {
            tags["og:image"] = base + "cards/\(picture.card)-link.png"
            tags["og:image:width"] = "1200"
            tags["og:image:height"] = "630"
            tags["og:image:alt"] = picture.alt
            tags["twitter:image:alt"] = picture.alt
            tags["twitter:card"] = "summary_large_image"
        }
        return tags
    }

    @Test("By default an older week shows its year's link picture, which the site has")
    func yearsPicture() async throws {
        let (tags, files) = try await Self.week2(PictureChoice())
        #expect(tags == Self.expected(picture: ("2026", "Year in review, 2026: A year of masala dosa.")))
        #expect(files["cards/2026-link.png"] != nil)
        let recent = try OpenGraphTests.tags(files, "week/2026-W10.html")
        #expect(recent["og:image"] == Self.base + "cards/2026-W10-link.png")
    }

    @Test("When its year has no pictures, an older week shows the latest week's (the home page's)")
    func latestWeeksPicture() async throws {
        let (tags, files) = try await Self.week2(PictureChoice(recentYears: 0))
        #expect(
            tags
                == Self.expected(picture: ("2026-W10", "Weekly recap, week 10 of 2026: Your week in food.")))
        #expect(files["cards/2026-W10-link.png"] != nil)
        #expect(files["cards/2026-link.png"] == nil)
    }

    @Test("With no pictures at all a week's preview names none")
    func noPictures() async throws {
        let (tags, _) = try await Self.week2(PictureChoice(scope: .none))
        #expect(tags == Self.expected(picture: nil))
    }
}

import Charts
import Foundation
import Site
import Testing

/// The link previews of the home, week and year pages, and the cards' pictures they name.
@Suite("Link previews")
struct OpenGraphTests {
    static let base = "https://example.org/food/"

    /// The `og:` and `twitter:` tags of a page, by property or name.
    static func tags(_ files: [String: Data], _ path: String) throws -> [String: String] {
        let page = try #require(PageXML.parse(SiteFixture.text(files, path)), "\(path) is not well-formed")
        var tags: [String: String] = [:]
        for element in page.elements where element.name == "meta" {
            guard let key = element.attributes["property"] ?? element.attributes["name"],
                key.hasPrefix("og:") || key.hasPrefix("twitter:")
            else { continue }
            tags[key] = element.attributes["content"]
        }
        return tags
    }

    @Test("With --base-url the week, year and home pages describe their card, whose link picture is in the site")
    func withBaseURL() async throws {
        let files = try await SiteFixture.build(try SiteFixture.diary(), baseURL: Self.base)
        #expect(
            try Self.tags(files, "week/2026-W10.html") == [
                "og:type": "website",
                "og:title": "Week 10, 2026: Your week in food.",
                "og:description":
                    "Week 10 of 2026, 2–8 March: 3 entries on 1 of 7 days, 2 more than last week; top food chicken biryani, once.",
                "og:url": Self.base + "week/2026-W10.html",
                "og:image": Self.base + "cards/2026-W10-link.png",
                "og:image:width": "1200", "og:image:height": "630",
                "og:image:alt": "Weekly recap, week 10 of 2026: Your week in food.",
                "twitter:card": "summary_large_image",
                "twitter:image:alt": "Weekly recap, week 10 of 2026: Your week in food.",
            ])
        for path in ["index.html", "week/2026-W10.html", "week/2026-W11.html", "year/2026.html", "year/2025.html"] {
            let tags = try Self.tags(files, path)
            #expect(tags["og:url"] == Self.base + path)
            let image = try #require(tags["og:image"], "\(path) has no og:image")
            #expect(image.hasPrefix(Self.base) && image.hasSuffix("-link.png"))
            let picture = try #require(files[String(image.dropFirst(Self.base.count))], "\(image) is not in the site")
            let bytes = [UInt8](picture)
            // The PNG's header says 1200 × 630, as the tags do.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect("\(width)" == tags["og:image:width"] && "\(height)" == tags["og:image:height"], "\(path)")
        }
        // The home page shows the latest week's card.
        #expect(try Self.tags(files, "index.html")["og:image"] == Self.base + "cards/2026-W11-link.png")
        #expect(try Self.tags(files, "year/2025.html")["og:image"] == Self.base + "cards/2025-link.png")
    }

    @Test("Without --base-url no page has a link preview, and no link picture is made")
    func withoutBaseURL() async throws {
        let files = try await SiteFixture.build(try SiteFixture.diary())
        for (path, data) in files where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).contains("og:"), "\(path)")
        }
        let cards = files.keys.filter { $0.hasPrefix("cards/") }.sorted()
        var expected: [String] = []
        for name in ["2025", "2025-W10", "2026", "2026-W09", "2026-W10", "2026-W11"] {
            expected += ["cards/\(name)-story.png", "cards/\(name).png", "cards/\(name).svg"]
        }
        #expect(cards == expected.sorted())
    }

    @Test("The week page offers each picture and the SVG for download, named for what it is")
    func downloads() async throws {
        let files = try await SiteFixture.build(try SiteFixture.diary(), baseURL: Self.base)
        let page = try #require(PageXML.parse(SiteFixture.text(files, "week/2026-W10.html")))
        let links =
            page.elements(withClass: "share-downloads").isEmpty
            ? [] : page.elements.filter { $0.name == "a" && $0.attributes["download"] != nil }
        #expect(
            links.map { [$0.text, $0.attributes["href"] ?? "", $0.attributes["download"] ?? ""] } == [
                ["Instagram post, 1080×1350", "../cards/2026-W10.png", "2026-W10.png"],
                ["Instagram story, 1080×1920", "../cards/2026-W10-story.png", "2026-W10-story.png"],
                ["Link preview, 1200×630", "../cards/2026-W10-link.png", "2026-W10-link.png"],
                ["Vector picture, any size", "../cards/2026-W10.svg", "2026-W10.svg"],
            ])
    }
}

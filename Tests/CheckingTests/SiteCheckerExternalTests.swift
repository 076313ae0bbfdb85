import Checking
import Foundation
import TestSupport
import Testing

@Suite("The self-check: nothing external, except what --base-url asks for")
struct SiteCheckerExternalTests {
    static let base = "https://food.example/me/"

    /// A site with a feed, a sitemap and a page whose head has every place an absolute
    /// URL under the base may stand, and a body where none may.
    static func site(base: String) -> [String: String] {
        [
            "feed.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Recaps</title>
            <link rel="self" href="\(base)feed.xml"/><icon>\(base)assets/icon.svg</icon>
            <entry><link href="\(base)day/2026-03-08.html"/></entry></feed>
            """,
            "sitemap.xml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>\(base)index.html</loc></url>
            <url><loc>
              \(base)day/2026-03-08.html
            </loc></url></urlset>
            """,
            "search.html": CheckFixture.page(
                "<p>Search</p>",
                head: """
                    <link rel="canonical" href="\(base)search.html"/>
                    <link rel="alternate" type="application/atom+xml" href="\(base)feed.xml"/>
                    <meta property="og:image" content="\(base)assets/icon.svg"/>
                    <meta name="twitter:image" content="\(base)assets/icon.svg"/><meta property="og:title" content="Search"/>
                    """),
        ]
    }

    static func check(_ files: [String: String], baseURL: String?) -> [SiteViolation] {
        SiteChecker.check(CheckFixture.site(CheckFixture.clean.merging(files) { $1 }), baseURL: baseURL)
    }

    @Test(
        "Absolute links under --base-url are allowed in the feed, the sitemap, canonical/alternate links and og:/twitter: meta"
    )
    func allowedWithBase() {
        #expect(Self.check(Self.site(base: Self.base), baseURL: Self.base) == [])
        #expect(Self.check(Self.site(base: Self.base), baseURL: "https://food.example/me") == [])
    }

    @Test("Without a base URL, or with another one, they are external")
    func refusedWithoutBase() {
        let expected = [
            SiteViolation(file: "feed.xml", line: 3, rule: .externalURL, value: "https://food.example/me/feed.xml"),
            SiteViolation(
                file: "feed.xml", line: 3, rule: .externalURL, value: "https://food.example/me/assets/icon.svg"),
            SiteViolation(
                file: "feed.xml", line: 4, rule: .externalURL, value: "https://food.example/me/day/2026-03-08.html"),
            SiteViolation(
                file: "search.html", line: 4, rule: .externalURL, value: "https://food.example/me/search.html"),
            SiteViolation(file: "search.html", line: 5, rule: .externalURL, value: "https://food.example/me/feed.xml"),
            SiteViolation(
                file: "search.html", line: 6, rule: .externalURL, value: "https://food.example/me/assets/icon.svg"),
            SiteViolation(
                file: "search.html", line: 7, rule: .externalURL, value: "https://food.example/me/assets/icon.svg"),
            SiteViolation(
                file: "sitemap.xml", line: 3, rule: .externalURL, value: "https://food.example/me/index.html"),
            SiteViolation(
                file: "sitemap.xml", line: 4, rule: .externalURL, value: "https://food.example/me/day/2026-03-08.html"),
        ]
        #expect(Self.check(Self.site(base: Self.base), baseURL: nil) == expected)
        #expect(Self.check(Self.site(base: Self.base), baseURL: "https://food.example/m") == expected)
        #expect(
            expected.first?.description
                == "feed.xml:3: URL \"https://food.example/me/feed.xml\" is external; the site works offline, and only --base-url links in feed.xml, sitemap.xml, canonical and alternate links and og:/twitter: meta tags may be absolute"
        )
    }

    @Test("Links under the base URL must still name a file of the site")
    func baseLinksResolve() {
        let violations = Self.check(
            Self.site(base: Self.base).merging([
                "feed.xml": """
                <feed xmlns="http://www.w3.org/2005/Atom"><link href="\(Self.base)"/>
                <link href="\(Self.base)week/2026-W10.html"/><link href="\(Self.base)day"/></feed>
                """
            ]) { $1 }, baseURL: Self.base)
        #expect(
            violations == [
                SiteViolation(file: "feed.xml", line: 1, rule: .namesFolder, value: "https://food.example/me/"),
                SiteViolation(
                    file: "feed.xml", line: 2, rule: .missingFile, value: "https://food.example/me/week/2026-W10.html"),
                SiteViolation(file: "feed.xml", line: 2, rule: .namesFolder, value: "https://food.example/me/day"),
            ])
    }

    @Test("Anywhere else an absolute URL is external, base URL or not: links, scripts, images, CSS")
    func externalElsewhere() {
        let violations = Self.check(
            [
                "search.html": CheckFixture.page(
                    """
                    <a href="\(Self.base)index.html">home</a> <img src="http://cdn.example/a.png" alt=""/>
                    <script src="//cdn.example/x.js"></script><link rel="stylesheet" href="HTTPS://cdn.example/x.css"/>
                    <div style="background: url(https://cdn.example/bg.png)"></div>
                    <style>
                    @import url("https://fonts.example/css");
                    </style>
                    """,
                    head: "<link rel=\"alternate\" href=\"https://elsewhere.example/feed.xml\"/>"),
                "assets/style.css": """
                @import "https://fonts.example/a.css";
                body {
                  background: url(//cdn.example/b.png);
                }
                """,
            ], baseURL: Self.base)
        #expect(
            violations == [
                SiteViolation(
                    file: "assets/style.css", line: 1, rule: .externalURL, value: "https://fonts.example/a.css"),
                SiteViolation(file: "assets/style.css", line: 3, rule: .externalURL, value: "//cdn.example/b.png"),
                SiteViolation(
                    file: "search.html", line: 4, rule: .externalURL, value: "https://elsewhere.example/feed.xml"),
                SiteViolation(
                    file: "search.html", line: 7, rule: .externalURL, value: "https://food.example/me/index.html"),
                SiteViolation(file: "search.html", line: 7, rule: .externalURL, value: "http://cdn.example/a.png"),
                SiteViolation(file: "search.html", line: 8, rule: .externalURL, value: "//cdn.example/x.js"),
                SiteViolation(file: "search.html", line: 8, rule: .externalURL, value: "HTTPS://cdn.example/x.css"),
                SiteViolation(file: "search.html", line: 9, rule: .externalURL, value: "https://cdn.example/bg.png"),
                SiteViolation(file: "search.html", line: 11, rule: .externalURL, value: "https://fonts.example/css"),
            ])
    }

    @Test("XML namespace names are identifiers, not fetches")
    func namespaces() {
        let violations = Self.check(
            [
                "assets/chart.svg": """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                  xmlns:dc="http://purl.org/dc/elements/1.1/"><title>Chart</title></svg>
                """,
                "sitemap.xml": """
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                  xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd"/>
                """,
                "search.html": CheckFixture.page(
                    "<p>Search</p>", head: ""
                ).replacingOccurrences(
                    of: "<html lang=\"en\">", with: "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">"),
            ], baseURL: nil)
        #expect(violations == [])
    }
}

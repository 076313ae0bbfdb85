import Diary
import Foundation
import Site
import Templating
import TestSupport
import Testing

@Suite("The built site: every page, well-formed, every link resolving, nothing external")
struct SiteStructureTests {
    static func links(in files: [String: Data]) -> [(page: String, link: String)] {
        var result: [(String, String)] = []
        for (path, data) in files where path.hasSuffix(".html") || path.hasSuffix(".svg") {
            guard let page = PageXML.parse(String(decoding: data, as: UTF8.self)) else { continue }
            for element in page.elements {
                for name in ["href", "src", "xlink:href", "action", "poster"] {
                    if let value = element.attributes[name] { result.append((path, value)) }
                }
            }
        }
        return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    /// A link resolved against its page, or nil when it points outside the site or nowhere.
    static func resolve(_ link: String, from page: String) -> String? {
        var target = link
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if target.isEmpty { return page }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": if parts.popLast() == nil { return nil }
            case ".", "": return nil
            default: parts.append(part.removingPercentEncoding ?? String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    @Test("The small diary's site has every page of the layout")
    func everyPage() async throws {
        let files = try await SiteFixture.build(SiteFixture.diary())
        let expected = [
            "404.html", "assets/filter.js", "assets/icon.svg", "assets/photo-missing.svg", "assets/print.css",
            "assets/search/days/2025-03-08.js", "assets/search/days/2026-03-09.js", "assets/search/words.js",
            "assets/search.js", "assets/style.css",
            "day/2025-03-08.html", "day/2026-02-28.html", "day/2026-03-08.html",
            "day/2026-03-09.html", "feed.xml", "foods.html", "index.html", "insights.html", "month/2025-03.html",
            "month/2025-04.html", "month/2026-02.html", "month/2026-03.html", "search.html", "week/2025-W10.html",
            "week/2026-W09.html", "week/2026-W10.html", "week/2026-W11.html", "year/2025.html", "year/2026.html",
        ]
        let present = Set(files.keys)
        #expect(expected.filter { !present.contains($0) } == [])
        #expect(
            files.keys.filter { $0.hasPrefix("food/") }.sorted() == [
                "food/chicken-biryani.html", "food/coconut-chutney.html", "food/idli.html", "food/kheer.html",
                "food/mango-lassi.html", "food/masala-dosa.html", "food/raita.html", "food/sambar.html",
                "food/samosa.html",
            ])
    }

    static func site(_ which: String) async throws -> [String: Data] {
        switch which {
        case "small": try await SiteFixture.build(SiteFixture.diary())
        case "fixture": try await SiteFixture.build(SiteFixture.diary(Fixtures.exportJSON), asOf: "2026-03-09")
        default: try await SiteFixture.buildSample()
        }
    }

    @Test("Every page, card and feed is well-formed XML", arguments: ["small", "fixture", "sample"])
    func wellFormed(_ which: String) async throws {
        let files = try await Self.site(which)
        let broken = files.keys.filter { $0.hasSuffix(".html") || $0.hasSuffix(".svg") || $0.hasSuffix(".xml") }
            .filter { PageXML.parse(SiteFixture.text(files, $0)) == nil }
        #expect(broken.sorted() == [])
    }

    @Test(
        "Every href and src names a file of the site; no http(s) anywhere without a base URL",
        arguments: ["small", "fixture", "sample"])
    func linksResolve(_ which: String) async throws {
        let files = try await Self.site(which)
        var dangling: [String] = []
        for (page, link) in Self.links(in: files) {
            if link.hasPrefix("http://www.w3.org/") { continue }
            guard let target = Self.resolve(link, from: page), files[target] != nil else {
                dangling.append("\(page): \(link)")
                continue
            }
        }
        #expect(dangling == [])
        // Photos, the cards' pictures and the fonts are binary; the fonts' licences are read, not
        // loaded, and name their authors' sites.
        for (path, data) in files where !path.hasPrefix("media/") && !path.hasPrefix("assets/fonts/") {
            guard !path.hasSuffix(".png") else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let external = text.components(separatedBy: "http").dropFirst().filter {
                ($0.hasPrefix("://") || $0.hasPrefix("s://")) && !$0.hasPrefix("://www.w3.org/")
            }
            #expect(external.isEmpty, "\(path) mentions an external URL")
        }
    }

    @Test("With a base URL the sitemap lists every page, and feed and canonical links are absolute")
    func baseURL() async throws {
        let files = try await SiteFixture.build(SiteFixture.diary(), baseURL: "https://food.example.org/me")
        let sitemap = SiteFixture.text(files, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://food.example.org/me/day/2026-03-08.html</loc>"))
        #expect(!sitemap.contains("404.html"))
        #expect(
            SiteFixture.text(files, "day/2026-03-08.html").contains(
                "<link rel=\"canonical\" href=\"https://food.example.org/me/day/2026-03-08.html\"/>"))
        #expect(SiteFixture.text(files, "feed.xml").contains("href=\"https://food.example.org/me/week/2026-W11.html\""))
        #expect(try await SiteFixture.build(SiteFixture.diary())["sitemap.xml"] == nil)
    }

    @Test("The same diary and options give byte-identical sites")
    func deterministic() async throws {
        let first = try await SiteFixture.build(SiteFixture.diary())
        let second = try await SiteFixture.build(SiteFixture.diary())
        #expect(first == second)
    }

    @Test("Pages made on every core are byte-identical to pages made one after another")
    func parallelEqualsSequential() async throws {
        let diary = try SiteFixture.diary()
        let templates = try TemplateSet.load(overrides: nil)
        let options = SiteOptions(
            settings: BuildSettings(input: nil, title: "Test Diary", sampleTimeZone: .gmt),
            asOf: LocalDay(year: 2026, month: 3, day: 10) ?? LocalDay(dayNumber: 0))
        var builder = SiteBuilder(templates: templates, options: options)
        builder.cores = TestWorld.cores
        let parallel = try await builder.build(diary: diary).files
        builder.cores = 1
        let sequential = try await builder.build(diary: diary).files
        #expect(parallel == sequential)
        #expect(parallel.count > 40)
    }

    @Test("Day pages link their neighbours with entries, their week and month, and the same day a year earlier")
    func dayNavigation() async throws {
        let files = try await SiteFixture.build(SiteFixture.diary())
        let page = try #require(PageXML.parse(SiteFixture.text(files, "day/2026-03-08.html")))
        let links = page.elements.filter { $0.name == "a" }.map { "\($0.text) -> \($0.attributes["href"] ?? "")" }
        #expect(links.contains("← Saturday, 28 February 2026 -> 2026-02-28.html"))
        #expect(links.contains("Monday, 9 March 2026 → -> 2026-03-09.html"))
        #expect(links.contains("Week 10, 2026 -> ../week/2026-W10.html"))
        #expect(links.contains("March 2026 -> ../month/2026-03.html"))
        #expect(links.contains("1 year ago: Saturday, 8 March 2025 -> 2025-03-08.html"))
    }
}

extension SiteFixture {
    /// The site of the built-in sample diary (120 days).
    static func buildSample() async throws -> [String: Data] {
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
        let diary = Fixtures.reader(timeZone: zone, folder: try TemporaryFolder())
            .diary(from: SampleDiary.builtIn(asOf: asOf, timeZone: zone).records())
        return try await build(diary, asOf: "2026-03-08")
    }
}

import Foundation
import Site
import TestSupport
import Testing

/// One page of each kind from the small diary, compared byte for byte with a golden file.
/// Regenerate deliberately with `FOODSTORY_UPDATE_GOLDEN=1 swift test --filter GoldenPage`.
@Suite("Golden pages")
struct GoldenPageTests {
    static let pages = [
        "index.html", "day/2026-03-08.html", "week/2026-W10.html", "month/2026-03.html", "year/2026.html",
        "foods.html", "food/kheer.html", "insights.html", "search.html", "404.html", "feed.xml", "print/2026.html",
        "print/2026-03.html",
        "assets/search/words.js", "assets/search/days/2026-03-08.js",
    ]

    @Test("Each page kind matches its golden file exactly", arguments: pages)
    func golden(_ path: String) async throws {
        let name = path.replacingOccurrences(of: "/", with: "_")
        let actual = SiteFixture.text(try await SiteFixture.build(SiteFixture.diary()), path)
        #expect(!actual.isEmpty)
        if ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_GOLDEN"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "Golden/\(name)")
            try Data(actual.utf8).write(to: source)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: "Golden/\(name)", withExtension: nil), "missing golden \(name)")
        #expect(actual == (try String(contentsOf: url, encoding: .utf8)))
    }
}

import Days
import Foundation
import Site
import TestSupport
import Testing
import Withholding

/// One page of each kind from the small diary, compared byte for byte with a golden file, and
/// the pages of its public build that show entries. Regenerate deliberately with
/// `scripts/update-goldens`, which shows what changed.
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

    /// The pages of the public build that show entries, their times and their words.
    static let publicPages = [
        "day/2026-03-08.html", "week/2026-W10.html", "food/kheer.html", "insights.html",
        "assets/search/days/2026-03-08.js",
    ]

    @Test(
        "The public build's pages match their golden files exactly (clock times, original inputs withheld; lassi hidden)",
        arguments: publicPages)
    func publicGolden(_ path: String) async throws {
        let name = "public_" + path.replacingOccurrences(of: "/", with: "_")
        let folder = try TemporaryFolder()
        let input = try folder.write(SiteFixture.diaryJSON, to: "diary.json")
        var request = BuildRequest(
            BuildSettings(
                input: input, timeZone: TimeZone(identifier: "Asia/Kolkata"), asOf: LocalDay("2026-03-10"),
                title: "Test Diary", sampleTimeZone: TestWorld.sampleTimeZone),
            out: folder.url.appendingPathComponent("site"), now: Date(timeIntervalSince1970: 0), cores: TestWorld.cores,
            temporaryDirectory: folder.url)
        request.publicView = PublicView(hide: ["lassi"])
        _ = try await SiteGenerator.run(request)
        let actual = String(
            decoding: (try? Data(contentsOf: request.out.appendingPathComponent(path))) ?? Data(), as: UTF8.self)
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

import Foundation
import Insights
import Templating
import TestSupport
import Testing

@testable import Diary
@testable import Site

/// `foodstory serve`'s preview (`SiteGenerator.preview`): the pages open in a browser, rendered
/// alone from the model kept in memory, must be byte for byte what the build writes for them.
@Suite("The preview of the open pages")
struct SitePreviewTests {
    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
    /// Over a year of the sample diary: every kind of page, photos, "on this day".
    static let records = SampleDiary(days: 400, seed: 7, asOf: asOf, timeZone: zone).records()

    /// A diary, a templates folder and a media folder in a temporary folder, and the site built
    /// from them.
    struct Workspace {
        let folder: TemporaryFolder
        let site: URL
        let templates: URL
        let media: URL
        var title = "My Food Story"
        var onThisDay = true
        var withMedia = false

        init() throws {
            folder = try TemporaryFolder()
            site = folder.url.appendingPathComponent("site")
            templates = folder.url.appendingPathComponent("templates")
            media = folder.url.appendingPathComponent("media")
            // The templates as `templates export` gives them, to be edited.
            try FileManager.default.copyItem(at: try #require(TemplateSet.defaultFolder), to: templates)
            try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
            try write(SitePreviewTests.records)
        }

        /// Exports `records` as the diary.
        func write(_ records: [EntryRecord]) throws {
            _ = try folder.write(try JSONExportWriter.data(for: records), to: "diary.json")
        }

        /// What `serve` asks for with the workspace's inputs as they are.
        var request: BuildRequest {
            BuildRequest(
                BuildSettings(
                    input: folder.path("diary.json"), timeZone: SitePreviewTests.zone, asOf: SitePreviewTests.asOf,
                    title: title, templates: templates, media: withMedia ? media : nil, onThisDay: onThisDay,
                    sampleTimeZone: TestWorld.sampleTimeZone), out: site, now: Date(timeIntervalSince1970: 0),
                cores: TestWorld.cores, temporaryDirectory: folder.url)
        }

        /// Builds the site as `build` does and returns its HTML pages, by path.
        func build() async throws -> [String: Data] {
            _ = try await SiteGenerator.run(request)
            var pages: [String: Data] = [:]
            for (path, entry) in try OutputFolderListing.entries(of: site) where path.hasSuffix(".html") {
                if case .file(let data) = entry { pages[path] = data }
            }
            return pages
        }
    }

    /// One change made while `serve` runs, and whether the model kept is still the one to use.
    struct Change: Sendable, CustomTestStringConvertible {
        var name: String
        var keepsModel: Bool
        var make: @Sendable (inout Workspace) throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "day.md edited", keepsModel: true) { workspace in
            let file = workspace.templates.appendingPathComponent("day.md")
            let day = try String(contentsOf: file, encoding: .utf8)
            try day.replacingOccurrences(of: "{{countText}}", with: "Edited · {{countText}}").write(
                to: file, atomically: true, encoding: .utf8)
        },
        Change(name: "an entry reworded in the export", keepsModel: false) { workspace in
            var records = SitePreviewTests.records
            records[records.count / 2].processedDescription = "masala dosa extra crispy"
            try workspace.write(records)
        },
        Change(name: "a new title", keepsModel: false) { $0.title = "Meals" },
        Change(name: "\"on this day\" turned off", keepsModel: false) { $0.onThisDay = false },
        Change(name: "a photo in the media folder", keepsModel: false) { workspace in
            let name = try #require(SitePreviewTests.records.compactMap(\.mediaFileName).first)
            try Data(JPEGFixtures.baseline).write(to: workspace.media.appendingPathComponent(name))
            workspace.withMedia = true
        },
    ]

    /// Pages of every kind that a change above shows on: the home page, the edited entry's
    /// day, week, month, year and printed year, a day with "on this day", a day with a photo, a
    /// food, the foods, insights, search and 404 pages.
    static func openPages(of pages: [String: Data]) throws -> Set<String> {
        let middle = records[records.count / 2]
        let day = LocalDay(containing: middle.date, in: zone)
        let week = ISOWeek(containing: day)
        var open: Set<String> = [
            SitePath.index, SitePath.day(day), SitePath.week(week), SitePath.month(year: day.year, month: day.month),
            SitePath.year(day.year), SitePath.printYear(week.year), SitePath.foods, SitePath.insights,
            SitePath.search, SitePath.notFound,
        ]
        open.insert(try #require(pages.keys.filter { $0.hasPrefix("food/") }.min()))
        open.insert(
            try #require(
                pages.filter {
                    $0.key.hasPrefix("day/") && String(decoding: $0.value, as: UTF8.self).contains("On this day")
                }
                .keys.max()))
        let photoDay = try #require(records.first { $0.mediaFileName != nil }).date
        open.insert(SitePath.day(LocalDay(containing: photoDay, in: zone)))
        #expect(open.isSubset(of: pages.keys))
        return open
    }

    @Test(
        "Asked for every page of the site, the preview renders each as the build writes it; paths of no page are left out"
    )
    func everyPage() async throws {
        let workspace = try Workspace()
        let built = try await workspace.build()
        #expect(built.count > 400)
        var memory = PreviewMemory()
        let asked = Set(built.keys).union(["day/1999-01-01.html", "assets/style.css", "nothing.html", "feed.xml"])
        let previewed = try SiteGenerator.preview(workspace.request, paths: asked, memory: &memory)
        #expect(previewed == built)
    }

    @Test("Asked for a few pages, the preview renders those alone, as the build writes them")
    func openPagesOnly() async throws {
        let workspace = try Workspace()
        let built = try await workspace.build()
        let open = try Self.openPages(of: built)
        var memory = PreviewMemory()
        let previewed = try SiteGenerator.preview(workspace.request, paths: open, memory: &memory)
        #expect(previewed == built.filter { open.contains($0.key) })
    }

    @Test(
        "Asked for one page alone, the preview renders it as the build writes it, week keys worked out only for pages made from them"
    )
    func onePageAlone() async throws {
        let workspace = try Workspace()
        let built = try await workspace.build()
        let open = try Self.openPages(of: built)
        #expect(open.contains { $0.hasPrefix("week/") } && open.contains { $0.hasPrefix("print/") })
        var memory = PreviewMemory()
        for path in open.sorted() {
            let previewed = try SiteGenerator.preview(workspace.request, paths: [path], memory: &memory)
            #expect(previewed == built.filter { $0.key == path }, "\(path)")
        }
    }

    @Test("After a change, the preview from the last pass's memory renders what the rebuild writes", arguments: changes)
    func afterChange(_ change: Change) async throws {
        var workspace = try Workspace()
        let before = try await workspace.build()
        let open = try Self.openPages(of: before)
        var memory = PreviewMemory()
        _ = try SiteGenerator.preview(workspace.request, paths: open, memory: &memory)
        let kept = try #require(memory.key)
        try change.make(&workspace)
        let previewed = try SiteGenerator.preview(workspace.request, paths: open, memory: &memory)
        let rebuilt = try await workspace.build()
        #expect(previewed == rebuilt.filter { open.contains($0.key) })
        #expect(previewed != before.filter { open.contains($0.key) }, "the change shows on the open pages")
        #expect((memory.key == kept) == change.keepsModel)
    }

    @Test("A template that does not parse fails the preview with the build's own error")
    func brokenTemplate() async throws {
        let workspace = try Workspace()
        let built = try await workspace.build()
        var memory = PreviewMemory()
        try memory.prepare(workspace.request)
        try "{{#entries}}unclosed\n".write(
            to: workspace.templates.appendingPathComponent("day.md"), atomically: true, encoding: .utf8)
        var previewError: (any Error)?
        do {
            _ = try SiteGenerator.preview(workspace.request, paths: Set(built.keys), memory: &memory)
        } catch {
            previewError = error
        }
        var buildError: (any Error)?
        do {
            _ = try await SiteGenerator.run(workspace.request)
        } catch {
            buildError = error
        }
        let preview = try #require(previewError)
        let build = try #require(buildError)
        #expect(String(describing: preview) == String(describing: build))
    }
}

import ConfigFile
import Foundation
import Keying
import Site
import Templating
import TestSupport
import Testing

@testable import Diary

/// A rebuild keeps the pages whose values did not change and renders the rest; the folder
/// it leaves must be exactly what a build from scratch of the same input makes.
@Suite("Rebuilds after a change")
struct IncrementalBuildTests {
    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
    /// Over a year of the sample diary: every page kind, "on this day" across years.
    static let records = SampleDiary(days: 400, seed: 7, asOf: asOf, timeZone: zone).records()

    /// One change to a diary.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable ([EntryRecord]) -> [EntryRecord]
        var testDescription: String { name }
    }

    static let middle = records.count / 2

    static let edits: [Edit] = [
        Edit(name: "a description reworded") { records in
            var records = records
            records[middle].processedDescription = "masala dosa extra crispy"
            return records
        },
        Edit(name: "a new food word") { records in
            var records = records
            records[middle].processedDescription = "jackfruit biryani"
            return records
        },
        Edit(name: "an entry an hour later") { records in
            var records = records
            records[middle].createdAt = records[middle].createdAt.addingTimeInterval(3600)
            return records
        },
        Edit(name: "an entry moved to another day") { records in
            var records = records
            records[middle].date = records[middle].date.addingTimeInterval(86_400 * 3)
            records[middle].createdAt = records[middle].createdAt.addingTimeInterval(86_400 * 3)
            return records
        },
        Edit(name: "an entry deleted") { records in
            var records = records
            records.remove(at: middle)
            return records
        },
        Edit(name: "every entry of a day deleted") { records in
            let day = LocalDay(containing: records[middle].date, in: zone)
            return records.filter { LocalDay(containing: $0.date, in: zone) != day }
        },
        Edit(name: "an entry added on the as-of day") { records in
            var added = records[middle]
            let shift = TimeInterval(LocalDay(containing: added.date, in: zone).days(to: asOf) * 86_400)
            added.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-000000000001") ?? added.id
            added.date = added.date.addingTimeInterval(shift)
            added.createdAt = added.createdAt.addingTimeInterval(shift)
            added.updatedAt = nil
            added.processedDescription = "filter coffee"
            return records + [added]
        },
        Edit(name: "a category changed") { records in
            var records = records
            records[middle].category = records[middle].category == .snack ? .dinner : .snack
            return records
        },
    ]

    /// Everything in a built folder, with the record cache its build keeps outside it by the
    /// records it holds: its bytes depend on the builds before (a cache is a copy of the last
    /// one with the changes made).
    struct BuiltFolder: Equatable {
        var files: [String: OutputFolderListing.Entry]
        var records: Set<EntryRecord>

        init(_ folder: URL) throws {
            files = try OutputFolderListing.entries(of: folder)
            #expect(files.keys.filter { $0.hasPrefix(".") } == [".foodstory"], "the output folder holds only the site")
            let cache = stateFolder(of: folder).appendingPathComponent("records.sqlite").path
            #expect(FileManager.default.fileExists(atPath: cache), "a build keeps its record cache")
            records = Set(RecordCache(path: cache, program: "").load().values)
        }
    }

    /// The state folder of the builds into `out`, made by `build` in the temporary folder that
    /// holds `out` (a request's default cache is below its temporary folder).
    static func stateFolder(of out: URL) -> URL {
        BuildStateStore.folder(
            for: out, below: out.deletingLastPathComponent().appendingPathComponent("foodstory-cache"))
    }

    /// A page, share card or search index script (not the index's folders): what a rebuild
    /// keeps or makes again.
    static func isPageOrCard(_ path: String) -> Bool {
        path.hasSuffix(".html") || path.hasPrefix("cards/")
            || (path.hasPrefix("assets/search/") && path.hasSuffix(".js"))
    }

    /// Builds `records` into `out`, through the whole pipeline, and returns the summary.
    static func build(
        _ records: [EntryRecord], into out: URL, in folder: TemporaryFolder, title: String = "My Food Story",
        templates: URL? = nil, options: (inout BuildRequest) -> Void = { _ in }
    ) async throws -> BuildSummary {
        let input = try folder.write(try JSONExportWriter.data(for: records), to: "diary.json")
        var request = BuildRequest(
            BuildSettings(
                input: input, timeZone: zone, asOf: asOf, title: title, templates: templates,
                sampleTimeZone: TestWorld.sampleTimeZone), out: out, now: Date(timeIntervalSince1970: 0),
            cores: TestWorld.cores, temporaryDirectory: folder.url)
        options(&request)
        return try await SiteGenerator.run(request)
    }

    @Test("Turning \"on this day\" off and on again, and photos coming into the media folder, rebuild as from scratch")
    func optionsAndPhotos() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        let media = folder.url.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        let photos = Self.records.compactMap(\.mediaFileName)
        #expect(photos.count > 2)
        let steps: [(String, (inout BuildRequest) -> Void, [String])] = [
            ("plain", { _ in }, []),
            ("without on this day", { $0.onThisDay = false }, []),
            ("on this day again", { _ in }, []),
            ("with one photo", { $0.media = media }, [photos[0]]),
            ("with two photos", { $0.media = media }, [photos[0], photos[1]]),
            ("without the first photo", { $0.media = media }, [photos[1]]),
        ]
        for (name, options, present) in steps {
            for photo in photos {
                let file = media.appendingPathComponent(photo)
                if present.contains(photo) {
                    try Data(JPEGFixtures.baseline).write(to: file)
                } else {
                    try? FileManager.default.removeItem(at: file)
                }
            }
            _ = try await Self.build(Self.records, into: site, in: folder, options: options)
            let fresh = folder.url.appendingPathComponent("fresh-\(name)")
            _ = try await Self.build(Self.records, into: fresh, in: folder, options: options)
            #expect(try BuiltFolder(site) == BuiltFolder(fresh), "\(name)")
        }
    }

    @Test(
        "Changing which cards get pictures, a base URL coming and going, and the as-of day moving rebuild as from scratch"
    )
    func picturesComeAndGo() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        // The latest weeks are then three others.
        let earlier = Self.asOf.adding(days: -21)
        let steps: [(String, (inout BuildRequest) -> Void)] = [
            ("by default", { _ in }),
            ("with a base URL", { $0.baseURL = "https://example.org/" }),
            ("every picture", { $0.pictures = PictureChoice(scope: .all) }),
            ("the latest two weeks", { $0.pictures = PictureChoice(recentWeeks: 2) }),
            ("as of three weeks earlier", { $0.asOf = earlier }),
            ("none", { $0.pictures = PictureChoice(scope: .none) }),
            ("by default again", { _ in }),
        ]
        for (name, options) in steps {
            _ = try await Self.build(Self.records, into: site, in: folder, options: options)
            let fresh = folder.url.appendingPathComponent("fresh-\(name)")
            _ = try await Self.build(Self.records, into: fresh, in: folder, options: options)
            #expect(try BuiltFolder(site) == BuiltFolder(fresh), "\(name)")
        }
    }

    @Test("After each change the rebuilt folder is byte-identical to a build from scratch", arguments: edits)
    func rebuildMatchesFullBuild(_ edit: Edit) async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        let first = try await Self.build(Self.records, into: site, in: folder)
        #expect(first.kept == 0)
        let edited = edit.change(Self.records)
        let rebuilt = try await Self.build(edited, into: site, in: folder)
        let fresh = folder.url.appendingPathComponent("fresh")
        _ = try await Self.build(edited, into: fresh, in: folder)
        let expected = try BuiltFolder(fresh)
        #expect(try BuiltFolder(site) == expected)
        #expect(expected.records.count == edited.count)
        // Most of the site is kept: a change shows on its day, week, month and year, the
        // home, insights and food pages, and "on this day" of later years.
        let total = expected.files.keys.filter(Self.isPageOrCard).count
        #expect(total - rebuilt.kept <= total * 15 / 100, "kept \(rebuilt.kept) of \(total) pages and cards")
    }

    @Test("A rebuild renders again only the pages whose files changed")
    func keepsWhatDidNotChange() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        _ = try await Self.build(Self.records, into: site, in: folder)
        let before = try OutputFolderListing.entries(of: site)
        let edited = Self.edits[0].change(Self.records)
        let rebuilt = try await Self.build(edited, into: site, in: folder)
        let after = try OutputFolderListing.entries(of: site)
        let changed = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] }
        // Every page or card not kept was rendered, and rendering it changed it: nothing is
        // rendered for nothing.
        let rendered = after.keys.filter(Self.isPageOrCard).count - rebuilt.kept
        #expect(rendered == changed.filter { Self.isPageOrCard($0) && after[$0] != nil }.count)
        // Written or removed: every changed file but the marker, which lists the files.
        #expect(rebuilt.written + rebuilt.removed == changed.subtracting([".foodstory"]).count)
        // The record cache, outside the output folder, changed by the one record.
        let cache = Self.stateFolder(of: site).appendingPathComponent("records.sqlite").path
        #expect(RecordCache(path: cache, program: "").load().count == edited.count)
    }

    @Test("A kept page whose file was removed or edited is made again")
    func tamperedFilesAreRebuilt() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        _ = try await Self.build(Self.records, into: site, in: folder)
        let expected = try BuiltFolder(site)
        let day = try #require(expected.files.keys.filter { $0.hasPrefix("day/") }.min())
        let removed = site.appendingPathComponent(day)
        let edited = site.appendingPathComponent("month/2025-12.html")
        try FileManager.default.removeItem(at: removed)
        try Data("<p>edited by hand</p>".utf8).write(to: edited)
        // A change to the diary elsewhere, so the build is not skipped as up to date.
        let records = Self.edits[0].change(Self.records)
        _ = try await Self.build(records, into: site, in: folder)
        _ = try await Self.build(Self.records, into: site, in: folder)
        #expect(try BuiltFolder(site) == expected)
    }

    @Test(
        "A new title or template renders every page again, and makes no card, picture or search script again: none shows them"
    )
    func siteWideChangesRenderEverything() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        _ = try await Self.build(Self.records, into: site, in: folder)
        let pictures = try OutputFolderListing.entries(of: site).keys.filter {
            $0.hasPrefix("cards/") && $0.hasSuffix(".png")
        }
        let cards = try OutputFolderListing.entries(of: site).keys.filter {
            $0.hasPrefix("cards/") && $0.hasSuffix(".svg")
        }
        let scripts = try OutputFolderListing.entries(of: site).keys.filter {
            $0.hasPrefix("assets/search/") && $0.hasSuffix(".js")
        }
        // The cards of the latest eight weeks and two years have a post and a story (no link
        // picture without a base URL).
        #expect(!cards.isEmpty && pictures.count == 2 * (8 + 2) && !scripts.isEmpty)
        let retitled = try await Self.build(Self.records, into: site, in: folder, title: "Meals")
        #expect(retitled.kept == pictures.count + cards.count + scripts.count)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let defaults = try #require(TemplateSet.defaultFolder)
        let notFound = try String(contentsOf: defaults.appendingPathComponent("404.md"), encoding: .utf8)
        try (notFound + "\nOr try the search.\n").write(
            to: templates.appendingPathComponent("404.md"), atomically: true, encoding: .utf8)
        let restyled = try await Self.build(Self.records, into: site, in: folder, title: "Meals", templates: templates)
        #expect(restyled.kept == pictures.count + cards.count + scripts.count)
        let fresh = folder.url.appendingPathComponent("fresh")
        _ = try await Self.build(Self.records, into: fresh, in: folder, title: "Meals", templates: templates)
        #expect(try BuiltFolder(site) == BuiltFolder(fresh))
    }
}

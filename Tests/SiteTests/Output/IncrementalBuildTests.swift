import Diary
import Foundation
import Site
import TestSupport
import Testing

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

    static func isPageOrCard(_ path: String) -> Bool {
        path.hasSuffix(".html") || path.hasPrefix("cards/")
    }

    /// Builds `records` into `out`, through the whole pipeline, and returns the summary.
    static func build(
        _ records: [EntryRecord], into out: URL, in folder: TemporaryFolder, title: String = "My Food Story",
        templates: URL? = nil
    ) async throws -> BuildSummary {
        let input = try folder.write(try JSONExportWriter.data(for: records), to: "diary.json")
        return try await SiteGenerator.run(
            BuildRequest(
                input: input, timeZone: zone, out: out, asOf: asOf, title: title, templates: templates,
                now: Date(timeIntervalSince1970: 0), temporaryDirectory: folder.url))
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
        let expected = try OutputFolderListing.entries(of: fresh)
        #expect(try OutputFolderListing.entries(of: site) == expected)
        // Most of the site is kept: a change shows on its day, week, month and year, the
        // home, insights and food pages, and "on this day" of later years.
        let total = expected.keys.filter(Self.isPageOrCard).count
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
    }

    @Test("A kept page whose file was removed or edited is made again")
    func tamperedFilesAreRebuilt() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        _ = try await Self.build(Self.records, into: site, in: folder)
        let expected = try OutputFolderListing.entries(of: site)
        let day = try #require(expected.keys.filter { $0.hasPrefix("day/") }.min())
        let removed = site.appendingPathComponent(day)
        let edited = site.appendingPathComponent("month/2025-12.html")
        try FileManager.default.removeItem(at: removed)
        try Data("<p>edited by hand</p>".utf8).write(to: edited)
        // A change to the diary elsewhere, so the build is not skipped as up to date.
        let records = Self.edits[0].change(Self.records)
        _ = try await Self.build(records, into: site, in: folder)
        _ = try await Self.build(Self.records, into: site, in: folder)
        #expect(try OutputFolderListing.entries(of: site) == expected)
    }

    @Test("A new title or template renders every page again")
    func siteWideChangesRenderEverything() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        _ = try await Self.build(Self.records, into: site, in: folder)
        let retitled = try await Self.build(Self.records, into: site, in: folder, title: "Meals")
        #expect(retitled.kept == 0)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let defaults = try #require(TemplateSet.defaultFolder)
        let notFound = try String(contentsOf: defaults.appendingPathComponent("404.md"), encoding: .utf8)
        try (notFound + "\nOr try the search.\n").write(
            to: templates.appendingPathComponent("404.md"), atomically: true, encoding: .utf8)
        let restyled = try await Self.build(Self.records, into: site, in: folder, title: "Meals", templates: templates)
        #expect(restyled.kept == 0)
        let fresh = folder.url.appendingPathComponent("fresh")
        _ = try await Self.build(Self.records, into: fresh, in: folder, title: "Meals", templates: templates)
        #expect(try OutputFolderListing.entries(of: site) == OutputFolderListing.entries(of: fresh))
    }
}

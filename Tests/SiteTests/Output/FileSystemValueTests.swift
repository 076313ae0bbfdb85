import ConfigFile
import Diary
import Foundation
import Keying
import Site
import Support
import Templating
import TestSupport
import Testing

/// A build reaches files only through the file system value it is handed: a build handed a
/// file system held in memory makes the site a build on disk makes, and leaves the disk alone.
@Suite("The file system passed in")
struct FileSystemValueTests {
    /// The inputs of a build below `root`, each written by `put`: the diary of the photo
    /// tests, its media folder (a photo with GPS) and a templates folder overriding the 404
    /// page. Returns the request for them.
    static func inputs(below root: String, fileSystem: FileSystem, put: (String, Data) throws -> Void) throws
        -> BuildRequest
    {
        try put(root + "/in/diary.json", Data(BuildPhotoTests.json.utf8))
        let photo = JPEGFixtures.inserting(
            JPEGFixtures.exifWithGPS, into: JPEGFixtures.baseline, at: JPEGFixtures.headerLength)
        try put(root + "/media/lunch.jpg", Data(photo))
        let defaults = try #require(TemplateSet.defaultFolder)
        let notFound = try String(contentsOf: defaults.appendingPathComponent("404.md"), encoding: .utf8)
        try put(root + "/templates/404.md", Data((notFound + "\nLost and found.\n").utf8))
        return BuildRequest(
            BuildSettings(
                input: root + "/in/diary.json", asOf: LocalDay("2026-03-08"),
                templates: URL(fileURLWithPath: root + "/templates"), media: URL(fileURLWithPath: root + "/media"),
                sampleTimeZone: TestWorld.sampleTimeZone), out: URL(fileURLWithPath: root + "/site"),
            now: Date(timeIntervalSince1970: 0), cores: TestWorld.cores,
            temporaryDirectory: URL(fileURLWithPath: root + "/tmp"), fileSystem: fileSystem)
    }

    /// The site's files by path, FoodStory's own state files aside.
    static func site(_ files: [String: Data]) -> [String: Data] {
        files.filter { !$0.key.hasPrefix(".foodstory") }
    }

    @available(macOS 15.0, *)
    @Test("Built in memory, the site is byte for byte the one built on disk, and nothing is written to disk")
    func buildInMemory() async throws {
        let folder = try TemporaryFolder()
        let onDisk = try Self.inputs(below: folder.url.path, fileSystem: .disk) { path, data in
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
        let memory = MemoryFileSystem()
        let inMemory = try Self.inputs(below: memory.root, fileSystem: memory.fileSystem) { path, data in
            memory.write(data, to: path)
        }

        let diskSummary = try await SiteGenerator.run(onDisk)
        let memorySummary = try await SiteGenerator.run(inMemory)

        #expect(!FileManager.default.fileExists(atPath: memory.root))
        let diskSite = Self.site(
            try OutputFolderListing.entries(of: onDisk.out).compactMapValues { entry in
                if case .file(let data) = entry { data } else { nil }
            })
        let memorySite = Self.site(memory.files(below: memory.root + "/site"))
        #expect(memorySite == diskSite)
        #expect(memorySite.count > 20)
        // The photo came from the memory's media folder, in its one web size (it is 16 pixels
        // square); the 404 page from its templates folder.
        let photos = memorySite.filter { $0.key.hasPrefix("media/") }
        #expect(photos.count == 1)
        #expect(photos.keys.first?.hasSuffix("-16.webp") == true)
        #expect(String(decoding: memorySite["404.html"] ?? Data(), as: UTF8.self).contains("Lost and found."))
        #expect(
            memorySummary.warnings.map { $0.replacingOccurrences(of: memory.root, with: "ROOT") }
                == diskSummary.warnings.map { $0.replacingOccurrences(of: folder.url.path, with: "ROOT") })
        #expect(memorySummary.pages == diskSummary.pages)
        // SQLite writes the record cache itself, so only the disk has one (outside the output
        // folder, as every state file); every other file was written in memory.
        let cache = BuildStateStore.folder(
            for: onDisk.out, below: onDisk.temporaryDirectory.appendingPathComponent("foodstory-cache")
        ).appendingPathComponent("records.sqlite")
        #expect(FileManager.default.fileExists(atPath: cache.path))
        #expect(memory.files(below: memory.root).keys.filter { $0.hasSuffix("records.sqlite") } == [])
        #expect(memorySummary.written == diskSummary.written)

        // Asked again, the build finds its fingerprint and every file where it left them.
        let again = try await SiteGenerator.run(inMemory)
        #expect(again.upToDate)
        #expect(Self.site(memory.files(below: memory.root + "/site")) == memorySite)
    }

    @available(macOS 15.0, *)
    @Test("A diary, a config file and templates are read from the file system handed in, and missing there")
    func readsThroughTheValue() throws {
        let memory = MemoryFileSystem()
        memory.write(Data(Fixtures.exportJSON.utf8), to: memory.root + "/diary.json")
        memory.write(Data("title = \"Kept in memory\"\n".utf8), to: memory.root + "/foodstory.toml")
        let options = DiaryReader.Options(
            timeZone: TimeZone(identifier: "Asia/Kolkata"), temporaryDirectory: URL(fileURLWithPath: memory.root),
            cores: TestWorld.cores, fileSystem: memory.fileSystem)
        let diary = try DiaryReader(options: options).read(path: memory.root + "/diary.json")
        let folder = try TemporaryFolder()
        let fromDisk = try Fixtures.readJSON(
            Fixtures.exportJSON, timeZone: TimeZone(identifier: "Asia/Kolkata"), in: folder)
        #expect(diary.entries == fromDisk.entries)
        #expect(diary.entries.count == 4)

        #expect(throws: DiaryError(file: memory.root + "/gone.json", reason: .missing)) {
            try DiaryReader(options: options).read(path: memory.root + "/gone.json")
        }
        let configuration = try Configuration.load(path: memory.root + "/foodstory.toml", fileSystem: memory.fileSystem)
        #expect(configuration.title == "Kept in memory")
        var missing: ConfigurationError?
        do {
            _ = try Configuration.load(path: memory.root + "/other.toml", fileSystem: memory.fileSystem)
        } catch {
            missing = error
        }
        #expect(missing?.description == memory.root + "/other.toml: no such file")
        #expect(missing?.kind == .missing)
    }
}

import Diary
import Foundation
import Support
import TestSupport
import Testing
import Writing

@Suite("The output writer: what it writes, keeps and removes")
struct SiteWriterTests {
    static let site = [
        SiteFile(path: "index.html", text: "<p>home</p>"),
        SiteFile(path: "day/2026-03-08.html", text: "<p>dosa</p>"),
        SiteFile(path: "day/2026-03-09.html", text: "<p>kheer</p>"),
        SiteFile(path: "assets/style.css", text: "body{}"),
    ]

    static func marker(_ paths: [String]) -> OutputFolderListing.Entry {
        .file(
            Data(
                ("""
                # FoodStory made this folder. Each build rewrites the files listed below and removes
                # those it no longer makes; it never removes anything else. Without this file
                # FoodStory refuses to write into a folder that is not empty (unless --force).

                """ + paths.map { $0 + "\n" }.joined()).utf8))
    }

    /// The listing a folder holding exactly `files` (and FoodStory's marker) has.
    static func listing(_ files: [SiteFile], extra: [String: OutputFolderListing.Entry] = [:])
        -> [String: OutputFolderListing.Entry]
    {
        var result = extra
        for file in files {
            result[file.path] = .file(file.contents)
            var folder = file.path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                result[folder] = .folder
            }
        }
        result[".foodstory"] = marker(files.map(\.path).sorted())
        return result
    }

    @Test("A first build creates the folder (with its parents) and writes every file and the marker")
    func firstBuild() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("public/site")
        let summary = try SiteWriter(outputFolder: out, force: false).write(Self.site)
        #expect(
            summary
                == WriteSummary(
                    written: ["assets/style.css", "day/2026-03-08.html", "day/2026-03-09.html", "index.html"]))
        #expect(try OutputFolderListing.entries(of: out) == Self.listing(Self.site))
    }

    @Test("A writer given another folder writes there, with a trailing slash or dot segments in its path")
    func anotherFolder() throws {
        let temporary = try TemporaryFolder()
        var writer = SiteWriter(outputFolder: temporary.url.appendingPathComponent("first"), force: false)
        writer.outputFolder = URL(fileURLWithPath: temporary.url.path + "/x/../second/", isDirectory: true)
        _ = try writer.write(Self.site)
        #expect(
            try OutputFolderListing.entries(of: temporary.url.appendingPathComponent("second"))
                == Self.listing(Self.site))
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("first").path))
    }

    @Test("Writing the same files again changes nothing: every file keeps its inode and modification date")
    func identicalRebuild() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site)
        try OutputFolderListing.age(temporary.url)
        let before = try OutputFolderListing.stamps(of: temporary.url)
        let folderDate =
            try FileManager.default.attributesOfItem(atPath: temporary.url.path)[.modificationDate] as? Date

        let summary = try writer.write(Self.site.reversed())

        #expect(
            summary
                == WriteSummary(
                    unchanged: ["assets/style.css", "day/2026-03-08.html", "day/2026-03-09.html", "index.html"]))
        #expect(try OutputFolderListing.stamps(of: temporary.url) == before)
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(Self.site))
        // Not even a staging folder was made and removed.
        #expect(
            try FileManager.default.attributesOfItem(atPath: temporary.url.path)[.modificationDate] as? Date
                == folderDate)
    }

    @Test("Files kept from the last build are left alone and stay listed; one that changed size stops the write")
    func keptFiles() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site)
        try OutputFolderListing.age(temporary.url)
        let before = try OutputFolderListing.stamps(of: temporary.url)
        let made = Self.site.filter { $0.path != "day/2026-03-08.html" }
        let summary = try writer.write(made, keeping: ["day/2026-03-08.html": 11])
        #expect(
            summary
                == WriteSummary(
                    unchanged: ["assets/style.css", "day/2026-03-08.html", "day/2026-03-09.html", "index.html"]))
        #expect(try OutputFolderListing.stamps(of: temporary.url) == before)
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(Self.site))

        let changed = made.map { SiteFile(path: $0.path, text: "changed") }
        #expect(throws: SiteWriteError.self) {
            try writer.write(changed, keeping: ["day/2026-03-08.html": 12])
        }
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(Self.site))
    }

    @Test(
        "Files a build wrote as it made them are moved into place, or dropped when already there; nothing else is left")
    func renderedFiles() throws {
        let temporary = try TemporaryFolder()
        var writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site)
        try OutputFolderListing.age(temporary.url)
        let before = try OutputFolderListing.stamps(of: temporary.url)
        let changed = SiteFile(path: "day/2026-03-09.html", text: "<p>kheer, twice</p>")
        let rendered = try writer.prepare()
        let made = try Self.site.map { try rendered.write($0.path == changed.path ? changed : $0) }
        #expect(made.map(\.contents) == Self.site.map { $0.path == changed.path ? changed.contents : $0.contents })
        let summary = try writer.write(made)
        #expect(
            summary
                == WriteSummary(
                    written: ["day/2026-03-09.html"],
                    unchanged: ["assets/style.css", "day/2026-03-08.html", "index.html"]))
        let expected = Self.site.map { $0.path == changed.path ? changed : $0 }
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(expected))
        let after = try OutputFolderListing.stamps(of: temporary.url)
        #expect(after.filter { $0.key != changed.path } == before.filter { $0.key != changed.path })

        // A build that fails after making its files leaves the folder as it was.
        let again = try writer.prepare()
        _ = try again.write(SiteFile(path: "index.html", text: "<p>other</p>"))
        writer.discard(again)
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(expected))
    }

    @Test(
        "A work folder outside the output folder holds the files as they are made; on another file system, the output folder does"
    )
    func workFolder() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        let work = temporary.path("state/work")
        for (fileSystem, outside) in [(FileSystem.disk, true), (.disk(notMovingOutOf: work), false)] {
            try? FileManager.default.removeItem(at: out)
            var writer = SiteWriter(outputFolder: out, force: false, fileSystem: fileSystem)
            writer.workFolder = work
            let rendered = try writer.prepare()
            #expect(rendered.root == (outside ? work + "/rendered" : out.path + "/.foodstory-rendered"))
            #expect(writer.workFolder == (outside ? work : nil))
            // Nothing of the build is in the output folder but its marker until it is written.
            #expect(
                try OutputFolderListing.entries(of: out).keys.sorted()
                    == (outside ? [".foodstory"] : [".foodstory", ".foodstory-rendered"]))
            let made = try Self.site.map { try rendered.write($0) }
            #expect(try writer.write(made).written == Self.site.map(\.path).sorted())
            #expect(try OutputFolderListing.entries(of: out) == Self.listing(Self.site))
            #expect(!FileManager.default.fileExists(atPath: work + "/rendered"))
            #expect(!FileManager.default.fileExists(atPath: work + "/staging"))
        }
    }

    /// The inode of the folder at `path`: a folder moved with one rename keeps it.
    private static func inode(_ path: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
        return try #require(attributes[.systemFileNumber] as? Int)
    }

    @Test("A first build moves each new folder whose files it wrote into place whole; the rest file by file")
    func foldersMovedWhole() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        var writer = SiteWriter(outputFolder: out, force: false)
        let rendered = try writer.prepare()
        let renderedFolder = out.appendingPathComponent(".foodstory-rendered")
        // Pages written as they were made; the stylesheet held in memory, as assets are.
        let extra = SiteFile(path: "week/2026-W10.html", text: "<p>week</p>")
        var made = try (Self.site.filter { !$0.path.hasPrefix("assets/") } + [extra]).map { try rendered.write($0) }
        made += Self.site.filter { $0.path.hasPrefix("assets/") }
        let day = try Self.inode(renderedFolder.appendingPathComponent("day"))
        let week = try Self.inode(renderedFolder.appendingPathComponent("week"))

        let summary = try writer.write(made)

        #expect(summary == WriteSummary(written: made.map(\.path).sorted()))
        #expect(try OutputFolderListing.entries(of: out) == Self.listing(Self.site + [extra]))
        #expect(try Self.inode(out.appendingPathComponent("day")) == day)
        #expect(try Self.inode(out.appendingPathComponent("week")) == week)
    }

    @Test("A rendered folder holding a file the write does not name is not moved whole, and the file is dropped")
    func unnamedFileInRenderedFolder() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        var writer = SiteWriter(outputFolder: out, force: false)
        let rendered = try writer.prepare()
        let made = try Self.site.map { try rendered.write($0) }
        _ = try rendered.write(SiteFile(path: "day/2026-03-10.html", text: "<p>not part of the site</p>"))
        let day = try Self.inode(out.appendingPathComponent(".foodstory-rendered/day"))
        let assets = try Self.inode(out.appendingPathComponent(".foodstory-rendered/assets"))

        _ = try writer.write(made)

        #expect(try OutputFolderListing.entries(of: out) == Self.listing(Self.site))
        #expect(try Self.inode(out.appendingPathComponent("day")) != day)
        #expect(try Self.inode(out.appendingPathComponent("assets")) == assets)
    }

    @Test("One changed file is the only file rewritten")
    func oneChange() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site)
        try OutputFolderListing.age(temporary.url)
        var expectedStamps = try OutputFolderListing.stamps(of: temporary.url)
        var changed = Self.site
        changed[1] = SiteFile(path: "day/2026-03-08.html", text: "<p>masala dosa</p>")

        let summary = try writer.write(changed)

        #expect(
            summary
                == WriteSummary(
                    written: ["day/2026-03-08.html"],
                    unchanged: ["assets/style.css", "day/2026-03-09.html", "index.html"]))
        let stamps = try OutputFolderListing.stamps(of: temporary.url)
        #expect(stamps["day/2026-03-08.html"]?.modified != expectedStamps["day/2026-03-08.html"]?.modified)
        expectedStamps["day/2026-03-08.html"] = stamps["day/2026-03-08.html"]
        #expect(stamps == expectedStamps)
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(changed))
    }

    @Test("A file no longer made is removed, with its emptied folder; the user's own files stay")
    func staleFiles() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site + [SiteFile(path: "week/2026-W10.html", text: "<p>week</p>")])
        try temporary.write("my notes", to: "notes.txt")
        try temporary.write("kept", to: "day/mine.txt")

        let smaller = Array(Self.site.filter { $0.path != "day/2026-03-09.html" })
        let summary = try writer.write(smaller)

        #expect(
            summary
                == WriteSummary(
                    unchanged: ["assets/style.css", "day/2026-03-08.html", "index.html"],
                    removed: ["day/2026-03-09.html", "week/2026-W10.html"]))
        #expect(
            try OutputFolderListing.entries(of: temporary.url)
                == Self.listing(
                    smaller,
                    extra: ["notes.txt": .file(Data("my notes".utf8)), "day/mine.txt": .file(Data("kept".utf8))]))
    }

    @Test("The same files in any order give the same bytes, marker included")
    func deterministic() throws {
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        _ = try SiteWriter(outputFolder: first.url, force: false).write(Self.site)
        _ = try SiteWriter(outputFolder: second.url, force: false).write(Self.site.reversed())
        #expect(try OutputFolderListing.entries(of: first.url) == OutputFolderListing.entries(of: second.url))
    }

    @Test("A staging folder left by an interrupted build is cleaned up")
    func leftoverStaging() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(outputFolder: temporary.url, force: false)
        _ = try writer.write(Self.site)
        try FileManager.default.createDirectory(
            at: temporary.url.appendingPathComponent(".foodstory-staging/3"), withIntermediateDirectories: true)
        try temporary.write("half", to: ".foodstory-staging/0")

        let summary = try writer.write(Self.site)

        #expect(summary.written == [])
        #expect(try OutputFolderListing.entries(of: temporary.url) == Self.listing(Self.site))
    }

    @Test("A marker from an interrupted build lists both builds' files; only safe paths in it are ever removed")
    func interruptedMarker() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        let writer = SiteWriter(outputFolder: out, force: false)
        _ = try writer.write(Self.site)
        try temporary.put("old", at: "site/week/2026-W09.html")
        try temporary.write("not FoodStory's", to: "outside.html")
        let markerText = try String(contentsOf: out.appendingPathComponent(".foodstory"), encoding: .utf8)
        try temporary.write(markerText + "week/2026-W09.html\n../outside.html\n/etc/hosts\n", to: "site/.foodstory")

        let summary = try writer.write(Self.site)

        #expect(summary == WriteSummary(unchanged: Self.site.map(\.path).sorted(), removed: ["week/2026-W09.html"]))
        #expect(try OutputFolderListing.entries(of: out) == Self.listing(Self.site))
        #expect(
            try String(contentsOf: temporary.url.appendingPathComponent("outside.html"), encoding: .utf8)
                == "not FoodStory's")
    }
}

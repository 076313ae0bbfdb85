import Foundation
import TestSupport
import Testing
import Writing

@Suite("The output writer never reaches outside the output folder")
struct SiteWriterPathTests {
    let site = SiteWriterTests.site

    @Test("An output folder that is a symbolic link is refused; nothing is written where it points")
    func linkedOutputFolder() throws {
        let temporary = try TemporaryFolder()
        let elsewhere = temporary.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let out = temporary.url.appendingPathComponent("site")
        try FileManager.default.createSymbolicLink(at: out, withDestinationURL: elsewhere)

        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: out, force: true).write(site)
        }
        #expect(error == SiteWriteError(path: out.path, reason: .symbolicLink))
        #expect(
            error?.description
                == "\(out.path): is a symbolic link; FoodStory does not write through links, choose a real folder")
        #expect(
            try OutputFolderListing.entries(of: temporary.url)
                == ["elsewhere": .folder, "site": .link(elsewhere.path)])
    }

    @Test("A linked folder or file inside the output folder is refused; nothing is written where it points")
    func linkedInside() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        _ = try SiteWriter(outputFolder: out, force: false).write(site)
        let elsewhere = temporary.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try temporary.write("theirs", to: "elsewhere/2026-03-08.html")
        try FileManager.default.removeItem(at: out.appendingPathComponent("day"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("day"), withDestinationURL: elsewhere)
        try FileManager.default.removeItem(at: out.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("index.html"),
            withDestinationURL: elsewhere.appendingPathComponent("2026-03-08.html"))
        let before = try OutputFolderListing.entries(of: temporary.url)

        let dayError = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: out, force: false).write(site.filter { $0.path != "index.html" })
        }
        #expect(dayError == SiteWriteError(path: out.path + "/day", reason: .symbolicLink))

        let fileError = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: out, force: false).write(site.filter { !$0.path.hasPrefix("day/") })
        }
        #expect(fileError == SiteWriteError(path: out.path + "/index.html", reason: .symbolicLink))
        #expect(try OutputFolderListing.entries(of: temporary.url) == before)
    }

    @Test("Stale files behind a symbolic link are not removed")
    func staleBehindLink() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        _ = try SiteWriter(outputFolder: out, force: false).write(site)
        let elsewhere = temporary.url.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: out.appendingPathComponent("day"), to: elsewhere)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("day"), withDestinationURL: elsewhere)

        let kept = site.filter { !$0.path.hasPrefix("day/") }
        let summary = try SiteWriter(outputFolder: out, force: false).write(kept)

        #expect(summary == WriteSummary(unchanged: ["assets/style.css", "index.html"]))
        #expect(
            try OutputFolderListing.entries(of: elsewhere)
                == [
                    "2026-03-08.html": .file(site[1].contents), "2026-03-09.html": .file(site[2].contents),
                ])
    }

    @Test(
        "A path that could leave the output folder, or is not a plain relative path, is refused before anything is written",
        arguments: [
            ("../x", "it has a \"..\" component"),
            ("day/../../x", "it has a \"..\" component"),
            ("/etc/x", "it is absolute"),
            ("a//b", "it has an empty component"),
            ("a/./b", "it has a \".\" component"),
            ("a/", "it has an empty component"),
            ("a\\b", "it holds a backslash"),
            ("", "it is empty"),
            ("a\u{0}b", "it holds a NUL character"),
            ("a\nb", "it holds a control character"),
            (".foodstory", ".foodstory is FoodStory's own name in the output folder"),
            (".foodstory-staging/0", ".foodstory-staging is FoodStory's own name in the output folder"),
        ])
    func unsafePath(path: String, why: String) throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: out, force: true).write(site + [SiteFile(path: path, text: "x")])
        }
        #expect(error == SiteWriteError(path: path, reason: .invalidPath(why)))
        #expect(try OutputFolderListing.entries(of: temporary.url) == [:])
    }

    @Test("A path listed twice, both a file and a folder, or differing from another only in case, is refused")
    func conflictingPaths() throws {
        let temporary = try TemporaryFolder()
        let twice = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: temporary.url, force: false).write(site + [site[0]])
        }
        #expect(twice == SiteWriteError(path: "index.html", reason: .invalidPath("it is listed twice")))
        let both = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: temporary.url, force: false).write(
                site + [SiteFile(path: "day", text: "x")])
        }
        #expect(
            both
                == SiteWriteError(
                    path: "day", reason: .invalidPath("it is both a file and the folder of day/2026-03-08.html")))
        #expect(
            both?.description
                == "day: not a usable site path (it is both a file and the folder of day/2026-03-08.html); site paths are relative and stay inside the output folder"
        )
        let cased = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: temporary.url, force: false).write(
                site + [SiteFile(path: "Index.html", text: "x")])
        }
        #expect(
            cased
                == SiteWriteError(
                    path: "index.html", reason: .invalidPath("it differs from Index.html only in letter case")))
        #expect(try OutputFolderListing.entries(of: temporary.url) == [:])
    }
}

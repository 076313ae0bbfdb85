import Foundation
import TestSupport
import Testing
import Writing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The output writer: refusals and failures leave everything as it was")
struct SiteWriterSafetyTests {
    let site = SiteWriterTests.site

    @Test("A non-empty folder FoodStory did not make is refused, untouched; with force, only FoodStory's files change")
    func foreignFolder() throws {
        let temporary = try TemporaryFolder()
        try temporary.write("keep me", to: "index.html")
        try temporary.put("mine", at: "photos/cat.jpg")
        let before = try OutputFolderListing.entries(of: temporary.url)

        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: temporary.url, force: false).write(site)
        }
        #expect(error == SiteWriteError(path: temporary.url.path, reason: .notOurFolder))
        #expect(error?.exitCode == 73)
        #expect(
            error?.description
                == "\(temporary.url.path): the folder is not empty and was not created by FoodStory (no .foodstory marker); choose an empty or new folder, or pass --force to write into it (FoodStory never removes files it did not write)"
        )
        #expect(try OutputFolderListing.entries(of: temporary.url) == before)

        let forced = try SiteWriter(outputFolder: temporary.url, force: true).write(site)
        #expect(
            forced
                == WriteSummary(written: [
                    "assets/style.css", "day/2026-03-08.html", "day/2026-03-09.html", "index.html",
                ])
        )
        #expect(
            try OutputFolderListing.entries(of: temporary.url)
                == SiteWriterTests.listing(
                    site, extra: ["photos": .folder, "photos/cat.jpg": .file(Data("mine".utf8))]))

        // The marker now says the folder is FoodStory's: no force needed, and the user's photo stays.
        let later = try SiteWriter(outputFolder: temporary.url, force: false).write([site[0]])
        #expect(
            later
                == WriteSummary(
                    unchanged: ["index.html"],
                    removed: ["assets/style.css", "day/2026-03-08.html", "day/2026-03-09.html"])
        )
        #expect(
            try OutputFolderListing.entries(of: temporary.url)
                == SiteWriterTests.listing(
                    [site[0]], extra: ["photos": .folder, "photos/cat.jpg": .file(Data("mine".utf8))]))
    }

    @Test("A write that fails while staging leaves the previous site byte-identical and no staging folder")
    func failureWhileStaging() throws {
        let temporary = try TemporaryFolder()
        _ = try SiteWriter(outputFolder: temporary.url, force: false).write(site)
        try OutputFolderListing.age(temporary.url)
        let before = try OutputFolderListing.entries(of: temporary.url)
        let stamps = try OutputFolderListing.stamps(of: temporary.url)
        let doomed = Data("<p>no room</p>".utf8)
        let next = [
            SiteFile(path: "index.html", text: "<p>new home</p>"),
            SiteFile(path: "week/2026-W10.html", contents: doomed),
        ]

        let writer = SiteWriter(outputFolder: temporary.url, force: false, fileSystem: .disk(failingToCreate: doomed))
        let error = #expect(throws: SiteWriteError.self) { try writer.write(next) }

        let target = temporary.url.path + "/week/2026-W10.html"
        #expect(error == SiteWriteError(path: target, reason: .failed("No space left on device")))
        #expect(error?.description == "\(target): cannot be written (No space left on device)")
        #expect(try OutputFolderListing.entries(of: temporary.url) == before)
        #expect(try OutputFolderListing.stamps(of: temporary.url) == stamps)
    }

    @Test("A failure in a folder FoodStory was about to claim leaves it empty, marker included")
    func failureInEmptyFolder() throws {
        let temporary = try TemporaryFolder()
        let writer = SiteWriter(
            outputFolder: temporary.url, force: false, fileSystem: .disk(failingToCreate: site[2].contents))
        #expect(throws: SiteWriteError.self) { try writer.write(site) }
        #expect(try OutputFolderListing.entries(of: temporary.url) == [:])
    }

    @Test("A folder that cannot be made is a permission error")
    func permission() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url.appendingPathComponent("site")
        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: out, force: false, fileSystem: .diskRefusingFolders).write(site)
        }
        #expect(error == SiteWriteError(path: out.path, reason: .permissionDenied("Permission denied")))
        #expect(error?.description == "\(out.path): permission denied (Permission denied)")
    }

    @Test("A file where the site needs a folder is refused before anything is written")
    func fileInTheWay() throws {
        let temporary = try TemporaryFolder()
        _ = try SiteWriter(outputFolder: temporary.url, force: false).write(site)
        try temporary.write("user file", to: "week")
        let before = try OutputFolderListing.entries(of: temporary.url)

        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: temporary.url, force: false).write(
                site + [SiteFile(path: "week/2026-W10.html", text: "w")])
        }
        #expect(error == SiteWriteError(path: temporary.url.path + "/week", reason: .fileInTheWay))
        #expect(try OutputFolderListing.entries(of: temporary.url) == before)
    }

    @Test("An output folder that is a file is refused")
    func notAFolder() throws {
        let temporary = try TemporaryFolder()
        let path = try temporary.write("text", to: "site")
        let error = #expect(throws: SiteWriteError.self) {
            try SiteWriter(outputFolder: URL(fileURLWithPath: path), force: true).write(site)
        }
        #expect(error == SiteWriteError(path: path, reason: .notAFolder))
    }
}

import Foundation
import TestSupport
import Testing

@Suite("Building from an export cut short")
struct CutExportCommandTests {
    /// The fixture export cut inside its fourth record, and the same export holding only the
    /// three records before the cut.
    static let cut = String(
        Fixtures.exportJSON[..<Fixtures.exportJSON.range(of: "\"date\": \"2026-03-08T18")!.upperBound])
    static let firstThree =
        String(Fixtures.exportJSON[..<Fixtures.exportJSON.range(of: ",\n  {\"id\": \"9F8E")!.lowerBound]) + "\n]"

    /// What both builds say of the fixture's photo, given without its folder.
    static let photoWarning =
        "foodstory: warning: 1 entry has a photo; pass --media with the folder of the app's photos to show them\n"

    @Test("The build goes on with the complete records, the same site as an export of those alone, and one warning")
    func buildsWhatIsComplete() throws {
        let cutFolder = try TemporaryFolder()
        let wholeFolder = try TemporaryFolder()
        try cutFolder.write(Self.cut, to: "diary.json")
        try wholeFolder.write(Self.firstThree, to: "diary.json")
        let arguments = ["build", "--input", "diary.json", "--out", "site", "--as-of", "2026-03-09"]
        let cut = try FoodStoryBinary.run(arguments, in: cutFolder.url)
        let whole = try FoodStoryBinary.run(arguments, in: wholeFolder.url)
        #expect(cut.status == 0)
        #expect(whole.status == 0)
        #expect(
            cut.stderr
                == "foodstory: warning: diary.json is cut short at line 11, column 72, after 3 complete records (the last, record 2, has id C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B); those are read; export the diary again to read the rest\n"
                + Self.photoWarning)
        #expect(whole.stderr == Self.photoWarning)
        let cutSite = try FolderFiles.of(cutFolder.url.appendingPathComponent("site"))
        let wholeSite = try FolderFiles.of(wholeFolder.url.appendingPathComponent("site"))
        #expect(!cutSite.isEmpty)
        #expect(cutSite == wholeSite)
    }

    @Test("With --strict the cut is an error with exit 65, and no site is written")
    func strict() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.cut, to: "diary.json")
        let result = try FoodStoryBinary.run(
            ["build", "--input", "diary.json", "--out", "site", "--as-of", "2026-03-09", "--strict"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "foodstory: error: diary.json: cut short at line 11, column 72, after 3 complete records (the last, record 2, has id C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B); export the diary again (--strict)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }
}

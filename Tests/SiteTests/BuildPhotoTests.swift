import Diary
import Foundation
import Site
import TestSupport
import Testing

@Suite("Photos in a build")
struct BuildPhotoTests {
    /// A diary with three photo entries: one whose photo carries GPS, one whose photo is
    /// missing, one whose name tries to leave the media folder.
    static let json = """
        [
          {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "lunch.jpg", "inputType": "image", "processedDescription": "thali", "mediaURL": "file:///var/mobile/Documents/lunch.jpg"},
          {"id": "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T07:50:00Z",
           "rawInput": "gone.jpg", "inputType": "image", "processedDescription": "dosa", "mediaURL": "gone.jpg"},
          {"id": "C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T15:10:00Z",
           "rawInput": "x", "inputType": "image", "processedDescription": "lassi", "mediaURL": "../secret.jpg"}
        ]
        """

    @Test(
        "A JPEG's GPS block is removed, the image is otherwise byte-identical, a missing photo and a traversal name get placeholders and warnings"
    )
    func photos() async throws {
        let folder = try TemporaryFolder()
        let media = folder.url.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        let withGPS = JPEGFixtures.inserting(
            JPEGFixtures.exifWithGPS, into: JPEGFixtures.baseline, at: JPEGFixtures.headerLength)
        try Data(withGPS).write(to: media.appendingPathComponent("lunch.jpg"))
        try Data(JPEGFixtures.baseline).write(to: folder.url.appendingPathComponent("secret.jpg"))
        let input = try folder.write(Self.json, to: "diary.json")
        let out = folder.url.appendingPathComponent("site")
        let summary = try await SiteGenerator.run(
            BuildRequest(
                input: input, out: out, asOf: LocalDay("2026-03-08"), media: media, now: Date(timeIntervalSince1970: 0),
                cores: TestWorld.cores, sampleTimeZone: TestWorld.sampleTimeZone, temporaryDirectory: folder.url))
        let copied = try Data(contentsOf: out.appendingPathComponent("media/lunch.jpg"))
        #expect([UInt8](copied) == JPEGFixtures.baseline)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("media/secret.jpg").path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("media").path) == [
                "lunch.jpg"
            ])
        #expect(
            summary.warnings == [
                "photo name \"../secret.jpg\" refused: it contains a path separator (\"/\" or \"\\\"); a mediaURL must name a file directly inside the media folder; a placeholder is shown",
                "\(media.path)/gone.jpg: no such photo in the media folder; a placeholder is shown",
            ])
        let day = try #require(
            PageXML.parse(try String(contentsOf: out.appendingPathComponent("day/2026-03-08.html"), encoding: .utf8)))
        #expect(
            day.elements.filter { $0.name == "img" }.map { $0.attributes["src"] ?? "" } == [
                "../media/lunch.jpg", "../assets/photo-missing.svg", "../assets/photo-missing.svg",
            ])
    }

    @Test("A portrait photo from a phone keeps its orientation in the site, and nothing else of its EXIF")
    func portrait() async throws {
        let folder = try TemporaryFolder()
        let media = folder.url.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Data(OrientationTests.withExtraImage(.little, orientation: 6)).write(
            to: media.appendingPathComponent("lunch.jpg"))
        let input = try folder.write(
            """
            [{"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
              "rawInput": "lunch.jpg", "inputType": "image", "processedDescription": "thali", "mediaURL": "lunch.jpg"}]
            """, to: "diary.json")
        let out = folder.url.appendingPathComponent("site")
        let summary = try await SiteGenerator.run(
            BuildRequest(
                input: input, out: out, asOf: LocalDay("2026-03-08"), media: media, now: Date(timeIntervalSince1970: 0),
                cores: TestWorld.cores, sampleTimeZone: TestWorld.sampleTimeZone,
                temporaryDirectory: folder.url))
        #expect(summary.warnings == [])
        let copied = [UInt8](try Data(contentsOf: out.appendingPathComponent("media/lunch.jpg")))
        #expect(
            JPEGMetadata.of(copied) == [
                .exif(.orientationOnly(6)),
                .segment(marker: 0xE0, bytes: Array(JPEGFixtures.baseline[2..<JPEGFixtures.headerLength])),
                .segment(marker: 0xE2, bytes: OrientationTests.icc),
            ])
    }
}

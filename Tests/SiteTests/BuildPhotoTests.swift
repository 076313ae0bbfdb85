import Diary
import Foundation
import Photos
import Raster
import TestSupport
import Testing
import Withholding

@testable import Site

/// Photos through a whole build: read from the media folder, made into web sizes, shown.
@Suite("Photos in a build")
struct BuildPhotoTests {
    /// A diary with three photo entries: one whose photo carries GPS, one whose photo is
    /// missing, one whose name tries to leave the media folder (the file system tests build it).
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

    /// One diary entry, logged on `day` March 2026 in India, at `hour` UTC (before 10).
    static func entry(_ number: Int, _ description: String, photo: String?, day: Int = 8, hour: Int = 3) -> String {
        let id = String(format: "6E1F3C1A-93B4-4D5E-8F0A-%012d", number)
        let created = String(format: "2026-03-%02dT%02d:%02d:00Z", day, hour, number % 60)
        let media = photo.map { "\"\($0)\"" } ?? "null"
        return """
            {"id": "\(id)", "date": "2026-03-\(String(format: "%02d", day - 1))T18:30:00Z", "createdAt": "\(created)",
             "rawInput": "\(description)", "inputType": "\(photo == nil ? "text" : "image")",
             "processedDescription": "\(description)", "mediaURL": \(media), "category": "lunch"}
            """
    }

    /// A build of `entries` with the photos in `media` (name → bytes), into a new folder.
    struct Built {
        let folder: TemporaryFolder
        let out: URL
        let media: URL
        let summary: BuildSummary

        /// The bytes of the site's file at `path`.
        func file(_ path: String) -> [UInt8]? {
            (try? Data(contentsOf: out.appendingPathComponent(path))).map([UInt8].init)
        }

        /// The text of the site's page at `path`.
        func page(_ path: String) -> String {
            file(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }

        /// The names in the site's `media/` folder.
        var mediaFiles: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("media").path)) ?? [])
                .sorted()
        }
    }

    static func request(
        _ entries: [String], in folder: TemporaryFolder, configure: (inout BuildRequest) -> Void = { _ in }
    ) throws -> BuildRequest {
        let input = try folder.write("[" + entries.joined(separator: ",\n") + "]", to: "diary.json")
        var request = BuildRequest(
            BuildSettings(
                input: input, asOf: LocalDay("2026-03-31"), media: folder.url.appendingPathComponent("Documents"),
                sampleTimeZone: TestWorld.sampleTimeZone), out: folder.url.appendingPathComponent("site"),
            now: Date(timeIntervalSince1970: 0), cores: TestWorld.cores, temporaryDirectory: folder.url)
        configure(&request)
        return request
    }

    static func build(
        _ entries: [String], media: [String: [UInt8]], configure: (inout BuildRequest) -> Void = { _ in }
    ) async throws -> Built {
        let folder = try TemporaryFolder()
        let documents = folder.url.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        for (name, bytes) in media { try Data(bytes).write(to: documents.appendingPathComponent(name)) }
        let request = try request(entries, in: folder, configure: configure)
        let summary = try await SiteGenerator.run(request)
        return Built(folder: folder, out: request.out, media: documents, summary: summary)
    }

    /// A JPEG as a phone stores a portrait photo: `upright` turned a quarter to the left, with
    /// EXIF saying Orientation 6 (and the camera, dates, GPS position and a thumbnail), XMP
    /// naming a place, IPTC naming a city, and a comment.
    static func phonePhoto(_ upright: TestPicture) -> [UInt8] {
        let stored = upright.turnedLeft.encoded(".jpg[Q=95]")
        let metadata =
            ExifFixtures.phoneSegment(.little, orientation: 6) + JPEGFixtures.xmp + JPEGFixtures.iptc
            + JPEGFixtures.comment
        return Array(stored[..<2]) + metadata + Array(stored[2...])
    }

    /// Every `<img>` of a page, by its attributes.
    static func images(_ page: String) throws -> [[String: String]] {
        try #require(PageXML.parse(page)).elements.filter { $0.name == "img" }.map(\.attributes)
    }

    /// Checks that each picture `image` names (its `src` and each of its `srcset`) is a WebP
    /// file of the size the page declares (`width` and `height`; each `srcset` width of the
    /// same shape), holding the picture alone. Returns their paths.
    static func expectDeclaredSizes(_ image: [String: String], in built: Built) throws -> Set<String> {
        var declared = [(try #require(image["src"]), Int(image["width"] ?? ""), Int(image["height"] ?? ""))]
        for candidate in (image["srcset"] ?? "").split(separator: ",") {
            let parts = candidate.split(separator: " ")
            let width = Int(parts[1].dropLast())
            let ratio = Double(declared[0].2 ?? 0) / Double(declared[0].1 ?? 1)
            declared.append((String(parts[0]), width, width.map { Int((Double($0) * ratio).rounded()) }))
        }
        for (link, width, height) in declared {
            let file = try #require(built.file(Self.linked(link)), "\(link)")
            #expect(TestPicture.webPChunks(file) == ["VP8 "], "\(link)")
            let (picture, fields) = try #require(TestPicture.decode(file))
            #expect([picture.width, picture.height] == [width, height], "\(link)")
            #expect(fields.filter(PhotoCodecFields.isMetadata) == [], "\(link)")
        }
        return Set(declared.map { Self.linked($0.0) })
    }

    /// The file a page in `day/` links to with `link` (`../media/…`).
    static func linked(_ link: String) -> String {
        String(link.dropFirst(3))
    }

    @Test(
        "A phone's portrait photo comes out upright in web sizes, each the size the page declares, with no metadata, and no original"
    )
    func phonePortrait() async throws {
        let upright = TestPicture.quadrants(width: 900, height: 1200)
        let built = try await Self.build(
            [Self.entry(1, "thali", photo: "IMG_0001.JPG"), Self.entry(2, "lassi", photo: "IMG_0002.JPG", hour: 9)],
            media: ["IMG_0001.JPG": Self.phonePhoto(upright), "IMG_0002.JPG": Self.phonePhoto(upright.turnedLeft)])
        #expect(built.summary.warnings == [])
        let day = built.page("day/2026-03-08.html")
        let images = try Self.images(day)
        // Two cards, each with its full view; the first card's picture is on the first screen.
        #expect(images.count == 4)
        #expect(images.map { $0["loading"] } == [nil, "lazy", "lazy", "lazy"])
        #expect(images.map { $0["decoding"] } == [nil, "async", "async", "async"])
        // Every picture of the day page, the month's calendar and the year's mosaic.
        var files: Set<String> = []
        for page in ["day/2026-03-08.html", "month/2026-03.html", "year/2026.html"] {
            for image in try Self.images(built.page(page)) where image["src"]?.hasPrefix("../media/") == true {
                files.formUnion(try Self.expectDeclaredSizes(image, in: built))
            }
        }
        // Upright: the full view of the first photo is the upright picture, the second's its turn.
        let fulls = images.filter { $0["class"] == nil }.compactMap { $0["src"] }
        for (link, expected) in zip(fulls, [upright, upright.turnedLeft]) {
            let file = try #require(built.file(Self.linked(link)))
            let (picture, _) = try #require(TestPicture.decode(file))
            #expect((picture.meanDifference(from: expected) ?? 255) < 6, "\(link)")
        }
        // Four web sizes of each photo (the tile, the card and its double, the full view), named
        // by the photo's content; no original.
        #expect(Set(built.mediaFiles.map { "media/" + $0 }) == files)
        let widths = built.mediaFiles.map { $0.split(separator: "-").last.map(String.init) ?? "" }.sorted()
        #expect(
            widths == ["1200.webp", "180.webp", "240.webp", "270.webp", "480.webp", "540.webp", "900.webp", "960.webp"])
    }

    @Test("Every photo that cannot be shown is named with what to do, and gets a placeholder the size it shows at")
    func unusable() async throws {
        let damaged: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0x41, count: 60)
        let missing = (1...12).map { String(format: "IMG_%04d.jpg", $0) }
        let names = missing + ["../secret.jpg", "broken.jpg", "notes.jpg", "scan.tif"]
        let built = try await Self.build(
            names.enumerated().map { Self.entry($0.offset, "meal \($0.offset)", photo: $0.element) },
            media: [
                "broken.jpg": damaged, "notes.jpg": Array("lunch at home".utf8),
                "scan.tif": Array("II*\u{0}".utf8) + Array(repeating: 0, count: 40),
            ])
        let path = { (name: String) in built.media.appendingPathComponent(name).path }
        let warnings = built.summary.warnings
        #expect(
            warnings.filter { !$0.hasPrefix(path("broken.jpg")) }
                == [
                    "photo name \"../secret.jpg\" refused: it contains a path separator (\"/\" or \"\\\"); a mediaURL must name a file directly inside the media folder; a placeholder is shown"
                ]
                + missing.map { "\(path($0)): no such photo in the media folder; a placeholder is shown" }
                + [
                    "\(path("notes.jpg")): not an image format FoodStory reads (JPEG, PNG, HEIC, AVIF, WebP or GIF); save the photo as JPEG; a placeholder is shown",
                    "\(path("scan.tif")): TIFF (or a camera's raw file) is not read; save the photo as JPEG; a placeholder is shown",
                ])
        // The library's own words say what is wrong with the bytes.
        let broken = try #require(warnings.first { $0.hasPrefix(path("broken.jpg")) })
        #expect(warnings.firstIndex(of: broken) == 13)
        #expect(broken.hasPrefix("\(path("broken.jpg")): JPEG data that cannot be decoded ("))
        #expect(broken.hasSuffix("); open it in a photo editor and save it again as JPEG; a placeholder is shown"))
        let images = try Self.images(built.page("day/2026-03-08.html"))
        #expect(images.count == names.count)
        for image in images {
            #expect(image["src"] == "../assets/photo-missing.svg")
            #expect([image["width"], image["height"], image["alt"]] == ["320", "200", "Photo not available"])
        }
        #expect(built.mediaFiles == [])
    }

    @Test("With --strict, a photo that cannot be shown is the error (exit 65), and nothing is written")
    func strict() async throws {
        let folder = try TemporaryFolder()
        let request = try Self.request([Self.entry(1, "thali", photo: "IMG_0404.jpg")], in: folder) { $0.strict = true }
        try FileManager.default.createDirectory(at: request.media ?? folder.url, withIntermediateDirectories: true)
        let error = await #expect(throws: SiteBuildError.self) { try await SiteGenerator.run(request) }
        #expect(
            error?.description
                == "photos: \(folder.url.path)/Documents/IMG_0404.jpg: no such photo in the media folder")
        #expect(error?.exitCode == 65)
        #expect(!FileManager.default.fileExists(atPath: request.out.path))
    }

    @Test("A HEIC photo, as an iPhone stores it, is shown like any photo")
    func heic() async throws {
        let picture = TestPicture.quadrants(width: 640, height: 480)
        let built = try await Self.build(
            [Self.entry(1, "dosa", photo: "IMG_0003.HEIC")],
            media: ["IMG_0003.HEIC": picture.encoded(".heic[compression=hevc,Q=90]")])
        #expect(built.summary.warnings == [])
        let images = try Self.images(built.page("day/2026-03-08.html"))
        let card = try #require(images.first)
        #expect([card["width"], card["height"], card["alt"]] == ["480", "360", "Photo: dosa"])
        let full = try #require(images.last?["src"])
        let file = try #require(built.file(Self.linked(full)))
        let (decoded, _) = try #require(TestPicture.decode(file))
        #expect((decoded.meanDifference(from: picture) ?? 255) < 6)
    }

    @Test(
        "With originals asked for, each JPEG goes too without its metadata, linked from its full view; not in a public build"
    )
    func originals() async throws {
        let photo = Self.phonePhoto(TestPicture.quadrants(width: 300, height: 400))
        let entries = [Self.entry(1, "thali", photo: "IMG_0001.JPG")]
        let built = try await Self.build(entries, media: ["IMG_0001.JPG": photo]) { $0.originals = true }
        #expect(built.summary.warnings == [])
        #expect(built.file("media/IMG_0001.JPG") == [UInt8](try PhotoSanitizer.strip(Data(photo)).data))
        let links = try #require(PageXML.parse(built.page("day/2026-03-08.html"))).elements.filter {
            $0.name == "a" && $0.text == "Original photo"
        }
        #expect(links.map { $0.attributes["href"] } == ["../media/IMG_0001.JPG"])
        let published = try await Self.build(entries, media: ["IMG_0001.JPG": photo]) {
            $0.originals = true
            $0.publicView = PublicView(photos: true)
        }
        #expect(published.mediaFiles.count == 3)
        #expect(!published.mediaFiles.contains("IMG_0001.JPG"))
        #expect(!published.page("day/2026-03-08.html").contains("Original photo"))
    }

    @Test("A HEIC original is not published (its metadata cannot be removed without re-encoding it): a warning says so")
    func heicOriginal() async throws {
        let built = try await Self.build(
            [Self.entry(1, "dosa", photo: "IMG_0003.HEIC")],
            media: ["IMG_0003.HEIC": TestPicture.quadrants(width: 64, height: 48).encoded(".heic")]
        ) { $0.originals = true }
        #expect(
            built.summary.warnings == [
                "\(built.media.path)/IMG_0003.HEIC: its original is not published: metadata is removed only from JPEG and PNG originals, which keep every byte of their picture; its web sizes are shown"
            ])
        #expect(built.mediaFiles.count == 1)
    }

    @Test("A photo's web sizes are kept from the last build until its bytes change, whatever else does")
    func kept() async throws {
        let folder = try TemporaryFolder()
        let documents = folder.url.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        let photo = documents.appendingPathComponent("IMG_0001.JPG")
        try Data(Self.phonePhoto(TestPicture.quadrants(width: 600, height: 800))).write(to: photo)
        var entries = [Self.entry(1, "thali", photo: "IMG_0001.JPG"), Self.entry(2, "chai", photo: nil, day: 9)]
        _ = try await SiteGenerator.run(try Self.request(entries, in: folder))
        /// What the photos step decides now: the paths it keeps, and those it makes.
        func decisions() async throws -> (kept: [String], made: [String]) {
            let request = try Self.request(entries, in: folder)
            let (diary, _, _, _) = try SiteGenerator.readStep(request, cache: nil)
            let outputs = await IncrementalEngine(request).outputs()
            let photos = try SiteGenerator.photos(for: diary.entries, request, outputs: outputs, rendered: nil)
            let paths = photos.outputs.map(\.path).sorted()
            return (
                photos.outputs.filter { $0.file == nil }.map(\.path).sorted(),
                paths.filter { path in
                    photos.outputs.contains { $0.path == path && $0.file != nil }
                }
            )
        }
        entries[1] = Self.entry(2, "masala chai", photo: nil, day: 9)
        let unchanged = try await decisions()
        #expect(unchanged.kept.count == 4 && unchanged.made == [])
        _ = try await SiteGenerator.run(try Self.request(entries, in: folder))
        try Data(Self.phonePhoto(TestPicture.quadrants(width: 1000, height: 750))).write(to: photo)
        let changed = try await decisions()
        #expect(changed.kept == [] && changed.made.count == 4)
        #expect(Set(changed.made).isDisjoint(with: unchanged.kept))
    }
}

/// The metadata fields a picture file may carry, as libvips names them.
enum PhotoCodecFields {
    static func isMetadata(_ field: String) -> Bool {
        ["exif", "xmp", "iptc", "icc", "gps", "orientation", "jpeg-thumbnail"].contains { field.hasPrefix($0) }
    }
}

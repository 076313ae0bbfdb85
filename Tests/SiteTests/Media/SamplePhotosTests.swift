import Diary
import Foundation
import Photos
import Site
import Support
import TestSupport
import Testing

@Suite("The sample diary's photos")
struct SamplePhotosTests {
    static let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt

    /// How each meal's photo is stored: the breakfast, the dessert and the drink are portrait
    /// photos stored on their side.
    static let orientations: [MealCategory: Int] = [
        .breakfast: 6, .lunch: 1, .snack: 1, .dinner: 1, .dessert: 8, .beverage: 6,
    ]

    /// The shipped photo of each meal.
    static func originals() throws -> [MealCategory: [UInt8]] {
        let records = MealCategory.allCases.map { meal in
            EntryRecord(
                id: UUID(), date: Date(), createdAt: Date(), rawInput: "\(meal).jpg", inputType: .image,
                processedDescription: "", mediaFileName: "\(meal).jpg", category: meal)
        }
        let files = try SamplePhotos.files(for: records)
        return Dictionary(uniqueKeysWithValues: MealCategory.allCases.map { ($0, Array(files["\($0).jpg"] ?? Data())) })
    }

    @Test(
        "Each meal's photo is a real JPEG with a phone's EXIF (camera, GPS, thumbnail); stripped, only JFIF and the orientation stay, and the pixels are the same",
        arguments: MealCategory.allCases)
    func photo(meal: MealCategory) throws {
        let original = try #require(try Self.originals()[meal])
        let metadata = try #require(JPEGMetadata.of(original), "not a well-formed JPEG")
        guard case .segment(marker: 0xE0, let jfif) = metadata.first,
            case .exif(let reading?) = metadata.dropFirst().first
        else {
            Issue.record("expected JFIF then EXIF, found \(metadata)")
            return
        }
        #expect(original.count < 16_000)
        #expect(reading.orientation == Self.orientations[meal])
        #expect(Set(reading.entries.map(\.directory)) == ["IFD0", "EXIF", "GPS", "IFD1"])
        #expect(reading.entries.contains { $0.tag == 0x0110 && $0.value == .bytes(Array("iPhone 15\u{0}".utf8)) })
        let stripped = try PhotoSanitizer.strip(Data(original))
        let orientation = Self.orientations[meal] ?? 1
        #expect(
            JPEGMetadata.of(Array(stripped.data))
                == [.segment(marker: 0xE0, bytes: jfif)]
                + (orientation == 1 ? [] : [.exif(.orientationOnly(orientation))]))
        if let djpeg = ImageDecoder.djpeg {
            let pixels = try #require(try ImageDecoder.decode(Array(stripped.data), with: djpeg))
            #expect(pixels == (try ImageDecoder.decode(original, with: djpeg)))
        }
    }

    @Test("Every photo entry of the built-in sample has its meal's photo")
    func everyEntry() throws {
        let records = SampleDiary.builtIn(asOf: Self.asOf, timeZone: Self.zone).records()
        let files = try SamplePhotos.files(for: records)
        let originals = try Self.originals()
        let named = records.filter { $0.mediaFileName != nil }
        #expect(named.count == 31)
        #expect(Set(files.keys) == Set(named.compactMap(\.mediaFileName)))
        for record in named {
            #expect(files[record.mediaFileName ?? ""].map(Array.init) == originals[SampleDiary.photoMeal(of: record)])
        }
    }

    @Test(
        "A build of the built-in sample shows its photos upright in web sizes, one set for each picture, and its pantry, with no warning"
    )
    func build() async throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("site")
        let summary = try await SiteGenerator.run(
            BuildRequest(
                BuildSettings(input: nil, asOf: Self.asOf, sampleTimeZone: TestWorld.sampleTimeZone), out: out,
                now: Date(timeIntervalSince1970: 0), cores: TestWorld.cores, temporaryDirectory: folder.url))
        #expect(summary.warnings == [])
        #expect(summary.pantryItems == 12)
        // Each meal's picture is 320×240 as stored: its tile and its card (the largest it has),
        // portrait when it is stored on its side; named by its bytes, whatever the entries call it.
        let records = SampleDiary.builtIn(asOf: Self.asOf, timeZone: Self.zone).records()
        let originals = try Self.originals()
        var expected: Set<String> = []
        for meal in Set(records.compactMap { $0.mediaFileName == nil ? nil : SampleDiary.photoMeal(of: $0) }) {
            let content = ContentHash(of: originals[meal] ?? []).hex
            let widths = Self.orientations[meal] == 1 ? [240, 320] : [180, 240]
            expected.formUnion(widths.map { "\(content)-\($0).webp" })
            let card = try Data(contentsOf: out.appendingPathComponent("media/\(content)-\(widths[1]).webp"))
            let (picture, _) = try #require(TestPicture.decode([UInt8](card)))
            let upright: [Int] = Self.orientations[meal] == 1 ? [320, 240] : [240, 320]
            #expect([picture.width, picture.height] == upright, "\(meal)")
        }
        let media = out.appendingPathComponent("media")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: media.path)) == expected)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pantry.html").path))
        let day = try String(contentsOf: out.appendingPathComponent("day/2026-03-03.html"), encoding: .utf8)
        let page = try #require(PageXML.parse(day))
        let images = page.elements.filter { $0.name == "img" }.compactMap { $0.attributes["src"] }
        #expect(!images.isEmpty)
        #expect(images.allSatisfy { $0.hasPrefix("../media/") && $0.hasSuffix(".webp") })
    }
}

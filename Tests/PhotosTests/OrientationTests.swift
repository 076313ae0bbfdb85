import Foundation
import Photos
import TestSupport
import Testing

@Suite("Photos keep their way up")
struct OrientationTests {
    static let original = JPEGFixtures.baseline
    static let header = JPEGFixtures.headerLength
    static let icc = JPEGFixtures.segment(
        0xE2, Array("ICC_PROFILE\u{0}".utf8) + [1, 1] + Array(repeating: 7, count: 20))
    static let mpf = JPEGFixtures.segment(0xE2, Array("MPF\u{0}".utf8) + Array("MM".utf8) + [0, 0x2A])

    /// The fixture as a phone leaves it: EXIF (camera, orientation, dates, GPS, maker note,
    /// thumbnail) before JFIF, then the colour profile, XMP and the index of extra images
    /// (the extra image itself follows the end: see `withExtraImage`).
    static func phonePhoto(_ order: ExifFixtures.ByteOrder, orientation: Int?) -> [UInt8] {
        Array(original[..<2]) + ExifFixtures.phoneSegment(order, orientation: orientation)
            + Array(original[2..<header]) + icc + JPEGFixtures.xmp + mpf + Array(original[header...])
    }

    /// `phonePhoto` with the extra image phones append after the end of the main one.
    static func withExtraImage(_ order: ExifFixtures.ByteOrder, orientation: Int?) -> [UInt8] {
        phonePhoto(order, orientation: orientation) + JPEGFixtures.baseline
    }

    /// The orientation a browser shows `jpeg` with: its first EXIF segment's, 1 without one.
    static func shownOrientation(_ metadata: [JPEGMetadata]) -> Int {
        for case .exif(let reading?) in metadata {
            return reading.orientation ?? 1
        }
        return 1
    }

    static let cases = ExifFixtures.ByteOrder.allCases.flatMap { order in (1...8).map { (order, $0) } }

    @Test(
        "The fixture's EXIF really holds the camera, dates, GPS, maker note and thumbnail",
        arguments: [
            ExifFixtures.ByteOrder.little, .big,
        ])
    func fixture(order: ExifFixtures.ByteOrder) throws {
        let metadata = try #require(JPEGMetadata.of(Self.phonePhoto(order, orientation: 6)))
        guard case .exif(let reading?) = metadata.first else {
            Issue.record("no readable EXIF in \(metadata)")
            return
        }
        #expect(reading.orientation == 6)
        #expect(Set(reading.entries.map(\.directory)) == ["IFD0", "EXIF", "GPS", "IFD1"])
        #expect(reading.entries.count == 11 + 6 + 6 + 3)
        #expect(
            reading.entries.contains {
                $0.directory == "IFD0" && $0.tag == 0x0110 && $0.value == .bytes(Array("iPhone 15 Pro\u{0}".utf8))
            })
    }

    @Test(
        "Each of the eight orientations in either byte order is kept, alone: the output's metadata is the orientation (none for 1), the colour profile and JFIF",
        arguments: cases)
    func orientation(order: ExifFixtures.ByteOrder, value: Int) throws {
        let input = Self.withExtraImage(order, orientation: value)
        let photo = try PhotoSanitizer.strip(Data(input))
        let output = Array(photo.data)
        let metadata = try #require(JPEGMetadata.of(output), "the output is not a well-formed JPEG")
        let jfif = JPEGMetadata.segment(marker: 0xE0, bytes: Array(Self.original[2..<Self.header]))
        let profile = JPEGMetadata.segment(marker: 0xE2, bytes: Self.icc)
        let expected = (value == 1 ? [] : [.exif(.orientationOnly(value))]) + [jfif, profile]
        #expect(metadata == expected)
        #expect(Self.shownOrientation(metadata) == value)
        #expect(photo.removed == ["EXIF (APP1)", "XMP (APP1)", "MPF (APP2)", "data after the end of the image"])
        // Every byte that is not metadata is the original's.
        let imageParts = { (jpeg: [UInt8]) in
            JPEGLayout(jpeg)?.parts.filter { part in
                part.marker.map { !(0xE0...0xEF).contains($0) && $0 != 0xFE } ?? true
            }
        }
        #expect(imageParts(output) == imageParts(Self.original))
        // Stripping the output again changes nothing.
        #expect(try PhotoSanitizer.strip(photo.data) == SanitizedPhoto(data: photo.data, format: .jpeg, removed: []))
    }

    @Test("The output decodes to the original's pixels (djpeg)", arguments: [ExifFixtures.ByteOrder.little, .big])
    func decodes(order: ExifFixtures.ByteOrder) throws {
        guard let djpeg = ImageDecoder.djpeg else { return }
        let output = Array(try PhotoSanitizer.strip(Data(Self.phonePhoto(order, orientation: 8))).data)
        let pixels = try #require(try ImageDecoder.decode(output, with: djpeg))
        #expect(pixels == (try ImageDecoder.decode(Self.original, with: djpeg)))
    }

    @Test("The orientation of the first EXIF segment that has one is the one kept; the others go")
    func firstWins() throws {
        let second = ExifFixtures.phoneSegment(.big, orientation: 3)
        let withoutOrientation = ExifFixtures.phoneSegment(.little, orientation: nil)
        let input =
            Array(Self.original[..<Self.header]) + withoutOrientation
            + ExifFixtures.phoneSegment(.little, orientation: 6)
            + second + Array(Self.original[Self.header...])
        let output = Array(try PhotoSanitizer.strip(Data(input)).data)
        #expect(
            JPEGMetadata.of(output) == [
                .segment(marker: 0xE0, bytes: Array(Self.original[2..<Self.header])), .exif(.orientationOnly(6)),
            ])
    }

    @Test("A comment or other segment that starts like EXIF gives no orientation")
    func onlyAPP1() throws {
        let tiff = ExifFixtures.tiff(.big, ifd0: ExifFixtures.ifd0(orientation: 6))
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        for marker: UInt8 in [0xFE, 0xE2, 0xED, 0xE3] {
            let input =
                Array(Self.original[..<Self.header]) + JPEGFixtures.segment(marker, payload)
                + Array(Self.original[Self.header...])
            #expect(try Array(PhotoSanitizer.strip(Data(input)).data) == Self.original)
        }
    }

    /// EXIF blocks that are damaged, or whose orientation is not one browsers read.
    static let damaged: [(String, [UInt8])] = {
        let order = ExifFixtures.ByteOrder.big
        let good = ExifFixtures.phoneTIFF(order, orientation: 6)
        func with(_ tiff: [UInt8], _ offset: Int, _ bytes: [UInt8]) -> [UInt8] {
            var copy = tiff
            copy.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
            return copy
        }
        // The orientation is IFD0's third entry: at 8 + 2 + 2 × 12.
        let entry = 8 + 2 + 24
        let ifd0 = ExifFixtures.ifd0(orientation: nil)
        return [
            ("no TIFF at all", []),
            ("a header cut short", Array(good[..<7])),
            ("an unknown byte order", with(good, 0, Array("XX".utf8))),
            ("mixed byte order marks", with(good, 0, Array("IM".utf8))),
            ("not 42", with(good, 2, [0, 43])),
            ("IFD0 past the end", with(good, 4, order.bytes32(good.count))),
            ("IFD0 inside the header", with(good, 4, order.bytes32(2))),
            ("IFD0 at the last byte", with(good, 4, order.bytes32(good.count - 1))),
            ("IFD0 offset overflowing", with(good, 4, [0xFF, 0xFF, 0xFF, 0xFF])),
            ("more entries than the block holds", with(good, 8, [0xFF, 0xFF])),
            ("the entries cut short", Array(good[..<(entry + 6)])),
            ("orientation as a LONG", with(good, entry + 2, order.bytes16(4))),
            ("orientation as text", with(good, entry + 2, order.bytes16(2))),
            ("two orientation values", with(good, entry + 4, order.bytes32(2))),
            ("no orientation value", with(good, entry + 4, order.bytes32(0))),
            ("orientation 0", with(good, entry + 8, order.bytes16(0))),
            ("orientation 9", with(good, entry + 8, order.bytes16(9))),
            ("orientation 65535", with(good, entry + 8, order.bytes16(0xFFFF))),
            ("orientation in IFD1 only", ExifFixtures.tiff(order, ifd0: ifd0, ifd1: ExifFixtures.ifd0(orientation: 6))),
            (
                "orientation in the EXIF IFD only",
                ExifFixtures.tiff(
                    order,
                    ifd0: [
                        ExifFixtures.Field(
                            tag: 0x8769, value: .directory([ExifFixtures.Field(tag: 0x0112, value: .short([6]))]))
                    ])
            ),
        ]
    }()

    @Test(
        "A damaged EXIF block, or an orientation browsers do not read, is no orientation: the segment goes, the photo stays",
        arguments: damaged.indices)
    func damagedExif(index: Int) throws {
        let (name, tiff) = Self.damaged[index]
        let segment = JPEGFixtures.segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        let input = Array(Self.original[..<2]) + segment + Array(Self.original[2...])
        #expect(
            try PhotoSanitizer.strip(Data(input))
                == SanitizedPhoto(data: Data(Self.original), format: .jpeg, removed: ["EXIF (APP1)"]),
            "\(name)")
    }

    @Test(
        "A PNG's eXIf chunk keeps its orientation alone, in either byte order; 1 and none leave no eXIf",
        arguments: cases)
    func png(order: ExifFixtures.ByteOrder, value: Int) throws {
        let exif = PNGFixtures.chunk("eXIf", ExifFixtures.phoneTIFF(order, orientation: value))
        let input =
            PNGFixtures.signature + PNGFixtures.header + PNGFixtures.standardRGB + exif + PNGFixtures.text
            + PNGFixtures.imageData + PNGFixtures.end
        let photo = try PhotoSanitizer.strip(Data(input))
        let chunks = try #require(PNGChunks(Array(photo.data)))
        let kept: [ExifReading?] = value == 1 ? [] : [.orientationOnly(value)]
        #expect(chunks.types == ["IHDR", "sRGB"] + (value == 1 ? [] : ["eXIf"]) + ["IDAT", "IEND"])
        #expect(chunks.exif.map(ExifReading.init(tiff:)) == kept)
        #expect(photo.removed == ["eXIf", "tEXt"])
        #expect(try PhotoSanitizer.strip(photo.data) == SanitizedPhoto(data: photo.data, format: .png, removed: []))
    }
}

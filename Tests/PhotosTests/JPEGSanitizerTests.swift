import Foundation
import Photos
import TestSupport
import Testing

@Suite("Stripping metadata from JPEG photos")
struct JPEGSanitizerTests {
    let original = JPEGFixtures.baseline
    let header = JPEGFixtures.headerLength

    /// The fixture as a camera and an editor leave it: EXIF (with GPS) before JFIF, then
    /// XMP, IPTC and a comment before the image's own segments.
    var withMetadata: [UInt8] {
        Array(original[..<2]) + JPEGFixtures.exifWithGPS + Array(original[2..<header]) + JPEGFixtures.xmp
            + JPEGFixtures.iptc + JPEGFixtures.comment + Array(original[header...])
    }

    @Test("The fixtures are real JPEGs and the metadata really holds a GPS position")
    func fixtures() throws {
        #expect(original.count == 337)
        #expect(JPEGFixtures.progressive.count == 543)
        #expect(
            JPEGLayout(original)?.markers == [
                0xD8, 0xE0, 0xDB, 0xDB, 0xC0, 0xC4, 0xC4, 0xC4, 0xC4, 0xDD, 0xDA, 0, 0xD9,
            ])
        #expect(withMetadata.containsBytes(bigEndian16(0x8825)))
        #expect(withMetadata.containsBytes(JPEGFixtures.latitudeRationals))
        #expect(JPEGLayout(withMetadata) != nil)
    }

    @Test("EXIF with its GPS block, XMP, IPTC and the comment are removed; every other byte is the original's")
    func removesMetadata() throws {
        let photo = try PhotoSanitizer.strip(Data(withMetadata))
        #expect(
            photo
                == SanitizedPhoto(
                    data: Data(original), format: .jpeg,
                    removed: ["EXIF (APP1)", "XMP (APP1)", "IPTC (APP13)", "comment (COM)"]))
    }

    @Test("The stripped photo still decodes: same scan data, valid structure, and the same pixels from djpeg")
    func stillDecodes() throws {
        let output = Array(try PhotoSanitizer.strip(Data(withMetadata)).data)
        let before = try #require(JPEGLayout(withMetadata))
        let after = try #require(JPEGLayout(output))
        #expect(after.scans == before.scans)
        #expect(after.parts == before.parts.filter { ![0xE1, 0xED, 0xFE].contains($0.marker) })
        #expect(after.markers == [0xD8, 0xE0, 0xDB, 0xDB, 0xC0, 0xC4, 0xC4, 0xC4, 0xC4, 0xDD, 0xDA, 0, 0xD9])
        if let djpeg = ImageDecoder.djpeg {
            let pixels = try #require(try ImageDecoder.decode(output, with: djpeg))
            #expect(pixels == (try ImageDecoder.decode(original, with: djpeg)))
            #expect(pixels.count == "P6\n16 16\n255\n".utf8.count + 16 * 16 * 3)
        }
    }

    @Test("Metadata between the scans of a progressive JPEG is removed too")
    func progressive() throws {
        let progressive = JPEGFixtures.progressive
        let layout = try #require(JPEGLayout(progressive))
        #expect(layout.scans.count == 10)
        // Before the second scan's Huffman table, after the first scan's data.
        let secondTable = try #require(layout.parts.indices.first { $0 > 8 && layout.parts[$0].marker == 0xC4 })
        let offset = layout.parts[..<secondTable].reduce(0) { $0 + $1.bytes.count }
        let dirty = JPEGFixtures.inserting(JPEGFixtures.comment + JPEGFixtures.xmp, into: progressive, at: offset)
        #expect(
            try PhotoSanitizer.strip(Data(dirty))
                == SanitizedPhoto(
                    data: Data(progressive), format: .jpeg, removed: ["comment (COM)", "XMP (APP1)"]))
    }

    @Test("A photo without metadata comes back unchanged, with nothing removed")
    func cleanPhoto() throws {
        for jpeg in [original, JPEGFixtures.progressive] {
            #expect(
                try PhotoSanitizer.strip(Data(jpeg)) == SanitizedPhoto(data: Data(jpeg), format: .jpeg, removed: []))
        }
    }

    @Test("Colour segments stay (ICC profile, Adobe); thumbnails, MPF, other APPn and trailing data go")
    func keepsColourDropsTheRest() throws {
        let icc = JPEGFixtures.segment(0xE2, Array("ICC_PROFILE\u{0}".utf8) + [1, 1] + Array(repeating: 7, count: 20))
        let adobe = JPEGFixtures.segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])
        let mpf = JPEGFixtures.segment(0xE2, Array("MPF\u{0}".utf8) + Array("MM".utf8) + [0, 0x2A])
        let jfxx = JPEGFixtures.segment(0xE0, Array("JFXX\u{0}".utf8) + [0x13, 1, 1, 0xFF, 0xD8, 0xFF, 0xD9])
        let jumbf = JPEGFixtures.segment(0xEB, Array("JP".utf8) + [0, 0, 0, 1])
        let ducky = JPEGFixtures.segment(0xEC, Array("Ducky".utf8) + [0, 1, 0, 4, 0, 0, 0, 60])
        let kept = Array(original[..<header]) + icc + adobe + Array(original[header...])
        let dirty =
            Array(original[..<header]) + mpf + icc + jfxx + adobe + jumbf + ducky + Array(original[header...])
            + Array("trailing bytes after EOI".utf8)
        #expect(
            try PhotoSanitizer.strip(Data(dirty))
                == SanitizedPhoto(
                    data: Data(kept), format: .jpeg,
                    removed: [
                        "MPF (APP2)", "JFIF thumbnail (APP0)", "APP11", "APP12", "data after the end of the image",
                    ]))
    }

    @Test("A JFIF header that carries a thumbnail is dropped; the plain one is kept")
    func jfifThumbnail() throws {
        let jfif = Array("JFIF\u{0}".utf8) + [1, 1, 0, 0, 1, 0, 1]
        let withThumbnail = JPEGFixtures.segment(0xE0, jfif + [1, 1, 0xFF, 0x00, 0x00])
        let dirty = Array(original[..<2]) + withThumbnail + Array(original[2...])
        #expect(
            try PhotoSanitizer.strip(Data(dirty))
                == SanitizedPhoto(data: Data(original), format: .jpeg, removed: ["JFIF thumbnail (APP0)"]))
    }

    @Test("Fill bytes before markers are kept in place; a dropped segment after them leaves them be")
    func fillBytes() throws {
        let padded = Array(original[..<header]) + [0xFF, 0xFF] + Array(original[header...])
        let dirty = Array(original[..<header]) + [0xFF, 0xFF] + JPEGFixtures.comment + Array(original[header...])
        #expect(
            try PhotoSanitizer.strip(Data(padded)) == SanitizedPhoto(data: Data(padded), format: .jpeg, removed: []))
        #expect(
            try PhotoSanitizer.strip(Data(dirty))
                == SanitizedPhoto(data: Data(padded), format: .jpeg, removed: ["comment (COM)"]))
    }
}

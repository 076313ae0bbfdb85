import CVips
import Foundation
import Photos
import TestSupport
import Testing

/// Photos read and made into web sizes with libvips.
@Suite("Photo codec")
struct PhotoCodecTests {
    static func quadrants(width: Int, height: Int) -> TestPicture {
        TestPicture.quadrants(width: width, height: height)
    }

    @Test("libvips runs without its vector library (liborc, inside which a run of damaged photos crashed)")
    func withoutVectorLibrary() throws {
        // libvips started as the program starts it: by making a photo's web size.
        let file = Data(Self.quadrants(width: 64, height: 48).encoded(".png"))
        _ = try PhotoCodec.webP(
            of: file, sizes: [PixelSize(width: 32, height: 24)], settings: WebPSettings(quality: 75, effort: 4))
        #expect(vips_vector_isenabled() == 0)
    }

    /// The web sizes of a 1000×750 photo.
    static let sizes = [
        PixelSize(width: 800, height: 600), PixelSize(width: 480, height: 360), PixelSize(width: 240, height: 180),
    ]

    /// Checks that `files` are WebP files of `sizes`, with nothing but the picture in them, each
    /// showing the quadrants at its size.
    static func expectWebP(_ files: [Data], sizes: [PixelSize], _ name: String) {
        #expect(files.count == sizes.count, "\(name)")
        for (file, size) in zip(files, sizes) {
            #expect(TestPicture.webPChunks([UInt8](file)) == ["VP8 "], "\(name) \(size)")
            guard let (decoded, fields) = TestPicture.decode([UInt8](file)) else {
                Issue.record("\(name) \(size): not decoded")
                continue
            }
            #expect(fields.filter(Self.isMetadata) == [], "\(name) \(size)")
            let reference = quadrants(width: size.width, height: size.height)
            #expect((decoded.width, decoded.height, decoded.bands) == (size.width, size.height, 3), "\(name)")
            #expect((decoded.meanDifference(from: reference) ?? 255) < 6, "\(name) \(size)")
        }
    }

    /// Whether a field libvips reads from a file is metadata a photo may carry.
    static func isMetadata(_ field: String) -> Bool {
        ["exif", "xmp", "iptc", "icc", "gps", "orientation", "jpeg-thumbnail"].contains { field.hasPrefix($0) }
    }

    @Test(
        "A photo in each format read is made into every size asked for, exactly, as WebP holding the picture alone",
        arguments: [
            (".jpg[Q=95]", PhotoHeader.Format.jpeg), (".png", .png), (".heic[compression=hevc,Q=90]", .heic),
            (".heic[compression=av1,Q=90]", .avif), (".webp[Q=95]", .webp),
        ])
    func formats(suffix: String, format: PhotoHeader.Format) throws {
        let picture = Self.quadrants(width: 1000, height: 750)
        let file = Data(picture.encoded(suffix))
        #expect(
            try PhotoCodec.header(of: file) == PhotoHeader(format: format, size: PixelSize(width: 1000, height: 750)))
        let files = try PhotoCodec.webP(
            of: file, sizes: Self.sizes, settings: WebPSettings(quality: 90, effort: 4))
        Self.expectWebP(files, sizes: Self.sizes, format.name)
    }

    @Test("Sizes come back in the order asked, whatever it is; a size as large as the photo keeps its pixels")
    func order() throws {
        let picture = Self.quadrants(width: 320, height: 240)
        let file = Data(picture.encoded(".png"))
        let sizes = [PixelSize(width: 160, height: 120), PixelSize(width: 320, height: 240)]
        let files = try PhotoCodec.webP(of: file, sizes: sizes, settings: WebPSettings(quality: 100, effort: 4))
        Self.expectWebP(files, sizes: sizes, "PNG")
        let full = try #require(TestPicture.decode([UInt8](files[1])))
        #expect((full.picture.meanDifference(from: picture) ?? 255) < 2)
    }

    @Test("A Display P3 photo comes out in sRGB through its profile, and with no profile")
    func displayP3() throws {
        // sRGB (220, 40, 30) is (202, 59, 45) in Display P3: the same red, stored as a phone does.
        let picture = TestPicture(width: 64, height: 64) { _, _ in (202, 59, 45) }
        let file = Data(picture.encoded(".jpg[Q=100,profile=p3]"))
        #expect(TestPicture.decode([UInt8](file))?.fields.contains("icc-profile-data") == true)
        let files = try PhotoCodec.webP(
            of: file, sizes: [PixelSize(width: 32, height: 32)], settings: WebPSettings(quality: 100, effort: 4))
        let (decoded, fields) = try #require(TestPicture.decode([UInt8](files[0])))
        #expect(fields.filter(Self.isMetadata) == [])
        let colour = decoded[16, 16]
        #expect(zip(colour, [220, 40, 30]).allSatisfy { abs(Int($0) - $1) <= 4 }, "\(colour)")
    }

    @Test("A CMYK JPEG with no colour profile comes out in sRGB, with no profile")
    func cmyk() throws {
        // Cyan 0, magenta and yellow full, black 0: red; and nothing at all: white.
        let pixels = (0..<(64 * 64)).flatMap { index in index % 64 < 32 ? [0, 255, 255, 0] : [0, 0, 0, 0] as [UInt8] }
        let file = Data(TestPicture(width: 64, height: 64, bands: 4, pixels: pixels).encoded(".jpg[Q=95]", cmyk: true))
        let files = try PhotoCodec.webP(
            of: file, sizes: [PixelSize(width: 64, height: 64)], settings: WebPSettings(quality: 95, effort: 4))
        let (decoded, fields) = try #require(TestPicture.decode([UInt8](files[0])))
        #expect(decoded.bands == 3)
        #expect(fields.filter(Self.isMetadata) == [])
        let red = decoded[8, 32]
        let white = decoded[56, 32]
        #expect(red[0] > 200 && red[1] < 90 && red[2] < 90, "\(red)")
        #expect(white.allSatisfy { $0 > 240 }, "\(white)")
    }

    @Test(
        "JPEGs browsers show are read: stray bytes before a marker, an XMP segment two bytes short of its length")
    func tolerated() throws {
        let picture = Self.quadrants(width: 400, height: 300)
        let jpeg = picture.encoded(".jpg[Q=95]")
        let tableStart = try #require(Self.marker(0xDB, in: jpeg))
        let stray = Array(jpeg[..<tableStart]) + [0x00, 0x00, 0x00] + Array(jpeg[tableStart...])
        let xmpText = Array("http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>".utf8)
        // Its length field counts two bytes fewer than the segment holds.
        let shortXMP = [0xFF, 0xE1] + Self.bigEndian16(xmpText.count) + xmpText
        let short = Array(jpeg[..<2]) + shortXMP + Array(jpeg[2...])
        for (name, file) in [("stray bytes", stray), ("short XMP", short)] {
            let sizes = [PixelSize(width: 400, height: 300), PixelSize(width: 200, height: 150)]
            let files = try PhotoCodec.webP(
                of: Data(file), sizes: sizes, settings: WebPSettings(quality: 95, effort: 4))
            Self.expectWebP(files, sizes: sizes, name)
        }
    }

    @Test("What cannot be shown says why and what to do, in one line")
    func refused() throws {
        let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0x41, count: 40)
        let tiff = Array("II*\u{0}".utf8) + Array(repeating: 0, count: 20)
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        let text = Array("lunch at home".utf8)
        var messages: [String] = []
        for file in [tiff, svg, text, []] {
            do {
                _ = try PhotoCodec.header(of: Data(file))
                Issue.record("read: \(file.prefix(8))")
            } catch {
                messages.append(error.description)
            }
        }
        #expect(
            messages == [
                "TIFF (or a camera's raw file) is not read; save the photo as JPEG",
                "not an image format FoodStory reads (JPEG, PNG, HEIC, AVIF, WebP or GIF); save the photo as JPEG",
                "not an image format FoodStory reads (JPEG, PNG, HEIC, AVIF, WebP or GIF); save the photo as JPEG",
                "not an image format FoodStory reads (JPEG, PNG, HEIC, AVIF, WebP or GIF); save the photo as JPEG",
            ])
        do {
            _ = try PhotoCodec.webP(
                of: Data(jpegStart), sizes: [PixelSize(width: 10, height: 10)],
                settings: WebPSettings(quality: 75, effort: 4))
            Issue.record("a JPEG with no picture was read")
        } catch {
            guard case .undecodable(.jpeg, let words) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(
                error.description
                    == "JPEG data that cannot be decoded (\(words)); open it in a photo editor and save it again as JPEG"
            )
        }
    }

    @Test("A photo of more than 200 megapixels is refused from its header, before it is decoded")
    func tooLarge() throws {
        var jpeg = Self.quadrants(width: 16, height: 16).encoded(".jpg")
        let frame = try #require(Self.marker(0xC0, in: jpeg))
        // The frame header: marker, length, precision, then height and width.
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: Self.bigEndian16(20_000) + Self.bigEndian16(12_000))
        #expect(throws: PhotoCodecError(.tooLarge(PixelSize(width: 12_000, height: 20_000)))) {
            try PhotoCodec.header(of: Data(jpeg))
        }
        #expect(
            PhotoCodecError(.tooLarge(PixelSize(width: 12_000, height: 20_000))).description
                == "12000×20000 pixels, more than the 200 megapixels a photo may have; save a smaller copy")
    }

    @Test(
        "Damaged photos of each format are read or refused in one line, never a crash",
        arguments: [".jpg[Q=90]", ".png", ".heic[compression=hevc]", ".webp", ".gif"])
    func damaged(suffix: String) {
        let file = Data(Self.quadrants(width: 64, height: 48).encoded(suffix))
        var read = 0
        for mutation in ByteMutations.of(file, count: 150, seed: 33) {
            do {
                _ = try PhotoCodec.header(of: mutation)
                _ = try PhotoCodec.webP(
                    of: mutation, sizes: [PixelSize(width: 32, height: 24)],
                    settings: WebPSettings(quality: 75, effort: 0))
                read += 1
            } catch {
                #expect(!error.description.isEmpty && !error.description.contains("\n"))
            }
        }
        // Some damage is only to parts a decoder can do without.
        #expect(read > 0)
    }

    /// Where the first `FF marker` of `jpeg` is.
    static func marker(_ marker: UInt8, in jpeg: [UInt8]) -> Int? {
        (0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == marker }
    }

    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}

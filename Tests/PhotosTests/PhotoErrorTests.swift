import Foundation
import Photos
import TestSupport
import Testing

@Suite("Photos that cannot be copied")
struct PhotoErrorTests {
    static let jpeg = JPEGFixtures.baseline
    static let scanStart: Int = {
        let layout = JPEGLayout(jpeg)
        let parts = layout?.parts ?? []
        let data = parts.firstIndex { $0.marker == nil } ?? 0
        return parts[..<data].reduce(0) { $0 + $1.bytes.count }
    }()

    @Test(
        "Other formats and garbage are refused by content, whatever their name (libvips reads them for the web sizes)",
        arguments: [
            ([], PhotoError(.empty)),
            (Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), PhotoError(.unsupportedFormat)),
            (
                [0, 0, 0, 24] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8),
                PhotoError(.unsupportedFormat)
            ),
            ([0, 0, 0, 28] + Array("ftypavif\u{0}\u{0}\u{0}\u{0}".utf8), PhotoError(.unsupportedFormat)),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), PhotoError(.unsupportedFormat)),
            (Array("II*\u{0}\u{8}\u{0}\u{0}\u{0}".utf8), PhotoError(.unsupportedFormat)),
            (Array("<html>not a photo</html>".utf8), PhotoError(.unsupportedFormat)),
            ([0xFF, 0xD8], PhotoError(.unsupportedFormat)),
        ] as [([UInt8], PhotoError)])
    func otherFormats(bytes: [UInt8], error: PhotoError) {
        #expect(throws: error) { try PhotoSanitizer.strip(Data(bytes)) }
    }

    @Test(
        "Truncated and damaged JPEGs are errors with the offset where reading stopped",
        arguments: [
            (Array(jpeg[..<3]), PhotoError(.truncated(.jpeg, "ends inside a marker"), at: 2)),
            (
                Array(jpeg[..<100]),
                PhotoError(.truncated(.jpeg, "segment FF DB of 67 bytes runs past the end"), at: 89)
            ),
            (Array(jpeg[..<22]), PhotoError(.truncated(.jpeg, "ends inside the length of segment FF DB"), at: 20)),
            (Array(jpeg.dropLast(2)), PhotoError(.truncated(.jpeg, "ends inside the image data"), at: scanStart)),
            (Array(jpeg[..<20]), PhotoError(.truncated(.jpeg, "ends before the end-of-image marker"), at: 20)),
            (
                Array(jpeg[..<20]) + [0x00] + Array(jpeg[20...]),
                PhotoError(.damaged(.jpeg, "expected a marker, found 0x00"), at: 20)
            ),
            (
                Array(jpeg[..<20]) + [0xFF, 0xFE, 0x00, 0x01] + Array(jpeg[20...]),
                PhotoError(.damaged(.jpeg, "segment FF FE has length 1"), at: 20)
            ),
            (
                Array(jpeg[..<20]) + [0xFF, 0xD8] + Array(jpeg[20...]),
                PhotoError(.damaged(.jpeg, "unexpected marker FF D8"), at: 20)
            ),
            (
                Array(jpeg[..<20]) + [0xFF, 0x00] + Array(jpeg[20...]),
                PhotoError(.damaged(.jpeg, "unexpected marker FF 00"), at: 20)
            ),
            (
                Array(jpeg[..<20]) + [0xFF, 0xD9],
                PhotoError(.damaged(.jpeg, "the image ends before any image data"), at: 20)
            ),
            (
                Array(jpeg[..<20]) + JPEGFixtures.segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0xFF, 0xD9],
                PhotoError(.damaged(.jpeg, "image data before the frame header"), at: 20)
            ),
        ] as [([UInt8], PhotoError)])
    func damagedJPEG(bytes: [UInt8], error: PhotoError) {
        #expect(throws: error) { try PhotoSanitizer.strip(Data(bytes)) }
    }

    @Test(
        "Truncated and damaged PNGs are errors with the offset of the chunk",
        arguments: [
            (
                Array(PNGFixtures.clean.dropLast(12)),
                PhotoError(.truncated(.png, "ends before the IEND chunk"), at: 104)
            ),
            (Array(PNGFixtures.clean.dropLast(3)), PhotoError(.truncated(.png, "ends inside a chunk header"), at: 104)),
            (
                Array(PNGFixtures.clean[..<45]),
                PhotoError(.truncated(.png, "chunk sRGB of 1 bytes runs past the end"), at: 33)
            ),
            (
                PNGFixtures.signature + PNGFixtures.standardRGB + PNGFixtures.header + PNGFixtures.imageData
                    + PNGFixtures.end,
                PhotoError(.damaged(.png, "the first chunk is sRGB, not IHDR"), at: 8)
            ),
            (
                PNGFixtures.signature + PNGFixtures.header + PNGFixtures.header + PNGFixtures.imageData
                    + PNGFixtures.end,
                PhotoError(.damaged(.png, "a second IHDR chunk"), at: 33)
            ),
            (
                PNGFixtures.signature + PNGFixtures.chunk("IHDR", [0, 0, 0, 2]) + PNGFixtures.imageData
                    + PNGFixtures.end,
                PhotoError(.damaged(.png, "IHDR has 4 bytes, not 13"), at: 8)
            ),
            (
                PNGFixtures.signature + PNGFixtures.header + PNGFixtures.end,
                PhotoError(.damaged(.png, "the image ends before any image data (IDAT)"), at: 33)
            ),
            (
                PNGFixtures.signature + PNGFixtures.header + PNGFixtures.chunk("LOOK", [1]) + PNGFixtures.imageData
                    + PNGFixtures.end,
                PhotoError(.damaged(.png, "unknown critical chunk LOOK"), at: 33)
            ),
            (
                PNGFixtures.signature + PNGFixtures.header + bigEndian32(0) + [0x49, 0x44, 0x41, 0x31]
                    + bigEndian32(0),
                PhotoError(.damaged(.png, "a chunk type that is not four letters (49 44 41 31)"), at: 33)
            ),
            (
                PNGFixtures.signature + PNGFixtures.header + bigEndian32(0x8000_0000) + Array("IDAT".utf8)
                    + bigEndian32(0),
                PhotoError(.damaged(.png, "a chunk length of 2147483648 bytes"), at: 33)
            ),
            (
                Array(PNGFixtures.clean[..<(PNGFixtures.clean.count - 20)]) + [0x00]
                    + Array(PNGFixtures.clean[(PNGFixtures.clean.count - 19)...]),
                PhotoError(.damaged(.png, "chunk IDAT fails its CRC check"), at: 67)
            ),
        ] as [([UInt8], PhotoError)])
    func damagedPNG(bytes: [UInt8], error: PhotoError) {
        #expect(throws: error) { try PhotoSanitizer.strip(Data(bytes)) }
    }

    @Test("Each error is one line saying what is wrong, where, and what to do")
    func descriptions() {
        #expect(PhotoError(.empty).description == "the file is empty; expected a JPEG or PNG photo")
        #expect(
            PhotoError(.unsupportedFormat).description
                == "neither a JPEG nor a PNG image; save the photo as JPEG or PNG")
        #expect(
            PhotoError(.truncated(.jpeg, "ends inside the image data"), at: 623).description
                == "truncated JPEG at byte 623: ends inside the image data; copy the photo again")
        #expect(
            PhotoError(.damaged(.png, "chunk IDAT fails its CRC check"), at: 58).description
                == "damaged PNG at byte 58: chunk IDAT fails its CRC check; copy the photo again")
    }
}

import Foundation
import Photos
import TestSupport
import Testing

@Suite("Stripping metadata from PNG images")
struct PNGSanitizerTests {
    @Test("The fixture is a valid PNG: signature, IHDR first, IEND last, correct CRCs")
    func fixture() throws {
        let chunks = try #require(PNGChunks(PNGFixtures.withMetadata))
        #expect(
            chunks.types == [
                "IHDR", "sRGB", "tEXt", "eXIf", "pHYs", "iTXt", "tIME", "prVW", "zTXt", "IDAT", "tEXt", "IEND",
            ])
        #expect(PNGFixtures.clean.count == 116)
    }

    @Test("Text, XMP, eXIf, tIME and private chunks are removed; kept chunks are byte for byte the original's")
    func removesMetadata() throws {
        let photo = try PhotoSanitizer.strip(Data(PNGFixtures.withMetadata))
        #expect(
            photo
                == SanitizedPhoto(
                    data: Data(PNGFixtures.clean), format: .png,
                    removed: ["tEXt", "eXIf", "iTXt", "tIME", "prVW", "zTXt"]))
        let chunks = try #require(PNGChunks(Array(photo.data)))
        #expect(chunks.types == ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"])
    }

    @Test("Transparency, colour and animation chunks stay; data after IEND goes")
    func keepsRenderingChunks() throws {
        let rendering = [
            PNGFixtures.chunk("gAMA", bigEndian32(45455)),
            PNGFixtures.chunk("cHRM", Array(repeating: 1, count: 32)),
            PNGFixtures.chunk("iCCP", Array("Display P3\u{0}".utf8) + [0, 0x78, 0x01]),
            PNGFixtures.chunk("bKGD", [0, 1, 0, 2, 0, 3]),
            PNGFixtures.chunk("acTL", bigEndian32(1) + bigEndian32(0)),
        ].flatMap { $0 }
        let kept = PNGFixtures.signature + PNGFixtures.header + rendering + PNGFixtures.imageData + PNGFixtures.end
        let dirty =
            PNGFixtures.signature + PNGFixtures.header + rendering + PNGFixtures.chunk("iDOT", bigEndian32(1))
            + PNGFixtures.imageData + PNGFixtures.end + Array("more".utf8)
        #expect(
            try PhotoSanitizer.strip(Data(dirty))
                == SanitizedPhoto(data: Data(kept), format: .png, removed: ["iDOT", "data after the end of the image"]))
    }

    @Test("A PNG without metadata comes back unchanged")
    func cleanImage() throws {
        #expect(
            try PhotoSanitizer.strip(Data(PNGFixtures.clean))
                == SanitizedPhoto(data: Data(PNGFixtures.clean), format: .png, removed: []))
    }

    @Test("A damaged CRC in a chunk that is dropped anyway does not matter")
    func damagedDroppedChunk() throws {
        var text = PNGFixtures.text
        text[text.count - 1] ^= 0xFF
        let dirty = PNGFixtures.signature + PNGFixtures.header + text + PNGFixtures.imageData + PNGFixtures.end
        let clean = PNGFixtures.signature + PNGFixtures.header + PNGFixtures.imageData + PNGFixtures.end
        #expect(
            try PhotoSanitizer.strip(Data(dirty)) == SanitizedPhoto(data: Data(clean), format: .png, removed: ["tEXt"]))
    }
}

/// A PNG's chunk types, read independently of the library; nil unless the signature, every
/// length and every CRC are right and the file ends exactly after IEND.
struct PNGChunks {
    var types: [String] = []
    /// The data of each eXIf chunk.
    var exif: [[UInt8]] = []

    init?(_ png: [UInt8]) {
        guard png.starts(with: PNGFixtures.signature) else { return nil }
        var index = PNGFixtures.signature.count
        while index + 12 <= png.count {
            let length = png[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
            let end = index + 12 + length
            guard end <= png.count else { return nil }
            let typeAndData = Array(png[(index + 4)..<(end - 4)])
            let crc = png[(end - 4)..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc == PNGFixtures.crc32(typeAndData) else { return nil }
            types.append(String(decoding: typeAndData[..<4], as: UTF8.self))
            if types.last == "eXIf" { exif.append(Array(typeAndData[4...])) }
            index = end
        }
        guard index == png.count, types.first == "IHDR", types.last == "IEND" else { return nil }
    }
}

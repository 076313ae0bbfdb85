import Foundation

/// A tiny valid PNG built here: a 2×2 RGB image whose pixels sit in a stored (uncompressed)
/// zlib block, with the chunks phones and editors add for metadata.
package enum PNGFixtures {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A whole chunk: length, type, data, CRC-32 of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + typeAndData + bigEndian32(crc32(typeAndData))
    }

    package static let header = chunk("IHDR", bigEndian32(2) + bigEndian32(2) + [8, 2, 0, 0, 0])
    package static let imageData: [UInt8] = {
        let rows: [UInt8] = [0, 255, 107, 53, 27, 31, 59] + [0, 255, 179, 71, 247, 243, 238]
        let block: [UInt8] = [0x01] + [UInt8(rows.count), 0] + [~UInt8(rows.count), 0xFF] + rows
        return chunk("IDAT", [0x78, 0x01] + block + bigEndian32(adler32(rows)))
    }()
    package static let end = chunk("IEND", [])
    package static let standardRGB = chunk("sRGB", [0])
    package static let pixelSize = chunk("pHYs", bigEndian32(2835) + bigEndian32(2835) + [1])

    package static let text = chunk("tEXt", Array("Comment\u{0}lunch at home".utf8))
    package static let compressedText: [UInt8] = {
        let words = Array("the diarist".utf8)
        let block: [UInt8] = [0x01] + [UInt8(words.count), 0] + [~UInt8(words.count), 0xFF] + words
        return chunk("zTXt", Array("Author\u{0}".utf8) + [0] + [0x78, 0x01] + block + bigEndian32(adler32(words)))
    }()
    package static let internationalText = chunk(
        "iTXt",
        Array("XML:com.adobe.xmp\u{0}\u{0}\u{0}\u{0}\u{0}".utf8)
            + Array("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">exif:GPSLatitude=\"48,51.4N\"</x:xmpmeta>".utf8))
    package static let exif = chunk(
        "eXIf", Array("MM".utf8) + [0x00, 0x2A] + bigEndian32(8) + bigEndian16(0) + bigEndian32(0))
    package static let time = chunk("tIME", bigEndian16(2026) + [3, 8, 12, 30, 0])
    package static let privateChunk = chunk("prVW", Array("an older version of the picture".utf8))

    /// The clean image: IHDR, sRGB, pHYs, IDAT, IEND.
    package static let clean = signature + header + standardRGB + pixelSize + imageData + end

    /// The same image with every kind of metadata chunk around the kept ones.
    package static let withMetadata =
        signature + header + standardRGB + text + exif + pixelSize + internationalText + time + privateChunk
        + compressedText + imageData + text + end

    /// CRC-32 computed bit by bit (independent of the library's table).
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0)
            }
        }
        return ~crc
    }

    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}

/// Which way up a photo is shown: the EXIF Orientation tag (0x0112 in IFD0 of the TIFF
/// structure EXIF is written in). Phones store a portrait photo as landscape pixels and say
/// in this tag how to turn them; without it a browser shows the photo on its side.
///
/// Read the way browsers read it: a SHORT with one value from 1 to 8. Anything else, and
/// any TIFF structure that is damaged, reads as no orientation; nothing outside the bytes
/// given is ever read.
package struct ExifOrientation: Hashable, Sendable {
    /// 1 (as stored) to 8, as the EXIF standard numbers them.
    package let value: UInt16

    /// The EXIF tag number of Orientation.
    package static let tag = 0x0112
    /// The TIFF type SHORT (an unsigned 16-bit number).
    package static let shortType = 3

    /// The orientation in `value`, or nil when it is not one of the eight.
    package init?(value: UInt16) {
        guard (1...8).contains(value) else { return nil }
        self.value = value
    }

    /// The orientation IFD0 of `tiff` (a TIFF header and what follows it, either byte order)
    /// gives, or nil when it gives none or the structure cannot be read.
    package init?(tiff: UnsafeRawBufferPointer) {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): bigEndian = false  // "II", Intel order
        case (0x4D, 0x4D): bigEndian = true  // "MM", Motorola order
        default: return nil
        }
        // Every read below is at an offset checked to leave room for it.
        func number16(_ offset: Int) -> Int {
            let first = Int(tiff[offset])
            let second = Int(tiff[offset + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func number32(_ offset: Int) -> Int {
            let high = number16(offset + (bigEndian ? 0 : 2))
            let low = number16(offset + (bigEndian ? 2 : 0))
            return high << 16 | low
        }
        guard number16(2) == 42 else { return nil }
        let directory = number32(4)
        guard directory >= 8, directory <= tiff.count - 2 else { return nil }
        let count = number16(directory)
        let first = directory + 2
        guard count <= (tiff.count - first) / 12 else { return nil }
        for index in 0..<count {
            let entry = first + index * 12
            guard number16(entry) == Self.tag else { continue }
            guard number16(entry + 2) == Self.shortType, number32(entry + 4) == 1 else { return nil }
            self.init(value: UInt16(number16(entry + 8)))
            return
        }
        return nil
    }

    /// The EXIF block of a JPEG's APP1 segment (`Exif\0` and a padding byte, then the TIFF
    /// structure); nil as for `init?(tiff:)`.
    package init?(exifPayload payload: UnsafeRawBufferPointer) {
        guard payload.count > Self.exifPrefix.count, payload.starts(with: Self.exifPrefix.prefix(5)) else {
            return nil
        }
        self.init(tiff: UnsafeRawBufferPointer(rebasing: payload[Self.exifPrefix.count...]))
    }

    /// Whether the photo is shown as its pixels are stored, which is what a photo without
    /// the tag gets too.
    package var isAsStored: Bool { value == 1 }

    /// A TIFF structure that holds this orientation and nothing else: big-endian header,
    /// IFD0 with the one entry, no next IFD.
    package var tiff: [UInt8] {
        [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]  // "MM", 42, IFD0 at 8
            + [0x00, 0x01]  // one entry
            + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01]  // Orientation, SHORT, one value
            + [UInt8(value >> 8), UInt8(value & 0xFF), 0x00, 0x00]  // the value, padded to four bytes
            + [0x00, 0x00, 0x00, 0x00]  // no next IFD
    }

    /// The JPEG APP1 segment that holds `tiff`: marker, length, `Exif\0\0`, the structure.
    package var jpegSegment: [UInt8] {
        let payload = Self.exifPrefix + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// The PNG `eXIf` chunk that holds `tiff`: length, type, data, CRC-32 of type and data.
    package var pngChunk: [UInt8] {
        let data = tiff
        let typeAndData = Array("eXIf".utf8) + data
        let crc = typeAndData.withUnsafeBytes { CRC32.checksum($0) }
        return Self.bigEndian32(UInt32(data.count)) + typeAndData + Self.bigEndian32(crc)
    }

    /// What starts the EXIF block of a JPEG's APP1 segment.
    package static let exifPrefix: [UInt8] = Array("Exif".utf8) + [0x00, 0x00]

    private static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Every metadata segment of a JPEG (APPn and COM), in order, with EXIF segments read.
package enum JPEGMetadata: Equatable, CustomStringConvertible {
    /// An APP1 EXIF segment: what it holds (nil when it cannot be read).
    case exif(ExifReading?)
    /// Any other metadata segment, whole.
    case segment(marker: UInt8, bytes: [UInt8])

    package var description: String {
        switch self {
        case .exif(let reading): "EXIF\n\(reading.map(\.description) ?? "unreadable")"
        case .segment(let marker, let bytes): "FF \(String(marker, radix: 16)) (\(bytes.count) bytes)"
        }
    }

    /// The metadata segments of `jpeg`, or nil when it is not a well-formed JPEG.
    package static func of(_ jpeg: [UInt8]) -> [JPEGMetadata]? {
        guard let layout = JPEGLayout(jpeg) else { return nil }
        return layout.parts.compactMap { part in
            guard let marker = part.marker, (0xE0...0xEF).contains(marker) || marker == 0xFE else { return nil }
            let exifHeader = Array("Exif".utf8) + [0, 0]
            if marker == 0xE1, part.bytes.count >= 10, Array(part.bytes[4..<10]) == exifHeader {
                return .exif(ExifReading(tiff: Array(part.bytes[10...])))
            }
            return .segment(marker: marker, bytes: part.bytes)
        }
    }
}

import Foundation

// A JPEG is a sequence of marker segments (FF xx, a two-byte length, a payload). After each
// start-of-scan header comes entropy-coded image data, which runs to the next marker that is
// not a stuffed zero (FF 00) or a restart marker (FF D0–D7). Metadata lives in APPn and COM
// segments; they are dropped whole, and every other byte is kept in place. The first EXIF
// segment that turns the picture is replaced by one that holds the orientation alone.
extension PhotoSanitizer {
    package static func jpegPlan(_ bytes: UnsafeRawBufferPointer) throws(PhotoError) -> StripPlan {
        var plan = StripPlan()
        var position = 2  // after SOI
        var sawFrame = false
        var sawScan = false
        var sawOrientation = false
        while true {
            guard position < bytes.count else {
                throw PhotoError(.truncated(.jpeg, "ends before the end-of-image marker"), at: position)
            }
            guard bytes[position] == 0xFF else {
                throw PhotoError(.damaged(.jpeg, "expected a marker, found 0x\(hex(bytes[position]))"), at: position)
            }
            var markerIndex = position + 1
            while markerIndex < bytes.count, bytes[markerIndex] == 0xFF {  // fill bytes
                markerIndex += 1
            }
            guard markerIndex < bytes.count else {
                throw PhotoError(.truncated(.jpeg, "ends inside a marker"), at: position)
            }
            let marker = bytes[markerIndex]
            let segmentStart = markerIndex - 1  // fill bytes before it stay where they are
            position = markerIndex + 1
            switch marker {
            case 0xD9:
                guard sawScan else {
                    throw PhotoError(.damaged(.jpeg, "the image ends before any image data"), at: segmentStart)
                }
                if position < bytes.count {
                    plan.drop(position..<bytes.count, as: "data after the end of the image")
                }
                plan.finish(at: bytes.count)
                return plan
            case 0xD0...0xD7, 0x01:
                continue  // standalone markers: no length, nothing to drop
            case 0x00, 0xD8, 0x02...0xBF:
                throw PhotoError(.damaged(.jpeg, "unexpected marker FF \(hex(marker))"), at: segmentStart)
            default:
                break
            }
            guard position + 2 <= bytes.count else {
                throw PhotoError(
                    .truncated(.jpeg, "ends inside the length of segment FF \(hex(marker))"), at: segmentStart)
            }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2 else {
                throw PhotoError(.damaged(.jpeg, "segment FF \(hex(marker)) has length \(length)"), at: segmentStart)
            }
            let end = position + length
            guard end <= bytes.count else {
                throw PhotoError(
                    .truncated(.jpeg, "segment FF \(hex(marker)) of \(length) bytes runs past the end"),
                    at: segmentStart)
            }
            let payload = UnsafeRawBufferPointer(rebasing: bytes[(position + 2)..<end])
            if let name = metadataName(marker: marker, payload: payload) {
                // The first orientation found is the one browsers show (1 is the default).
                let orientation = marker != 0xE1 || sawOrientation ? nil : ExifOrientation(exifPayload: payload)
                sawOrientation = sawOrientation || orientation != nil
                if let orientation, !orientation.isAsStored {
                    let segment = orientation.jpegSegment
                    // A segment that holds the orientation alone already stays as it is.
                    if !UnsafeRawBufferPointer(rebasing: bytes[segmentStart..<end]).elementsEqual(segment) {
                        plan.replace(segmentStart..<end, with: segment, as: name)
                    }
                } else {
                    plan.drop(segmentStart..<end, as: name)
                }
            }
            position = end
            if isFrameHeader(marker) {
                sawFrame = true
            } else if marker == 0xDA {
                guard sawFrame else {
                    throw PhotoError(.damaged(.jpeg, "image data before the frame header"), at: segmentStart)
                }
                sawScan = true
                position = try endOfEntropyData(bytes, from: position)
            }
        }
    }

    /// The offset of the marker that ends the entropy-coded data starting at `start`.
    private static func endOfEntropyData(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(PhotoError) -> Int {
        guard let base = bytes.baseAddress else {
            throw PhotoError(.truncated(.jpeg, "ends inside the image data"), at: start)
        }
        var position = start
        while position < bytes.count {
            guard let found = memchr(base + position, 0xFF, bytes.count - position) else { break }
            let markerStart = base.distance(to: UnsafeRawPointer(found))
            var next = markerStart + 1
            while next < bytes.count, bytes[next] == 0xFF {
                next += 1
            }
            guard next < bytes.count else { break }
            switch bytes[next] {
            case 0x00, 0xD0...0xD7:
                position = next + 1  // a stuffed FF, or a restart marker inside the data
            default:
                return markerStart
            }
        }
        throw PhotoError(.truncated(.jpeg, "ends inside the image data"), at: start)
    }

    /// SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// What a segment is when it is metadata to drop; nil for a segment to keep.
    ///
    /// Kept: JFIF without a thumbnail (APP0), the ICC colour profile (APP2) and Adobe's
    /// colour-transform flag (APP14), which change how the image decodes. Everything else
    /// in APP0–APP15, and every comment, is dropped (EXIF too: `jpegPlan` writes its
    /// orientation back on its own).
    package static func metadataName(marker: UInt8, payload: UnsafeRawBufferPointer) -> String? {
        func has(_ prefix: String) -> Bool { payload.starts(with: prefix.utf8) }
        switch marker {
        case 0xE0:
            guard has("JFIF\u{0}") else { return has("JFXX\u{0}") ? "JFIF thumbnail (APP0)" : "APP0" }
            let thumbnail = payload.count >= 14 && (payload[12] != 0 || payload[13] != 0)
            return thumbnail ? "JFIF thumbnail (APP0)" : nil
        case 0xE1:
            if has("Exif\u{0}") { return "EXIF (APP1)" }
            if has("http://ns.adobe.com/xap/1.0/\u{0}") || has("http://ns.adobe.com/xmp/extension/\u{0}") {
                return "XMP (APP1)"
            }
            return "APP1"
        case 0xE2:
            if has("ICC_PROFILE\u{0}") { return nil }
            return has("MPF\u{0}") ? "MPF (APP2)" : "APP2"
        case 0xED:
            return has("Photoshop 3.0\u{0}") ? "IPTC (APP13)" : "APP13"
        case 0xEE:
            return has("Adobe") ? nil : "APP14"
        case 0xE3...0xEF:
            return "APP\(marker - 0xE0)"
        case 0xFE:
            return "comment (COM)"
        default:
            return nil
        }
    }

    package static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}

import Foundation

/// Real JPEGs made once with libjpeg-turbo's `cjpeg` from a 16×16 colour gradient, and the
/// metadata segments cameras and editors add, built here byte by byte.
package enum JPEGFixtures {
    /// Baseline, no chroma subsampling, a restart marker after every block (so the scan
    /// holds RST0–RST2): SOI, APP0 JFIF, DQT ×2, SOF0, DHT ×4, DRI, SOS, data, EOI.
    package static let baseline = decode(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABADAREAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAwQFBv/EABcQAQADAAAAAAAAAAAAAAAAAAQAITH/xAAXAQEBAQEAAAAAAAAAAAAAAAAGAwIE/8QAFREBAQAAAAAAAAAAAAAAAAAABAD/3QAEAAH/2gAMAwEAAhEDEQA/AM6cGVFKWUCIv//QQODKnUlkhIi//9E5wZUylkdIi//StnBlQ+llUiL/2Q=="
    )

    /// Progressive: several scans, with Huffman tables between them.
    package static let progressive = decode(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wgARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABAX/xAAVAQEBAAAAAAAAAAAAAAAAAAABAv/aAAwDAQACEAMQAAABnJWqj//EABUQAQEAAAAAAAAAAAAAAAAAAAIA/9oACAEBAAEFAiIiIiL/xAAVEQEBAAAAAAAAAAAAAAAAAAAEAP/aAAgBAwEBPwEiL//EABURAQEAAAAAAAAAAAAAAAAAAAQA/9oACAECAQE/AUMv/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQAGPwIf/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQABPyEKv//aAAwDAQACAAMAAAAQd//EABYRAAMAAAAAAAAAAAAAAAAAAAAhMf/aAAgBAwEBPxCTP//EABYRAAMAAAAAAAAAAAAAAAAAAAAhMf/aAAgBAgEBPxCzP//EABYQAAMAAAAAAAAAAAAAAAAAAAAhMf/aAAgBAQABPxCKIoiiKP/Z"
    )

    /// The length of SOI plus the APP0 JFIF segment at the start of both fixtures.
    package static let headerLength = 2 + 18

    /// A marker segment: FF, the marker, the length (which counts itself), the payload.
    package static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(payload.count + 2) + payload
    }

    /// The GPS latitude 48° 51′ 24″ as the three EXIF rationals that encode it.
    package static let latitudeRationals: [UInt8] =
        bigEndian32(48) + bigEndian32(1) + bigEndian32(51) + bigEndian32(1) + bigEndian32(2400) + bigEndian32(100)

    /// An EXIF APP1 segment (big-endian TIFF) whose IFD0 points to a GPS IFD holding
    /// GPSLatitudeRef, GPSLatitude, GPSLongitudeRef and GPSLongitude.
    package static let exifWithGPS: [UInt8] = {
        func entry(_ tag: Int, _ type: Int, _ count: UInt32, _ value: [UInt8]) -> [UInt8] {
            bigEndian16(tag) + bigEndian16(type) + bigEndian32(count) + value
        }
        let gpsOffset: UInt32 = 8 + 2 + 12 + 4
        let latitudeOffset = gpsOffset + 2 + 4 * 12 + 4
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A] + bigEndian32(8)
        tiff += bigEndian16(1) + entry(0x8825, 4, 1, bigEndian32(gpsOffset)) + bigEndian32(0)
        tiff += bigEndian16(4)
        tiff += entry(0x0001, 2, 2, Array("N".utf8) + [0, 0, 0])
        tiff += entry(0x0002, 5, 3, bigEndian32(latitudeOffset))
        tiff += entry(0x0003, 2, 2, Array("E".utf8) + [0, 0, 0])
        tiff += entry(0x0004, 5, 3, bigEndian32(latitudeOffset + 24))
        tiff += bigEndian32(0)
        tiff += latitudeRationals
        tiff += bigEndian32(2) + bigEndian32(1) + bigEndian32(21) + bigEndian32(1) + bigEndian32(900) + bigEndian32(100)
        return segment(0xE1, Array("Exif\u{0}\u{0}".utf8) + tiff)
    }()

    /// An XMP APP1 segment naming a place and a person.
    package static let xmp = segment(
        0xE1,
        Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
            + Array(
                """
                <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
                <rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N" \
                xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="the diarist"/></rdf:RDF></x:xmpmeta>
                """.utf8))

    /// A Photoshop APP13 segment holding an IPTC city record.
    package static let iptc: [UInt8] = {
        let record: [UInt8] = [0x1C, 0x02, 0x5A] + bigEndian16(5) + Array("Paris".utf8)
        let resource = Array("8BIM".utf8) + bigEndian16(0x0404) + [0, 0] + bigEndian32(UInt32(record.count)) + record
        return segment(0xED, Array("Photoshop 3.0\u{0}".utf8) + resource)
    }()

    /// A comment segment.
    package static let comment = segment(0xFE, Array("lunch at home".utf8))

    /// `jpeg` with `inserted` placed at byte `offset`.
    package static func inserting(_ inserted: [UInt8], into jpeg: [UInt8], at offset: Int) -> [UInt8] {
        Array(jpeg[..<offset]) + inserted + Array(jpeg[offset...])
    }

    private static func decode(_ base64: String) -> [UInt8] {
        Array(Data(base64Encoded: base64) ?? Data())
    }
}

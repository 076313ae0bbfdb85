/// EXIF blocks as phones write them, in either byte order, built here field by field: IFD0
/// with the camera, the orientation, the software and the date, an EXIF IFD with the time
/// taken, a maker note and the lens, a GPS IFD with the place, and IFD1 with a thumbnail.
package enum ExifFixtures {
    /// TIFF byte order: "II" (Intel, little-endian) or "MM" (Motorola, big-endian).
    package enum ByteOrder: String, CaseIterable, Sendable, CustomStringConvertible {
        case little = "II"
        case big = "MM"

        package var description: String { rawValue }

        package func bytes16(_ value: Int) -> [UInt8] {
            let big = [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
            return self == .big ? big : big.reversed()
        }

        package func bytes32(_ value: Int) -> [UInt8] {
            let big = [
                UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
                UInt8(value & 0xFF),
            ]
            return self == .big ? big : big.reversed()
        }
    }

    /// One field of an IFD.
    package struct Field: Sendable {
        package enum Value: Sendable {
            case ascii(String)
            case short([Int])
            case long([Int])
            case rational([(Int, Int)])
            case undefined([UInt8])
            /// A LONG holding the offset of another IFD (EXIF, GPS).
            case directory([Field])
            /// A LONG holding the offset of these bytes (the thumbnail).
            case offsetOf([UInt8])
        }

        package var tag: Int
        package var value: Value

        /// Creates the value from each of its stored properties.
        package init(tag: Int, value: Value) {
            self.tag = tag
            self.value = value
        }
    }

    /// The thumbnail phones put in IFD1: a whole small JPEG.
    package static let thumbnail = JPEGFixtures.baseline

    /// The GPS latitude 48° 51′ 24″ N, longitude 2° 21′ 9″ E.
    package static let gps: [Field] = [
        Field(tag: 0x0001, value: .ascii("N")),
        Field(tag: 0x0002, value: .rational([(48, 1), (51, 1), (2400, 100)])),
        Field(tag: 0x0003, value: .ascii("E")),
        Field(tag: 0x0004, value: .rational([(2, 1), (21, 1), (900, 100)])),
        Field(tag: 0x0006, value: .rational([(3512, 100)])),
        Field(tag: 0x001D, value: .ascii("2026:03:08")),
    ]

    /// The EXIF IFD: exposure, the time taken, a maker note, the image size and the lens.
    package static let exif: [Field] = [
        Field(tag: 0x829A, value: .rational([(1, 120)])),
        Field(tag: 0x9003, value: .ascii("2026:03:08 13:05:22")),
        Field(
            tag: 0x927C,
            value: .undefined(Array("Apple iOS\u{0}".utf8) + [0, 1, 0x4D, 0x4D] + Array(repeating: 0x5A, count: 40))),
        Field(tag: 0xA002, value: .long([16])),
        Field(tag: 0xA003, value: .long([16])),
        Field(tag: 0xA434, value: .ascii("iPhone 15 Pro back triple camera 6.86mm f/1.78")),
    ]

    /// IFD0 as an iPhone writes it, with `orientation` (none when nil) among the rest.
    package static func ifd0(orientation: Int?) -> [Field] {
        var fields = [
            Field(tag: 0x010F, value: .ascii("Apple")),
            Field(tag: 0x0110, value: .ascii("iPhone 15 Pro")),
        ]
        if let orientation { fields.append(Field(tag: 0x0112, value: .short([orientation]))) }
        fields += [
            Field(tag: 0x011A, value: .rational([(72, 1)])),
            Field(tag: 0x011B, value: .rational([(72, 1)])),
            Field(tag: 0x0128, value: .short([2])),
            Field(tag: 0x0131, value: .ascii("17.4.1")),
            Field(tag: 0x0132, value: .ascii("2026:03:08 13:05:22")),
            Field(tag: 0x013C, value: .ascii("iPhone 15 Pro")),
            Field(tag: 0x8769, value: .directory(exif)),
            Field(tag: 0x8825, value: .directory(gps)),
        ]
        return fields
    }

    /// IFD1: the thumbnail, a JPEG.
    package static let ifd1: [Field] = [
        Field(tag: 0x0103, value: .short([6])),
        Field(tag: 0x0201, value: .offsetOf(thumbnail)),
        Field(tag: 0x0202, value: .long([thumbnail.count])),
    ]

    /// A phone's TIFF structure in `order`, with `orientation` in IFD0.
    package static func phoneTIFF(_ order: ByteOrder, orientation: Int?) -> [UInt8] {
        tiff(order, ifd0: ifd0(orientation: orientation), ifd1: ifd1)
    }

    /// A phone's EXIF APP1 segment in `order`, with `orientation` in IFD0.
    package static func phoneSegment(_ order: ByteOrder, orientation: Int?) -> [UInt8] {
        JPEGFixtures.segment(0xE1, Array("Exif".utf8) + [0, 0] + phoneTIFF(order, orientation: orientation))
    }

    /// A TIFF structure: header, IFD0 at offset 8 followed by its values and sub-IFDs, then
    /// IFD1 when there is one.
    package static func tiff(_ order: ByteOrder, ifd0: [Field], ifd1: [Field]? = nil) -> [UInt8] {
        var out = Array(order.rawValue.utf8) + order.bytes16(42) + order.bytes32(8)
        append(ifd0, next: ifd1, order, to: &out)
        return out
    }

    private static func append(_ fields: [Field], next: [Field]?, _ order: ByteOrder, to out: inout [UInt8]) {
        let start = out.count
        out += order.bytes16(fields.count) + [UInt8](repeating: 0, count: fields.count * 12 + 4)
        for (index, field) in fields.enumerated() {
            let (type, count, data) = encoded(field.value, order)
            var value: [UInt8]
            switch field.value {
            case .directory(let sub):
                value = order.bytes32(out.count)
                append(sub, next: nil, order, to: &out)
            case .offsetOf(let bytes):
                value = order.bytes32(out.count)
                out += bytes
            default:
                if data.count <= 4 {
                    value = data + [UInt8](repeating: 0, count: 4 - data.count)
                } else {
                    if out.count % 2 == 1 { out.append(0) }
                    value = order.bytes32(out.count)
                    out += data
                }
            }
            let entry = order.bytes16(field.tag) + order.bytes16(type) + order.bytes32(count) + value
            let slot = start + 2 + index * 12
            out.replaceSubrange(slot..<(slot + 12), with: entry)
        }
        if let next {
            let pointer = start + 2 + fields.count * 12
            out.replaceSubrange(pointer..<(pointer + 4), with: order.bytes32(out.count))
            append(next, next: nil, order, to: &out)
        }
    }

    /// The TIFF type, the count and the value's bytes.
    private static func encoded(_ value: Field.Value, _ order: ByteOrder) -> (Int, Int, [UInt8]) {
        switch value {
        case .ascii(let text): return (2, text.utf8.count + 1, Array(text.utf8) + [0])
        case .short(let numbers): return (3, numbers.count, numbers.flatMap(order.bytes16))
        case .long(let numbers): return (4, numbers.count, numbers.flatMap(order.bytes32))
        case .rational(let pairs): return (5, pairs.count, pairs.flatMap { order.bytes32($0.0) + order.bytes32($0.1) })
        case .undefined(let bytes): return (7, bytes.count, bytes)
        case .directory: return (4, 1, [])
        case .offsetOf: return (4, 1, [])
        }
    }
}

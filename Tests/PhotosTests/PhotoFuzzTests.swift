import Foundation
import Photos
import TestSupport
import Testing

@Suite("Damaged photos never crash the sanitizer")
struct PhotoFuzzTests {
    /// SplitMix64: a small deterministic generator, so every run tries the same inputs.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let jpeg: [UInt8] = {
        let head: [UInt8] = Array(JPEGFixtures.baseline[..<2]) + JPEGFixtures.exifWithGPS
        return head + JPEGFixtures.xmp + Array(JPEGFixtures.baseline[2...])
    }()
    static let progressive: [UInt8] = JPEGFixtures.progressive + [0xFF, 0xFE, 0x00, 0x04, 0x41, 0x42]
    static let pngWithOrientation: [UInt8] =
        PNGFixtures.signature + PNGFixtures.header
        + PNGFixtures.chunk("eXIf", ExifFixtures.phoneTIFF(.big, orientation: 8)) + PNGFixtures.imageData
        + PNGFixtures.end

    /// One to four random edits: overwrite a byte (often with 0xFF or 0x00), insert or
    /// delete a byte, cut the file, or repeat a stretch of it.
    static func mutate(_ bytes: [UInt8], using generator: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !bytes.isEmpty else { break }
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes[index] = [0xFF, 0x00, 0xD9, 0xDA][Int.random(in: 0..<4, using: &generator)]
            case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
            case 3: bytes.remove(at: index)
            case 4: bytes.removeSubrange(index...)
            default:
                let end = min(bytes.count, index + Int.random(in: 1...16, using: &generator))
                bytes.insert(contentsOf: bytes[index..<end], at: index)
            }
        }
        return bytes
    }

    @Test(
        "2,000 mutations of each fixture give a photo or an error; a photo is clean and stripping it again changes nothing",
        arguments: [
            ("JPEG", jpeg), ("progressive JPEG", progressive), ("PNG", PNGFixtures.withMetadata),
            ("phone JPEG turned by EXIF", OrientationTests.withExtraImage(.little, orientation: 6)),
            ("PNG turned by eXIf", pngWithOrientation),
        ])
    func mutations(kind: String, fixture: [UInt8]) throws {
        var generator = Generator(state: UInt64(fixture.count))
        var photos = 0
        var errors = 0
        for _ in 0..<2000 {
            let input = Self.mutate(fixture, using: &generator)
            do {
                let photo = try PhotoSanitizer.strip(Data(input))
                photos += 1
                #expect(photo.data.count <= input.count)
                #expect(
                    try PhotoSanitizer.strip(photo.data)
                        == SanitizedPhoto(data: photo.data, format: photo.format, removed: []))
            } catch {
                errors += 1
            }
        }
        #expect(photos + errors == 2000)
        #expect(photos > 0, "some mutations (inside the image data) still give a photo")
        #expect(errors > 0, "some mutations break the structure")
    }
}

import CVips
import Foundation
import Photos

/// Pictures for the photo tests, made here pixel by pixel and encoded with libvips (JPEG, PNG,
/// HEIC, WebP), and any picture file decoded back to its pixels, with the metadata fields
/// libvips finds in it.
public struct TestPicture: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Channels a pixel: 3 (RGB), 4 (RGBA or CMYK), 1 (grey).
    public var bands: Int
    /// Row after row, a byte per channel.
    public var pixels: [UInt8]

    /// A picture of `width` × `height` RGB pixels, each the colour `colour(x, y)` gives.
    public init(width: Int, height: Int, colour: (Int, Int) -> (UInt8, UInt8, UInt8)) {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                pixels += [red, green, blue]
            }
        }
        self.init(width: width, height: height, bands: 3, pixels: pixels)
    }

    /// Four flat quadrants (red, green, blue, cream): a picture turned, mirrored or recoloured
    /// differs from it nearly everywhere.
    public static func quadrants(width: Int, height: Int) -> TestPicture {
        TestPicture(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): (220, 40, 30)
            case (false, true): (40, 200, 60)
            case (true, false): (30, 60, 210)
            case (false, false): (245, 235, 215)
            }
        }
    }

    /// A picture of these pixels.
    public init(width: Int, height: Int, bands: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bands = bands
        self.pixels = pixels
    }

    /// The colour at `x`, `y`, a byte per channel.
    public subscript(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * bands
        return Array(pixels[start..<(start + bands)])
    }

    /// The picture turned a quarter to the left: what a camera held upright stores when it
    /// writes Orientation 6 (turn a quarter to the right to show).
    public var turnedLeft: TestPicture {
        var turned = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                // (x, y) goes to (y, width - 1 - x) in a picture `height` wide.
                let target = ((width - 1 - x) * height + y) * bands
                let source = (y * width + x) * bands
                turned[target..<(target + bands)] = pixels[source..<(source + bands)]
            }
        }
        return TestPicture(width: height, height: width, bands: bands, pixels: turned)
    }

    /// The mean of the absolute differences of every channel of every pixel from `other`'s
    /// (nil when the sizes differ).
    public func meanDifference(from other: TestPicture) -> Double? {
        guard width == other.width, height == other.height, bands == other.bands else { return nil }
        let total = zip(pixels, other.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(pixels.count)
    }

    /// The picture encoded by libvips's saver for `suffix`, with its options: `.jpg[Q=95]`,
    /// `.png`, `.heic[compression=hevc]`, `.webp`. `cmyk` marks four bands as CMYK.
    public func encoded(_ suffix: String, cmyk: Bool = false) -> [UInt8] {
        guard Self.started else { return [] }
        let image = pixels.withUnsafeBytes { bytes in
            vips_image_new_from_memory_copy(
                bytes.baseAddress, bytes.count, Int32(width), Int32(height), Int32(bands), VIPS_FORMAT_UCHAR)
        }
        guard let image else { return [] }
        defer { g_object_unref(image) }
        if cmyk { image.pointee.Type = VIPS_INTERPRETATION_CMYK }
        var bytes: UnsafeMutableRawPointer?
        var length = 0
        guard foodstory_vips_save(image, suffix, &bytes, &length) == 0, let bytes else { return [] }
        defer { g_free(bytes) }
        return Array(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// A picture file decoded: its pixels and the names of the metadata fields libvips finds
    /// in it (`exif-data`, `xmp-data`, `icc-profile-data`, `orientation`, …); nil when it
    /// cannot be decoded.
    public static func decode(_ file: [UInt8]) -> (picture: TestPicture, fields: [String])? {
        guard started else { return nil }
        return file.withUnsafeBytes { bytes -> (TestPicture, [String])? in
            guard let image = foodstory_vips_open(bytes.baseAddress, bytes.count, "") else { return nil }
            defer { g_object_unref(image) }
            var fields: [String] = []
            if let names = vips_image_get_fields(image) {
                var index = 0
                while let name = names[index] {
                    fields.append(String(cString: name))
                    index += 1
                }
                g_strfreev(names)
            }
            var size = 0
            guard vips_image_get_format(image) == VIPS_FORMAT_UCHAR,
                let memory = vips_image_write_to_memory(image, &size)
            else { return nil }
            defer { g_free(memory) }
            let picture = TestPicture(
                width: Int(vips_image_get_width(image)), height: Int(vips_image_get_height(image)),
                bands: Int(vips_image_get_bands(image)),
                pixels: Array(UnsafeRawBufferPointer(start: memory, count: size)))
            return (picture, fields.sorted())
        }
    }

    /// The chunks of a WebP file after its RIFF header (`VP8 `, `VP8X`, `EXIF`, `XMP `, `ICCP`,
    /// …), in order; nil when it is not a RIFF WebP file.
    public static func webPChunks(_ file: [UInt8]) -> [String]? {
        guard file.count >= 12, file[0..<4].elementsEqual("RIFF".utf8), file[8..<12].elementsEqual("WEBP".utf8)
        else { return nil }
        var chunks: [String] = []
        var offset = 12
        while offset + 8 <= file.count {
            let size =
                Int(file[offset + 4]) | Int(file[offset + 5]) << 8 | Int(file[offset + 6]) << 16
                | Int(file[offset + 7]) << 24
            chunks.append(String(decoding: file[offset..<(offset + 4)], as: UTF8.self))
            offset += 8 + size + size % 2
        }
        return offset == file.count ? chunks : nil
    }

    /// Whether libvips started: after the program's own start (libvips must not be started by
    /// two threads at once), then this module's table of its functions.
    private static let started = PhotoCodec.libraryStarted && foodstory_vips_start() == 0
}

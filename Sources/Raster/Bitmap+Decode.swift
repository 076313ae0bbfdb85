import CPNG
import Foundation

extension Bitmap {
    /// The pixels of a PNG file, read by libpng (any PNG it reads, flattened to opaque RGB
    /// over black); an error when `png` is not one.
    public init(png: Data) throws(RasterError) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = png.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { throw RasterError(.encode, "not a PNG file: \(Self.message(image))") }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR)
        let (width, height) = (Int(image.width), Int(image.height))
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let read = rgb.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
        }
        guard read != 0 else { throw RasterError(.encode, "the PNG file cannot be read: \(Self.message(image))") }
        let pixels = (0..<width * height).map { position -> UInt32 in
            let red = UInt32(rgb[3 * position]) << 16
            let green = UInt32(rgb[3 * position + 1]) << 8
            return red | green | UInt32(rgb[3 * position + 2])
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The message libpng left in `image`.
    private static func message(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

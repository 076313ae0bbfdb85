import CPNG
import Foundation

extension Bitmap {
    /// The bitmap as a compact PNG file: a palette image (see ``indexed()``), written by
    /// libpng with no time, text or gamma chunk, so the same pixels always give the same
    /// bytes.
    public func png() throws(RasterError) -> Data {
        guard let image = indexed() else {
            throw RasterError(.encode, "the colours could not be reduced to \(Self.paletteSize)")
        }
        return try image.png()
    }
}

extension Bitmap.Indexed {
    /// The image as a PNG file (see ``Bitmap/png()``): 8-bit palette indices, no filter,
    /// compressed at zlib level ``compressionLevel``.
    public func png() throws(RasterError) -> Data {
        var palette: [UInt8] = []
        palette.reserveCapacity(colors.count * 3)
        for color in colors {
            palette += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        var output = foodstory_png_output()
        defer { free(output.bytes) }
        let written = indices.withUnsafeBufferPointer { indices in
            foodstory_png_write_palette_image(
                indices.baseAddress, UInt32(width), UInt32(height), palette, Int32(colors.count),
                Self.compressionLevel, &output)
        }
        guard written != 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw RasterError(.encode, message)
        }
        return Data(bytes: bytes, count: output.size)
    }

    /// zlib's effort, from 1 (fastest) to 9 (smallest).
    static let compressionLevel: Int32 = 5
}

import CPNG
import Foundation

extension Bitmap {
    /// The bitmap as a compact PNG file: a palette image (see ``indexed()``), written by
    /// libpng with no time, text or gamma chunk, so the same pixels always give the same
    /// bytes.
    public func png() throws(RasterError) -> Data {
        guard let image = indexed() else { throw RasterError(.encode, "the colours could not be reduced to 256") }
        var colormap: [UInt8] = []
        colormap.reserveCapacity(image.colors.count * 3)
        for color in image.colors {
            colormap += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        header.width = UInt32(width)
        header.height = UInt32(height)
        header.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_COLORMAP)
        header.colormap_entries = UInt32(image.colors.count)
        // Written once into room for the indices uncompressed, a filter byte a row, and
        // headers: zlib grows what it cannot compress by only a few bytes per block. Should
        // that not be room enough, libpng says how much is, and it is written again.
        var size = width * height + height + image.colors.count * 3 + 4096
        var out: [UInt8] = []
        var written: Int32 = 0
        for _ in 0..<2 {
            out = [UInt8](repeating: 0, count: size)
            var room = size
            written = image.indices.withUnsafeBytes { rows in
                colormap.withUnsafeBytes { map in
                    out.withUnsafeMutableBytes { memory in
                        png_image_write_to_memory(
                            &header, memory.baseAddress, &room, 0, rows.baseAddress, 0, map.baseAddress)
                    }
                }
            }
            let fits = written != 0 || room <= size
            size = room
            if fits { break }
        }
        guard written != 0 else {
            let message = withUnsafeBytes(of: header.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&header)
            throw RasterError(.encode, message)
        }
        return Data(out.prefix(size))
    }
}

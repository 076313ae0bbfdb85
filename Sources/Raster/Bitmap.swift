/// A picture as opaque pixels, row after row from the top left, each `0xRRGGBB`.
public struct Bitmap: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` colours, `0xRRGGBB`.
    public let pixels: [UInt32]

    /// A bitmap of the given pixels.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a bitmap has width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The distinct colours in order of first appearance, or nil when there are more than
    /// `limit`.
    func palette(limit: Int) -> [UInt32]? {
        var index: [UInt32: Int] = [:]
        var colors: [UInt32] = []
        var last: UInt32? = nil
        for pixel in pixels where pixel != last {
            last = pixel
            if index[pixel] == nil {
                if colors.count == limit { return nil }
                index[pixel] = colors.count
                colors.append(pixel)
            }
        }
        return colors
    }
}

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
}

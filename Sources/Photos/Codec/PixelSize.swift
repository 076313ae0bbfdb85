/// A picture's size in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How many pixels the picture has.
    public var area: Int { width * height }

    /// The largest size of the same shape that fits in `box` without growing: each side
    /// rounded to the nearest pixel, and at least one pixel.
    public func fitting(in box: PixelSize) -> PixelSize {
        guard width > 0, height > 0 else { return self }
        let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height), 1)
        guard scale < 1 else { return self }
        return PixelSize(
            width: max(1, Int((Double(width) * scale).rounded())),
            height: max(1, Int((Double(height) * scale).rounded())))
    }

    /// `4032×3024`.
    public var description: String { "\(width)×\(height)" }
}

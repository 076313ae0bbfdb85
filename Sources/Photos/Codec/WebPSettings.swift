/// How the web sizes of a photo are encoded as WebP: part of what each one is made from, so a
/// change of settings makes them again.
public struct WebPSettings: Hashable, Sendable, Codable {
    /// The quality factor, 0 to 100.
    public var quality: Int
    /// How hard the encoder works to make the file smaller, 0 (fastest) to 6.
    public var effort: Int

    /// Settings.
    public init(quality: Int, effort: Int) {
        self.quality = quality
        self.effort = effort
    }
}

/// What a photo's header says, read without decoding its pixels.
public struct PhotoHeader: Hashable, Sendable {
    /// The formats photos are read in: what phones and browsers make and show.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case jpeg, png, heic, avif, webp, gif

        /// The name people know the format by.
        public var name: String {
            switch self {
            case .jpeg: "JPEG"
            case .png: "PNG"
            case .heic: "HEIC"
            case .avif: "AVIF"
            case .webp: "WebP"
            case .gif: "GIF"
            }
        }
    }

    /// The format, recognised from the content.
    public var format: Format
    /// The size of the picture the right way up (its orientation applied).
    public var size: PixelSize

    /// A header.
    public init(format: Format, size: PixelSize) {
        self.format = format
        self.size = size
    }
}

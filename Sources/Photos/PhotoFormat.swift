/// The image formats FoodStory copies into a site. Recognised by content, never by the
/// file's extension.
public enum PhotoFormat: String, Hashable, Sendable, CaseIterable {
    /// JPEG (JFIF or EXIF), starting `FF D8 FF`.
    case jpeg
    /// PNG, starting with the eight-byte PNG signature.
    case png

    /// The name people know the format by: `JPEG`, `PNG`.
    public var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        }
    }
}

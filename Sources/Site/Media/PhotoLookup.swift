/// What became of a photo asked for by name: the photo without its metadata, or why there
/// is none. Every reason is one line that names the file and says what to do.
public enum PhotoLookup: Hashable, Sendable {
    /// The photo, ready to be written to `media/<name>`.
    case photo(SanitizedPhoto)
    /// The name could reach outside the media folder or is not a plain file name; nothing
    /// was read.
    case refused(String)
    /// There is no such file (or the media folder itself is missing).
    case missing(String)
    /// The file exists but cannot be used: a folder, no permission, a link that leads
    /// outside the media folder.
    case unreadable(String)
    /// The file was read but is not a JPEG or PNG that can be copied safely.
    case unsupported(String)

    /// The photo, when there is one.
    public var photo: SanitizedPhoto? {
        if case .photo(let photo) = self { photo } else { nil }
    }

    /// Why there is no photo (the warning to show next to the placeholder); nil for a photo.
    public var problem: String? {
        switch self {
        case .photo: nil
        case .refused(let reason), .missing(let reason), .unreadable(let reason), .unsupported(let reason): reason
        }
    }
}

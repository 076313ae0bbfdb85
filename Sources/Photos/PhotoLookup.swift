import Foundation

/// What became of a photo asked for by name: its bytes, or why there are none. Every reason
/// is one line that names the file and says what to do.
public enum PhotoLookup: Hashable, Sendable {
    /// The photo's bytes, as the file holds them.
    case photo(Data)
    /// The name could reach outside the media folder or is not a plain file name; nothing
    /// was read.
    case refused(String)
    /// There is no such file (or the media folder itself is missing).
    case missing(String)
    /// The file exists but cannot be used: a folder, no permission, a link that leads
    /// outside the media folder.
    case unreadable(String)
    /// The file is larger than a photo may be; it was not read.
    case tooLarge(String)

    /// The photo's bytes, when there are some.
    public var photo: Data? {
        if case .photo(let data) = self { data } else { nil }
    }

    /// Why there is no photo (the warning to show next to the placeholder); nil for a photo.
    public var problem: String? {
        switch self {
        case .photo: nil
        case .refused(let reason), .missing(let reason), .unreadable(let reason), .tooLarge(let reason): reason
        }
    }
}

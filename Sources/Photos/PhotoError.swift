/// Why a photo's original cannot have its metadata removed (`PhotoSanitizer`): the site then
/// shows its web sizes without the original.
public struct PhotoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the bytes.
    public enum Reason: Hashable, Sendable {
        /// The file has no bytes at all.
        case empty
        /// Neither JPEG nor PNG.
        case unsupportedFormat
        /// A JPEG or PNG that ends early; carries what was being read.
        case truncated(PhotoFormat, String)
        /// A JPEG or PNG whose structure is broken; carries what was found.
        case damaged(PhotoFormat, String)
    }

    /// What is wrong.
    public var reason: Reason
    /// The byte offset where the problem was found, when there is one.
    public var offset: Int?

    /// An error for `reason`, found at byte `offset`.
    public init(_ reason: Reason, at offset: Int? = nil) {
        self.reason = reason
        self.offset = offset
    }

    /// One line: what is wrong, where, and what to do about it.
    public var description: String {
        let place = offset.map { " at byte \($0)" } ?? ""
        switch reason {
        case .empty:
            return "the file is empty; expected a JPEG or PNG photo"
        case .unsupportedFormat:
            return "neither a JPEG nor a PNG image; save the photo as JPEG or PNG"
        case .truncated(let format, let what):
            return "truncated \(format.name)\(place): \(what); copy the photo again"
        case .damaged(let format, let what):
            return "damaged \(format.name)\(place): \(what); copy the photo again"
        }
    }
}

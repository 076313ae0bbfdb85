/// Why a photo cannot be shown: the reason as the end of a sentence that says what to do,
/// e.g. `not an image format FoodStory reads (JPEG, PNG, HEIC, AVIF, WebP or GIF); save the
/// photo as JPEG`.
public struct PhotoCodecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The bytes are no image format that is read; carries the format recognised, if any.
        case unknownFormat(String?)
        /// More pixels than a photo is allowed.
        case tooLarge(PixelSize)
        /// The header or the pixels cannot be decoded; carries the library's words.
        case undecodable(PhotoHeader.Format?, String)
        /// The library could not start or write the picture; carries its words.
        case library(String)
    }

    /// What is wrong.
    public var reason: Reason

    /// An error.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The largest photo read, in pixels (a 200-megapixel phone photo is 16320×12240).
    public static let maximumPixels = 200_000_000

    /// One line: what is wrong and what to do about it.
    public var description: String {
        switch reason {
        case .unknownFormat(let found?):
            return "\(found) is not read; save the photo as JPEG"
        case .unknownFormat(nil):
            let names = PhotoHeader.Format.allCases.map(\.name)
            return "not an image format FoodStory reads (\(names.dropLast().joined(separator: ", ")) or "
                + "\(names.last ?? "")); save the photo as JPEG"
        case .tooLarge(let size):
            return "\(size) pixels, more than the \(Self.maximumPixels / 1_000_000) megapixels a photo may have; "
                + "save a smaller copy"
        case .undecodable(let format, let words):
            return "\(format?.name ?? "image") data that cannot be decoded (\(words)); "
                + "open it in a photo editor and save it again as JPEG"
        case .library(let words):
            return "the image library failed (\(words))"
        }
    }
}

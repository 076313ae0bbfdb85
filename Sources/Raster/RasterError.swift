/// Why an SVG document could not be turned into a PNG file: what was being done, and what the
/// library said, in one line.
public struct RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: String, Sendable {
        /// The fonts folder has no font, or the font configuration could not be made.
        case fonts
        /// The renderer could not read or draw the document.
        case render
        /// The PNG writer failed.
        case encode
    }

    /// What went wrong.
    public var reason: Reason
    /// The details: the file or the library's message.
    public var message: String

    /// An error.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `render: Error domain 1 code 1 on line 3: …`.
    public var description: String { "\(reason.rawValue): \(message)" }
}

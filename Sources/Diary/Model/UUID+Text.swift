import Foundation

extension UUID {
    /// The id's text as the app writes it: `uuidString` (capital hex digits).
    public var text: String { uuidString }

    /// The id's text in small letters, as anchors and links on the site name an entry.
    public var lowercasedText: String { uuidString.lowercased() }

    /// The id of text in the 8-4-4-4-12 form of hex digits, in either case (`UUID(uuidString:)`).
    public init?(text: String) {
        self.init(uuidString: text)
    }
}

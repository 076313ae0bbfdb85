/// A catalog file that cannot be used: which file, which message, and what was expected.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog file.
    public var file: String
    /// The line, when the TOML parser knows it.
    public var line: Int?
    /// The message's key, when the problem is in one message.
    public var key: String?
    /// What is wrong, and what was expected.
    public var message: String

    /// A problem in `file` (at `line`), in message `key`.
    public init(file: String, line: Int? = nil, key: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `words.toml:12: not valid TOML: …` or `words.toml: food-eaten: {when} is not …`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.map { "\(place): \($0): \(message)" } ?? "\(place): \(message)"
    }
}

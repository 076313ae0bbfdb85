/// One word of a description, as written but lowercased.
public struct WordToken: Hashable, Sendable {
    /// The word, lowercased, accents kept (`crème`).
    public var text: String
    /// Whether only spaces, hyphens or apostrophes separate it from the word before, so that
    /// the two can form one food ("ice cream", "ice-cream"; not "ice, cream").
    public var joinedToPrevious: Bool

    /// Creates a token.
    public init(text: String, joinedToPrevious: Bool) {
        self.text = text
        self.joinedToPrevious = joinedToPrevious
    }
}

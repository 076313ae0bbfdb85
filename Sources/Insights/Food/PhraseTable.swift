/// The multi-word units a description is cut into before single words: alias phrases (any
/// length, matched first), known dishes (two to four words) and two-word foods learned from
/// the diary.
struct PhraseTable: Sendable {
    /// What an alias phrase stands for.
    struct AliasHit: Sendable {
        /// The food key the phrase becomes.
        var target: String
        /// Whether the phrase is the target itself (its spelling then counts for display).
        var isTarget: Bool
    }

    /// A two-word food learned from the diary and how strongly the diary ties its words.
    struct Compound: Sendable {
        /// The food key, `first second`.
        var key: String
        /// Entries holding the pair.
        var entries: Int
        /// The smaller of the pair's two shares, as a fraction (entries, word entries).
        var share: (numerator: Int, denominator: Int)

        /// Whether this compound should be taken before `other` when the two overlap: the
        /// higher share, then the more entries.
        func outranks(_ other: Compound) -> Bool {
            let lhs = share.numerator * other.share.denominator
            let rhs = other.share.numerator * share.denominator
            if lhs != rhs { return lhs > rhs }
            return entries > other.entries
        }
    }

    /// Alias phrases by their word key ids.
    var aliases: [[Int]: AliasHit] = [:]
    /// The longest alias phrase, in words.
    var longestAlias = 0
    /// Known dishes the diary's words could spell, by their word key ids: the position of
    /// each in `dishKeys`.
    var dishes: [[Int]: Int] = [:]
    /// Per known dish: its food key.
    var dishKeys: [String] = []
    /// The longest known dish, in words.
    var longestDish = 0
    /// Per word key id: whether a known dish starts with it (a quick no for most words).
    var startsDish: [Bool] = []
    /// Two-word foods learned from the diary, by their pair of word key ids.
    var compounds: [WordPair: Compound] = [:]
}

/// Two word key ids side by side.
struct WordPair: Hashable, Sendable {
    var first: Int
    var second: Int
}

extension FoodWords {
    /// Two food words the diary writes side by side, where no alias or known dish takes
    /// them, become one food when the pair appears in at least this many entries...
    public static let compoundMinimumEntries = 3

    /// ...and, for each of its two words, at least this share of the entries holding that
    /// word hold the pair (one half: "poha" and "chivda" are mostly "poha chivda").
    public static let compoundMinimumShare = (numerator: 1, denominator: 2)
}

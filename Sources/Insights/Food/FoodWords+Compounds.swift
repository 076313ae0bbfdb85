extension FoodWords {
    /// Two-word foods that are always one food, whatever the diary says. Written as people
    /// write them; they are folded and singularised like any description ("french fries" is
    /// the food `french fry`).
    public static let builtInCompounds: [String] = [
        "peanut butter", "ice cream", "green tea", "black tea", "iced tea", "hot chocolate",
        "olive oil", "sweet potato", "french fries", "orange juice", "apple juice", "soy sauce",
        "fish sauce", "hot dog", "cream cheese", "cottage cheese", "sour cream", "fried rice",
        "spring roll", "hash brown", "maple syrup", "coconut water", "coconut milk",
        "almond milk", "oat milk", "soy milk", "apple pie", "green beans", "bell pepper",
        "baked beans", "corn flakes", "potato chips",
    ]

    /// A pair of words the diary writes side by side becomes one food when it appears in at
    /// least this many entries...
    public static let compoundMinimumEntries = 3

    /// ...and, for each of its two words, at least this share of the entries holding that
    /// word hold the pair (one half: "masala" and "dosa" are mostly "masala dosa").
    public static let compoundMinimumShare = (numerator: 1, denominator: 2)
}

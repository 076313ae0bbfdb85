extension FoodWords {
    /// Words that describe a food rather than name one, by kind: amount, size, container or
    /// measure, temperature, freshness and origin, taste and texture, preparation, colour and
    /// diet.
    public static let describingKinds: [(kind: String, words: [String])] = [
        (
            "amount",
            [
                "extra", "half", "double", "triple", "single", "quarter", "couple", "few", "lot", "bit", "little",
                "more", "much", "less", "several", "another", "second", "full", "whole", "refill", "handful",
                "bunch",
            ]
        ),
        (
            "size",
            [
                "small", "big", "large", "medium", "mini", "regular", "tiny", "huge", "giant", "jumbo",
            ]
        ),
        (
            "container and measure",
            [
                "cup", "mug", "glass", "bowl", "plate", "slice", "piece", "serving", "portion", "helping", "spoon",
                "spoonful", "tablespoon", "teaspoon", "tbsp", "tsp", "scoop", "pinch", "dash", "splash", "drizzle",
                "can", "tin", "bottle", "pint", "jar", "packet", "pack", "bag", "box", "carton", "sachet", "tub",
                "gram", "kilo", "ounce", "litre", "liter", "side", "stick", "bite", "sip", "shot", "round", "order",
                "square", "cube", "dollop", "glassful", "cupful", "bowlful", "plateful",
            ]
        ),
        (
            "temperature",
            [
                "hot", "cold", "warm", "iced", "chilled", "frozen", "lukewarm",
            ]
        ),
        (
            "freshness and origin",
            [
                "fresh", "leftover", "stale", "homemade", "home", "storebought", "store", "bought", "takeaway",
                "takeout", "delivery", "instant", "ripe", "overripe", "raw", "organic", "canned", "packaged",
                "readymade", "reheated", "microwaved",
            ]
        ),
        (
            "taste and texture",
            [
                "spicy", "spiced", "mild", "sweet", "sweetened", "unsweetened", "sour", "salty", "salted",
                "unsalted", "savory", "savoury", "tangy", "bitter", "tasty", "delicious", "yummy", "bland", "crispy",
                "crunchy", "creamy", "cheesy", "juicy", "soft", "chewy", "fluffy", "rich", "light", "heavy",
                "greasy", "oily", "healthy", "good", "nice", "great", "lovely", "amazing", "awesome", "decent",
                "strong", "sugary", "sugarless", "sugarfree", "garlicky", "buttery", "smoky", "zesty", "crusty",
                "mushy", "crumbly", "flaky", "tender", "hearty", "filling", "thick", "thin", "chunky", "smooth",
                "runny", "soggy", "burnt", "charred", "proper", "simple", "basic", "classic", "traditional",
                "authentic", "local", "special", "favourite", "favorite", "usual", "daily", "standard", "lazy",
                "fancy", "cheap",
            ]
        ),
        (
            "preparation",
            [
                "mixed", "grilled", "fried", "deep", "roasted", "baked", "boiled", "steamed", "poached", "scrambled",
                "toasted", "sauteed", "mashed", "stuffed", "chopped", "sliced", "diced", "grated", "shredded",
                "plain", "cooked", "uncooked", "dried", "smoked", "marinated", "seasoned", "buttered", "filled",
                "loaded", "breaded", "battered", "seared", "braised", "caramelised", "caramelized", "whipped",
                "melted", "blended", "warmed", "tossed", "dressed", "pickled", "fermented", "sprouted", "pan",
            ]
        ),
        (
            "colour",
            [
                "dark", "white", "green", "red", "black", "brown", "yellow", "golden", "pink",
            ]
        ),
        (
            "diet",
            [
                "vegan", "vegetarian", "gluten", "free", "low", "fat", "skimmed", "skim", "lean", "diet", "keto",
                "non",
            ]
        ),
    ]

    /// Every describing word (`describingKinds`). None is a food on its own and none starts
    /// or ends a learned two-word food; they stay inside a dish only where a known dish
    /// (`knownDishes`) or an alias is named with them ("hot dog", "mixed grill", "dark
    /// chocolate"). The config file's `not-foods` adds to them.
    public static let describingWords: Set<String> = Set(describingKinds.flatMap(\.words))
}

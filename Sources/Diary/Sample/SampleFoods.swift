/// The foods the sample diary draws from: the app's vocabulary, Indian and South Indian
/// dishes included, each with the category and the way a person would type or say it.
struct SampleFood: Sendable {
    /// The description as the app shows it (lower-case nouns, as the app's builder makes them).
    var description: String
    /// What the person typed.
    var typed: String
    /// What the person said, for voice entries.
    var spoken: String
    var category: MealCategory
}

enum SampleFoods {
    static let all: [SampleFood] = [
        // Breakfast
        food(
            "masala dosa coconut chutney", "Masala dosa with coconut chutney", "masala dosa with coconut chutney",
            .breakfast),
        food("idli sambar", "Idli and sambar", "two idlis with sambar", .breakfast),
        food("poha peanuts", "Poha with peanuts", "a bowl of poha with peanuts", .breakfast),
        food("upma", "Upma", "some upma", .breakfast),
        food("aloo paratha curd", "Aloo paratha with curd", "aloo paratha and curd", .breakfast),
        food("oatmeal berries", "Oatmeal with berries", "oatmeal with some berries", .breakfast),
        food("scrambled eggs toast", "Scrambled eggs on toast", "scrambled eggs on toast", .breakfast),
        food("avocado toast", "Avocado toast", "avocado toast", .breakfast),
        food("greek yogurt granola", "Greek yogurt with granola", "greek yogurt and granola", .breakfast),
        food("pancakes maple syrup", "Pancakes with maple syrup", "pancakes with maple syrup", .breakfast),
        food(
            "peanut butter banana toast", "Peanut butter banana toast", "peanut butter and banana on toast", .breakfast),
        // Lunch
        food("chicken biryani raita", "Chicken biryani with raita", "chicken biryani and raita", .lunch),
        food("rajma chawal", "Rajma chawal", "rajma chawal", .lunch),
        food("dal tadka rice", "Dal tadka and rice", "dal tadka with rice", .lunch),
        food("curd rice pickle", "Curd rice with pickle", "curd rice and a bit of pickle", .lunch),
        food("chole bhature", "Chole bhature", "chole bhature", .lunch),
        food("veg thali", "Veg thali", "a veg thali", .lunch),
        food("caesar salad", "Caesar salad", "a caesar salad", .lunch),
        food("turkey sandwich", "Turkey sandwich", "a turkey sandwich", .lunch),
        food("chicken wrap", "Chicken wrap", "chicken wrap", .lunch),
        food("lentil soup bread", "Lentil soup and bread", "lentil soup with bread", .lunch),
        // Snacks
        food("samosa chai", "Samosa and chai", "a samosa with chai", .snack),
        food("pani puri", "Pani puri", "pani puri from the stall", .snack),
        food("bhel puri", "Bhel puri", "bhel puri", .snack),
        food("apple peanut butter", "Apple with peanut butter", "an apple with peanut butter", .snack),
        food("hummus carrots", "Hummus and carrots", "hummus with carrot sticks", .snack),
        food("mixed nuts", "Mixed nuts", "a handful of mixed nuts", .snack),
        food("banana", "Banana", "a banana", .snack),
        // Dinner
        food("paneer tikka naan", "Paneer tikka with naan", "paneer tikka and naan", .dinner),
        food("palak paneer roti", "Palak paneer and roti", "palak paneer with roti", .dinner),
        food("butter chicken rice", "Butter chicken with rice", "butter chicken and rice", .dinner),
        food("fish curry rice", "Fish curry and rice", "fish curry with rice", .dinner),
        food("spaghetti bolognese", "Spaghetti bolognese", "spaghetti bolognese", .dinner),
        food("grilled salmon vegetables", "Grilled salmon with vegetables", "grilled salmon and vegetables", .dinner),
        food("vegetable stir fry tofu", "Vegetable stir fry with tofu", "vegetable stir fry with tofu", .dinner),
        food("margherita pizza", "Margherita pizza", "margherita pizza", .dinner),
        food("khichdi", "Khichdi", "khichdi", .dinner),
        // Desserts
        food("kheer", "Kheer", "kheer", .dessert),
        food("gulab jamun", "Gulab jamun", "two gulab jamuns", .dessert),
        food("ice cream", "Ice cream", "some ice cream", .dessert),
        food("dark chocolate", "Dark chocolate", "a piece of dark chocolate", .dessert),
        food("crème brûlée", "Crème brûlée", "crème brûlée", .dessert),
        // Beverages
        food("masala chai", "Masala chai", "a cup of masala chai", .beverage),
        food("filter coffee", "Filter coffee", "filter coffee", .beverage),
        food("mango lassi", "Mango lassi", "a mango lassi", .beverage),
        food("green tea", "Green tea", "green tea", .beverage),
        food("flat white", "Flat white", "a flat white", .beverage),
        food("fresh lime soda", "Fresh lime soda", "fresh lime soda", .beverage),
    ]

    /// The categories a sample entry is drawn from, and how often each is drawn (weights).
    static let categories: [MealCategory] = [.breakfast, .lunch, .snack, .dinner, .dessert, .beverage]
    static let weights = [30, 28, 10, 25, 4, 3]

    /// Plausible local hours (inclusive range) for each category.
    static func hours(for category: MealCategory) -> ClosedRange<Int> {
        switch category {
        case .breakfast: 7...9
        case .lunch: 12...14
        case .snack: 16...17
        case .dinner: 19...21
        case .dessert: 21...22
        case .beverage: 8...18
        }
    }

    /// Foods of one category.
    static func of(_ category: MealCategory) -> [SampleFood] {
        all.filter { $0.category == category }
    }

    private static func food(_ description: String, _ typed: String, _ spoken: String, _ category: MealCategory)
        -> SampleFood
    {
        SampleFood(description: description, typed: typed, spoken: spoken, category: category)
    }
}

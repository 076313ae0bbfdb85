/// The foods the sample diary draws from: the app's vocabulary, Indian and South Indian
/// dishes included, each with the category and the way a person would type or say it.
struct SampleFood: Sendable {
    /// The description as the diary shows it: what a person would keep after tidying what
    /// they typed or said.
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
            "Masala dosa with coconut chutney", "Masala dosa with coconut chutney", "masala dosa with coconut chutney",
            .breakfast),
        food("Idli and sambar", "Idli and sambar", "two idlis with sambar", .breakfast),
        food("Poha with peanuts", "Poha with peanuts", "a bowl of poha with peanuts", .breakfast),
        food("Upma", "Upma", "some upma", .breakfast),
        food("Aloo paratha with curd", "Aloo paratha with curd", "aloo paratha and curd", .breakfast),
        food("Oatmeal with berries", "Oatmeal with berries", "oatmeal with some berries", .breakfast),
        food("Scrambled eggs on toast", "Scrambled eggs on toast", "scrambled eggs on toast", .breakfast),
        food("Avocado toast", "Avocado toast", "avocado toast", .breakfast),
        food("Greek yogurt with granola", "Greek yogurt with granola", "greek yogurt and granola", .breakfast),
        food("Pancakes with maple syrup", "Pancakes with maple syrup", "pancakes with maple syrup", .breakfast),
        food(
            "Peanut butter and banana on toast", "Peanut butter banana toast", "peanut butter and banana on toast",
            .breakfast),
        // Lunch
        food("Chicken biryani with raita", "Chicken biryani with raita", "chicken biryani and raita", .lunch),
        food("Rajma chawal", "Rajma chawal", "rajma chawal", .lunch),
        food("Dal tadka and rice", "Dal tadka and rice", "dal tadka with rice", .lunch),
        food("Curd rice with pickle", "Curd rice with pickle", "curd rice and a bit of pickle", .lunch),
        food("Chole bhature", "Chole bhature", "chole bhature", .lunch),
        food("Veg thali", "Veg thali", "a veg thali", .lunch),
        food("Caesar salad", "Caesar salad", "a caesar salad", .lunch),
        food("Turkey sandwich", "Turkey sandwich", "a turkey sandwich", .lunch),
        food("Chicken wrap", "Chicken wrap", "chicken wrap", .lunch),
        food("Lentil soup and bread", "Lentil soup and bread", "lentil soup with bread", .lunch),
        // Snacks
        food("Samosa and chai", "Samosa and chai", "a samosa with chai", .snack),
        food("Pani puri", "Pani puri", "pani puri from the stall", .snack),
        food("Bhel puri", "Bhel puri", "bhel puri", .snack),
        food("Apple with peanut butter", "Apple with peanut butter", "an apple with peanut butter", .snack),
        food("Hummus and carrots", "Hummus and carrots", "hummus with carrot sticks", .snack),
        food("Mixed nuts", "Mixed nuts", "a handful of mixed nuts", .snack),
        food("Banana", "Banana", "a banana", .snack),
        // Dinner
        food("Paneer tikka with naan", "Paneer tikka with naan", "paneer tikka and naan", .dinner),
        food("Palak paneer and roti", "Palak paneer and roti", "palak paneer with roti", .dinner),
        food("Butter chicken with rice", "Butter chicken with rice", "butter chicken and rice", .dinner),
        food("Fish curry and rice", "Fish curry and rice", "fish curry with rice", .dinner),
        food("Spaghetti bolognese", "Spaghetti bolognese", "spaghetti bolognese", .dinner),
        food(
            "Grilled salmon with vegetables", "Grilled salmon with vegetables", "grilled salmon and vegetables", .dinner
        ),
        food("Vegetable stir fry with tofu", "Vegetable stir fry with tofu", "vegetable stir fry with tofu", .dinner),
        food("Margherita pizza", "Margherita pizza", "margherita pizza", .dinner),
        food("Khichdi", "Khichdi", "khichdi", .dinner),
        // Desserts
        food("Kheer", "Kheer", "kheer", .dessert),
        food("Gulab jamun", "Gulab jamun", "two gulab jamuns", .dessert),
        food("Ice cream", "Ice cream", "some ice cream", .dessert),
        food("Dark chocolate", "Dark chocolate", "a piece of dark chocolate", .dessert),
        food("Crème brûlée", "Crème brûlée", "crème brûlée", .dessert),
        // Beverages
        food("Masala chai", "Masala chai", "a cup of masala chai", .beverage),
        food("Filter coffee", "Filter coffee", "filter coffee", .beverage),
        food("Mango lassi", "Mango lassi", "a mango lassi", .beverage),
        food("Green tea", "Green tea", "green tea", .beverage),
        food("Flat white", "Flat white", "a flat white", .beverage),
        food("Fresh lime soda", "Fresh lime soda", "fresh lime soda", .beverage),
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

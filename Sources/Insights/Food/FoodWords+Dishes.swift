extension FoodWords {
    /// Dishes and foods named by two to four words that are always one food, whatever the
    /// diary says, written as people write them: Indian and South Indian first (as the app's
    /// own vocabulary is), then East Asian, Middle Eastern, Mediterranean, European, American,
    /// and everyday foods and drinks. They are normalised like any description ("French
    /// fries" is the food `french fry`), may hold describing words ("hot dog", "mixed grill")
    /// and connectors ("fish and chips": also written "fish & chips" or "fish n chips"), and
    /// match only words written side by side (not across a comma).
    public static let knownDishes: [String] = knownDishGroups.flatMap(\.dishes)

    /// The known dishes by cuisine, in the order of `knownDishes`.
    public static let knownDishGroups: [(cuisine: String, dishes: [String])] = [
        ("Indian and South Indian", indianDishes), ("East Asian", eastAsianDishes),
        ("Middle Eastern", middleEasternDishes), ("Mediterranean", mediterraneanDishes),
        ("European", europeanDishes), ("American and Mexican", americanDishes),
        ("everyday foods and drinks", everydayFoods),
    ]

    /// Other ways people write a known dish, and the dish each means: "chili con carne" is
    /// the food "chilli con carne", "mac n cheese" and "macaroni and cheese" are "mac and
    /// cheese".
    public static let knownDishSpellings: [String: String] = [
        "chili con carne": "chilli con carne", "macaroni and cheese": "mac and cheese",
        "macaroni cheese": "mac and cheese", "greek yoghurt": "greek yogurt",
        "baba ghanoush": "baba ganoush", "pitta bread": "pita bread", "gajar ka halwa": "gajar halwa",
        "sooji halwa": "suji halwa", "sarson da saag": "sarson ka saag", "makki di roti": "makki ki roti",
        "poori bhaji": "puri bhaji", "pizza margherita": "margherita pizza", "chicken parmigiana": "chicken parmesan",
        "satay chicken": "chicken satay", "teriyaki chicken": "chicken teriyaki",
        "chettinad chicken": "chicken chettinad",
        "vegetable biryani": "veg biryani", "vegetable pulao": "veg pulao", "matar pulao": "peas pulao",
        "veg stir fry": "vegetable stir fry", "scrambled egg": "scrambled eggs", "poached egg": "poached eggs",
        "boiled egg": "boiled eggs", "mashed potato": "mashed potatoes", "butter paneer": "paneer butter masala",
        "black forest gateau": "black forest cake", "pb and j": "peanut butter and jelly",
    ]

    /// North, West, East and South Indian dishes, street food, sweets and drinks.
    static let indianDishes: [String] = [
        // South Indian breakfast and tiffin
        "masala dosa", "plain dosa", "rava dosa", "onion dosa", "set dosa", "paper dosa", "neer dosa",
        "egg dosa", "ghee roast", "ghee roast dosa", "mysore masala dosa", "podi dosa", "onion uttapam",
        "rava idli", "mini idli", "podi idli", "medu vada", "sambar vada", "rasam vada", "dahi vada",
        "curd vada", "masala vada", "rava upma", "semiya upma", "ven pongal", "sweet pongal",
        "khara bath", "kesari bath", "rava kesari", "bisi bele bath", "idiyappam stew", "appam stew",
        "kerala parotta", "malabar parotta", "kothu parotta", "coconut chutney", "tomato chutney",
        "mint chutney", "green chutney", "peanut chutney", "coriander chutney", "onion chutney",
        "tamarind chutney", "gunpowder podi", "mango pickle", "lime pickle", "lemon pickle",
        // South Indian meals
        "curd rice", "lemon rice", "tamarind rice", "coconut rice", "tomato rice", "sambar rice",
        "rasam rice", "ghee rice", "chicken chettinad", "fish fry", "fish curry",
        "prawn curry", "prawn fry", "egg curry", "egg roast", "beef fry", "kerala fish curry",
        "meen curry", "mysore pak", "filter coffee", "south indian thali",
        // North and West Indian
        "chicken biryani", "mutton biryani", "veg biryani", "egg biryani",
        "prawn biryani", "fish biryani", "hyderabadi biryani", "dum biryani", "paneer biryani",
        "butter chicken", "chicken curry", "chicken korma", "chicken tikka", "chicken tikka masala",
        "tikka masala", "tandoori chicken", "chilli chicken", "chicken 65", "kadai chicken",
        "chicken do pyaza", "mutton curry", "rogan josh", "mutton rogan josh", "keema pav",
        "keema matar", "paneer tikka", "paneer tikka masala", "paneer butter masala",
        "kadai paneer", "shahi paneer", "matar paneer", "palak paneer", "paneer bhurji", "egg bhurji",
        "chilli paneer", "malai kofta", "navratan korma", "aloo gobi", "aloo matar", "jeera aloo",
        "dum aloo", "aloo tikki", "aloo paratha", "gobi paratha", "paneer paratha", "methi paratha",
        "mooli paratha", "lachha paratha", "bhindi masala", "baingan bharta", "chana masala",
        "chole masala", "chana dal", "moong dal", "masoor dal", "toor dal", "dal makhani",
        "dal tadka", "dal fry", "yellow dal", "dal chawal", "rajma chawal", "kadhi chawal",
        "chole chawal", "kadhi pakora", "chole bhature", "chole kulche", "amritsari kulcha",
        "pav bhaji", "vada pav", "misal pav", "puri bhaji", "aloo puri",
        "sarson ka saag", "makki ki roti", "dal baati",
        "dal baati churma", "kanda poha", "batata vada", "sabudana khichdi", "sabudana vada",
        "puran poli", "masala papad", "jeera rice", "veg pulao", "peas pulao",
        "tandoori roti", "butter naan", "garlic naan", "cheese naan", "butter roti",
        "rumali roti", "missi roti", "veg thali", "gujarati thali", "punjabi thali", "fish thali",
        "veg sandwich", "bombay sandwich", "masala omelette", "bread omelette", "egg roll",
        "kathi roll", "paneer roll", "chicken roll", "veg momos", "chicken momos", "gobi manchurian",
        "veg manchurian", "hakka noodles", "schezwan noodles", "schezwan fried rice", "seekh kebab",
        "shami kebab", "galouti kebab", "reshmi kebab", "mixed veg", "aloo bhujia", "veg cutlet",
        // chaat and street food
        "pani puri", "bhel puri", "sev puri", "dahi puri", "papdi chaat", "aloo chaat",
        "samosa chaat", "raj kachori", "dahi bhalla", "ragda pattice", "bread pakora",
        "onion pakora", "paneer pakora", "mirchi bajji", "onion bhaji",
        // sweets
        "gulab jamun", "ras malai", "gajar halwa", "moong dal halwa", "suji halwa",
        "kaju katli", "besan ladoo", "motichoor ladoo", "rava ladoo", "rice kheer",
        "semiya payasam", "paal payasam", "mishti doi", "kulfi falooda", "malpua rabri",
        // drinks
        "masala chai", "ginger tea", "cutting chai", "adrak chai", "mango lassi", "sweet lassi",
        "salt lassi", "masala chaas", "nimbu pani", "fresh lime soda", "lime soda", "fresh lime",
        "sugarcane juice", "rose milk", "badam milk", "haldi doodh",
    ]

    /// Chinese, Japanese, Korean, Thai, Vietnamese and South-East Asian dishes.
    static let eastAsianDishes: [String] = [
        "fried rice", "egg fried rice", "chicken fried rice", "veg fried rice", "kimchi fried rice",
        "chow mein", "chicken chow mein", "lo mein", "dan dan noodles", "singapore noodles",
        "kung pao chicken", "sweet and sour chicken", "sweet and sour pork", "orange chicken",
        "general tso's chicken", "mapo tofu", "hot pot", "dim sum", "char siu", "char siu bao",
        "peking duck", "egg drop soup", "hot and sour soup", "wonton soup", "wonton noodles",
        "pork dumplings", "chicken dumplings", "veg dumplings", "spring roll", "summer roll",
        "egg tart", "bao bun", "pork bun", "sesame noodles", "beef noodle soup", "miso soup",
        "chicken katsu", "katsu curry", "chicken teriyaki", "beef teriyaki",
        "salmon teriyaki", "california roll", "salmon roll", "tuna roll", "salmon sashimi",
        "prawn tempura", "shrimp tempura", "tonkotsu ramen", "miso ramen", "chicken ramen",
        "matcha latte", "matcha ice cream", "korean fried chicken", "kimchi jjigae", "pad thai",
        "pad see ew", "green curry", "red curry", "thai green curry", "thai red curry",
        "massaman curry", "tom yum", "tom yum soup", "tom kha", "papaya salad", "som tam",
        "sticky rice", "mango sticky rice", "banh mi", "nasi goreng", "mee goreng", "chicken satay",
        "beef rendang", "hainanese chicken rice", "chicken rice", "bubble tea",
        "jasmine tea", "oolong tea",
    ]

    /// Turkish, Levantine, Persian and North African dishes.
    static let middleEasternDishes: [String] = [
        "chicken shawarma", "lamb shawarma", "shawarma wrap", "falafel wrap", "chicken kebab",
        "lamb kebab", "shish kebab", "doner kebab", "adana kebab", "chelo kebab", "chicken kofta",
        "lamb kofta", "baba ganoush", "pita bread", "pita chips",
        "lamb tagine", "chicken tagine", "stuffed grape leaves", "grape leaves", "turkish delight",
        "turkish coffee", "mint tea", "red lentil soup", "mezze platter",
    ]

    /// Greek, Italian, Spanish and other Mediterranean dishes.
    static let mediterraneanDishes: [String] = [
        "greek salad", "greek yogurt", "chicken souvlaki", "pork souvlaki",
        "chicken gyro", "lamb gyro", "caprese salad", "spaghetti bolognese", "spaghetti carbonara",
        "pasta carbonara", "penne arrabbiata", "pesto pasta", "fettuccine alfredo", "pasta alfredo",
        "white sauce pasta", "red sauce pasta", "mac and cheese",
        "margherita pizza", "pepperoni pizza", "cheese pizza",
        "veggie pizza", "garlic bread", "minestrone soup", "mushroom risotto", "chicken parmesan",
        "eggplant parmesan", "spaghetti and meatballs", "meatball sub",
        "panna cotta", "seafood paella", "patatas bravas", "spanish omelette", "olive oil",
        "feta cheese", "goat cheese", "mozzarella cheese", "parmesan cheese",
    ]

    /// British, French, German and other European dishes.
    static let europeanDishes: [String] = [
        "fish and chips", "bangers and mash", "shepherd's pie", "cottage pie", "sunday roast",
        "roast chicken", "roast beef", "roast potatoes", "roast lamb", "yorkshire pudding",
        "full english", "beans on toast", "cheese on toast", "jacket potato", "toad in the hole",
        "sticky toffee pudding", "bread and butter pudding", "eton mess", "apple crumble",
        "sausage roll", "pork pie", "scotch egg", "cornish pasty", "fish pie", "fish cake",
        "steak and kidney pie", "chicken pie", "welsh rarebit", "cream tea", "croque monsieur",
        "quiche lorraine", "french onion soup", "onion soup", "beef bourguignon", "coq au vin",
        "creme brulee", "chocolate mousse", "french toast", "pain au chocolat", "wiener schnitzel",
        "chicken schnitzel", "beef goulash", "beef stroganoff", "potato salad", "chicken kiev",
        "apple strudel", "black forest cake", "carrot cake",
        "chocolate cake", "lemon tart", "banana bread", "rye bread", "smoked salmon",
        "eggs benedict", "eggs florentine", "swedish meatballs", "chilli con carne",
        "mixed grill", "english breakfast tea", "earl grey",
    ]

    /// American and Mexican dishes.
    static let americanDishes: [String] = [
        "hot dog", "chili dog", "corn dog", "veggie burger", "chicken burger", "beef burger",
        "bacon cheeseburger", "chicken sandwich", "turkey sandwich", "ham sandwich",
        "cheese sandwich", "egg sandwich", "tuna sandwich", "club sandwich", "grilled cheese",
        "peanut butter and jelly", "buffalo wings", "chicken wings", "fried chicken",
        "chicken tenders", "chicken nuggets", "french fries", "sweet potato fries", "onion rings",
        "mashed potatoes", "clam chowder", "corn on the cob", "pulled pork",
        "bbq ribs", "pork ribs", "beef brisket", "pot roast", "chicken pot pie", "caesar salad",
        "chicken caesar salad", "cobb salad", "garden salad", "pasta salad", "chicken salad",
        "tuna salad", "egg salad", "fruit salad", "biscuits and gravy", "chicken and waffles",
        "breakfast burrito", "breakfast sandwich", "hash brown", "apple pie", "pumpkin pie",
        "pecan pie", "key lime pie", "chocolate chip cookie", "banana split", "chocolate milkshake",
        "root beer", "burrito bowl", "chicken burrito", "bean burrito", "fish tacos",
        "chicken tacos", "beef tacos", "chicken quesadilla", "cheese quesadilla",
        "chicken enchiladas", "huevos rancheros", "tortilla chips", "potato chips", "trail mix",
        "string cheese", "beef jerky", "granola bar", "protein bar", "protein shake",
        "energy bar", "ice cream sandwich", "avocado toast", "chicken wrap", "grilled chicken",
    ]

    /// Foods and drinks of every day named by two words: breakfast, dairy, bread, sauces,
    /// vegetables, sweets, tea, coffee and other drinks.
    static let everydayFoods: [String] = [
        "scrambled eggs", "fried egg", "poached eggs",
        "boiled eggs", "scrambled tofu", "peanut butter", "almond butter",
        "maple syrup", "corn flakes", "ice cream", "frozen yogurt", "whipped cream", "sour cream",
        "cream cheese", "cottage cheese", "cheddar cheese", "blue cheese", "swiss cheese",
        "dark chocolate", "milk chocolate", "white chocolate", "hot chocolate", "chocolate milk",
        "brown rice", "white rice", "basmati rice", "jasmine rice", "brown bread", "white bread",
        "garlic butter", "soy sauce", "fish sauce", "hot sauce", "tomato sauce", "bbq sauce",
        "sweet chilli sauce", "sweet potato", "bell pepper", "green beans", "baked beans",
        "kidney beans", "black beans", "spring onion", "brussels sprouts", "sweet corn",
        "baked potato", "mixed nuts", "mixed fruit", "mixed vegetables", "overnight oats",
        "chia seeds", "flax seeds", "pumpkin seeds", "sunflower seeds", "sesame seeds", "vegetable stir fry",
        "stir fry", "lentil soup", "tomato soup", "chicken soup", "mushroom soup", "pumpkin soup",
        "vegetable soup", "chicken noodle soup", "green salad", "green smoothie", "fruit smoothie",
        "orange juice", "apple juice", "grape juice", "cranberry juice", "tomato juice",
        "coconut water", "coconut milk", "almond milk", "oat milk", "soy milk", "green tea",
        "black tea", "iced tea", "herbal tea", "chamomile tea", "peppermint tea", "lemon tea",
        "chai latte", "black coffee", "iced coffee", "cold coffee", "cold brew", "iced latte",
        "flat white", "caramel macchiato", "turmeric latte", "golden milk", "lemon water",
        "sparkling water", "soda water", "tonic water", "diet coke", "red wine", "white wine",
        "gin and tonic", "salted caramel", "red velvet cake", "cup noodles", "soft drink",
        "soft serve",
    ]
}

extension FoodLanguage {
    /// German. Describing words take the adjective endings (`frisch`, `frische`, `frischen`,
    /// …); a plural joins its singular only where the diary has the singular too.
    public static let german = FoodLanguage(
        code: "de",
        connectors: [
            "mit", "und", "oder", "ohne", "auf", "zum", "zur", "zu", "dazu", "an", "am", "in", "im", "aus", "von",
            "vom", "sowie", "danach", "dann", "nach", "über", "unter", "neben", "samt", "als", "bei", "beim", "für",
            "u",
        ],
        stopwordKinds: [
            (
                "function words and fillers of speech",
                [
                    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "ich",
                    "wir", "hab", "habe", "hatte", "hatten", "gab", "gibt", "gegessen", "getrunken", "essen", "trinken",
                    "gerade", "noch", "schon", "nur", "etwas", "bisschen", "sehr", "auch", "wieder", "mal", "war",
                    "waren", "mein", "meine", "meinen", "unser", "unsere", "kein", "keine", "nicht", "heute",
                    "gestern", "morgen", "morgens", "vormittag", "mittag", "mittags", "nachmittag", "nachmittags",
                    "abend", "abends", "nacht", "spät", "schnell", "ähm", "äh", "hmm", "also", "tag",
                ]
            ),
            (
                "places and company",
                [
                    "büro", "arbeit", "kantine", "mensa", "restaurant", "imbiss", "hause", "zuhause", "unterwegs",
                    "freunden", "familie", "oma", "mama", "papa", "schule", "zug",
                ]
            ),
            (
                "numbers",
                ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "paar", "dutzend"]
            ),
            (
                "meals",
                [
                    "frühstück", "mittagessen", "abendessen", "abendbrot", "brunch", "snack", "zwischenmahlzeit",
                    "mahlzeit", "vesper", "jause", "nachtisch",
                ]
            ),
        ],
        describingKinds: [
            (
                "amount and size",
                [
                    "halb", "doppelt", "extra", "viel", "wenig", "ganz", "zweit", "klein", "groß", "mittel", "riesig",
                    "mini", "rest",
                ]
            ),
            (
                "container and measure",
                [
                    "tasse", "becher", "glas", "schüssel", "schale", "teller", "scheibe", "stück", "portion", "löffel",
                    "esslöffel", "teelöffel", "prise", "dose", "flasche", "packung", "tüte", "gramm", "kilo", "liter",
                    "handvoll", "kugel",
                ]
            ),
            ("temperature", ["warm", "kalt", "heiß", "lauwarm", "gekühlt", "eiskalt"]),
            (
                "freshness and origin",
                [
                    "frisch", "hausgemacht", "selbstgemacht", "selbst", "gemacht", "gekauft", "übrig", "aufgewärmt",
                    "bio", "fertig", "roh",
                ]
            ),
            (
                "taste and texture",
                [
                    "lecker", "scharf", "süß", "sauer", "saur", "salzig", "mild", "würzig", "knusprig", "cremig",
                    "saftig", "leicht", "schwer", "gut", "gesund", "fettig", "einfach",
                ]
            ),
            (
                "preparation",
                [
                    "gebraten", "gegrillt", "gekocht", "gebacken", "geröstet", "gedünstet", "gemischt", "gefüllt",
                    "überbacken", "paniert", "frittiert", "püriert", "geschnitten", "pochiert", "gerieben", "natur",
                ]
            ),
            ("colour", ["rot", "weiß", "grün", "schwarz", "gelb", "braun", "dunkel", "dunkl"]),
            (
                "diet",
                ["vegan", "vegetarisch", "laktosefrei", "glutenfrei", "zuckerfrei", "light", "fettarm", "mager"]
            ),
        ],
        describingEndings: ["e", "n", "en", "er", "es", "em", "s"],
        shortFoods: ["ei"],
        connectorSpellings: ["u": "und"],
        plural: .whereSeen(endings: ["n", "en", "e", "s", "er"]),
        irregularPlurals: ["eier": "ei", "nüsse": "nuss"],
        knownDishGroups: [
            (
                "German",
                [
                    "wiener schnitzel", "rote bete", "rote grütze", "grüner tee", "schwarzer tee", "pommes frites",
                    "arme ritter", "strammer max", "himmel und erde", "falscher hase", "grüne bohnen", "rote linsen",
                    "saure gurken",
                ]
            ),
            (
                "from elsewhere",
                [
                    "spaghetti bolognese", "spaghetti carbonara", "chili con carne", "latte macchiato", "caffè latte",
                    "chai latte", "flat white", "pizza margherita", "pain au chocolat", "crème brûlée",
                ]
            ),
        ],
        knownDishSpellings: ["chilli con carne": "chili con carne"])
}

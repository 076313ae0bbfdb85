extension FoodLanguage {
    /// Spanish. A plural loses its final `-s`, or `-es` after a consonant that follows a
    /// vowel (`limones` → `limón`); describing words are listed in their masculine and
    /// feminine forms, their plurals follow the rule.
    public static let spanish = FoodLanguage(
        code: "es",
        connectors: [
            "con", "y", "e", "o", "u", "de", "del", "al", "a", "en", "sin", "para", "por", "sobre", "luego",
            "después", "acompañado", "acompañada", "junto",
        ],
        stopwordKinds: [
            (
                "function words and fillers of speech",
                [
                    "el", "la", "los", "las", "un", "una", "unos", "unas", "lo", "me", "mi", "mis", "tomé", "comí",
                    "bebí", "desayuné", "almorcé", "cené", "he", "había", "es", "era", "muy", "algo", "hoy", "ayer",
                    "mañana", "tarde", "noche", "mediodía", "pues", "eh", "este", "esta", "que", "ya", "también",
                    "rápido", "día", "vez",
                ]
            ),
            (
                "places and company",
                [
                    "oficina", "trabajo", "casa", "restaurante", "bar", "cafetería", "comedor", "amigos", "familia",
                    "colegio", "tren",
                ]
            ),
            (
                "numbers",
                ["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "docena"]
            ),
            (
                "meals",
                [
                    "desayuno", "almuerzo", "comida", "cena", "merienda", "aperitivo", "picoteo", "postre", "brunch",
                    "snack",
                ]
            ),
        ],
        describingKinds: [
            (
                "amount and size",
                [
                    "medio", "media", "doble", "extra", "mucho", "mucha", "poco", "poca", "más", "otro", "otra",
                    "entero", "entera", "pequeño", "pequeña", "grande", "mediano", "mediana",
                ]
            ),
            (
                "container and measure",
                [
                    "taza", "vaso", "plato", "tazón", "cuenco", "rebanada", "trozo", "pedazo", "porción", "ración",
                    "cucharada", "cucharadita", "pizca", "lata", "botella", "paquete", "bolsa", "gramo", "kilo",
                    "litro", "bola", "copa", "tarro", "puñado",
                ]
            ),
            ("temperature", ["caliente", "frío", "fría", "tibio", "tibia", "templado", "templada"]),
            (
                "freshness and origin",
                [
                    "casero", "casera", "fresco", "fresca", "congelado", "congelada", "recalentado", "recalentada",
                    "comprado", "comprada", "ecológico", "ecológica",
                ]
            ),
            (
                "taste and texture",
                [
                    "rico", "rica", "delicioso", "deliciosa", "picante", "salado", "sabroso", "sabrosa", "ligero",
                    "ligera", "crujiente", "cremoso", "cremosa", "bueno", "buena",
                ]
            ),
            (
                "preparation",
                [
                    "frito", "frita", "asado", "asada", "hervido", "hervida", "vapor", "plancha", "horno", "tostado",
                    "revuelto", "revuelta", "relleno", "rellena", "mixto", "mixta", "natural", "integral", "rallado",
                    "rallada",
                ]
            ),
            ("colour", ["rojo", "roja", "blanco", "blanca", "verde", "negro", "negra", "amarillo", "amarilla"]),
            (
                "diet",
                [
                    "vegano", "vegana", "vegetariano", "vegetariana", "desnatado", "desnatada", "semidesnatado",
                    "semidesnatada", "light", "zero",
                ]
            ),
        ],
        shortFoods: ["té"],
        plural: .spanish,
        invariantWords: ["ananás", "cuscús"],
        irregularPlurals: ["nueces": "nuez", "peces": "pez", "arroces": "arroz"],
        knownDishGroups: [
            (
                "Spanish and Latin American",
                [
                    "tortilla de patatas", "tortilla española", "patatas bravas", "pan con tomate", "café con leche",
                    "arroz con leche", "arroz con pollo", "chile con carne", "huevos rancheros", "jamón serrano",
                    "jamón ibérico", "pimientos de padrón", "zumo de naranja", "jugo de naranja", "café solo",
                    "café cortado", "pollo asado", "calamares a la romana", "dulce de leche", "agua con gas",
                    "ensalada de frutas", "sopa de ajo", "crema catalana", "vino tinto", "vino blanco", "té verde",
                ]
            ),
            ("from elsewhere", ["espaguetis a la boloñesa", "pizza margarita", "pad thai"]),
        ],
        knownDishSpellings: ["chili con carne": "chile con carne"])
}

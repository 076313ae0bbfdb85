extension FoodLanguage {
    /// French. A plural loses its final `-s` (`-x` after `eau`, `eu`, `ou`, `au`); describing
    /// words are listed in their masculine and feminine forms, their plurals follow the rule.
    /// A masculine form that folds onto a food (`sucré` is `sucre`, `beurré` is `beurre`,
    /// `glacé` is `glace`, `épicé` is `épice`) is left out: the food wins.
    public static let french = FoodLanguage(
        code: "fr",
        connectors: [
            "avec", "et", "ou", "sans", "au", "aux", "de", "du", "des", "d", "à", "sur", "dans", "en", "puis",
            "ensuite", "accompagné", "accompagnée", "par", "pour", "chez",
        ],
        stopwordKinds: [
            (
                "function words and fillers of speech",
                [
                    "un", "une", "le", "la", "les", "l", "j", "ai", "mangé", "bu", "pris", "je", "on", "nous", "mon",
                    "ma", "mes", "ce", "cette", "ces", "c", "était", "est", "très", "trop", "encore", "aussi", "juste",
                    "euh", "bah", "ben", "voilà", "aujourd", "hui", "hier", "soir", "matin", "midi", "après", "avant",
                    "comme", "vite", "fois", "jour", "pas", "rien", "que", "qui",
                ]
            ),
            (
                "places and company",
                [
                    "bureau", "cantine", "resto", "restaurant", "travail", "boulot", "amis", "famille", "copains",
                    "gare", "train", "école",
                ]
            ),
            (
                "numbers",
                ["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "douzaine", "quelques"]
            ),
            (
                "meals",
                [
                    "déjeuner", "dîner", "souper", "goûter", "brunch", "collation", "repas", "apéro", "apéritif",
                    "dessert", "entrée", "plat",
                ]
            ),
        ],
        describingKinds: [
            (
                "amount and size",
                [
                    "demi", "demie", "double", "petit", "petite", "grand", "grande", "gros", "grosse", "peu",
                    "beaucoup",
                    "moitié", "supplément", "reste",
                ]
            ),
            (
                "container and measure",
                [
                    "tasse", "bol", "verre", "assiette", "tranche", "morceau", "part", "portion", "cuillère",
                    "cuillerée",
                    "pincée", "boîte", "bouteille", "sachet", "paquet", "pot", "canette", "gramme", "kilo", "litre",
                    "carré", "barre", "pièce", "boule", "poignée",
                ]
            ),
            (
                "temperature and fizz",
                [
                    "chaud", "chaude", "froid", "froide", "tiède", "glacée", "pétillant", "pétillante",
                    "gazeux", "gazeuse",
                ]
            ),
            (
                "freshness and origin",
                [
                    "fait", "faite", "maison", "surgelé", "surgelée", "bio", "industriel", "frais", "fraîche", "cru",
                    "crue", "réchauffé", "réchauffée", "acheté", "achetée",
                ]
            ),
            (
                "taste and texture",
                [
                    "bon", "bonne", "délicieux", "délicieuse", "épicée", "piquant", "piquante",
                    "sucrée", "salé", "salée", "léger", "légère", "croustillant", "croustillante", "crémeux",
                    "crémeuse", "moelleux", "moelleuse", "copieux", "copieuse", "simple", "rapide", "excellent",
                    "excellente",
                ]
            ),
            (
                "preparation",
                [
                    "grillé", "grillée", "rôti", "rôtie", "cuit", "cuite", "frit", "poêlé", "vapeur", "mélangé",
                    "mélangée", "farci", "farcie", "gratiné", "gratinée", "pané", "panée", "haché", "hachée", "nature",
                    "complet", "complète", "entier", "entière", "écrémé", "sauté", "sautée", "bouilli", "bouillie",
                    "poché", "pochée", "brouillé", "dur", "mollet", "râpé", "râpée", "beurrée",
                ]
            ),
            ("colour", ["rouge", "blanc", "blanche", "vert", "verte", "noir", "noire", "jaune"]),
            (
                "diet",
                [
                    "végétarien", "végétarienne", "végan", "végane", "allégé", "allégée", "light", "zéro", "écrémée",
                ]
            ),
        ],
        plural: .french,
        invariantWords: ["ananas", "anchois", "radis", "pois", "cassis", "maïs", "riz", "noix"],
        knownDishGroups: [
            (
                "French",
                [
                    "pain au chocolat", "pain aux raisins", "croque monsieur", "croque madame", "coq au vin",
                    "crème brûlée", "bœuf bourguignon", "soupe à l'oignon", "pot au feu", "steak frites",
                    "moules frites", "tarte tatin", "gratin dauphinois", "salade niçoise", "café au lait", "café crème",
                    "hachis parmentier", "quiche lorraine", "blanquette de veau", "pain perdu", "petits pois",
                    "foie gras", "pommes de terre", "mousse au chocolat", "île flottante", "haricots verts",
                    "pain de mie", "fromage blanc", "crème fraîche", "chou fleur", "thé vert", "vin rouge",
                    "vin blanc", "jus d'orange", "tarte aux pommes", "salade de fruits", "carottes râpées",
                    "crème glacée", "fruits rouges", "gâteau au chocolat", "sauce tomate",
                ]
            ),
            (
                "from elsewhere",
                ["spaghetti bolognaise", "chili con carne", "pizza margherita", "pad thaï", "chai latte"]
            ),
        ],
        knownDishSpellings: ["spaghetti bolognese": "spaghetti bolognaise"])
}

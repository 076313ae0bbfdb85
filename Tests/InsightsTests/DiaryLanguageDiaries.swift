/// Two diaries typed as native speakers type them, each entry with the foods a person
/// would name in it, written by hand (as the site shows them: lowercased, the diary's most
/// common spelling).
///
/// Choices: "Kaffee und Kuchen" is coffee and cake, two foods (the German afternoon custom
/// is a meal, not a dish); "Brot mit Butter" is bread and butter. "Pain au chocolat" is one
/// food: a pastry of its own, neither bread nor chocolate (as "gâteau au chocolat", "pommes
/// de terre" and "jus d'orange" are one food each); "salade de tomates" is salad and tomatoes.
enum DiaryLanguageDiaries {
    typealias Entry = (description: String, foods: [String])

    static let german: [Entry] = [
        ("Spaghetti mit Tomatensoße und Salat", ["spaghetti", "tomatensoße", "salat"]),
        ("Müsli mit Joghurt und Beeren", ["müsli", "joghurt", "beeren"]),
        ("Kaffee und Kuchen", ["kaffee", "kuchen"]),
        ("Frühstück: Brot mit Butter und Honig", ["brot", "butter", "honig"]),
        ("Zwei Brötchen mit Käse, dazu ein Kaffee", ["brötchen", "käse", "kaffee"]),
        ("Mittagessen in der Kantine: Schnitzel mit Pommes", ["schnitzel", "pommes"]),
        ("Abendessen: Kartoffelsalat und Würstchen", ["kartoffelsalat", "würstchen"]),
        ("Apfel", ["apfel"]),
        ("Zwei Äpfel und eine Banane", ["apfel", "banane"]),
        ("Rührei mit Speck und Toast", ["rührei", "speck", "toast"]),
        ("Grüner Tee", ["grüner tee"]),
        ("Kaffee mit Hafermilch", ["kaffee", "hafermilch"]),
        ("Linsensuppe mit Brot", ["linsensuppe", "brot"]),
        ("Joghurt mit frischen Erdbeeren", ["joghurt", "erdbeeren"]),
        ("Nudeln mit Pesto", ["nudeln", "pesto"]),
        ("Currywurst mit Pommes und Cola", ["currywurst", "pommes", "cola"]),
        ("Ein Stück Käsekuchen und Kaffee", ["käsekuchen", "kaffee"]),
        ("Hausgemachte Gemüsesuppe", ["gemüsesuppe"]),
        ("Brot mit Butter", ["brot", "butter"]),
        ("Zwei Eier und ein Glas Orangensaft", ["ei", "orangensaft"]),
        ("Ein gekochtes Ei mit Salz", ["ei", "salz"]),
        ("Pizza Margherita und ein Bier", ["pizza margherita", "bier"]),
        ("Spaghetti Bolognese", ["spaghetti bolognese"]),
        ("Gemischter Salat mit Feta", ["salat", "feta"]),
        ("Warme Milch mit Honig", ["milch", "honig"]),
        ("Obstsalat oder Joghurt", ["obstsalat", "joghurt"]),
        ("Brot mit Tomaten und Gurke", ["brot", "tomate", "gurke"]),
        ("Eine Tomate mit Mozzarella", ["tomate", "mozzarella"]),
        ("Kleiner Salat mit Walnüssen", ["salat", "walnüssen"]),
        ("Glühwein und Lebkuchen", ["glühwein", "lebkuchen"]),
    ]

    static let french: [Entry] = [
        ("Café et croissant", ["café", "croissant"]),
        ("Pain au chocolat et café crème", ["pain au chocolat", "café crème"]),
        ("Baguette avec du beurre et de la confiture", ["baguette", "beurre", "confiture"]),
        ("Petit-déjeuner : tartines de pain complet au miel", ["tartine", "pain", "miel"]),
        ("Déjeuner à la cantine : steak haché et frites", ["steak", "frites"]),
        ("Salade de tomates avec de la mozzarella", ["salade", "tomates", "mozzarella"]),
        ("Quiche lorraine et salade verte", ["quiche lorraine", "salade"]),
        ("Yaourt nature avec des fruits rouges", ["yaourt", "fruits rouges"]),
        ("Dîner : soupe à l'oignon", ["soupe à l oignon"]),
        ("Crêpes au sucre", ["crêpe", "sucre"]),
        ("Une crêpe au Nutella", ["crêpe", "nutella"]),
        ("Thé vert", ["thé vert"]),
        ("Croque-monsieur et une salade", ["croque monsieur", "salade"]),
        ("Poulet rôti avec des pommes de terre", ["poulet", "pommes de terre"]),
        ("Deux gâteaux au chocolat", ["gâteau au chocolat"]),
        ("Une part de gâteau au chocolat", ["gâteau au chocolat"]),
        ("Œufs brouillés et pain grillé", ["œufs", "pain"]),
        ("Omelette aux champignons", ["omelette", "champignons"]),
        ("Un verre de vin rouge avec du fromage", ["vin rouge", "fromage"]),
        ("Pâtes à la sauce tomate", ["pâtes", "sauce tomate"]),
        ("Jus d'orange et tartine beurrée", ["jus d orange", "tartine"]),
        ("Pain au chocolat", ["pain au chocolat"]),
        ("Couscous au poulet", ["couscous", "poulet"]),
        ("Ratatouille et riz", ["ratatouille", "riz"]),
        ("Goûter : un pain aux raisins", ["pain aux raisins"]),
        ("Fromage blanc avec du miel", ["fromage blanc", "miel"]),
        ("Un café", ["café"]),
        ("Moules-frites", ["moules frites"]),
        ("Tarte aux pommes maison", ["tarte aux pommes"]),
        ("Haricots verts et petits pois", ["haricots verts", "petits pois"]),
        ("Eau pétillante", ["eau"]),
    ]
}

extension FoodLanguage {
    /// Polish. Words are counted as typed: Polish plurals and cases ("z masłem", "z serem")
    /// are not safe to guess, so `ser` and `serem` are two spellings an alias can join.
    public static let polish = FoodLanguage(
        code: "pl",
        connectors: [
            "z", "ze", "i", "oraz", "lub", "albo", "na", "w", "we", "do", "bez", "po", "od", "a", "potem", "ale",
        ],
        stopwordKinds: [
            (
                "function words and fillers of speech",
                [
                    "to", "był", "była", "było", "jadłem", "jadłam", "zjadłem", "zjadłam", "piłem", "piłam", "mam",
                    "miałem", "miałam", "dziś", "dzisiaj", "wczoraj", "rano", "wieczorem", "wieczór", "południe",
                    "bardzo", "też", "także", "jeszcze", "tylko", "no", "yyy", "eee", "moja", "mój", "moje", "sobie",
                    "się", "jak", "co", "trochę", "szybko",
                ]
            ),
            (
                "places and company",
                [
                    "praca", "pracy", "biuro", "biurze", "stołówka", "stołówce", "restauracja", "restauracji", "domu",
                    "dom", "znajomymi", "rodziną",
                ]
            ),
            (
                "numbers",
                [
                    "jeden", "jedna", "jedno", "dwa", "dwie", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem",
                    "dziewięć", "dziesięć", "tuzin",
                ]
            ),
            (
                "meals",
                [
                    "śniadanie", "drugie", "obiad", "kolacja", "podwieczorek", "przekąska", "lunch", "deser",
                    "posiłek",
                ]
            ),
        ],
        describingKinds: [
            (
                "amount and size",
                ["pół", "podwójny", "podwójna", "mały", "mała", "małe", "duży", "duża", "duże", "dużo", "mało"]
            ),
            (
                "container and measure",
                [
                    "kawałek", "kawałki", "porcja", "porcji", "szklanka", "szklanki", "kubek", "filiżanka", "talerz",
                    "miska", "plasterek", "plasterki", "łyżka", "łyżki", "łyżeczka", "butelka", "puszka", "opakowanie",
                    "gram", "kilo", "litr",
                ]
            ),
            (
                "temperature",
                ["ciepły", "ciepła", "ciepłe", "zimny", "zimna", "zimne", "gorący", "gorąca", "gorące"]
            ),
            (
                "freshness and origin",
                [
                    "świeży", "świeża", "świeże", "domowy", "domowa", "domowe", "mrożony", "mrożona", "mrożone",
                    "kupny", "resztki",
                ]
            ),
            (
                "taste and texture",
                [
                    "pyszny", "pyszna", "pyszne", "ostry", "ostra", "ostre", "słodki", "słodka", "słodkie", "słony",
                    "słona", "lekki", "lekka", "lekkie", "dobry", "dobra", "dobre",
                ]
            ),
            (
                "preparation",
                [
                    "smażony", "smażona", "smażone", "pieczony", "pieczona", "pieczone", "gotowany", "gotowana",
                    "gotowane", "grillowany", "grillowana", "grillowane", "duszony", "duszona", "tarty", "mieszany",
                    "mieszana", "mieszane",
                ]
            ),
            (
                "colour",
                [
                    "czerwony", "czerwona", "czerwone", "biały", "biała", "białe", "zielony", "zielona", "zielone",
                    "czarny", "czarna", "czarne",
                ]
            ),
            ("diet", ["wegański", "wegańska", "wegańskie", "wegetariański", "wegetariańska", "light"]),
        ],
        plural: .asTyped,
        knownDishGroups: [
            (
                "Polish",
                [
                    "barszcz czerwony", "pierogi ruskie", "kotlet schabowy", "placki ziemniaczane", "zupa pomidorowa",
                    "zupa ogórkowa", "kasza gryczana", "sok pomarańczowy", "zielona herbata", "biała kiełbasa",
                    "sałatka jarzynowa", "czarna kawa",
                ]
            )
        ],
        knownDishSpellings: [:])
}

/// What a public build withheld (`PublicView`): counted for the summary, and the texts the
/// proof step looks for in every file of the site (`WithheldText`).
public struct Withheld: Hashable, Sendable {
    /// Original inputs withheld (those that differ from their description).
    public var originalInputs = 0
    /// Photos withheld.
    public var photos = 0
    /// Entries left out, with the hidden foods they mention.
    public var hiddenEntries = 0
    /// Pantry items left out (when the pantry is let in), with the hidden foods they name.
    public var hiddenPantryItems = 0
    /// Each food of `[public] hide`, in its order there, with what it hid.
    public var hidden: [HiddenFood] = []
    /// The config file's goals left out, each naming a hidden food.
    public var goals: [WithheldGoal] = []
    /// Whether the clock times were withheld.
    public var times = false
    /// Whether a pantry was withheld.
    public var pantry = false
    /// Whether a pantry was let in, and looked through for hidden foods.
    package var pantryShown = false
    /// The texts no file of the site may hold: the original inputs withheld, the hidden
    /// entries' descriptions and original inputs, the photos' file names, the hidden pantry
    /// items' names and notes.
    package var texts: Set<String> = []

    /// Nothing withheld.
    public init() {}

    /// The summary's lines: `Public: withheld 43 original inputs, 31 photos, 3 hidden entries,
    /// clock times, the pantry`, and with `[public] hide` what each food hid: `Hidden:
    /// 'whisky' 2 entries, 'gin' 1 entry and 1 pantry item, 'sweets' nothing`.
    public var lines: [String] {
        var parts: [String] = []
        if originalInputs > 0 { parts.append(Self.count(originalInputs, "original input")) }
        if photos > 0 { parts.append(Self.count(photos, "photo")) }
        if hiddenEntries > 0 { parts.append(Self.count(hiddenEntries, "hidden entry", plural: "hidden entries")) }
        if hiddenPantryItems > 0 { parts.append(Self.count(hiddenPantryItems, "hidden pantry item")) }
        if times { parts.append("clock times") }
        if pantry { parts.append("the pantry") }
        var lines = ["Public: " + (parts.isEmpty ? "nothing withheld" : "withheld " + parts.joined(separator: ", "))]
        if !hidden.isEmpty {
            lines.append("Hidden: " + hidden.map { "'\($0.word)' \($0.what)" }.joined(separator: ", "))
        }
        return lines
    }

    /// A warning for each food of `hide` that hid nothing, saying why when it can never be a
    /// food: a typo, or a word the food-word rules read as describing one, hides nothing; and
    /// one for each goal withheld.
    public var warnings: [String] {
        hidden.filter(\.hidNothing).map { food in
            let why =
                food.isNeverAFood
                ? "it is never a food on its own (a describing word such as \"sweet\" or \"extra\", or a not-food; see docs/food-words.md)"
                : pantryShown ? "no entry or pantry item names it" : "no entry names it"
            return "[public] hide '\(food.word)' hid nothing: \(why)"
        } + goals.map(\.warning)
    }

    package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

/// A goal (the config file's `[[goals]]`) a public build leaves out: its food or its name is a
/// food of `[public] hide`, which its page and lines would name.
public struct WithheldGoal: Hashable, Sendable {
    /// Its number among the config file's goals, 1 the first.
    public var number: Int
    /// Its name, when it has one.
    public var name: String?
    /// The food or name that a hidden food is.
    public var word: String

    /// The goal numbered `number`, named `name`, whose `word` a hidden food is.
    public init(number: Int, name: String?, word: String) {
        self.number = number
        self.name = name
        self.word = word
    }

    /// `goal 3 ("Whisky at weekends") is withheld from the public view: it names "whisky",
    /// which [public] hide hides`.
    public var warning: String {
        "goal \(number)" + (name.map { " (\"\($0)\")" } ?? "")
            + " is withheld from the public view: it names \"\(word)\", which [public] hide hides"
    }
}

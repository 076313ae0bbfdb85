/// What a public build withheld (`PublicView`): counted for the summary, and the texts the
/// proof step looks for in every file of the site (`WithheldText`).
public struct Withheld: Hashable, Sendable {
    /// Original inputs withheld (those that differ from their description).
    public var originalInputs = 0
    /// Photos withheld.
    public var photos = 0
    /// Entries left out, with the hidden foods they mention.
    public var hiddenEntries = 0
    /// The foods of `[public] hide` that left entries out, as written there.
    public var hiddenFoods: [String] = []
    /// Whether the clock times were withheld.
    public var times = false
    /// Whether a pantry was withheld.
    public var pantry = false
    /// The texts no file of the site may hold: the original inputs withheld, the hidden
    /// entries' descriptions and original inputs, the photos' file names.
    var texts: Set<String> = []

    /// Nothing withheld.
    public init() {}

    /// The summary's line: `Public: withheld 43 original inputs, 31 photos, 3 entries hiding
    /// 'whisky', clock times, the pantry`.
    public var line: String {
        var parts: [String] = []
        if originalInputs > 0 { parts.append(Self.count(originalInputs, "original input")) }
        if photos > 0 { parts.append(Self.count(photos, "photo")) }
        if hiddenEntries > 0 {
            let foods = hiddenFoods.map { "'\($0)'" }.joined(separator: ", ")
            parts.append(Self.count(hiddenEntries, "entry", plural: "entries") + " hiding " + foods)
        }
        if times { parts.append("clock times") }
        if pantry { parts.append("the pantry") }
        return "Public: " + (parts.isEmpty ? "nothing withheld" : "withheld " + parts.joined(separator: ", "))
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

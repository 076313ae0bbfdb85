/// An English noun with its plural, for counts in sentences, tooltips and table headers
/// ("1 entry", "12 entries").
public struct Noun: Sendable, Encodable, Hashable {
    /// The singular form, e.g. "entry".
    public var singular: String
    /// The plural form, e.g. "entries".
    public var plural: String

    /// A noun with its singular and plural forms.
    public init(_ singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// "entry" / "entries".
    public static let entry = Noun("entry", plural: "entries")
    /// "time" / "times", for how often a food was eaten.
    public static let time = Noun("time", plural: "times")
    /// "food" / "foods".
    public static let food = Noun("food", plural: "foods")
    /// "category" / "categories".
    public static let category = Noun("category", plural: "categories")

    /// The form that goes with `count`: singular for exactly 1, plural otherwise.
    public func form(for count: Int) -> String {
        count == 1 ? singular : plural
    }

    /// `count` with its noun, e.g. "1 entry", "1,234 entries".
    public func counted(_ count: Int) -> String {
        "\(Wording.number(count)) \(form(for: count))"
    }
}

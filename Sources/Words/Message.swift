/// One message of a catalog: a text, or cases chosen by an argument.
///
/// In a catalog file (TOML), a message is either a string, or a table of plural cases
/// (`zero`, `one`, `two`, `few`, `many`, `other`: CLDR's categories; `other` required),
/// chosen by the argument `count` unless `plural = "name"` names another, or a table of
/// select cases (`select = "name"` with a case per value of that argument and `other`
/// required). A case is itself a message. `zero`, when there, is used for exactly 0 in every
/// language (in English 0 is otherwise `other`: "no entries" reads better than "0 entries").
indirect enum Message: Sendable, Hashable {
    case text(Pattern)
    case plural(argument: String, cases: [PluralCategory: Message])
    case select(argument: String, cases: [String: Message])

    /// Every argument the message or any of its cases uses, the choosing ones included.
    var arguments: Set<String> {
        switch self {
        case .text(let pattern): pattern.arguments
        case .plural(let argument, let cases):
            cases.values.reduce(into: [argument]) { $0.formUnion($1.arguments) }
        case .select(let argument, let cases):
            cases.values.reduce(into: [argument]) { $0.formUnion($1.arguments) }
        }
    }

    /// The plural categories used anywhere in the message.
    var pluralCategories: Set<PluralCategory> {
        switch self {
        case .text: []
        case .plural(_, let cases):
            cases.values.reduce(into: Set(cases.keys)) { $0.formUnion($1.pluralCategories) }
        case .select(_, let cases):
            cases.values.reduce(into: []) { $0.formUnion($1.pluralCategories) }
        }
    }

    /// The select cases used anywhere in the message, by the argument that chooses them.
    var selectCases: [String: Set<String>] {
        switch self {
        case .text: [:]
        case .plural(_, let cases):
            cases.values.reduce(into: [:]) { $0.merge($1.selectCases) { $0.union($1) } }
        case .select(let argument, let cases):
            cases.values.reduce(into: [argument: Set(cases.keys)]) { $0.merge($1.selectCases) { $0.union($1) } }
        }
    }
}

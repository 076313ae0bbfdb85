/// A value a message is given for one of its named arguments.
///
/// Numbers are written as the catalog's locale writes them (grouping, digits), lists joined
/// as its language joins them ("Friday, Saturday and Sunday"); a count, a list's length or a
/// decimal number chooses a plural case.
public enum Argument: Sendable, Hashable {
    /// A whole number: "1,234".
    case count(Int)
    /// A number with at most `places` decimal places: "1.5".
    case decimal(Double, places: Int)
    /// Text put in as it is: a food's name, a date already written.
    case text(String)
    /// Items joined as a list with "and".
    case list([String])
}

extension Argument: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self = .count(value) }
    public init(stringLiteral value: String) { self = .text(value) }
}

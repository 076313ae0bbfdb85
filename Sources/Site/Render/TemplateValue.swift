/// A value as templates see it, written out instead of found by reflection.
///
/// A context's tree is a dictionary of its stored properties by name (optionals left out when
/// nil, arrays as arrays of trees, nested contexts as their trees); strings, numbers, booleans
/// and blocks are their own trees. It is exactly what reflection gives (`MustacheTree.reflected`),
/// which a test checks for every page of a specimen site.
protocol TemplateValue: Sendable {
    /// The value as the template engine receives it.
    var templateTree: Any { get }
}

extension String: TemplateValue {
    var templateTree: Any { self }
}

extension Int: TemplateValue {
    var templateTree: Any { self }
}

extension Bool: TemplateValue {
    var templateTree: Any { self }
}

extension Double: TemplateValue {
    var templateTree: Any { self }
}

extension Block: TemplateValue {
    var templateTree: Any { self }
}

extension Array: TemplateValue where Element: TemplateValue {
    var templateTree: Any { map(\.templateTree) }
}

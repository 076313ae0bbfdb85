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

/// A value that is its own tree: strings, numbers, booleans and blocks.
protocol TemplateLeaf: TemplateValue {}

extension TemplateLeaf {
    var templateTree: Any { self }
}

extension String: TemplateLeaf {}
extension Int: TemplateLeaf {}
extension Bool: TemplateLeaf {}
extension Double: TemplateLeaf {}
extension Block: TemplateLeaf {}

extension Array: TemplateValue where Element: TemplateValue {
    var templateTree: Any { map(\.templateTree) }
}

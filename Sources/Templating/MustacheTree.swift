/// A page context turned into dictionaries and arrays once, before rendering.
///
/// The template engine looks a name up with reflection each time it meets it, and climbs the
/// context stack doing so for every name a section does not have; a dictionary answers in
/// one hash lookup. Contexts write their trees out (`TemplateValue`), so no reflection runs
/// per page; the tree has exactly the values reflection would give: stored properties by name,
/// optionals unwrapped, nil left out, so templates render the same.
package enum MustacheTree {
    /// What the engine renders `value` from: its own tree when it is a `TemplateValue`, else
    /// the reflected one.
    package static func make(_ value: Any) -> Any {
        (value as? any TemplateValue)?.templateTree ?? reflected(value)
    }

    /// The tree reflection gives: the reference the written-out trees are tested against.
    package static func reflected(_ value: Any) -> Any {
        switch value {
        case is String, is Int, is Bool, is Double, is Block:
            return value
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { reflected($0.value) } ?? value
        case .collection, .set:
            return mirror.children.map { reflected($0.value) }
        case .struct, .class:
            var node: [String: Any] = [:]
            node.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                let childMirror = Mirror(reflecting: child.value)
                if childMirror.displayStyle == .optional {
                    guard let wrapped = childMirror.children.first?.value else { continue }
                    node[label] = reflected(wrapped)
                } else {
                    node[label] = reflected(child.value)
                }
            }
            return node
        default:
            return value
        }
    }
}

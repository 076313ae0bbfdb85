/// The variables templates can use, learned from the contexts of a specimen site (the
/// built-in sample diary over two years, so every optional part is present): every key a
/// context type has, and which of them hold blocks of HTML.
public struct TemplateSchema: Sendable {
    /// Every variable name any template can see.
    public private(set) var keys: Set<String> = []
    /// The names whose values are blocks (placed with `{{{name}}}` in Markdown templates).
    public private(set) var blockKeys: Set<String> = []
    /// The names whose values are trusted HTML in the layout.
    public let htmlKeys: Set<String> = ["content"]
    /// Variables by template, for the documentation: template name → sorted key paths.
    public private(set) var variables: [String: [String]] = [:]

    /// An empty schema, which `learn(_:template:)` fills.
    public init() {}

    /// Adds the keys of `context` (recursively) as variables of `template`: the keys of the tree
    /// templates see (`templateTree`, written by `TemplateEncoder` from the context's `Encodable`
    /// conformance), so the schema has exactly the names a template can be given.
    package mutating func learn(_ context: any TemplateValue, template: String) {
        var paths: Set<String> = Set(variables[template] ?? [])
        walk(context.templateTree, prefix: "", into: &paths)
        variables[template] = paths.sorted()
    }

    private mutating func walk(_ tree: Any, prefix: String, into paths: inout Set<String>) {
        if let fields = tree as? [String: Any] {
            for (label, child) in fields {
                keys.insert(label)
                let path = prefix.isEmpty ? label : prefix + "." + label
                paths.insert(path)
                if child is Block { blockKeys.insert(label) }
                walk(child, prefix: path, into: &paths)
            }
        } else if let items = tree as? [Any] {
            for item in items { walk(item, prefix: prefix, into: &paths) }
        }
    }
}

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

    /// The schema of FoodStory's contexts, learnt from `TemplateSpecimen`.
    public static let standard: TemplateSchema = {
        var schema = TemplateSchema()
        for (template, context) in TemplateSpecimen.contexts() { schema.learn(context, template: template) }
        return schema
    }()

    /// Adds the keys of `context` (recursively) as variables of `template`.
    mutating func learn(_ context: Any, template: String) {
        var paths: Set<String> = Set(variables[template] ?? [])
        walk(context, prefix: "", into: &paths)
        variables[template] = paths.sorted()
    }

    private mutating func walk(_ value: Any, prefix: String, into paths: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value { walk(wrapped, prefix: prefix, into: &paths) }
        case .collection, .set:
            for child in mirror.children { walk(child.value, prefix: prefix, into: &paths) }
        case .struct, .class:
            if value is Block || value is String { return }
            for child in mirror.children {
                guard let label = child.label else { continue }
                keys.insert(label)
                let path = prefix.isEmpty ? label : prefix + "." + label
                paths.insert(path)
                if child.value is Block { blockKeys.insert(label) }
                walk(child.value, prefix: path, into: &paths)
            }
        default:
            return
        }
    }
}

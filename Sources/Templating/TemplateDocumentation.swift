/// The reference of every template's variables, made from the schema so that
/// `docs/templates.md` cannot drift from the code (a test compares them).
public enum TemplateDocumentation {
    /// One Markdown section per template, listing its variables as key paths.
    public static func variables(_ schema: TemplateSchema) -> String {
        var text = ""
        for template in schema.variables.keys.sorted() {
            text += "### `\(template)`\n\n"
            for path in schema.variables[template] ?? [] {
                let last = path.split(separator: ".").last.map(String.init) ?? path
                let note = schema.blockKeys.contains(last) ? " — block: place with `{{{\(last)}}}`" : ""
                text += "- `\(path)`\(note)\n"
            }
            text += "\n"
        }
        return text
    }
}

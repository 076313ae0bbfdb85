import Foundation
import Words

extension TemplateSet {
    /// The sources as the engine reads them: each `{{words.key}}` replaced by its message.
    package func expandedSources() throws(TemplateError) -> [Source] {
        try sources.values.sorted { $0.relativePath < $1.relativePath }.map { (source) throws(TemplateError) in
            try source.expandingWords(words)
        }
    }
}

extension TemplateSet.Source {
    /// The source with each `{{words.name}}` replaced by the catalog's message `name`, as
    /// template text (`Catalog.templateText`): a heading, a label, a sentence with the
    /// template's own variables in it. A name the catalog has no plain message for is an error
    /// naming the line.
    func expandingWords(_ words: Catalog) throws(TemplateError) -> Self {
        guard text.contains("{{words.") else { return self }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{words.") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError(file: file, line: line(of: open.lowerBound), message: "{{words. is never closed")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let message = words.templateText(name) else {
                throw TemplateError(
                    file: file, line: line(of: open.lowerBound),
                    message: "words.\(name) is not a message a template can show; "
                        + "expected a key of docs/templates.md's words with no plural or select cases")
            }
            out += message
            rest = rest[close.upperBound...]
        }
        out += rest
        var expanded = self
        expanded.text = out
        return expanded
    }

    private func line(of index: String.Index) -> Int {
        text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}

import Foundation

/// Finds what swift-mustache would render as silent emptiness: a variable no context has (a
/// misspelt name), a partial that does not exist, and diary text placed unescaped.
public enum TemplateChecker {
    /// Every problem in `sources`, in file and line order.
    public static func check(_ sources: [TemplateSet.Source], schema: TemplateSchema) -> [TemplateError] {
        let names = Set(sources.map(\.name))
        var errors: [TemplateError] = []
        for source in sources.sorted(by: { $0.relativePath < $1.relativePath }) {
            for tag in tags(in: source.text) {
                let problem: String?
                switch tag.sigil {
                case "!", "%", "=":
                    problem = nil
                case ">", "<":
                    problem = names.contains(tag.name) ? nil : "no partial named \"\(tag.name)\""
                default:
                    problem = variableProblem(tag, source: source, schema: schema)
                }
                if let problem { errors.append(TemplateError(file: source.file, line: tag.line, message: problem)) }
            }
        }
        return errors
    }

    /// The variables `layout.html` had for its header before the header's links became one list,
    /// `navigation`: a layout of a person's own that still names one is told what replaced it.
    static let replacedLayoutVariables: Set<String> = [
        "calendar", "insights", "foods", "search", "pantry", "isHome", "isCalendar", "isInsights", "isFoods",
        "isSearch", "isPantry",
    ]

    private static func variableProblem(_ tag: Tag, source: TemplateSet.Source, schema: TemplateSchema) -> String? {
        guard tag.name != "." else { return nil }
        let parts = tag.name.split(separator: ".").map(String.init)
        if source.name == "layout", let first = parts.first, replacedLayoutVariables.contains(first) {
            return
                "\"\(first)\" is no longer a variable of layout.html: the header's links are the list \"navigation\" (each with url, label and current); see docs/templates.md"
        }
        for part in parts where Int(part) == nil && !schema.keys.contains(part) {
            return "unknown variable \"\(tag.name)\"; see docs/templates.md for the variables of each template"
        }
        if tag.unescaped, let last = parts.last {
            let allowed = source.isMarkdown ? schema.blockKeys : schema.htmlKeys.union(schema.blockKeys)
            if !allowed.contains(last) {
                return
                    "{{{\(tag.name)}}} inserts \"\(tag.name)\" without escaping; only blocks (charts, cards) may be placed that way — use {{\(tag.name)}}"
            }
        }
        return nil
    }

    /// A Mustache tag: its sigil (`#`, `^`, `/`, `>`, `&`, `!`, or empty), name and line.
    package struct Tag {
        package var sigil: String
        package var name: String
        package var unescaped: Bool
        package var line: Int
    }

    package static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" { line += 1 }
            guard text[index...].hasPrefix("{{") else {
                index = text.index(after: index)
                continue
            }
            let triple = text[index...].hasPrefix("{{{")
            let start = text.index(index, offsetBy: triple ? 3 : 2)
            guard let close = text.range(of: triple ? "}}}" : "}}", range: start..<text.endIndex) else { break }
            var inner = text[start..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            var sigil = ""
            if let first = inner.first, "#^/>&!%=<$".contains(first) {
                sigil = String(first)
                inner = String(inner.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            tags.append(Tag(sigil: sigil, name: inner, unescaped: triple || sigil == "&", line: line))
            line += text[index..<close.upperBound].filter { $0 == "\n" }.count
            index = close.upperBound
        }
        return tags
    }
}

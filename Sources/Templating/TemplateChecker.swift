import Foundation

/// Finds what swift-mustache would render as silent emptiness: a variable the template's
/// context does not have (a misspelt name, or one of another template), a partial that does
/// not exist, diary text placed unescaped, and a block placed inside a line of text.
public enum TemplateChecker {
    /// Every problem in `sources`, in file and line order. Partials are looked for among
    /// `sources` and `others` (the templates that are not checked: the defaults a user did not
    /// replace); a partial may use the variables of every template that includes it.
    public static func check(
        _ sources: [TemplateSet.Source], schema: TemplateSchema, others: [TemplateSet.Source] = []
    ) -> [TemplateError] {
        let everyone = sources + others.filter { other in !sources.contains { $0.name == other.name } }
        let names = Set(everyone.map(\.name))
        let allowed = variables(of: everyone, schema: schema)
        var errors: [TemplateError] = []
        for source in sources.sorted(by: { $0.relativePath < $1.relativePath }) {
            let lines = source.text.components(separatedBy: "\n")
            for tag in tags(in: source.text) {
                let problem: String?
                switch tag.sigil {
                case "!", "%", "=":
                    problem = nil
                case ">", "<":
                    problem = names.contains(tag.name) ? nil : "no partial named \"\(tag.name)\""
                default:
                    let line = tag.line <= lines.count ? lines[tag.line - 1] : ""
                    problem = variableProblem(
                        tag, source: source, schema: schema, allowed: allowed[source.name] ?? schema.keys,
                        line: line)
                }
                if let problem { errors.append(TemplateError(file: source.file, line: tag.line, message: problem)) }
            }
        }
        return errors
    }

    /// The variable names each template may use: those of its own context, and for a partial
    /// (which has no context of its own) those of every template that includes it.
    package static func variables(of sources: [TemplateSet.Source], schema: TemplateSchema) -> [String: Set<String>] {
        var allowed: [String: Set<String>] = [:]
        for (template, paths) in schema.variables {
            allowed[template] = Set(paths.flatMap { $0.split(separator: ".").map(String.init) })
        }
        let includes = sources.map { source in
            (source.name, Set(tags(in: source.text).filter { $0.sigil == ">" }.map(\.name)))
        }
        // A partial included by a partial gets its includer's variables: repeat until nothing
        // more is learnt.
        var changed = true
        while changed {
            changed = false
            for (includer, partials) in includes {
                guard let known = allowed[includer] else { continue }
                for partial in partials where schema.variables[partial] == nil {
                    let before = allowed[partial]?.count ?? -1
                    allowed[partial, default: []].formUnion(known)
                    if allowed[partial]?.count != before { changed = true }
                }
            }
        }
        return allowed
    }

    /// The variables `layout.html` had for its header before the header's links became one list,
    /// `navigation`: a layout of a person's own that still names one is told what replaced it.
    package static let replacedLayoutVariables: Set<String> = [
        "calendar", "insights", "foods", "search", "pantry", "isHome", "isCalendar", "isInsights", "isFoods",
        "isSearch", "isPantry",
    ]

    private static func variableProblem(
        _ tag: Tag, source: TemplateSet.Source, schema: TemplateSchema, allowed: Set<String>, line: String
    ) -> String? {
        guard tag.name != "." else { return nil }
        let parts = tag.name.split(separator: ".").map(String.init)
        if source.name == "layout", let first = parts.first, replacedLayoutVariables.contains(first) {
            return
                "\"\(first)\" is no longer a variable of layout.html: the header's links are the list \"navigation\" (each with url, label and current); see docs/templates.md"
        }
        for part in parts where Int(part) == nil && !allowed.contains(part) {
            let owners = schema.variables.filter {
                $0.value.contains { $0.split(separator: ".").contains { $0 == part } }
            }
            .keys.sorted()
            if !owners.isEmpty {
                return
                    "unknown variable \"\(tag.name)\": \"\(part)\" is a variable of \(owners.joined(separator: ", ")), not of \(source.name); see docs/templates.md for the variables of each template"
            }
            return "unknown variable \"\(tag.name)\"; see docs/templates.md for the variables of each template"
        }
        if tag.unescaped, let last = parts.last {
            let allowed = source.isMarkdown ? schema.blockKeys : schema.htmlKeys.union(schema.blockKeys)
            if !allowed.contains(last) {
                return
                    "{{{\(tag.name)}}} inserts \"\(tag.name)\" without escaping; only blocks (charts, cards) may be placed that way — use {{\(tag.name)}}"
            }
            if source.isMarkdown {
                let rest = line.replacingOccurrences(of: tag.text, with: "").trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty {
                    return
                        "{{{\(tag.name)}}} is a block and must be on a line of its own, with nothing else on the line (here: \"\(line.trimmingCharacters(in: .whitespaces))\")"
                }
            }
        }
        return nil
    }

    /// Why a template cannot be parsed, in words, with the line to look at: a section that is
    /// never closed, or closed by another name or when none is open. Nil when its sections
    /// pair up (or it changes its delimiters, which this reading does not follow).
    package static func sectionProblem(in text: String) -> (line: Int, message: String)? {
        guard !text.contains("{{=") else { return nil }
        var open: [Tag] = []
        for tag in tags(in: text) {
            switch tag.sigil {
            case "#", "^", "$", "<":
                open.append(tag)
            case "/":
                guard let last = open.popLast() else {
                    return (tag.line, "{{/\(tag.name)}} closes a section, but no section is open here")
                }
                guard last.name == tag.name else {
                    return (
                        tag.line,
                        "{{/\(tag.name)}} closes a section that is not open; expected {{/\(last.name)}} to close {{\(last.sigil)\(last.name)}} of line \(last.line)"
                    )
                }
            default:
                continue
            }
        }
        if let last = open.last {
            return (
                last.line,
                "{{\(last.sigil)\(last.name)}} opens a section that is never closed; expected {{/\(last.name)}} before the end of the file"
            )
        }
        return nil
    }

    /// A Mustache tag: its sigil (`#`, `^`, `/`, `>`, `&`, `!`, or empty), name and line, and
    /// its text as written.
    package struct Tag {
        package var sigil: String
        package var name: String
        package var unescaped: Bool
        package var line: Int
        package var text: String = ""
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
            tags.append(
                Tag(
                    sigil: sigil, name: inner, unescaped: triple || sigil == "&", line: line,
                    text: String(text[index..<close.upperBound])))
            line += text[index..<close.upperBound].filter { $0 == "\n" }.count
            index = close.upperBound
        }
        return tags
    }
}

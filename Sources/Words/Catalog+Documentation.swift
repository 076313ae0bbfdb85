extension Catalog {
    /// Every message of the catalog as a Markdown table, key by key in the catalog's order:
    /// its arguments (the ones that choose a case among them) and its text, each case on a line
    /// of its own. `docs/templates.md` holds it, and a test keeps it exact.
    public func documentation() -> String {
        var lines = ["| key | arguments | English |", "| --- | --- | --- |"]
        for key in MessageKey.allCases {
            guard let message = messages[key] else { continue }
            let arguments = message.arguments.sorted().map { "`{\($0)}`" }.joined(separator: ", ")
            let text = Self.cases(message, prefix: "").map { label, text in
                (label.isEmpty ? "" : "*\(label)*: ") + Self.cell(text)
            }.joined(separator: "<br>")
            lines.append("| `\(key.rawValue)` | \(arguments.isEmpty ? "–" : arguments) | \(text) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The words of every message in every case, its arguments as their names in braces
    /// (`{count}`), a message to a line: every character the catalog itself can write.
    package func allTexts() -> String {
        MessageKey.allCases.compactMap { messages[$0] }.flatMap { Self.cases($0, prefix: "").map(\.1) }
            .joined(separator: "\n")
    }

    /// The texts of a message, each with the cases that lead to it ("eaten, one").
    private static func cases(_ message: Message, prefix: String) -> [(String, String)] {
        let join = { (name: String) in prefix.isEmpty ? name : "\(prefix), \(name)" }
        switch message {
        case .text(let pattern): return [(prefix, text(pattern))]
        case .plural(_, let cases):
            return cases.keys.sorted().flatMap { category in
                cases[category].map { Self.cases($0, prefix: join(category.rawValue)) } ?? []
            }
        case .select(_, let cases):
            let order = cases.keys.filter { $0 != "other" }.sorted() + ["other"]
            return order.flatMap { value in cases[value].map { Self.cases($0, prefix: join(value)) } ?? [] }
        }
    }

    private static func text(_ pattern: Pattern) -> String {
        pattern.pieces.map {
            switch $0 {
            case .literal(let words): words
            case .argument(let name): "{\(name)}"
            }
        }.joined()
    }

    /// `text` as a table cell's Markdown: the characters Markdown or a table would read escaped.
    private static func cell(_ text: String) -> String {
        guard !text.isEmpty else { return "(nothing)" }
        var out = ""
        for character in text {
            if "|*_<>`[]\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

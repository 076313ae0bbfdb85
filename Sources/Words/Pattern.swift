/// A message's text: literal words with named arguments in braces, `"Eaten {count} times."`.
///
/// A brace is always an argument's: `{` opens a name of letters, digits, `-` and `.` (a
/// template's `{first.url}`), and `}` closes it. There is no other syntax.
struct Pattern: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case literal(String)
        case argument(String)
    }

    let pieces: [Piece]

    /// The names the text uses.
    var arguments: Set<String> {
        Set(pieces.compactMap { if case .argument(let name) = $0 { name } else { nil } })
    }

    /// Whether the text is a sentence that begins with an argument: it ends with `.`, `!` or
    /// `?`, and its first letter, the argument's, is made a capital. A fragment ("{label}
    /// {count}", put inside another message) is left as it is.
    var isSentenceBeginningWithArgument: Bool {
        guard case .argument = pieces.first, case .literal(let last) = pieces.last, let end = last.last else {
            return false
        }
        return Catalog.sentenceEnds.contains(end)
    }

    /// The text read into pieces; the reason it cannot be, in words, when a brace is unmatched
    /// or a name is empty or holds other characters.
    init(parsing text: String) throws(PatternProblem) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "{":
                guard let close = rest.firstIndex(of: "}") else {
                    throw PatternProblem("a { is never closed; expected {name}")
                }
                let name = String(rest[..<close])
                guard !name.isEmpty,
                    name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
                else {
                    throw PatternProblem("{\(name)} is not an argument's name; expected letters, digits, - and .")
                }
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.argument(name))
                rest = rest[rest.index(after: close)...]
            case "}":
                throw PatternProblem("a } has no { before it")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }
}

/// Why a message's text cannot be read.
struct PatternProblem: Error, Sendable {
    let words: String
    init(_ words: String) { self.words = words }
}

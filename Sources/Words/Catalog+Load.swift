import Foundation
import Support
import TOMLKit

extension Catalog {
    /// The folder of the catalogs shipped with FoodStory (`Catalogs/en.toml`).
    public static var shippedFolder: URL? {
        Bundle.module.url(forResource: "Catalogs", withExtension: nil)
    }

    /// The English catalog as shipped: the messages the pages show when no locale is set.
    /// Numbers and lists are written as British English writes them ("1,234"; "Friday,
    /// Saturday and Sunday", with no comma before "and").
    public static func english(fileSystem: FileSystem = .disk) throws(CatalogError) -> Catalog {
        try shipped(locale: nil, fileSystem: fileSystem)
    }

    /// The languages FoodStory ships a catalog for, as their codes: `ar`, `de`, `en`, ….
    public static func shippedLanguages(fileSystem: FileSystem = .disk) -> [String] {
        guard let folder = shippedFolder, let names = try? fileSystem.list(folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The shipped catalog for `tag`, a BCP 47 locale such as `de`, `de-CH`, `hi-IN`,
    /// `ar-EG-u-nu-latn`: the messages of its language, numbers, dates and lists as its region
    /// writes them. Nil is today's English site (`en`, written as British English writes it).
    /// A tag whose language has no catalog is an error naming the ones there are.
    public static func shipped(locale tag: String?, fileSystem: FileSystem = .disk) throws(CatalogError) -> Catalog {
        let (language, locale) = try Self.locale(tag, fileSystem: fileSystem)
        guard let folder = shippedFolder else {
            throw CatalogError(
                file: "Catalogs/\(language).toml", message: "FoodStory's catalog is missing from its installation")
        }
        let file = folder.appendingPathComponent("\(language).toml").path
        guard let data = try? fileSystem.readFollowingLinks(file), let text = String(data: data, encoding: .utf8)
        else {
            throw CatalogError(file: file, message: "cannot be read as UTF-8 text")
        }
        return try Catalog(shipped: text, file: file, language: language, locale: locale)
    }

    /// The language whose catalog `tag` takes and the locale its formats come from; an error
    /// when the tag is not a locale or its language has no catalog.
    public static func locale(_ tag: String?, fileSystem: FileSystem = .disk) throws(CatalogError) -> (
        language: String, locale: Locale
    ) {
        guard let tag else { return ("en", Locale(identifier: "en_GB")) }
        let known = shippedLanguages(fileSystem: fileSystem)
        let shape = /[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*/
        guard (try? shape.wholeMatch(in: tag)) != nil,
            let language = Locale.Language(identifier: tag).languageCode?.identifier.lowercased()
        else {
            throw CatalogError(
                file: "locale", message: "\"\(tag)\" is not a locale; expected a BCP 47 tag such as de, de-CH, hi-IN")
        }
        guard known.contains(language) else {
            throw CatalogError(
                file: "locale",
                message: "FoodStory has no words in \"\(language)\" (from \"\(tag)\"); it speaks "
                    + known.joined(separator: ", "))
        }
        // English alone keeps the British formats the site has always had.
        return (language, tag.lowercased() == "en" ? Locale(identifier: "en_GB") : Locale(identifier: tag))
    }

    /// A shipped catalog from its text: every message of `MessageKey` there, no other, and no
    /// plural case its language lacks.
    init(shipped text: String, file: String, language: String, locale: Locale) throws(CatalogError) {
        guard let rules = PluralRules(locale: language) else {
            throw CatalogError(file: file, message: "ICU has no plural rules for \(language)")
        }
        let messages = try Self.messages(in: text, file: file, rules: rules)
        if let missing = MessageKey.allCases.first(where: { messages[$0] == nil }) {
            throw CatalogError(file: file, key: missing.rawValue, message: "is missing; every message needs its text")
        }
        self.init(language: language, locale: locale, rules: rules, messages: messages)
    }

    /// This catalog with the messages of `text` (a person's `words.toml`) in place of its own,
    /// key by key. Each replacing message may use only the arguments, and select values, of
    /// the message it replaces, and only its language's plural cases.
    public func replacing(with text: String, file: String) throws(CatalogError) -> Catalog {
        var messages = self.messages
        for (key, message) in try Self.messages(in: text, file: file, rules: rules) {
            if let original = self.messages[key] {
                let allowed = original.arguments
                if let extra = message.arguments.subtracting(allowed).sorted().first {
                    throw CatalogError(
                        file: file, key: key.rawValue,
                        message: "{\(extra)} is not one of its arguments; expected "
                            + (allowed.isEmpty ? "none" : allowed.sorted().map { "{\($0)}" }.joined(separator: ", ")))
                }
                let known = original.selectCases
                for (argument, values) in message.selectCases {
                    let expected = known[argument, default: []].union(["other"])
                    if let unknown = values.subtracting(expected).sorted().first {
                        throw CatalogError(
                            file: file, key: key.rawValue,
                            message: "\"\(unknown)\" is not a value of {\(argument)}; expected "
                                + expected.sorted().joined(separator: ", "))
                    }
                }
            }
            messages[key] = message
        }
        return Catalog(language: language, locale: locale, rules: rules, messages: messages)
    }

    /// The messages of a catalog file, each checked on its own.
    static func messages(in text: String, file: String, rules: PluralRules) throws(CatalogError) -> [MessageKey:
        Message]
    {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw CatalogError(
                file: file, line: error.source.begin.line, message: "not valid TOML: \(error.description)")
        } catch {
            throw CatalogError(file: file, message: "not valid TOML")
        }
        var messages: [MessageKey: Message] = [:]
        for name in table.keys.sorted() {
            guard let key = MessageKey(rawValue: name) else {
                throw CatalogError(
                    file: file, key: name,
                    message: "is not a message FoodStory writes (docs/templates.md lists every key)")
            }
            guard let value = table[name] else { continue }
            do throws(PatternProblem) {
                messages[key] = try message(value, rules: rules)
            } catch {
                throw CatalogError(file: file, key: name, message: error.words)
            }
        }
        return messages
    }

    private static func message(_ value: any TOMLValueConvertible, rules: PluralRules) throws(PatternProblem)
        -> Message
    {
        if let text = value.string { return .text(try Pattern(parsing: text)) }
        guard let table = value.table else {
            throw PatternProblem("expected text in quotes, or a table of plural or select cases")
        }
        if let selector = table["select"] {
            guard let argument = selector.string, !argument.isEmpty else {
                throw PatternProblem("select must name an argument, in quotes")
            }
            var cases: [String: Message] = [:]
            for name in table.keys.sorted() where name != "select" {
                guard let value = table[name] else { continue }
                cases[name] = try message(value, rules: rules)
            }
            guard cases["other"] != nil else {
                throw PatternProblem("its select cases need other, for any value not named")
            }
            return .select(argument: argument, cases: cases)
        }
        // A table of `other` alone is a plain text (after a table header, TOML has no other way
        // to give one).
        if table.keys == ["other"], let other = table["other"] { return try message(other, rules: rules) }
        var argument = "count"
        if let chooser = table["plural"] {
            guard let name = chooser.string, !name.isEmpty else {
                throw PatternProblem("plural must name an argument, in quotes")
            }
            argument = name
        }
        var cases: [PluralCategory: Message] = [:]
        let expected = rules.categories.union([.zero]).sorted().map(\.rawValue).joined(separator: ", ")
        for name in table.keys.sorted() where name != "plural" {
            guard let category = PluralCategory(rawValue: name),
                category == .zero || rules.categories.contains(category)
            else {
                throw PatternProblem(
                    "\(name) is not a plural case of \(rules.locale); expected \(expected), or select = \"argument\"")
            }
            guard let value = table[name] else { continue }
            cases[category] = try message(value, rules: rules)
        }
        guard cases[.other] != nil else {
            throw PatternProblem("its plural cases need other; expected \(expected)")
        }
        return .plural(argument: argument, cases: cases)
    }
}

import Foundation

/// Every sentence and label FoodStory writes, in one language: messages by key
/// (`MessageKey`), each with named arguments and plural and select cases, the language's plural
/// rules (CLDR's, through ICU) and the locale numbers and lists are written in.
///
/// The catalog ships as `Catalogs/<language>.toml` (see `docs/templates.md`); a person's
/// `words.toml` in their templates folder replaces messages by key (`Catalog+Load.swift`).
public struct Catalog: Sendable {
    /// The language of the messages, e.g. `en`.
    public let language: String
    /// The locale numbers and lists are written in.
    public let locale: Locale
    let rules: PluralRules
    let messages: [MessageKey: Message]
    /// What its formatters wrote, by value.
    let memo = WrittenMemo()
    /// Whether the language is written right to left (Arabic): the page's `dir`.
    public let isRightToLeft: Bool
    /// Whether the locale writes some capitals its own way (`hasOwnCapitals`): asked once, as
    /// every label's first letter asks it.
    let hasOwnCapitals: Bool

    init(language: String, locale: Locale, rules: PluralRules, messages: [MessageKey: Message]) {
        self.language = language
        self.locale = locale
        self.rules = rules
        self.messages = messages
        // Asked of ICU once: a card asks it of every line it sets.
        isRightToLeft = Locale.Language(identifier: language).characterDirection == .rightToLeft
        hasOwnCapitals = Self.hasOwnCapitals(locale)
    }

    /// The message `key` with its `arguments`: numbers written as the locale writes them,
    /// lists joined as its language joins them, the case its counts and values choose, and a
    /// capital first letter when the message is a sentence that begins with an argument.
    public func callAsFunction(_ key: MessageKey, _ arguments: [String: Argument] = [:]) -> String {
        guard let message = messages[key] else { return key.rawValue }
        return text(message, arguments, key: key)
    }

    /// The message `key` with `value` as its `{count}`: "3 entries".
    public func count(_ key: MessageKey, _ value: Int) -> String {
        self(key, ["count": .count(value)])
    }

    /// The page's `lang`: the locale as a BCP 47 tag (`de-CH`, `ar-EG`), or `en` for the
    /// English site of no set locale.
    public var languageTag: String {
        locale.identifier == "en_GB" && language == "en" ? "en" : locale.identifier(.bcp47)
    }

    /// The script the language is written in, as ISO 15924 names it (`Latn`, `Deva`, `Arab`,
    /// `Jpan`): the likely one CLDR gives the language.
    public var script: String {
        Locale.Language(identifier: language).script?.identifier ?? "Latn"
    }

    /// The marks a sentence ends with, in the scripts of the shipped catalogs: Latin's, the
    /// full-width ones of Japanese, Arabic's question mark and Devanagari's danda.
    public static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？", "؟", "।"]

    /// `text` with its first letter a capital, as the locale writes capitals: a sentence or a
    /// title that begins with a name the diary or the config file gave in lower case.
    public func capitalizingFirst(_ text: String) -> String {
        Self.capitalizing(text, as: hasOwnCapitals ? locale : nil)
    }

    /// `text` with its first letter a capital, as `locale` writes capitals (nil: as Unicode's
    /// default casing does): "breakfast" → "Breakfast".
    public static func capitalizingFirst(_ text: String, locale: Locale? = nil) -> String {
        capitalizing(text, as: locale.flatMap { hasOwnCapitals($0) ? $0 : nil })
    }

    /// `text` with its first letter a capital: as `locale` writes it (one that has capitals of
    /// its own), else by Unicode's default casing.
    private static func capitalizing(_ text: String, as locale: Locale?) -> String {
        guard let first = text.first else { return text }
        let capital = locale.map { String(first).uppercased(with: $0) } ?? first.uppercased()
        return capital == String(first) ? text : capital + text.dropFirst()
    }

    /// Whether `locale`'s language writes some capitals otherwise than Unicode's default
    /// casing, which the standard library's `uppercased()` follows: Turkish and Azerbaijani (a
    /// dotted capital İ for i) and Lithuanian (a dot kept above i before an accent).
    static func hasOwnCapitals(_ locale: Locale) -> Bool {
        ["tr", "az", "lt"].contains(locale.language.languageCode?.identifier ?? "")
    }

    /// A whole number as the locale writes it: "1,234".
    public func number(_ value: Int) -> String {
        written(.count(value))
    }

    /// A year as the locale writes it, never grouped: "2026" (Arabic-Indic digits in `ar-EG`).
    public func year(_ year: Int) -> String {
        memo.text(.year(year)) { year.formatted(.number.grouping(.never).locale(locale)) }
    }

    /// A percentage as the locale writes it: "40%" (`whole` is the whole number, 40).
    public func percent(_ whole: Int) -> String {
        memo.text(.percent(whole)) {
            (Double(whole) / 100).formatted(.percent.precision(.fractionLength(0)).locale(locale))
        }
    }

    private func text(_ message: Message, _ values: [String: Argument], key: MessageKey) -> String {
        switch message {
        case .text(let pattern):
            var out = ""
            for piece in pattern.pieces {
                switch piece {
                case .literal(let words): out += words
                case .argument(let name):
                    guard let value = values[name] else {
                        assertionFailure("\(key.rawValue) was not given {\(name)}")
                        continue
                    }
                    out += written(value)
                }
            }
            return pattern.isSentenceBeginningWithArgument ? capitalizingFirst(out) : out
        case .plural(let argument, let cases):
            let category = category(of: values[argument], among: cases)
            guard let chosen = cases[category] ?? cases[.other] else { return "" }
            return text(chosen, values, key: key)
        case .select(let argument, let cases):
            var value = ""
            if case .text(let chosen) = values[argument] { value = chosen }
            guard let chosen = cases[value] ?? cases["other"] else { return "" }
            return text(chosen, values, key: key)
        }
    }

    private func category(of value: Argument?, among cases: [PluralCategory: Message]) -> PluralCategory {
        let number: Double =
            switch value {
            case .count(let count): Double(count)
            case .decimal(let decimal, _): decimal
            case .list(let items): Double(items.count)
            case .text, nil: 0
            }
        if number == 0, cases[.zero] != nil { return .zero }
        if case .count(let count) = value { return rules.category(count) }
        return rules.category(number)
    }

    /// The cases of the message `key` by the plural category its `{count}` chooses, each with
    /// `{count}` left in, for a script that picks the case and writes the number in the page
    /// itself (the search page's): `["zero": "No entries found.", "one": "1 entry found.",
    /// "other": "{count} entries found."]`. A message without cases is its one text, as `other`.
    public func countCases(_ key: MessageKey) -> [String: String] {
        guard let message = messages[key] else { return ["other": key.rawValue] }
        let left: [String: Argument] = ["count": .text("{count}")]
        guard case .plural(_, let cases) = message else { return ["other": text(message, left, key: key)] }
        return Dictionary(uniqueKeysWithValues: cases.map { ($0.key.rawValue, text($0.value, left, key: key)) })
    }

    /// The message named `name` as the text of a template (`{{words.name}}` in one): its words
    /// as they are, each argument as the template's variable of that name (`{asOf}` →
    /// `{{asOf}}`). Nil when no message has that name, or when it has cases (a template's words
    /// have none: the counts they show come written).
    public func templateText(_ name: String) -> String? {
        guard let key = MessageKey(rawValue: name), case .text(let pattern) = messages[key] else { return nil }
        return pattern.pieces.map {
            switch $0 {
            case .literal(let words): words
            case .argument(let name): "{{" + name + "}}"
            }
        }.joined()
    }

    /// `value` as the catalog's locale writes it.
    public func written(_ value: Argument) -> String {
        switch value {
        case .count(let count): memo.text(.number(count)) { count.formatted(.number.locale(locale)) }
        case .decimal(let number, let places):
            memo.text(.decimal(bits: number.bitPattern, places: places)) {
                number.formatted(.number.precision(.fractionLength(0...max(places, 0))).locale(locale))
            }
        case .text(let text): text
        case .list(let items): items.formatted(.list(type: .and).locale(locale))
        }
    }
}

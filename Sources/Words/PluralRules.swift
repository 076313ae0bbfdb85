import _FoundationICU

/// A CLDR plural category: the form a language gives a count ("1 entry", "2 entries"; Polish
/// "2 wpisy", "5 wpisów"; Arabic has all six).
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A language's plural rules, as CLDR gives them: which category a count takes, and which
/// categories the language has. They come from the ICU that Foundation's formatters use
/// (`uplrules_select`, which that copy of ICU exports as `swift_uplrules_select`: ICU's own
/// renaming, so it never clashes with a system ICU), so a count's form and its digits come
/// from the same CLDR data, and no library is added.
///
/// The categories of the counts 0–999 are read once, when the rules are made; a larger count
/// asks ICU again.
public struct PluralRules: Sendable, Hashable {
    /// The locale the rules are for, e.g. `en`, `pl`, `ar`.
    public let locale: String
    /// The categories the language has (English: one, other).
    public let categories: Set<PluralCategory>
    private let small: [PluralCategory]

    /// The rules of `locale`; nil when ICU has none for it.
    public init?(locale: String) {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        defer { swift_uplrules_close(rules) }
        var categories: Set<PluralCategory> = []
        if let keywords = swift_uplrules_getKeywords(rules, &status) {
            var length: Int32 = 0
            while let keyword = swift_uenum_next(keywords, &length, &status) {
                if let category = PluralCategory(rawValue: String(cString: keyword)) { categories.insert(category) }
            }
            swift_uenum_close(keywords)
        }
        guard categories.contains(.other) else { return nil }
        self.locale = locale
        self.categories = categories
        small = (0..<1000).map { Self.select(rules, Double($0)) }
    }

    /// The category of `count`.
    public func category(_ count: Int) -> PluralCategory {
        if count >= 0, count < small.count { return small[count] }
        return category(Double(count))
    }

    /// The category of a number that may have decimals ("1.5 a day").
    public func category(_ number: Double) -> PluralCategory {
        if number >= 0, number < Double(small.count), number.rounded(.towardZero) == number {
            return small[Int(number)]
        }
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(locale, &status) else { return .other }
        defer { swift_uplrules_close(rules) }
        return Self.select(rules, number)
    }

    private static func select(_ rules: OpaquePointer, _ number: Double) -> PluralCategory {
        var status = U_ZERO_ERROR
        var keyword = [UChar](repeating: 0, count: 16)
        let length = swift_uplrules_select(rules, number, &keyword, Int32(keyword.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, length < keyword.count else { return .other }
        return PluralCategory(rawValue: String(decoding: keyword.prefix(Int(length)), as: UTF16.self)) ?? .other
    }

    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool { lhs.locale == rhs.locale }
    public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
}

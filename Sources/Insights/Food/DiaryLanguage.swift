/// The language a diary is written in, which chooses the food words its descriptions are
/// read with (`FoodLanguage`): its connectors, describing words, plurals and dishes.
///
/// Named by a BCP 47 language code (`de`, `de-CH`, `fr_FR`): the language subtag decides.
/// Hindi, Arabic and Japanese diaries are read with the English tables: FoodStory knows
/// none of their own connectors or plurals yet, and the apps that keep such diaries write
/// many of their descriptions in English.
public enum DiaryLanguage: String, CaseIterable, Codable, Sendable {
    /// English.
    case en
    /// German.
    case de
    /// French.
    case fr
    /// Spanish.
    case es
    /// Polish.
    case pl
    /// Hindi (read with the English tables).
    case hi
    /// Arabic (read with the English tables).
    case ar
    /// Japanese (read with the English tables).
    case ja

    /// The language a BCP 47 tag names (`de`, `DE-ch`, `fr_FR`), or nil when FoodStory has
    /// no food words for it.
    public init?(code: String) {
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        self.init(rawValue: language.lowercased())
    }

    /// The language a diary is read in when the settings name none: the language of the site's
    /// `locale` (a BCP 47 tag) when FoodStory reads it, else English.
    public static func defaultDiaryLanguage(locale: String? = nil) -> DiaryLanguage {
        locale.flatMap(DiaryLanguage.init(code:)) ?? .en
    }

    /// Every known code, in the order of the cases, for messages: `en, de, fr, es, pl, hi, ar, ja`.
    public static var knownCodes: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The food words its descriptions are read with.
    public var foodWords: FoodLanguage {
        switch self {
        case .en, .hi, .ar, .ja: .english
        case .de: .german
        case .fr: .french
        case .es: .spanish
        case .pl: .polish
        }
    }

}

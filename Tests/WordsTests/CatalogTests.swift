import Foundation
import Testing

@testable import Words

@Suite("The catalog of messages")
struct CatalogTests {
    static let english = Locale(identifier: "en_GB")

    static func catalog(_ text: String, language: String = "en") throws -> Catalog {
        let rules = try #require(PluralRules(locale: language))
        let messages = try Catalog.messages(in: text, file: "test.toml", rules: rules)
        return Catalog(language: language, locale: english, rules: rules, messages: messages)
    }

    @Test("The shipped English catalog has every message, and no other")
    func shippedEnglish() throws {
        let catalog = try Catalog.english()
        #expect(Set(catalog.messages.keys) == Set(MessageKey.allCases))
        #expect(catalog.language == "en")
    }

    @Test("Plural cases follow the language's rules, zero is exactly nothing, and numbers are grouped")
    func plurals() throws {
        let catalog = try Self.catalog(
            """
            [count]
            zero = "no entries"
            one = "{count} entry"
            other = "{count} entries"
            """)
        #expect(
            [0, 1, 2, 1234].map { catalog(.count, ["count": .count($0)]) } == [
                "no entries", "1 entry", "2 entries", "1,234 entries",
            ])
    }

    @Test(
        "Polish has few and many; Arabic all six; Japanese only other",
        arguments: [
            ("pl", [1: PluralCategory.one, 2: .few, 5: .many, 22: .few, 25: .many, 1001: .many]),
            ("ar", [0: .zero, 1: .one, 2: .two, 3: .few, 11: .many, 100: .other]),
            ("ja", [0: .other, 1: .other, 2: .other]),
            ("en", [0: .other, 1: .one, 2: .other, 1000: .other]),
        ])
    func rules(language: String, expected: [Int: PluralCategory]) throws {
        let rules = try #require(PluralRules(locale: language))
        #expect(Dictionary(uniqueKeysWithValues: expected.keys.map { ($0, rules.category($0)) }) == expected)
    }

    @Test("Each language's categories, as CLDR gives them")
    func categories() throws {
        #expect(try #require(PluralRules(locale: "en")).categories == [.one, .other])
        #expect(try #require(PluralRules(locale: "pl")).categories == [.one, .few, .many, .other])
        #expect(try #require(PluralRules(locale: "ar")).categories == Set(PluralCategory.allCases))
        #expect(try #require(PluralRules(locale: "ja")).categories == [.other])
    }

    @Test("Select cases by an argument's value, other for the rest; lists joined as the language joins them")
    func selects() throws {
        let catalog = try Self.catalog(
            """
            [week-summary]
            select = "shape"
            perfect = "All seven."
            other = "On {names}."
            """)
        #expect(catalog(.weekSummary, ["shape": "perfect"]) == "All seven.")
        #expect(
            catalog(.weekSummary, ["shape": "few", "names": .list(["Friday", "Saturday", "Sunday"])])
                == "On Friday, Saturday and Sunday.")
        #expect(catalog(.weekSummary, ["shape": "few", "names": .list(["Friday"])]) == "On Friday.")
    }

    @Test("A sentence that begins with an argument begins with a capital; a fragment is left as it is")
    func capital() throws {
        let catalog = try Self.catalog(
            """
            [top-foods-summary]
            other = "{food} was eaten most."
            [share]
            other = "{label} {count}"
            [rate-daily]
            other = "about once a day"
            """)
        #expect(catalog(.topFoodsSummary, ["food": "ñoquis"]) == "Ñoquis was eaten most.")
        #expect(catalog(.share, ["label": "spoken", "count": 2]) == "spoken 2")
        #expect(catalog(.rateDaily) == "about once a day")
    }

    @Test("A first letter's capital is the locale's: a dotted İ in Turkish and Azerbaijani, Unicode's elsewhere")
    func capitalsByLocale() {
        let texts = ["istanbul", "été", "ßemmel", "ǆem", "1 egg", "Toast", "", "ı"]
        let capitals = { (locale: Locale?) in texts.map { Catalog.capitalizingFirst($0, locale: locale) } }
        let unicode = ["Istanbul", "Été", "SSemmel", "Ǆem", "1 egg", "Toast", "", "I"]
        #expect(capitals(nil) == unicode)
        #expect(capitals(Locale(identifier: "de_DE")) == unicode)
        #expect(
            capitals(Locale(identifier: "tr_TR")) == ["İstanbul", "Été", "SSemmel", "Ǆem", "1 egg", "Toast", "", "I"])
        #expect(capitals(Locale(identifier: "az")).first == "İstanbul")
    }

    @Test("A person's words replace messages by key, and are refused with the file, the key and what was expected")
    func overrides() throws {
        let catalog = try Catalog.english()
        let replaced = try catalog.replacing(with: "no-entries = \"Nothing here yet.\"\n", file: "words.toml")
        #expect(replaced(.noEntries) == "Nothing here yet.")
        #expect(replaced(.legendLess) == "Less")
        let problems: [(String, String)] = [
            (
                "nonsense = \"x\"",
                "words.toml: nonsense: is not a message FoodStory writes (docs/templates.md lists every key)"
            ),
            (
                "no-entries = \"None on {day}.\"",
                "words.toml: no-entries: {day} is not one of its arguments; expected none"
            ),
            (
                "[count]\nselect = \"subject\"\nfood = \"x\"\nother = \"y\"",
                "words.toml: count: \"food\" is not a value of {subject}; expected eaten, other"
            ),
            (
                "[share]\nfew = \"x\"\nother = \"{label}\"",
                "words.toml: share: few is not a plural case of en; expected zero, one, other, or select = \"argument\""
            ),
            ("[share]\none = \"{label}\"", "words.toml: share: its plural cases need other; expected zero, one, other"),
            ("no-entries = \"None {\"", "words.toml: no-entries: a { is never closed; expected {name}"),
            ("no-entries = 3", "words.toml: no-entries: expected text in quotes, or a table of plural or select cases"),
            ("no-entries = \"x", "words.toml:1: not valid TOML: " + Self.tomlError("no-entries = \"x")),
        ]
        for (text, expected) in problems {
            do throws(CatalogError) {
                _ = try catalog.replacing(with: text, file: "words.toml")
                Issue.record("\(text) was not refused")
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    private static func tomlError(_ text: String) -> String {
        do {
            _ = try Catalog.messages(in: text, file: "x", rules: PluralRules(locale: "en")!)
        } catch {
            return String(error.message.dropFirst("not valid TOML: ".count))
        }
        return ""
    }
}

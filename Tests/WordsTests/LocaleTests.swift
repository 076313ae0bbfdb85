import Days
import Foundation
import Testing

@testable import Words

@Suite("Catalogs per language, and dates, numbers and weeks per locale")
struct LocaleTests {
    static let shipped = ["ar", "de", "en", "es", "fr", "hi", "ja", "pl"]

    @Test("FoodStory ships a catalog for each of its eight languages")
    func languages() {
        #expect(Catalog.shippedLanguages() == Self.shipped)
    }

    @Test(
        "Every shipped catalog has every message, no other, and only its language's plural cases",
        arguments: shipped)
    func complete(language: String) throws {
        let catalog = try Catalog.shipped(locale: language)
        #expect(Set(catalog.messages.keys) == Set(MessageKey.allCases))
        #expect(catalog.language == language)
        let allowed = catalog.rules.categories.union([.zero])
        for (key, message) in catalog.messages {
            #expect(message.pluralCategories.isSubset(of: allowed), "\(language): \(key.rawValue)")
        }
    }

    @Test("Every shipped catalog's messages use only the arguments English gives them", arguments: shipped)
    func arguments(language: String) throws {
        let english = try Catalog.english()
        let catalog = try Catalog.shipped(locale: language)
        for key in MessageKey.allCases {
            let given = try #require(english.messages[key]).arguments
            let used = try #require(catalog.messages[key]).arguments
            #expect(used.isSubset(of: given), "\(language): \(key.rawValue) uses \(used.subtracting(given).sorted())")
        }
    }

    @Test(
        "A count takes its language's form for 0, 1, 2, 3, 5, 11, 22 and 101",
        arguments: [
            (
                "en",
                [
                    "0 entries", "1 entry", "2 entries", "3 entries", "5 entries", "11 entries", "22 entries",
                    "101 entries",
                ]
            ),
            // Polish: one; few for 2–4 and 22–24; many for 0, 5–21 and 101.
            ("pl", ["0 wpisów", "1 wpis", "2 wpisy", "3 wpisy", "5 wpisów", "11 wpisów", "22 wpisy", "101 wpisów"]),
            // Arabic: all six, zero, one, two, few (3–10), many (11–99), other (100–102).
            (
                "ar",
                [
                    "لا تدوينات", "تدوينة واحدة", "تدوينتان", "3 تدوينات", "5 تدوينات", "11 تدوينة", "22 تدوينة",
                    "101 تدوينة",
                ]
            ),
            // Japanese: one form, the counter after the number.
            ("ja", ["0件", "1件", "2件", "3件", "5件", "11件", "22件", "101件"]),
        ])
    func plurals(language: String, forms: [String]) throws {
        let catalog = try Catalog.shipped(locale: language)
        #expect([0, 1, 2, 3, 5, 11, 22, 101].map { catalog.count(.entries, $0) } == forms)
    }

    @Test("A region of a known language takes its language's words and its own formats")
    func regions() throws {
        let swiss = try Catalog.shipped(locale: "de-CH")
        #expect(swiss.language == "de")
        #expect(swiss.languageTag == "de-CH")
        #expect(swiss.number(1_234_567) == "1’234’567")
        #expect(try Catalog.shipped(locale: "de").number(1_234_567) == "1.234.567")
        #expect(try Catalog.shipped(locale: "hi-IN").number(1_234_567) == "12,34,567")
        #expect(try Catalog.shipped(locale: "ar-EG").number(123) == "١٢٣")
        #expect(try Catalog.shipped(locale: "ar-EG-u-nu-latn").number(123) == "123")
        #expect(try Catalog.english().languageTag == "en")
        #expect(try Catalog.shipped(locale: "ar").isRightToLeft)
        #expect(!(try Catalog.shipped(locale: "de").isRightToLeft))
    }

    @Test("A locale with no catalog, or no locale at all, is an error naming the languages there are")
    func unknown() {
        #expect(throws: CatalogError.self) { try Catalog.shipped(locale: "pt-BR") }
        do {
            _ = try Catalog.shipped(locale: "pt-BR")
        } catch {
            #expect(
                error.message
                    == "FoodStory has no words in \"pt\" (from \"pt-BR\"); it speaks ar, de, en, es, fr, hi, ja, pl")
        }
        do {
            _ = try Catalog.shipped(locale: "not a tag!")
        } catch {
            #expect(error.message == "\"not a tag!\" is not a locale; expected a BCP 47 tag such as de, de-CH, hi-IN")
        }
    }

    @Test("Dates, months, weekdays and spans are written as each locale writes them, months standalone")
    func dates() throws {
        let day = try #require(LocalDay(year: 2026, month: 3, day: 8))
        let week = (day.adding(days: -6), day)
        let written = try ["en", "de", "pl", "ja", "ar"].map { tag in
            let words = try Catalog.shipped(locale: tag == "en" ? nil : tag)
            return [
                words.date(day, .long), words.date(day), words.month(year: 2026, month: 3),
                words.weekdayName(7, .abbreviated), words.span(week.0, week.1),
            ]
        }
        #expect(
            written == [
                ["Sunday, 8 March 2026", "8 March 2026", "March 2026", "Sun", "2–8 March 2026"],
                ["Sonntag, 8. März 2026", "8. März 2026", "März 2026", "So", "2.–8. März 2026"],
                ["niedziela, 8 marca 2026", "8 marca 2026", "marzec 2026", "niedz.", "2–8 marca 2026"],
                ["2026年3月8日 日曜日", "2026年3月8日", "2026年3月", "日", "2026年3月2日～8日"],
                ["الأحد، 8 مارس، 2026", "8 مارس، 2026", "مارس 2026", "أحد", "2–8 مارس 2026"],
            ])
    }

    @Test("A week starts where the locale's people start it: Monday in Germany, Sunday in Japan, Saturday in Egypt")
    func weekStart() throws {
        #expect(try Catalog.english().firstWeekday == 1)
        #expect(try Catalog.shipped(locale: "de").firstWeekday == 1)
        #expect(try Catalog.shipped(locale: "ja").firstWeekday == 7)
        #expect(try Catalog.shipped(locale: "ar-EG").firstWeekday == 6)
    }
}

import ConfigFile
import Days
import Foundation
import Testing
import Withholding

@Suite("The config file")
struct ConfigurationTests {
    let folder = URL(fileURLWithPath: "/home/me/diary")

    @Test("Every key is read; a relative input is resolved against the config file's folder")
    func allKeys() throws {
        let text = """
            input = "exports/FoodLogger-Export.json"
            timezone = "Asia/Kolkata"
            as-of = 2026-03-08
            strict = true
            out = "../public"
            title = "Priya's food"
            author = "Priya"
            site-id = "priya's food diary"
            base-url = "https://bücher.example/café"
            templates = "mine"
            media = "/photos"
            on-this-day = false
            not-foods = ["masala", "Tiffin", "café"]

            [aliases]
            "flat white" = "coffee"
            cappuccino = "coffee"
            """
        let configuration = try Configuration.parse(text, file: "foodstory.toml", relativeTo: folder)
        var expected = Configuration(
            input: "/home/me/diary/exports/FoodLogger-Export.json", timeZone: "Asia/Kolkata",
            asOf: LocalDay(year: 2026, month: 3, day: 8), strict: true, out: "/home/me/public",
            title: "Priya's food", baseURL: "https://xn--bcher-kva.example/caf%C3%A9/",
            templates: "/home/me/diary/mine", media: "/photos", onThisDay: false,
            aliases: ["flat white": "coffee", "cappuccino": "coffee"], notFoods: ["masala", "Tiffin", "café"])
        (expected.author, expected.siteID) = ("Priya", "priya's food diary")
        #expect(configuration == expected)
    }

    @Test("An absolute input stays; as-of may be a quoted date; an empty file is an empty configuration")
    func variants() throws {
        #expect(
            try Configuration.parse("input = \"/data/d.json\"\nas-of = \"2026-01-01\"", file: "c", relativeTo: folder)
                == Configuration(input: "/data/d.json", asOf: LocalDay(year: 2026, month: 1, day: 1)))
        #expect(try Configuration.parse("", file: "c", relativeTo: folder) == Configuration())
    }

    @Test(
        "Mistakes are errors naming the file, the line where known, and what was expected",
        arguments: [
            (
                "titel = \"My food\"",
                "c.toml: unknown key \"titel\"; expected one of input, timezone, as-of, strict, out, title, locale, author, site-id, base-url, templates, media, on-this-day, pantry, cache-dir, public, cards, photos, aliases, not-foods, diary-language, goals"
            ),
            ("cards = \"all\"", "c.toml: cards must be a [cards] table"),
            ("[cards]\npictures = \"recent weeks\"", "c.toml: cards.pictures must be \"recent\", \"all\" or \"none\""),
            ("[cards]\npictures = true", "c.toml: cards.pictures must be \"recent\", \"all\" or \"none\""),
            ("[cards]\nrecent-weeks = -1", "c.toml: cards.recent-weeks must be a whole number of weeks, 0 or more"),
            ("[cards]\nrecent-weeks = \"8\"", "c.toml: cards.recent-weeks must be a whole number of weeks, 0 or more"),
            ("[cards]\nrecent-weeks = 2.5", "c.toml: cards.recent-weeks must be a whole number of weeks, 0 or more"),
            ("[cards]\nrecent-years = true", "c.toml: cards.recent-years must be a whole number of years, 0 or more"),
            (
                "[cards]\nweeks = 8",
                "c.toml: unknown key \"cards.weeks\"; expected one of pictures, recent-weeks, recent-years"
            ),
            (
                "base-url = \"food.example.org\"",
                "c.toml: base-url food.example.org must start with https:// or http://"
            ),
            (
                "base-url = \"https://e.org/?x\"",
                "c.toml: base-url https://e.org/?x has a query (?x): the site's address is a folder, with no query"
            ),
            ("author = \" \"", "c.toml: author must not be empty"),
            ("site-id = \"\"", "c.toml: site-id must not be empty"),
            ("site-id = 7", "c.toml: site-id must be text (in quotes)"),
            ("on-this-day = 1", "c.toml: on-this-day must be true or false"),
            ("strict = \"yes\"", "c.toml: strict must be true or false"),
            ("timezone = 5", "c.toml: timezone must be text (in quotes)"),
            ("as-of = \"last week\"", "c.toml: as-of must be a date such as 2026-03-08"),
            ("aliases = \"coffee\"", "c.toml: aliases must be a table of names, e.g. \"flat white\" = \"coffee\""),
            ("[aliases]\nlatte = 3", "c.toml: alias \"latte\" must name a food as text"),
            ("not-foods = \"masala\"", "c.toml: not-foods must be a list of words, e.g. [\"masala\", \"tiffin\"]"),
            ("not-foods = [\"masala\", 3]", "c.toml: not-foods must hold words as text (in quotes)"),
            (
                "not-foods = [\"extra spicy\"]",
                "c.toml: not-foods entry \"extra spicy\" must be one word; list each word of a phrase on its own"
            ),
            (
                "not-foods = [\"\"]",
                "c.toml: not-foods entry \"\" must be one word; list each word of a phrase on its own"
            ),
            ("public = \"yes\"", "c.toml: public must be true or false, or a [public] table"),
            ("[public]\nphotos = \"yes\"", "c.toml: public.photos must be true or false"),
            ("[public]\nenabled = 1", "c.toml: public.enabled must be true or false"),
            ("[public]\nhide = \"whisky\"", "c.toml: public.hide must be a list of foods, e.g. [\"whisky\"]"),
            (
                "[public]\nphoto = true",
                "c.toml: unknown key \"public.photo\"; expected one of enabled, photos, original-inputs, times, pantry, hide, noindex"
            ),
            ("photos = true", "c.toml: photos must be a [photos] table"),
            ("[photos]\noriginals = \"yes\"", "c.toml: photos.originals must be true or false"),
            ("[photos]\nsizes = [480]", "c.toml: unknown key \"photos.sizes\"; expected originals"),
            (
                "input = \"a.json\"\nstrict = [1,\n",
                "c.toml:2: not valid TOML: Error while parsing array: encountered end-of-file"
            ),
        ])
    func mistakes(text: String, message: String) {
        let error = #expect(throws: ConfigurationError.self) {
            try Configuration.parse(text, file: "c.toml", relativeTo: folder)
        }
        #expect(error?.description == message)
        #expect(error?.exitCode == 64)
    }

    @Test("public = true makes builds public with everything withheld; a [public] table lets things back in")
    func publicView() throws {
        var expected = Configuration()
        expected.isPublic = true
        #expect(try Configuration.parse("public = true", file: "c", relativeTo: folder) == expected)
        expected.publicView = PublicView(originalInputs: true, hide: ["whisky", "gin"])
        #expect(
            try Configuration.parse(
                "[public]\nenabled = true\noriginal-inputs = true\nhide = [\"whisky\", \"gin\"]", file: "c",
                relativeTo: folder) == expected)
        var table = Configuration()
        table.publicView = PublicView(photos: true, times: true, pantry: true, noindex: true)
        #expect(
            try Configuration.parse(
                "[public]\nphotos = true\ntimes = true\npantry = true\nnoindex = true", file: "c", relativeTo: folder)
                == table)
    }

    @Test("[photos] originals = true publishes the originals; left out, the web sizes alone")
    func photoOriginals() throws {
        var expected = Configuration()
        expected.photoOriginals = true
        #expect(try Configuration.parse("[photos]\noriginals = true", file: "c", relativeTo: folder) == expected)
        expected.photoOriginals = nil
        #expect(try Configuration.parse("[photos]", file: "c", relativeTo: folder) == expected)
    }

    @Test("The [cards] table chooses which cards get pictures; by default the latest eight weeks and two years")
    func cards() throws {
        #expect(Configuration().cards == PictureChoice(scope: .recent, recentWeeks: 8, recentYears: 2))
        for (text, choice) in [
            ("[cards]\npictures = \"all\"", PictureChoice(scope: .all)),
            ("[cards]\npictures = \"none\"", PictureChoice(scope: .none)),
            ("[cards]\npictures = \"recent\"\nrecent-weeks = 2", PictureChoice(scope: .recent, recentWeeks: 2)),
            ("[cards]\nrecent-weeks = 0", PictureChoice(scope: .recent, recentWeeks: 0)),
            ("[cards]\nrecent-years = 5\nrecent-weeks = 3", PictureChoice(recentWeeks: 3, recentYears: 5)),
            ("[cards]\n", PictureChoice()),
        ] {
            var expected = Configuration()
            expected.cards = choice
            #expect(try Configuration.parse(text, file: "c", relativeTo: folder) == expected, "\(text)")
        }
    }

    @Test("A config file that does not exist is exit 66")
    func missing() {
        let error = #expect(throws: ConfigurationError.self) {
            try Configuration.load(path: "/nonexistent/foodstory.toml")
        }
        #expect(error?.description == "/nonexistent/foodstory.toml: no such file")
        #expect(error?.exitCode == 66)
    }
}

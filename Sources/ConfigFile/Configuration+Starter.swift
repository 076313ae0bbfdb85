import Diary
import Foundation
import Support

extension Configuration {
    /// The folder a site is written into when neither `--out` nor the config file names one.
    public static let defaultOut = "_site"
    /// The site's title when neither `--title` nor the config file gives one.
    public static let defaultTitle = "My Food Story"

    /// The commented config file `foodstory init` writes: every key the reader accepts, those
    /// with a default set to it, the others commented out with an example, and the site's own
    /// `siteID`. It reads as the defaults with that site id.
    public static func starter(siteID: UUID) -> String {
        """
        # foodstory.toml: options for `foodstory build`, `check` and `stats`, read from the folder
        # they run in (or named with --config). A flag on the command line wins over this file.
        # Paths are relative to this file's folder. Remove the "# " before a line to use it.

        # The diary: the FoodLogger app's JSON export or its store (default.store), recognised by
        # its content. Without it, `foodstory build` shows the built-in sample diary.
        # input = "FoodLogger-Export.json"

        # The IANA time zone the diary was kept in. Without it, each entry's UTC offset is
        # inferred from the entry itself, which follows travel and daylight-saving time.
        # timezone = "Asia/Kolkata"

        # The day that is "today" for streaks and "this week". Without it: today where the diary
        # is kept.
        # as-of = 2026-03-08

        # Whether every skipped record or warning about the input is an error (exit status 65).
        strict = false

        # The folder the site is written into.
        out = "\(defaultOut)"

        # The site's title.
        title = "\(defaultTitle)"

        # The language and region the site is written in, a BCP 47 tag: its words, dates and
        # numbers. Shipped: en, de, fr, es, pl, hi, ar, ja, or a region of one (de-CH, hi-IN,
        # ar-EG). Default: en.
        # locale = "de"

        # Who writes the diary: the author the feed names. Without it, the site's title.
        # author = "Your Name"

        # The site's own id, written once by `foodstory init`: the feed's ids are made from it,
        # so that no other site's feed has them and they stay the same from build to build.
        # Keep it when you edit this file. Without it they are made from the diary's first entry.
        site-id = "\(siteID.lowercasedText)"

        # The site's public address: absolute links in the feed, a sitemap and canonical links.
        # base-url = "https://food.example.org/"

        # A folder of templates replacing the defaults file by file (`foodstory templates export`).
        # templates = "my-templates"

        # The folder of the entries' photos (the app's Documents folder).
        # media = "FoodLogger-Documents"

        # A pantrydates database: adds the pantry page and pantry lines on the home and food pages.
        # pantry = "pantrydates.sqlite"

        # Whether day pages show the same day in earlier years.
        on-this-day = true

        # Words that are never a food on their own, beside the built-in describing words
        # ("extra", "spicy", "half", "fresh"…; see docs/food-words.md).
        # not-foods = ["tiffin"]

        # The language the diary is written in, as a language code: its connectors, describing
        # words and plurals are read in it ("Brot mit Butter" is bread and butter). Known: en, de,
        # fr, es, pl (hi, ar and ja are read as English). Default: the locale's language, else en.
        # diary-language = "de"

        # Where builds keep their state between builds (a record cache and what each page was
        # made from). Default: the platform's cache folder (~/.cache/foodstory on Linux,
        # ~/Library/Caches/foodstory on macOS). The output folder holds only the site.
        # cache-dir = ".foodstory-cache"

        # A public build (`foodstory build --public`, or enabled = true here) withholds what is
        # personal; each line below lets one thing back in. See docs/publishing.md.
        # [public]
        # enabled = true
        # photos = true           # the entries' photos
        # original-inputs = true  # what was typed or said, where it differs from the description
        # times = true            # clock times (otherwise entries show their meal, not their minute)
        # pantry = true           # the pantry page
        # hide = ["whisky"]       # leave out every entry that mentions these foods
        # noindex = true          # ask search engines not to index the site (and a robots.txt)

        # Which share cards get their PNG pictures (post and story; the link preview too with
        # base-url). Every card keeps its SVG, and `foodstory card 2026-W10 --size story` draws
        # any other picture on demand, the same bytes. By default ("recent"): the latest
        # recent-weeks weeks and recent-years years; also "all" or "none". See
        # docs/share-cards.md.
        # [cards]
        # pictures = "all"
        # recent-weeks = 8
        # recent-years = 2

        # Photos go into the site in web sizes. With originals = true, each JPEG and PNG photo's
        # original goes too, its metadata removed, linked from its full view (never in a public
        # build). See docs/photos.md.
        # [photos]
        # originals = true

        # Food names the food-word rules cannot know, each merged into the food it means.
        # [aliases]
        # "flat white" = "coffee"
        # cappuccino = "coffee"

        # Goals, each a [[goals]] table with its own page and a line on the home and week pages.
        # A goal watches a category or a food and says how often: `days = 6` (on 6 days a
        # week), `every = "day"` or `"week"`, `at-most = 2` or `at-least = 3` (times a week).
        # Or it counts entries: `entries-per-day = 3` (on each day, or on the days a week that
        # `days` gives); or new foods: `new-foods = 1` (foods first eaten, a month). A `name`
        # titles its page; see docs/commands.md.
        # [[goals]]
        # category = "breakfast"
        # days = 6
        # [[goals]]
        # name = "Fewer sweets"
        # food = "cookies"
        # at-most = 2

        """
    }

    /// Writes `starter(siteID:)` to `path` (`foodstory init`): into a temporary file beside
    /// it, then moved into place. An existing file is replaced only when `replacing`.
    public static func writeStarter(
        to path: String, siteID: UUID, replacing: Bool, fileSystem: FileSystem = .disk
    ) throws(ConfigurationError) {
        if let found = try? fileSystem.itemFollowingLinks(path) {
            let isFolder = found.kind == .folder
            let why = isFolder ? "it is a folder" : "it already exists; pass --force to replace it"
            if isFolder || !replacing {
                throw ConfigurationError(
                    file: path, line: nil, message: "cannot be written (\(why))", kind: .unwritable)
            }
        }
        do {
            try fileSystem.replace(path, with: Data(starter(siteID: siteID).utf8))
        } catch {
            throw ConfigurationError(
                file: path, line: nil, message: "cannot be written (\(error.message))", kind: .unwritable)
        }
    }
}

import Days
import Diary
import Foundation
import Insights
import Support
import TOMLKit
import Withholding

/// Options read from a config file (`foodstory.toml`): any option of the commands, plus the
/// food alias table and the words that are not foods. Command-line flags win over the file.
///
/// ```toml
/// input = "FoodLogger-Export.json"   # relative to the config file's folder
/// timezone = "Asia/Kolkata"
/// as-of = 2026-03-08                 # a TOML date, or "2026-03-08"
/// strict = true
/// out = "_site"
/// title = "Priya's Food Story"
/// locale = "de"                      # the site's language and region (a BCP 47 tag)
/// author = "Priya"                   # the feed's author (default: the title)
/// site-id = "0b9e…"                  # what the feed's ids are made from (`foodstory init` writes one)
/// base-url = "https://food.example.org/"
/// templates = "my-templates"
/// media = "FoodLogger-Documents"
/// pantry = "pantrydates.sqlite"
/// cache-dir = ".foodstory-cache"       # where builds keep their state (default: the platform's)
/// public = true                      # every build is public (or `enabled = true` in [public])
/// on-this-day = true
/// not-foods = ["masala", "tiffin"]
///
/// [cards]                            # which share cards get PNG pictures (`PictureChoice`)
/// pictures = "recent"                # "recent", "all" or "none"
/// recent-weeks = 8
/// recent-years = 2
///
/// [aliases]
/// "flat white" = "coffee"
///
/// [[goals]]                        # one table for each goal (`Goal`; see docs/commands.md)
/// category = "breakfast"             # or food = "…", entries-per-day = 3, new-foods = 1
/// days = 6                           # or every = "day", at-most = 2, at-least = 3
///
/// [photos]
/// originals = false                  # also publish each original, its metadata removed
///
/// [public]                           # what a public build lets through (`PublicView`)
/// enabled = true                     # every build is public, as with --public
/// photos = false
/// original-inputs = false
/// times = false
/// pantry = false
/// hide = ["whisky"]
/// noindex = false
/// ```
public struct Configuration: Hashable, Sendable {
    /// The diary file, made absolute against the config file's folder.
    public var input: String?
    /// The IANA zone the diary was kept in.
    public var timeZone: String?
    /// The as-of day.
    public var asOf: LocalDay?
    /// Whether problems with the input are errors.
    public var strict: Bool?
    /// The output folder, made absolute against the config file's folder.
    public var out: String?
    /// The site's title.
    public var title: String?
    /// The locale the site is written in (`locale = "de"`).
    public var locale: String?
    /// The site's public address, as `SiteAddress` writes it.
    public var baseURL: String?
    /// The feed's author.
    public var author: String?
    /// The site's own identity, which the feed's ids are made from.
    public var siteID: String?
    /// A folder of templates, made absolute.
    public var templates: String?
    /// The photos folder, made absolute.
    public var media: String?
    /// Whether day pages show "on this day".
    public var onThisDay: Bool?
    /// The pantrydates database, made absolute.
    public var pantry: String?
    /// The folder builds keep their state in, made absolute.
    public var cacheDir: String?
    /// Whether each photo's stripped original is published beside its web sizes
    /// (`[photos] originals = true`).
    public var photoOriginals: Bool?
    /// Whether builds are public (`public = true`).
    public var isPublic: Bool?
    /// What a public build lets through (the `[public]` table).
    public var publicView = PublicView()
    /// Which share cards get their PNG pictures (the `[cards]` table).
    public var cards = PictureChoice()
    /// Food aliases: a name as written → the food it means.
    public var aliases: [String: String]
    /// Words that, like the built-in describing words, are never a food on their own.
    public var notFoods: [String]
    /// The language the diary is written in (`diary-language`); nil: the default.
    public var diaryLanguage: DiaryLanguage?
    /// The personal goals (the `[[goals]]` tables), in the order they are written.
    public var goals: [Goal] = []

    /// An empty configuration (no file).
    public init(
        input: String? = nil, timeZone: String? = nil, asOf: LocalDay? = nil, strict: Bool? = nil, out: String? = nil,
        title: String? = nil, baseURL: String? = nil, templates: String? = nil, media: String? = nil,
        onThisDay: Bool? = nil, pantry: String? = nil, aliases: [String: String] = [:], notFoods: [String] = []
    ) {
        self.input = input
        self.timeZone = timeZone
        self.asOf = asOf
        self.strict = strict
        self.out = out
        self.title = title
        self.baseURL = baseURL
        self.templates = templates
        self.media = media
        self.onThisDay = onThisDay
        self.pantry = pantry
        self.aliases = aliases
        self.notFoods = notFoods
    }

    /// The keys a config file may hold.
    public static let keys = [
        "input", "timezone", "as-of", "strict", "out", "title", "locale", "author", "site-id", "base-url", "templates",
        "media",
        "on-this-day", "pantry", "cache-dir", "public", "cards", "photos", "aliases", "not-foods",
        "diary-language", "goals",
    ]

    /// Reads the config file at `path` through `fileSystem`.
    public static func load(path: String, fileSystem: FileSystem = .disk) throws(ConfigurationError) -> Configuration {
        guard let data = try? fileSystem.readFollowingLinks(path), let text = String(data: data, encoding: .utf8) else {
            let exists = (try? fileSystem.itemFollowingLinks(path)) != nil
            throw ConfigurationError(
                file: path, line: nil, message: exists ? "cannot be read as UTF-8 text" : "no such file",
                kind: exists ? .unusable : .missing)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(text, file: path, relativeTo: folder)
    }

    /// Parses config text; relative paths are resolved against `folder`.
    public static func parse(_ text: String, file: String, relativeTo folder: URL) throws(ConfigurationError)
        -> Configuration
    {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationError(
                file: file, line: error.source.begin.line, message: "not valid TOML: \(error.description)")
        } catch {
            throw ConfigurationError(file: file, line: nil, message: "not valid TOML")
        }
        var configuration = Configuration()
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch key {
            case "input":
                configuration.input = absolute(try string(value, key, file), folder)
            case "out":
                configuration.out = absolute(try string(value, key, file), folder)
            case "templates":
                configuration.templates = absolute(try string(value, key, file), folder)
            case "media":
                configuration.media = absolute(try string(value, key, file), folder)
            case "pantry":
                configuration.pantry = absolute(try string(value, key, file), folder)
            case "cache-dir":
                configuration.cacheDir = absolute(try string(value, key, file), folder)
            case "title":
                configuration.title = try string(value, key, file)
            case "locale":
                configuration.locale = try string(value, key, file)
            case "author":
                configuration.author = try nonEmptyText(value, key, file)
            case "site-id":
                configuration.siteID = try nonEmptyText(value, key, file)
            case "base-url":
                let url = try string(value, key, file)
                do throws(SiteAddress.Problem) {
                    configuration.baseURL = try SiteAddress(url).description
                } catch {
                    throw ConfigurationError(file: file, line: nil, message: "base-url \(url) \(error)")
                }
            case "on-this-day":
                guard let flag = value.bool else {
                    throw ConfigurationError(file: file, line: nil, message: "on-this-day must be true or false")
                }
                configuration.onThisDay = flag
            case "timezone":
                configuration.timeZone = try string(value, key, file)
            case "as-of":
                if let date = value.date, let day = LocalDay(year: date.year, month: date.month, day: date.day) {
                    configuration.asOf = day
                } else if let text = value.string, let day = LocalDay(text) {
                    configuration.asOf = day
                } else {
                    throw ConfigurationError(file: file, line: nil, message: "as-of must be a date such as 2026-03-08")
                }
            case "strict":
                guard let flag = value.bool else {
                    throw ConfigurationError(file: file, line: nil, message: "strict must be true or false")
                }
                configuration.strict = flag
            case "aliases":
                guard let aliases = value.table else {
                    throw ConfigurationError(
                        file: file, line: nil,
                        message: "aliases must be a table of names, e.g. \"flat white\" = \"coffee\"")
                }
                for name in aliases.keys.sorted() {
                    guard let target = aliases[name]?.string else {
                        throw ConfigurationError(
                            file: file, line: nil, message: "alias \"\(name)\" must name a food as text")
                    }
                    configuration.aliases[name] = target
                }
            case "not-foods":
                configuration.notFoods = try notFoods(value, file)
            case "diary-language":
                let code = try string(value, key, file)
                guard let language = DiaryLanguage(code: code) else {
                    throw ConfigurationError(
                        file: file, line: nil,
                        message: "diary-language \"\(code)\" is not a language FoodStory reads; expected one of "
                            + DiaryLanguage.knownCodes)
                }
                configuration.diaryLanguage = language
            case "goals":
                configuration.goals = try goalTables(value, text, file)
            case "photos":
                configuration.photoOriginals = try photoOriginals(value, file)
            case "public":
                if let flag = value.bool {
                    configuration.isPublic = flag
                } else if let table = value.table {
                    configuration.publicView = try publicView(table, file)
                    if let enabled = table["enabled"] {
                        guard let flag = enabled.bool else {
                            throw ConfigurationError(
                                file: file, line: nil, message: "public.enabled must be true or false")
                        }
                        configuration.isPublic = flag
                    }
                } else {
                    throw ConfigurationError(
                        file: file, line: nil, message: "public must be true or false, or a [public] table")
                }
            case "cards":
                guard let table = value.table else {
                    throw ConfigurationError(file: file, line: nil, message: "cards must be a [cards] table")
                }
                configuration.cards = try cards(table, file)
            default:
                throw ConfigurationError(
                    file: file, line: nil,
                    message: "unknown key \"\(key)\"; expected one of \(keys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    /// The `not-foods` list: one word per item, as text.
    private static func notFoods(_ value: any TOMLValueConvertible, _ file: String) throws(ConfigurationError)
        -> [String]
    {
        guard let array = value.array else {
            throw ConfigurationError(
                file: file, line: nil, message: "not-foods must be a list of words, e.g. [\"masala\", \"tiffin\"]")
        }
        var words: [String] = []
        for item in array {
            guard let word = item.string else {
                throw ConfigurationError(
                    file: file, line: nil, message: "not-foods must hold words as text (in quotes)")
            }
            let letters = word.filter { $0.isLetter || $0.isNumber }
            guard !letters.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" }) else {
                throw ConfigurationError(
                    file: file, line: nil,
                    message: "not-foods entry \"\(word)\" must be one word; list each word of a phrase on its own")
            }
            words.append(word)
        }
        return words
    }

    /// The `[photos]` table: whether originals are published.
    private static func photoOriginals(_ value: any TOMLValueConvertible, _ file: String) throws(ConfigurationError)
        -> Bool?
    {
        guard let table = value.table else {
            throw ConfigurationError(file: file, line: nil, message: "photos must be a [photos] table")
        }
        for key in table.keys.sorted() where key != "originals" {
            throw ConfigurationError(
                file: file, line: nil, message: "unknown key \"photos.\(key)\"; expected originals")
        }
        guard let originals = table["originals"] else { return nil }
        guard let flag = originals.bool else {
            throw ConfigurationError(file: file, line: nil, message: "photos.originals must be true or false")
        }
        return flag
    }

    /// The `[public]` table: a flag for each thing let back in, the foods to hide, noindex.
    private static func publicView(_ table: TOMLTable, _ file: String) throws(ConfigurationError) -> PublicView {
        var view = PublicView()
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            if key == "enabled" { continue }
            if key == "hide" {
                guard let items = value.array?.map(\.string), items.allSatisfy({ $0?.isEmpty == false }) else {
                    throw ConfigurationError(
                        file: file, line: nil, message: "public.hide must be a list of foods, e.g. [\"whisky\"]")
                }
                view.hide = items.compactMap { $0 }
                continue
            }
            guard PublicView.keys.contains(key) else {
                throw ConfigurationError(
                    file: file, line: nil,
                    message:
                        "unknown key \"public.\(key)\"; expected one of enabled, \(PublicView.keys.joined(separator: ", "))"
                )
            }
            guard let flag = value.bool else {
                throw ConfigurationError(file: file, line: nil, message: "public.\(key) must be true or false")
            }
            switch key {
            case "photos": view.photos = flag
            case "original-inputs": view.originalInputs = flag
            case "times": view.times = flag
            case "pantry": view.pantry = flag
            default: view.noindex = flag
            }
        }
        return view
    }

    /// The `[cards]` table: which cards get their pictures, and with `recent` how many weeks.
    private static func cards(_ table: TOMLTable, _ file: String) throws(ConfigurationError) -> PictureChoice {
        var choice = PictureChoice()
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch key {
            case "pictures":
                guard let text = value.string, let scope = PictureChoice.Scope(rawValue: text) else {
                    throw ConfigurationError(
                        file: file, line: nil, message: "cards.pictures must be \"recent\", \"all\" or \"none\"")
                }
                choice.scope = scope
            case "recent-weeks", "recent-years":
                let unit = key == "recent-weeks" ? "weeks" : "years"
                guard let count = value.int, count >= 0 else {
                    throw ConfigurationError(
                        file: file, line: nil, message: "cards.\(key) must be a whole number of \(unit), 0 or more")
                }
                if key == "recent-weeks" { choice.recentWeeks = count } else { choice.recentYears = count }
            default:
                throw ConfigurationError(
                    file: file, line: nil,
                    message:
                        "unknown key \"cards.\(key)\"; expected one of \(PictureChoice.keys.joined(separator: ", "))")
            }
        }
        return choice
    }

    private static func absolute(_ path: String, _ folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Text with a letter, digit or symbol in it: not empty, nor only spaces.
    private static func nonEmptyText(_ value: any TOMLValueConvertible, _ key: String, _ file: String)
        throws(ConfigurationError) -> String
    {
        let text = try string(value, key, file)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw ConfigurationError(file: file, line: nil, message: "\(key) must not be empty")
        }
        return text
    }

    private static func string(_ value: any TOMLValueConvertible, _ key: String, _ file: String)
        throws(ConfigurationError) -> String
    {
        guard let text = value.string else {
            throw ConfigurationError(file: file, line: nil, message: "\(key) must be text (in quotes)")
        }
        return text
    }
}

/// A config file that cannot be used, with where and why.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The config file.
    public var file: String
    /// The line, when the parser knows it.
    public var line: Int?
    /// What is wrong.
    public var message: String
    /// What kind of problem it is, which decides the exit status.
    public var kind: Kind = .unusable

    /// The kinds of problem with a config file.
    public enum Kind: Hashable, Sendable {
        /// The file cannot be used: not TOML, an unknown key, a value of the wrong type.
        case unusable
        /// The file does not exist.
        case missing
        /// The file cannot be written (`foodstory init`).
        case unwritable
    }

    /// `foodstory.toml:4: not valid TOML: …`.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }

    /// 66 for a missing file, 73 for one that cannot be written, 64 (bad usage) for a file
    /// that cannot be used.
    public var exitCode: Int32 {
        switch kind {
        case .unusable: 64
        case .missing: 66
        case .unwritable: 73
        }
    }
}

import ArgumentParser
import ConfigFile
import Diary
import Foundation
import Site

/// The options of `foodstory build`, which `foodstory serve` takes too; each may also come
/// from the config file, and a flag wins over the file.
struct BuildOptions: ParsableArguments {
    @OptionGroup var diary: DiaryOptions

    @Option(
        name: .long, help: ArgumentHelp("Folder to write the site into (default: _site).", valueName: "dir"),
        completion: .directory)
    var out: String?

    @Option(
        name: .customLong("as-of"),
        help: ArgumentHelp(
            "The day that is \"today\" (default: today where the diary is kept).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    @Option(name: .long, help: ArgumentHelp("The site's title.", valueName: "text"))
    var title: String?

    @OptionGroup var locale: LocaleOption

    @Option(
        name: .long,
        help: ArgumentHelp("Who the feed names as its author (default: the site's title).", valueName: "name"))
    var author: String?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The site's public address (http or https, a host and a path), for the feed, sitemap and canonical links.",
            valueName: "url"))
    var baseURL: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Folder of templates that replace the defaults file by file.", valueName: "dir"),
        completion: .directory)
    var templates: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Folder holding the photos named by the entries (the app's Documents folder).", valueName: "dir"),
        completion: .directory)
    var media: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A pantrydates database: adds the pantry page and links its items with the diary.", valueName: "path"),
        completion: .file())
    var pantry: String?

    @Flag(
        name: .customLong("public"),
        help:
            "Build the public view: no original inputs, photos, clock times or pantry, and no entry of a [public] hide food, unless foodstory.toml's [public] table lets them in."
    )
    var isPublic = false

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "Folder for the state kept between builds (default: the platform's cache folder, e.g. ~/.cache/foodstory).",
            valueName: "dir"),
        completion: .directory)
    var cacheDir: String?

    @Flag(
        name: .long,
        help:
            "Build even when nothing changed; write into a non-empty folder FoodStory did not create (its other files are kept)."
    )
    var force = false

    @OptionGroup var output: QuietOption

    /// This program's path, size and date: part of the build's fingerprint, so a new
    /// FoodStory renders every page again instead of keeping what the old one made.
    static var toolIdentity: String {
        let path =
            Bundle.main.executableURL?.resolvingSymlinksInPath().path
            ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path } ?? "foodstory"
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(attributes?[.size] as? Int ?? 0) \(date)"
    }

    func validate() throws {
        if let asOf, LocalDay(asOf) == nil {
            throw ValidationError("--as-of \(asOf) is not a date; expected YYYY-MM-DD")
        }
        if let baseURL {
            do throws(SiteAddress.Problem) {
                _ = try SiteAddress(baseURL)
            } catch {
                throw ValidationError("--base-url \(baseURL) \(error)")
            }
        }
        if let author, !author.contains(where: { !$0.isWhitespace }) {
            throw ValidationError("--author must not be empty")
        }
    }

    /// The config file these options name (read now), or none.
    var configPath: String? {
        if let config = diary.config { return config }
        let local = FileManager.default.currentDirectoryPath + "/foodstory.toml"
        return FileManager.default.fileExists(atPath: local) ? local : nil
    }

    /// The build these options and the config file ask for, at `now`.
    func request(now: Date) throws -> BuildRequest {
        let configuration = try diary.configuration()
        let settings = try Self.settings(
            diary: diary, locale: locale, configuration: configuration, asOf: asOf, isPublic: isPublic,
            flags: Flags(
                title: title, author: author, baseURL: baseURL, templates: templates, media: media, pantry: pantry))
        var request = BuildRequest(
            settings, out: URL(fileURLWithPath: out ?? configuration.out ?? Configuration.defaultOut), force: force,
            now: now, cores: Machine.cores, temporaryDirectory: Machine.temporaryDirectory, tool: Self.toolIdentity,
            state: .cache(
                (cacheDir ?? configuration.cacheDir).map { URL(fileURLWithPath: $0) } ?? Machine.cacheFolder))
        let console = output.console
        request.progress = { console.progress($0) }
        return request
    }

    /// The flags of `build` that only it takes; nil: the config file's, else the default.
    struct Flags {
        var title: String?
        var author: String?
        var baseURL: String?
        var templates: String?
        var media: String?
        var pantry: String?
    }

    /// A build's settings from the diary's options, the config file and `flags`, a flag winning
    /// over the file: the one place they are merged, for `build`, `serve` and `card`.
    static func settings(
        diary: DiaryOptions, locale: LocaleOption, configuration: Configuration, asOf: String?, isPublic: Bool,
        flags: Flags = Flags()
    ) throws -> BuildSettings {
        let input = diary.input ?? configuration.input
        // Made only for the built-in sample, the one build that reads it: making a zone loads
        // the zone database, which a rebuild with nothing changed does not need.
        let sampleTimeZone = input == nil ? try DiaryOptions.parseZone(Machine.sampleTimeZone) : .gmt
        let checkedLocale = try locale.checked(configuration.locale)
        var settings = BuildSettings(
            input: input, timeZone: try (diary.timezone ?? configuration.timeZone).map(DiaryOptions.parseZone),
            strict: diary.strict || configuration.strict == true,
            asOf: asOf.flatMap(LocalDay.init) ?? configuration.asOf,
            title: try flags.title ?? configuration.title ?? LocaleOption.defaultTitle(checkedLocale),
            locale: checkedLocale,
            baseURL: try flags.baseURL.map { try SiteAddress($0).description } ?? configuration.baseURL,
            author: flags.author ?? configuration.author, siteID: configuration.siteID,
            templates: (flags.templates ?? configuration.templates).map { URL(fileURLWithPath: $0) },
            media: (flags.media ?? configuration.media).map { URL(fileURLWithPath: $0) },
            originals: configuration.photoOriginals == true, pantry: flags.pantry ?? configuration.pantry,
            aliases: configuration.aliases, notFoods: configuration.notFoods,
            diaryLanguage: try diary.language(configuration, locale: locale.locale),
            onThisDay: configuration.onThisDay ?? true, sampleTimeZone: sampleTimeZone,
            publicView: isPublic || configuration.isPublic == true ? configuration.publicView : nil,
            pictures: configuration.cards, timeZoneName: diary.timezone ?? configuration.timeZone,
            // The pages' card commands draw from what this command line named, run where it ran.
            cardArguments: (diary.input.map { ["--input", $0] } ?? [])
                + (diary.timezone.map { ["--timezone", $0] } ?? [])
                + (diary.diaryLanguage.map { ["--diary-language", $0] } ?? [])
                + (asOf.map { ["--as-of", $0] } ?? []) + (diary.config.map { ["--config", $0] } ?? []))
        settings.goals = configuration.goals
        return settings
    }
}

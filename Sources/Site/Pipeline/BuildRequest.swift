import Days
import Diary
import Foundation

/// Everything `foodstory build` was asked for, with flags and the config file already merged
/// and the world (clock, cores, temporary folder, file system) passed in.
public struct BuildRequest: Sendable {
    /// The diary file; nil builds the built-in sample diary.
    public var input: String?
    /// An explicit zone for the diary's days.
    public var timeZone: TimeZone?
    /// The IANA name `timeZone` was given by (`UTC`), for what the build says of it; nil: the
    /// zone's identifier.
    public var timeZoneName: String?
    /// Whether problems with the input are errors.
    public var strict: Bool
    /// The output folder.
    public var out: URL
    /// The day that is "today"; nil means today where the diary is kept.
    public var asOf: LocalDay?
    /// The site's title.
    public var title: String
    /// The site's public address (as `SiteAddress` writes it).
    public var baseURL: String?
    /// The feed's author; nil: the site's title.
    public var author: String?
    /// The site's own identity, which the feed's ids are made from (`site-id`, which
    /// `foodstory init` writes); nil: the diary's first entry (see `FeedIdentity`).
    public var siteID: String?
    /// A folder of templates replacing the defaults file by file.
    public var templates: URL?
    /// The folder of the entries' photos.
    public var media: URL?
    /// Whether each photo's original goes into the site too, its metadata removed, beside its
    /// web sizes (`[photos] originals = true`; never in a public build).
    public var originals = false
    /// The pantrydates database; nil leaves the pantry out of the site.
    public var pantry: String?
    /// Whether to write into a non-empty folder FoodStory did not create.
    public var force: Bool
    /// Food aliases.
    public var aliases: [String: String]
    /// Words that are never a food on their own.
    public var notFoods: [String]
    /// Whether day pages show "on this day".
    public var onThisDay: Bool
    /// The current time.
    public var now: Date
    /// How many cores to work on at once (1: one thing after another; the output is the same).
    public var cores: Int
    /// The zone the built-in sample diary is kept in when no zone is given (read only when
    /// `input` is nil).
    public var sampleTimeZone: TimeZone
    /// Where private copies are made while reading.
    public var temporaryDirectory: URL
    /// What every file is read from and written to.
    public var fileSystem: FileSystem
    /// What identifies the program doing the build (its path, size and date), so that a new
    /// `foodstory` never reuses an older one's output.
    public var tool: String
    /// What a public build lets through of the diary; nil builds the whole diary.
    public var publicView: PublicView?
    /// Which share cards get their PNG pictures (the config file's `[cards]` table).
    public var pictures = PictureChoice()
    /// What the `foodstory card` commands the pages print must add to draw a card as this
    /// build did (`--input diary.json`, `--config …`), as the command line gave them.
    public var cardArguments: [String] = []
    /// Where the build's state is kept between builds (by default below the temporary folder;
    /// `foodstory build` passes the platform's cache folder, or `--cache-dir`).
    public var state: BuildStateStore
    /// Told as each step starts.
    public var progress: (@Sendable (BuildStep) -> Void)?

    /// Creates a request.
    public init(
        input: String?, timeZone: TimeZone? = nil, strict: Bool = false, out: URL, asOf: LocalDay? = nil,
        title: String = "My Food Story", baseURL: String? = nil, templates: URL? = nil, media: URL? = nil,
        pantry: String? = nil, force: Bool = false, aliases: [String: String] = [:], notFoods: [String] = [],
        onThisDay: Bool = true, now: Date, cores: Int, sampleTimeZone: TimeZone, temporaryDirectory: URL,
        fileSystem: FileSystem = .disk, tool: String = "", state: BuildStateStore? = nil
    ) {
        self.input = input
        self.timeZone = timeZone
        self.strict = strict
        self.out = out
        self.asOf = asOf
        self.title = title
        self.baseURL = baseURL
        self.templates = templates
        self.media = media
        self.pantry = pantry
        self.force = force
        self.aliases = aliases
        self.notFoods = notFoods
        self.onThisDay = onThisDay
        self.now = now
        self.cores = cores
        self.sampleTimeZone = sampleTimeZone
        self.temporaryDirectory = temporaryDirectory
        self.fileSystem = fileSystem
        self.tool = tool
        self.state = state ?? .cache(temporaryDirectory.appendingPathComponent("foodstory-cache"))
    }
}

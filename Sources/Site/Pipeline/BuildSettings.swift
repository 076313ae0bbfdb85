import ConfigFile
import Days
import Diary
import Foundation
import Insights
import Withholding

/// Every option of a build that decides what it makes, with flags and the config file already
/// merged: one value, filled once by whoever makes the request. The build's fingerprint holds
/// it whole (`BuildFingerprint.inputs`), through its `Encodable` conformance, so an option added
/// here is in the fingerprint with no other edit (`BuildSettingsTests` changes every stored
/// property and sees the fingerprint change). What a build is run with but that changes
/// nothing it makes (the output folder, `--force`, the clock, cores, the file system, the
/// state's folder) is the request's own (`BuildRequest`).
public struct BuildSettings: Encodable, Sendable {
    /// The diary file; nil builds the built-in sample diary.
    public var input: String?
    /// An explicit zone for the diary's days.
    public var timeZone: TimeZone?
    /// The IANA name `timeZone` was given by (`UTC`), for what the build says of it; nil: the
    /// zone's identifier.
    public var timeZoneName: String?
    /// Whether problems with the input are errors.
    public var strict: Bool
    /// The day that is "today"; nil means today where the diary is kept.
    public var asOf: LocalDay?
    /// The site's title.
    public var title: String
    /// The locale the site is written in, a BCP 47 tag (`de`, `hi-IN`, `ar-EG`): its language's
    /// catalog of words, its region's dates and numbers. Nil: the English site.
    public var locale: String?
    /// The site's public address (as `SiteAddress` writes it).
    public var baseURL: String?
    /// The feed's author; nil: the site's title.
    public var author: String?
    /// The site's own identity, which the feed's ids are made from (`site-id`, which
    /// `foodstory init` writes); nil: the diary's first entry (see `FeedIdentity`).
    public var siteID: String?
    /// A folder of templates replacing the defaults file by file (its files are in the
    /// fingerprint's rendering part, `BuildFingerprint.renderKey`).
    public var templates: URL?
    /// The folder of the entries' photos.
    public var media: URL?
    /// Whether each photo's original goes into the site too, its metadata removed, beside its
    /// web sizes (`[photos] originals = true`; never in a public build).
    public var originals: Bool
    /// The pantrydates database; nil leaves the pantry out of the site.
    public var pantry: String?
    /// Food aliases.
    public var aliases: [String: String]
    /// Words that are never a food on their own.
    public var notFoods: [String]
    /// The language the diary is written in, whose food words read its descriptions.
    public var diaryLanguage: DiaryLanguage
    /// Whether day pages show "on this day".
    public var onThisDay: Bool
    /// The zone the built-in sample diary is kept in when no zone is given (read only when
    /// `input` is nil).
    public var sampleTimeZone: TimeZone
    /// What a public build lets through of the diary; nil builds the whole diary.
    public var publicView: PublicView?
    /// Which share cards get their PNG pictures (the config file's `[cards]` table).
    public var pictures: PictureChoice
    /// The personal goals (the config file's `[[goals]]`), each with its page; none: no goal
    /// anywhere on the site.
    public var goals: [Goal]
    /// What the `foodstory card` commands the pages print must add to draw a card as this
    /// build did (`--input diary.json`, `--config …`), as the command line gave them.
    public var cardArguments: [String]

    /// Creates settings; every option but the sample's zone has the default `foodstory build`
    /// gives it.
    public init(
        input: String?, timeZone: TimeZone? = nil, strict: Bool = false, asOf: LocalDay? = nil,
        title: String = "My Food Story", locale: String? = nil, baseURL: String? = nil, author: String? = nil,
        siteID: String? = nil,
        templates: URL? = nil, media: URL? = nil, originals: Bool = false, pantry: String? = nil,
        aliases: [String: String] = [:], notFoods: [String] = [],
        diaryLanguage: DiaryLanguage = .defaultDiaryLanguage(), onThisDay: Bool = true,
        sampleTimeZone: TimeZone, publicView: PublicView? = nil, pictures: PictureChoice = PictureChoice(),
        timeZoneName: String? = nil, cardArguments: [String] = [], goals: [Goal] = []
    ) {
        self.input = input
        self.timeZone = timeZone
        self.strict = strict
        self.asOf = asOf
        self.title = title
        self.locale = locale
        self.baseURL = baseURL
        self.author = author
        self.siteID = siteID
        self.templates = templates
        self.media = media
        self.originals = originals
        self.pantry = pantry
        self.aliases = aliases
        self.notFoods = notFoods
        self.diaryLanguage = diaryLanguage
        self.onThisDay = onThisDay
        self.sampleTimeZone = sampleTimeZone
        self.publicView = publicView
        self.pictures = pictures
        self.timeZoneName = timeZoneName
        self.cardArguments = cardArguments
        self.goals = goals
    }
}

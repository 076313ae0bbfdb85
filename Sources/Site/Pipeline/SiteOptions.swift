import Days
import Foundation

/// What a build makes, apart from the diary: every option of `foodstory build` that changes
/// the pages.
public struct SiteOptions: Sendable {
    /// The site's title, shown in the header and the browser tab.
    public var title: String
    /// The day that is "today" (streaks, "this week").
    public var asOf: LocalDay
    /// The public address of the site, for the feed, the sitemap and canonical links, as
    /// `SiteAddress` writes it.
    public var baseURL: String?
    /// The feed's author (`--author`, `author`); nil: the title.
    public var author: String?
    /// Food aliases from the config file.
    public var aliases: [String: String]
    /// Words the config file says are never a food on their own.
    public var notFoods: [String]
    /// Whether day pages show "on this day" in earlier years.
    public var onThisDay: Bool
    /// Whether the diary is FoodStory's built-in sample (the pages say so).
    public var isSample: Bool
    /// Whether entries show their clock time (a public build may withhold it: `PublicView`).
    public var showsTimes = true
    /// Whether every page asks search engines not to index it, with a `robots.txt` that
    /// disallows all.
    public var noindex = false
    /// Whether the build is public (`--public`): the pages' `foodstory card` commands say so.
    public var isPublic = false
    /// Which share cards get their PNG pictures; the others are drawn on demand.
    public var pictures = PictureChoice()
    /// What the pages' `foodstory card` commands add so that they draw as this build did.
    public var cardArguments: [String] = []
    /// What the feed's ids are made from (`FeedIdentity`): by default the address, else the
    /// title; a build sets it from the config file's site id or the diary's first entry.
    var feedIdentity: FeedIdentity

    /// Creates options.
    public init(
        title: String = "My Food Story", asOf: LocalDay, baseURL: String? = nil, aliases: [String: String] = [:],
        notFoods: [String] = [], onThisDay: Bool = true, isSample: Bool = false
    ) {
        self.title = title
        self.asOf = asOf
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.aliases = aliases
        self.notFoods = notFoods
        self.onThisDay = onThisDay
        self.isSample = isSample
        feedIdentity = FeedIdentity(siteID: nil, firstEntry: nil, address: self.baseURL, title: title)
    }
}

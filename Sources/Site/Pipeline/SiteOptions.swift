import ConfigFile
import Days
import Feeds
import Foundation
import Withholding

/// What a build makes, apart from the diary: the build's settings (`BuildSettings`, read as
/// `options.title` and so on), with what the build works out of them once: the as-of day,
/// whether the diary is the sample, and the feed's identity. What a public view changes
/// (`showsTimes`, `noindex`, `isPublic`) is read from the settings' view, never copied.
@dynamicMemberLookup
public struct SiteOptions: Sendable {
    /// The build's settings; the base URL ends with a slash.
    public var settings: BuildSettings
    /// The day that is "today" (streaks, "this week").
    public var asOf: LocalDay
    /// Whether the diary is FoodStory's built-in sample (the pages say so).
    public var isSample: Bool
    /// What the feed's ids are made from (`FeedIdentity`): by default the address, else the
    /// title; a build sets it from the config file's site id or the diary's first entry.
    var feedIdentity: FeedIdentity
    /// The config file's number of each of the goals (1 the first), when a public view withheld
    /// some; nil: their places.
    var goalNumbers: [Int]?

    /// A setting, read or changed through the options.
    public subscript<Value>(dynamicMember setting: WritableKeyPath<BuildSettings, Value>) -> Value {
        get { settings[keyPath: setting] }
        set { settings[keyPath: setting] = newValue }
    }

    /// Whether entries show their clock time (a public build may withhold it: `PublicView`).
    public var showsTimes: Bool { settings.publicView?.times ?? true }
    /// Whether every page asks search engines not to index it, with a `robots.txt` that
    /// disallows all.
    public var noindex: Bool { settings.publicView?.noindex ?? false }
    /// Whether the build is public (`--public`): the pages' `foodstory card` commands say so.
    public var isPublic: Bool { settings.publicView != nil }

    /// The options of a build with `settings`, as of `asOf`.
    public init(settings: BuildSettings, asOf: LocalDay, isSample: Bool = false) {
        self.settings = settings
        self.settings.baseURL = settings.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.asOf = asOf
        self.isSample = isSample
        feedIdentity = FeedIdentity(
            siteID: nil, firstEntry: nil, address: self.settings.baseURL, title: settings.title)
    }

}

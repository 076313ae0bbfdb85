/// What a public build (`foodstory build --public`, `public = true` with a `[public]` table in
/// `foodstory.toml`) lets through of the diary. Everything personal is withheld unless let
/// back in: the original inputs (what was typed or said, where it differs from the
/// description), the photos, the clock times (entries show their meal, not their minute) and
/// the pantry; entries that mention a food of `hide` are left out before anything is worked
/// out, so every number agrees with what is shown.
public struct PublicView: Hashable, Sendable, Codable {
    /// Whether the photos are shown (`[public] photos = true`).
    public var photos: Bool
    /// Whether the original inputs are shown (`[public] original-inputs = true`).
    public var originalInputs: Bool
    /// Whether the entries' clock times are shown (`[public] times = true`).
    public var times: Bool
    /// Whether the pantry is shown (`[public] pantry = true`).
    public var pantry: Bool
    /// Foods whose entries are left out (`[public] hide = ["whisky"]`), by the food-word rules.
    public var hide: [String]
    /// Whether every page asks search engines not to index it, with a `robots.txt` that
    /// disallows all (`[public] noindex = true`).
    public var noindex: Bool

    /// A view; by default everything personal is withheld and every page may be indexed.
    public init(
        photos: Bool = false, originalInputs: Bool = false, times: Bool = false, pantry: Bool = false,
        hide: [String] = [], noindex: Bool = false
    ) {
        self.photos = photos
        self.originalInputs = originalInputs
        self.times = times
        self.pantry = pantry
        self.hide = hide
        self.noindex = noindex
    }

    /// The keys of the `[public]` table of `foodstory.toml`.
    public static let keys = ["photos", "original-inputs", "times", "pantry", "hide", "noindex"]
}

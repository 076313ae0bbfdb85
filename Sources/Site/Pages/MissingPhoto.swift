import Charts
import Words

/// The picture an entry shows in place of a photo the diary names but does not have
/// (`assets/photo-missing.svg`): a frame and a picture sign, and the catalog's
/// `photo-missing` words under them, as its visible text and its accessible name.
enum MissingPhoto {
    /// Where the picture is written.
    static let path = SitePath.asset("photo-missing.svg")

    /// The picture, its words in the catalog's language.
    static func svg(_ words: Catalog) -> String {
        let said = XMLText.escape(words(.photoMissing))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" \
            aria-label="\(said)">
            <rect x="2" y="2" width="316" height="196" rx="14" fill="#1B1F3B" stroke="#4A5080" stroke-width="2" \
            stroke-dasharray="8 6"/>
            <path d="M130 120 l20-24 16 18 10-12 24 18z" fill="#4A5080"/>
            <circle cx="188" cy="80" r="9" fill="#4A5080"/>
            <text x="160" y="160" fill="#B8BCD0" font-family="system-ui, sans-serif" font-size="16" \
            text-anchor="middle">\(said)</text>
            </svg>

            """
    }
}

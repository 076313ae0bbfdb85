import Words

/// The three pictures a share card comes as, each laid out for its own size.
public enum CardFormat: String, Sendable, CaseIterable, Encodable {
    /// The 1080 × 1350 portrait post (Instagram's feed, Mastodon, messages).
    case portrait
    /// The 1080 × 1920 story: the top and bottom 250 pixels hold background only, as the apps
    /// draw their own controls there.
    case story
    /// The 1200 × 630 link preview (Open Graph image).
    case link

    /// The width in pixels.
    public var width: Int {
        switch self {
        case .portrait, .story: 1080
        case .link: 1200
        }
    }

    /// The height in pixels.
    public var height: Int {
        switch self {
        case .portrait: 1350
        case .story: 1920
        case .link: 630
        }
    }

    /// What the picture is for, with its size, e.g. "Instagram story, 1080×1920".
    public func name(_ words: Catalog) -> String {
        let size: [String: Argument] = ["width": .text(String(width)), "height": .text(String(height))]
        return switch self {
        case .portrait: words(.cardFormatPortrait, size)
        case .story: words(.cardFormatStory, size)
        case .link: words(.cardFormatLink, size)
        }
    }

    /// What the PNG file's name adds after the week or year: "", "-story" or "-link".
    public var suffix: String {
        switch self {
        case .portrait: ""
        case .story: "-story"
        case .link: "-link"
        }
    }

    /// The height of the story's bands at the top and bottom that hold background only.
    public static let storySafeBand = 250

    /// How far down the story draws the portrait's content, in whole pixels: the middle of
    /// its height. The story's picture is the portrait's with this many rows of ground above
    /// and below.
    public static let storyBand = (CardFormat.story.height - CardFormat.portrait.height) / 2

    static let storyOffset = Double(storyBand)

    /// The standalone SVG document of `width × height` with an accessible name and
    /// description, the card's ground and then `body`.
    static func document(
        id: String, title: String, description: String, width: Double, height: Double, body: String
    ) -> String {
        var writer = SVGWriter()
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "share-card"),
                ("viewBox", "0 0 \(num(width)) \(num(height))"), ("width", num(width)),
                ("height", num(height)), ("role", "img"), ("aria-labelledby", "\(id)-title \(id)-desc"),
                ("font-family", CardStyle.Family.rounded.stack),
            ])
        writer.text("title", [("id", "\(id)-title")], title)
        writer.text("desc", [("id", "\(id)-desc")], description)
        writer.empty("rect", [("width", num(width)), ("height", num(height)), ("fill", Palette.void.hex)])
        writer.raw(body)
        writer.close("svg")
        return writer.markup
    }

    /// A card's SVG document in this format, named `label`: the portrait's marks, the same
    /// moved into the story's safe middle, or the link preview's own.
    func document(
        label: String, title: String, description: String, portrait: () -> String, link: () -> String
    ) -> String {
        let body: String
        switch self {
        case .portrait: body = portrait()
        case .story: body = Self.storyBody(portrait())
        case .link: body = link()
        }
        return Self.document(
            id: ChartFrame.safeID("card-\(label)\(suffix)"), title: title, description: description,
            width: Double(width), height: Double(height), body: body)
    }

    /// `body` moved down into the story's safe middle.
    static func storyBody(_ body: String) -> String {
        "<g transform=\"translate(0 \(num(storyOffset)))\">\(body)</g>"
    }
}

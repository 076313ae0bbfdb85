import Mustache

/// A piece of HTML made by FoodStory (a chart, a heatmap, an entry card) that a Markdown
/// template places with `{{chart}}`. Markdown is rendered with cmark's safe defaults, which
/// drop raw HTML, so the template holds a marker that is swapped for the HTML afterwards.
public struct Block: MustacheCustomRenderable, Sendable, Hashable {
    /// The marker the template renders: letters and digits between two U+E000 characters,
    /// which no escaping changes and no diary text can contain.
    public let marker: String

    public var renderText: String { marker }
    public var isNull: Bool { false }
}

/// The blocks of one page, in the order they were made.
public struct BlockStore: Sendable {
    /// The private-use character around block markers.
    public static let marker: Unicode.Scalar = "\u{E000}"
    private(set) var html: [String] = []

    /// An empty store.
    public init() {}

    /// Keeps `html` and gives the block that places it.
    public mutating func add(_ html: String) -> Block {
        self.html.append(html)
        return Block(marker: "\u{E000}block\(self.html.count - 1)\u{E000}")
    }

    /// `rendered` HTML with every block marker replaced by its HTML: a marker alone in a
    /// paragraph replaces the paragraph.
    public func substitute(into rendered: String) -> String {
        guard !html.isEmpty, rendered.unicodeScalars.contains(Self.marker) else { return rendered }
        var result = rendered
        for (index, fragment) in html.enumerated().reversed() {
            let marker = "\u{E000}block\(index)\u{E000}"
            result = result.replacingOccurrences(of: "<p>\(marker)</p>", with: fragment)
            result = result.replacingOccurrences(of: marker, with: fragment)
        }
        return result
    }
}

/// Builds SVG markup one element per line, escaping every attribute value and text.
///
/// Attributes are written in the order given, so output is byte-for-byte stable.
struct SVGWriter {
    /// An attribute name and its unescaped value.
    typealias Attribute = (String, String)

    /// The markup written so far.
    private(set) var markup = ""

    /// Writes `<name a="…">` and leaves it open.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        markup += "<\(name)\(Self.render(attributes))>\n"
    }

    /// Writes `</name>`.
    mutating func close(_ name: String) {
        markup += "</\(name)>\n"
    }

    /// Writes a self-closing `<name a="…"/>`.
    mutating func empty(_ name: String, _ attributes: [Attribute]) {
        markup += "<\(name)\(Self.render(attributes))/>\n"
    }

    /// Writes `<name a="…">text</name>` with `text` escaped.
    mutating func text(_ name: String, _ attributes: [Attribute], _ content: String) {
        markup += "<\(name)\(Self.render(attributes))>\(XMLText.escape(content))</\(name)>\n"
    }

    /// Writes `<text a="…">content<tspan b="…">span</tspan>…</text>` on one line, every text
    /// escaped: one line of text whose later runs differ in colour or weight.
    mutating func text(_ attributes: [Attribute], _ content: String, spans: [(attributes: [Attribute], text: String)]) {
        let runs = spans.map { "<tspan\(Self.render($0.attributes))>\(XMLText.escape($0.text))</tspan>" }.joined()
        markup += "<text\(Self.render(attributes))>\(XMLText.escape(content))\(runs)</text>\n"
    }

    /// Writes an element with a `<title>` child (the mark's tooltip):
    /// `<name a="…"><title>tip</title></name>`.
    mutating func titled(_ name: String, _ attributes: [Attribute], title: String) {
        markup += "<\(name)\(Self.render(attributes))><title>\(XMLText.escape(title))</title></\(name)>\n"
    }

    /// Opens a link around the marks that follow, or a plain group when `link` is `nil`, with
    /// `title` as the first child (the tooltip); close it with ``closeLinkOrGroup(_:)``.
    mutating func openLinkOrGroup(link: String?, label: String, title: String, className: String? = nil) {
        var attributes: [Attribute] = []
        if let link {
            attributes.append(("href", link))
            attributes.append(("aria-label", label))
        }
        if let className { attributes.append(("class", className)) }
        open(link == nil ? "g" : "a", attributes)
        text("title", [], title)
    }

    /// Closes what ``openLinkOrGroup(link:label:title:className:)`` opened.
    mutating func closeLinkOrGroup(_ link: String?) {
        close(link == nil ? "g" : "a")
    }

    /// Appends markup that is already valid SVG.
    mutating func raw(_ text: String) {
        markup += text
    }

    private static func render(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
    }
}

/// A coordinate or length for an SVG attribute, with at most two decimal places.
func num(_ value: Double) -> String {
    SVGNumber.format(value, places: 2)
}

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
        startTag(name, attributes)
        markup += ">\n"
    }

    /// Writes `</name>`.
    mutating func close(_ name: String) {
        endTag(name)
    }

    /// Writes a self-closing `<name a="…"/>`.
    mutating func empty(_ name: String, _ attributes: [Attribute]) {
        startTag(name, attributes)
        markup += "/>\n"
    }

    /// Writes `<name a="…">text</name>` with `text` escaped.
    mutating func text(_ name: String, _ attributes: [Attribute], _ content: String) {
        startTag(name, attributes)
        markup += ">"
        markup += XMLText.escape(content)
        endTag(name)
    }

    /// Writes `<text a="…">content<tspan b="…">span</tspan>…</text>` on one line, every text
    /// escaped: one line of text whose later runs differ in colour or weight.
    mutating func text(_ attributes: [Attribute], _ content: String, spans: [(attributes: [Attribute], text: String)]) {
        startTag("text", attributes)
        markup += ">"
        markup += XMLText.escape(content)
        for span in spans {
            startTag("tspan", span.attributes)
            markup += ">"
            markup += XMLText.escape(span.text)
            markup += "</tspan>"
        }
        endTag("text")
    }

    /// Writes an element with a `<title>` child (the mark's tooltip):
    /// `<name a="…"><title>tip</title></name>`.
    mutating func titled(_ name: String, _ attributes: [Attribute], title: String) {
        startTag(name, attributes)
        markup += "><title>"
        markup += XMLText.escape(title)
        markup += "</title>"
        endTag(name)
    }

    /// Opens a link around the marks that follow, or a plain group when `link` is `nil`, with
    /// `title` as the first child: the tooltip, and the link's accessible name (an SVG link is
    /// named by its `<title>`, so it needs no `aria-label` saying it again). Close it with
    /// ``closeLinkOrGroup(_:)``.
    mutating func openLinkOrGroup(link: String?, title: String, className: String? = nil) {
        var attributes: [Attribute] = []
        if let link { attributes.append(("href", link)) }
        if let className { attributes.append(("class", className)) }
        open(link == nil ? "g" : "a", attributes)
        text("title", [], title)
    }

    /// Closes what ``openLinkOrGroup(link:title:className:)`` opened.
    mutating func closeLinkOrGroup(_ link: String?) {
        close(link == nil ? "g" : "a")
    }

    /// Appends markup that is already valid SVG.
    mutating func raw(_ text: String) {
        markup += text
    }

    // The markup is appended to piece by piece: no string is made for a tag or an attribute.

    /// `<name a="…"` (not closed).
    private mutating func startTag(_ name: String, _ attributes: [Attribute]) {
        markup += "<"
        markup += name
        for (attribute, value) in attributes {
            markup += " "
            markup += attribute
            markup += "=\""
            markup += XMLText.escape(value)
            markup += "\""
        }
    }

    /// `</name>` and a line break.
    private mutating func endTag(_ name: String) {
        markup += "</"
        markup += name
        markup += ">\n"
    }
}

/// A coordinate or length for an SVG attribute, with at most two decimal places.
func num(_ value: Double) -> String {
    SVGNumber.format(value, places: 2)
}

import Words

/// The outer `<svg>` element every chart shares: size, accessible name and description.
struct ChartFrame {
    /// The font stack for editorial text such as empty-state messages: the site's own serif first.
    static let serifFonts = "Caladea, ui-serif, Georgia, Times New Roman, serif"

    /// The id prefix, already made safe for XML ids and CSS selectors.
    let id: String
    /// The chart kind, written as the `chart-<kind>` class.
    let kind: String
    /// The `viewBox` width.
    let width: Double
    /// The `viewBox` height.
    let height: Double
    /// The accessible name.
    let title: String
    /// The accessible description (the chart's sentence).
    let description: String

    /// A frame; `idPrefix` is reduced to letters, digits, `-` and `_`, starting with a letter.
    init(idPrefix: String, kind: String, width: Double, height: Double, title: String, description: String) {
        self.id = Self.safeID(idPrefix)
        self.kind = kind
        self.width = width
        self.height = height
        self.title = title
        self.description = description
    }

    /// The whole `<svg>` element around `body`; `focusStyle` adds a keyboard focus ring for
    /// linked marks, scoped to this chart's id. A chart with links keeps the implicit role
    /// of `<svg>` (a graphics document, named the same way) instead of `img`: an image's
    /// content is presentational, so its links would be nested controls that screen readers
    /// may not announce (and HTML allows no `group` role on `<svg>`).
    ///
    /// It names no font: a chart sits in a page and sets its labels in the page's sans-serif
    /// (Inter, with its metric-matched fallback while it loads), which it inherits.
    ///
    /// `minWidth` (CSS pixels) keeps the chart from being drawn narrower on a screen: its
    /// container then scrolls sideways, with a shadow on the side that has more, opening at the
    /// chart's right end when `fromEnd` (`scrollStyle`).
    func svg(_ body: String, focusStyle: Bool = false, minWidth: Double? = nil, fromEnd: Bool = false) -> String {
        let linked = Self.hasLink(body)
        let role: [(String, String)] = linked ? [] : [("role", "img")]
        // A chart that may scroll sideways and has no link to take the focus takes it itself,
        // so that a keyboard can reach and scroll it.
        let focusable: [(String, String)] = minWidth != nil && !linked ? [("tabindex", "0")] : []
        var writer = SVGWriter()
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("id", id),
                ("class", "chart chart-\(kind)"),
                ("viewBox", "0 0 \(num(width)) \(num(height))"),
                ("width", "100%"),
            ] + role + focusable + [("aria-labelledby", "\(id)-title \(id)-desc")])
        writer.text("title", [("id", "\(id)-title")], title)
        writer.text("desc", [("id", "\(id)-desc")], description)
        var style = ""
        if focusStyle {
            let color = Palette.warm.paint
            style +=
                "#\(id) a:focus { outline: none; } #\(id) a:focus :is(rect, circle, path, use) { stroke: \(color); stroke-width: 2px; }"
        }
        if let minWidth { style += (style.isEmpty ? "" : " ") + scrollStyle(minWidth: minWidth, fromEnd: fromEnd) }
        if !style.isEmpty { writer.text("style", [], style) }
        writer.raw(body)
        writer.close("svg")
        return writer.markup
    }

    /// On a screen (not on paper), the chart at least `minWidth` pixels wide and its container
    /// (whatever the page puts it in) scrolling sideways when narrower. The container shows a
    /// warm shadow at an edge with more of the chart beyond it: two shadows fixed to the
    /// container's edges, each hidden by a cover of the page's background that scrolls with the
    /// chart and lies over it only when that end of the chart is in view. `fromEnd` opens it
    /// scrolled to the right end (a right-to-left container starts there; the chart inside is
    /// set left to right again).
    func scrollStyle(minWidth: Double, fromEnd: Bool = false) -> String {
        let cover = "var(--ground) 40%, #0000"
        let shadow = "#FFB34766, #0000"
        let direction = fromEnd ? ("direction: rtl; ", "direction: ltr; ") : ("", "")
        return "@media screen { :has(> #\(id)) { \(direction.0)overflow-x: auto; background: "
            + "linear-gradient(90deg, \(cover)) left / 2rem 100% no-repeat local, "
            + "linear-gradient(270deg, \(cover)) right / 2rem 100% no-repeat local, "
            + "radial-gradient(farthest-side at 0 50%, \(shadow)) left / 0.8rem 100% no-repeat scroll, "
            + "radial-gradient(farthest-side at 100% 50%, \(shadow)) right / 0.8rem 100% no-repeat scroll; } "
            + "#\(id) { \(direction.1)min-width: \(num(minWidth.rounded(.up)))px; } }"
    }

    /// Whether `body` has an `<a ` tag. A `<` in the body only ever starts a tag (text is
    /// escaped), so a byte search finds what a search for the string does.
    static func hasLink(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2)
            where bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "a")
                && bytes[index + 2] == UInt8(ascii: " ")
            {
                return true
            }
            return false
        }
    }

    /// `prefix` as an XML id usable in a CSS selector.
    static func safeID(_ prefix: String) -> String {
        var out = ""
        for scalar in prefix.unicodeScalars {
            let isSafe =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            out.unicodeScalars.append(isSafe ? scalar : "-")
        }
        guard let first = out.unicodeScalars.first else { return "chart" }
        guard ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return "chart-" + out }
        return out
    }
}

/// The outer `<svg>` element every chart shares: size, accessible name and description, fonts.
struct ChartFrame {
    /// The font stack for labels: rounded system sans-serif, nothing downloaded.
    static let sansFonts = "ui-rounded, system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
    /// The font stack for editorial text such as empty-state messages.
    static let serifFonts = "ui-serif, Georgia, Times New Roman, serif"

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
    /// linked marks, scoped to this chart's id.
    func svg(_ body: String, focusStyle: Bool = false) -> String {
        var writer = SVGWriter()
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("id", id),
                ("class", "chart chart-\(kind)"),
                ("viewBox", "0 0 \(num(width)) \(num(height))"),
                ("width", "100%"),
                ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
                ("font-family", Self.sansFonts),
            ])
        writer.text("title", [("id", "\(id)-title")], title)
        writer.text("desc", [("id", "\(id)-desc")], description)
        if focusStyle {
            let color = Palette.warm.hex
            writer.text(
                "style", [],
                "#\(id) a:focus { outline: none; } #\(id) a:focus rect, #\(id) a:focus circle, #\(id) a:focus path { stroke: \(color); stroke-width: 2px; }"
            )
        }
        writer.raw(body)
        writer.close("svg")
        return writer.markup
    }

    /// The empty state: a faint dashed frame with `message` in the middle, set smaller when the
    /// frame is narrow and wrapped onto up to three lines when it still does not fit.
    func emptySVG(message: String) -> String {
        var writer = SVGWriter()
        writer.empty(
            "rect",
            [
                ("x", "1"), ("y", "1"), ("width", num(width - 2)), ("height", num(height - 2)),
                ("rx", "12"), ("fill", "none"), ("stroke", Palette.surface.hex),
                ("stroke-opacity", "0.2"), ("stroke-dasharray", "6 6"),
            ])
        let room = width - 24
        // The largest size that fits on one line, down to 12; otherwise wrapped at 13.
        let oneLine = [16.0, 15, 14, 13, 12].first { Self.wrap(message, width: room, fontSize: $0).count == 1 }
        let fontSize = oneLine ?? 13
        var lines = Self.balancedWrap(message, width: room, fontSize: fontSize)
        if lines.count > 3 {
            let rest = lines[2...].joined(separator: " ")
            lines = Array(lines.prefix(2)) + [TextFit.shorten(rest, toWidth: room, fontSize: fontSize)]
        }
        let lineHeight = fontSize * 1.3
        let firstBaseline = height / 2 - Double(lines.count - 1) * lineHeight / 2 + fontSize * 0.35
        for (index, line) in lines.enumerated() {
            writer.text(
                "text",
                [
                    ("x", num(width / 2)), ("y", num(firstBaseline + Double(index) * lineHeight)),
                    ("text-anchor", "middle"), ("font-family", Self.serifFonts),
                    ("font-size", num(fontSize)), ("fill", Palette.surface.hex),
                    ("fill-opacity", "0.8"),
                ], line)
        }
        return svg(writer.markup)
    }

    /// `text` wrapped into as few lines as ``wrap(_:width:fontSize:)`` needs, but with the
    /// lines as even in length as possible (no lonely last word).
    static func balancedWrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        let lines = wrap(text, width: width, fontSize: fontSize)
        guard lines.count > 1 else { return lines }
        var (low, high) = (0.0, width)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if wrap(text, width: middle, fontSize: fontSize).count <= lines.count {
                high = middle
            } else {
                low = middle
            }
        }
        return wrap(text, width: high, fontSize: fontSize)
    }

    /// `text` broken into lines at spaces so each line fits `width`; a word too long for a
    /// line of its own is shortened with "…".
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in TextFit.singleLine(text).split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if TextFit.width(of: candidate, fontSize: fontSize) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = TextFit.shorten(word, toWidth: width, fontSize: fontSize)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
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

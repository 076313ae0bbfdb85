extension ChartFrame {
    /// The empty state: a faint dashed frame with `message` in the middle, set smaller when the
    /// frame is narrow and wrapped onto up to three lines when it still does not fit.
    func emptySVG(message: String) -> String {
        var writer = SVGWriter()
        writer.empty(
            "rect",
            [
                ("x", "1"), ("y", "1"), ("width", num(width - 2)), ("height", num(height - 2)),
                ("rx", "12"), ("fill", "none"), ("stroke", Palette.surface.paint),
                ("stroke-opacity", "0.2"), ("stroke-dasharray", "6 6"),
            ])
        let room = width - 24
        // The largest size that fits on one line, down to 13 (`Readable.font`); otherwise wrapped at 13.
        let oneLine = [16.0, 15, 14, 13].first { TextFit.wrap(message, width: room, fontSize: $0).count == 1 }
        let fontSize = oneLine ?? Readable.font
        var lines = TextFit.balancedWrap(message, width: room, fontSize: fontSize)
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
                    ("font-size", num(fontSize)), ("fill", Palette.surface.paint),
                    ("fill-opacity", "0.8"),
                ], line)
        }
        return svg(writer.markup)
    }
}

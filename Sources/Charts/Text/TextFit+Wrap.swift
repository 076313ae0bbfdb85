extension TextFit {
    /// `text` wrapped into as few lines as ``wrap(_:width:fontSize:bold:)`` needs, but with the
    /// lines as even in length as possible (no lonely last word).
    static func balancedWrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        let lines = wrap(text, width: width, fontSize: fontSize, bold: bold)
        guard lines.count > 1 else { return lines }
        var (low, high) = (0.0, width)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if wrap(text, width: middle, fontSize: fontSize, bold: bold).count <= lines.count {
                high = middle
            } else {
                low = middle
            }
        }
        return wrap(text, width: high, fontSize: fontSize, bold: bold)
    }

    /// `text` broken into lines at spaces so each line fits `width`; a word too long for a
    /// line of its own is shortened with "…".
    static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in singleLine(text).split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if self.width(of: candidate, fontSize: fontSize, bold: bold) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = shorten(word, toWidth: width, fontSize: fontSize, bold: bold)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Whether every word of `text` fits a line of `width` on its own, so that
    /// ``wrap(_:width:fontSize:bold:)`` shortens none of them.
    static func wordsFit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> Bool {
        singleLine(text).split(separator: " ").allSatisfy {
            self.width(of: String($0), fontSize: fontSize, bold: bold) <= width
        }
    }
}

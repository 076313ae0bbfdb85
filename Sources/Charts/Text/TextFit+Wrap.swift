extension TextFit {
    /// A word with its width in ems (summed character by character, as ``width(of:fontSize:bold:letterSpacing:)``
    /// does), measured once for the many trial wraps of ``balancedWrap(_:width:fontSize:bold:)``.
    private struct MeasuredWord {
        var text: String
        var ems: [Double]
    }

    /// `text` wrapped into as few lines as ``wrap(_:width:fontSize:bold:)`` needs, but with the
    /// lines as even in length as possible (no lonely last word).
    static func balancedWrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        let words = measuredWords(text)
        let lines = wrap(words, width: width, fontSize: fontSize, bold: bold)
        guard lines.count > 1 else { return lines }
        var (low, high) = (0.0, width)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if wrap(words, width: middle, fontSize: fontSize, bold: bold).count <= lines.count {
                high = middle
            } else {
                low = middle
            }
        }
        return wrap(words, width: high, fontSize: fontSize, bold: bold)
    }

    /// `text` broken into lines at spaces so each line fits `width`; a word too long for a
    /// line of its own is shortened with "…".
    static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        wrap(measuredWords(text), width: width, fontSize: fontSize, bold: bold)
    }

    /// Whether every word of `text` fits a line of `width` on its own, so that
    /// ``wrap(_:width:fontSize:bold:)`` shortens none of them.
    static func wordsFit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> Bool {
        singleLine(text).split(separator: " ").allSatisfy {
            self.width(of: String($0), fontSize: fontSize, bold: bold) <= width
        }
    }

    private static func measuredWords(_ text: String) -> [MeasuredWord] {
        singleLine(text).split(separator: " ").map { MeasuredWord(text: String($0), ems: $0.map(ems(for:))) }
    }

    private static func wrap(_ words: [MeasuredWord], width: Double, fontSize: Double, bold: Bool) -> [String] {
        let scale = fontSize * (bold ? 1.08 : 1)
        let space = ems(for: " ")
        var lines: [String] = []
        var line = ""
        // The line's width in ems, added up in reading order exactly as measuring the whole
        // candidate line would, so the comparison gives the same answer to the last bit.
        var lineEms = 0.0
        for word in words {
            var candidateEms = line.isEmpty ? 0 : lineEms + space
            for value in word.ems { candidateEms += value }
            if candidateEms * scale <= width {
                line = line.isEmpty ? word.text : line + " " + word.text
                lineEms = candidateEms
            } else {
                if !line.isEmpty { lines.append(line) }
                line = shorten(word.text, toWidth: width, fontSize: fontSize, bold: bold)
                lineEms = line.reduce(0.0) { $0 + ems(for: $1) }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

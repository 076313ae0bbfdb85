extension TextFit {
    /// A word of a text on one line, with the width of each of its characters in ems (as
    /// ``width(of:fontSize:bold:letterSpacing:)`` measures them), measured once for the many
    /// trial wraps of ``balancedWrap(_:width:fontSize:bold:)``.
    struct MeasuredWord {
        var text: String
        var ems: [Double]
        /// The widths added up in reading order.
        var total: Double
        /// Whether a character of the word counts as space on its own (a space that a
        /// combining mark joined): ``singleLine(_:)`` would change such a word.
        var hasSpace: Bool
    }

    /// `text` on one line (``singleLine(_:)``), split into words at spaces, each measured.
    static func measuredWords(_ text: String) -> [MeasuredWord] {
        withUTF8(singleLine(text)) { line, bytes in
            var words: [MeasuredWord] = []
            var word = MeasuredWord(text: "", ems: [], total: 0, hasSpace: false)
            var start = 0
            var end = 0
            func finish() {
                guard !word.ems.isEmpty else { return }
                word.text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                words.append(word)
                word = MeasuredWord(text: "", ems: [], total: 0, hasSpace: false)
            }
            forEachCluster(line, bytes: bytes) { clusterEnd, cluster in
                if cluster.isWordBreak {
                    finish()
                    start = clusterEnd
                } else {
                    let ems = cluster.ems
                    word.ems.append(ems)
                    word.total += ems
                    word.hasSpace = word.hasSpace || cluster.isSpace
                    end = clusterEnd
                }
                return true
            }
            finish()
            return words
        }
    }

    /// `text` wrapped into as few lines as ``wrap(_:width:fontSize:bold:)`` needs, but with the
    /// lines as even in length as possible (no lonely last word).
    static func balancedWrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        balancedWrap(measuredWords(text), width: width, fontSize: fontSize, bold: bold)
    }

    /// ``balancedWrap(_:width:fontSize:bold:)`` of words already measured.
    static func balancedWrap(_ words: [MeasuredWord], width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        let lines = layout(words, width: width, fontSize: fontSize, bold: bold)
        guard lines.count > 1 else { return text(of: lines, words) }
        // No narrower than the widest word, when every word fits the line: a narrower trial
        // would shorten that word with "…" while still counting the same lines.
        let widest = words.map { Self.width(ems: $0.total, fontSize: fontSize, bold: bold) }.max() ?? 0
        var (low, high) = (widest <= width ? widest : 0, width)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if layout(words, width: middle, fontSize: fontSize, bold: bold).count <= lines.count {
                high = middle
            } else {
                low = middle
            }
        }
        return text(of: layout(words, width: high, fontSize: fontSize, bold: bold), words)
    }

    /// `text` broken into lines at spaces so each line fits `width`; a word too long for a
    /// line of its own is shortened with "…".
    static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        wrap(measuredWords(text), width: width, fontSize: fontSize, bold: bold)
    }

    /// ``wrap(_:width:fontSize:bold:)`` of words already measured.
    static func wrap(_ words: [MeasuredWord], width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        text(of: layout(words, width: width, fontSize: fontSize, bold: bold), words)
    }

    /// Whether every word of `text` fits a line of `width` on its own, so that
    /// ``wrap(_:width:fontSize:bold:)`` shortens none of them.
    static func wordsFit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> Bool {
        wordsFit(measuredWords(text), width: width, fontSize: fontSize, bold: bold)
    }

    /// ``wordsFit(_:width:fontSize:bold:)`` of words already measured.
    static func wordsFit(_ words: [MeasuredWord], width: Double, fontSize: Double, bold: Bool = false) -> Bool {
        words.allSatisfy { Self.width(ems: $0.total, fontSize: fontSize, bold: bold) <= width }
    }

    /// One line of a wrap: a run of words, the first of them replaced by `first` when it was
    /// shortened to fit. Lines are only made into text once the wrap is chosen.
    private struct Line {
        var first: String?
        var words: Range<Int>
    }

    private static func layout(_ words: [MeasuredWord], width: Double, fontSize: Double, bold: Bool) -> [Line] {
        let scale = fontSize * (bold ? 1.08 : 1)
        let space = ems(for: " ")
        var lines: [Line] = []
        var line: Line?
        // The line's width in ems, added up in reading order exactly as measuring the whole
        // candidate line would, so the comparison gives the same answer to the last bit.
        var lineEms = 0.0
        for (index, word) in words.enumerated() {
            var candidateEms = line == nil ? 0 : lineEms + space
            for value in word.ems { candidateEms += value }
            if candidateEms * scale <= width {
                if let current = line {
                    line = Line(first: current.first, words: current.words.lowerBound..<(index + 1))
                } else {
                    line = Line(first: nil, words: index..<(index + 1))
                }
                lineEms = candidateEms
            } else {
                if let line { lines.append(line) }
                // The word starts a line of its own, shortened when it is too long for one;
                // a word that fits is what shortening would give back.
                if !word.hasSpace, Self.width(ems: word.total, fontSize: fontSize, bold: bold) <= width {
                    line = Line(first: nil, words: index..<(index + 1))
                    lineEms = word.total
                } else {
                    let shortened = shorten(word.text, toWidth: width, fontSize: fontSize, bold: bold)
                    line = Line(first: shortened, words: index..<(index + 1))
                    lineEms = ems(of: shortened).total
                }
            }
        }
        if let line { lines.append(line) }
        return lines
    }

    /// The lines as text: words joined by single spaces.
    private static func text(of lines: [Line], _ words: [MeasuredWord]) -> [String] {
        lines.map { line in
            var text = line.first ?? words[line.words.lowerBound].text
            for index in line.words.dropFirst() {
                text += " "
                text += words[index].text
            }
            return text
        }
    }
}

/// What to keep of a photo's bytes: the runs between the pieces dropped, and the names of
/// what was dropped, each once, in the order first met.
struct StripPlan {
    private(set) var kept: [Range<Int>] = []
    private(set) var removed: [String] = []
    private var seen: Set<String> = []
    private var runStart = 0

    /// Drops `range` (which must start at or after everything dropped before it).
    mutating func drop(_ range: Range<Int>, as name: String) {
        if range.lowerBound > runStart {
            kept.append(runStart..<range.lowerBound)
        }
        runStart = range.upperBound
        if seen.insert(name).inserted {
            removed.append(name)
        }
    }

    /// Keeps everything not dropped up to `end`, the end of the image.
    mutating func finish(at end: Int) {
        if end > runStart {
            kept.append(runStart..<end)
        }
        runStart = end
    }
}

/// What to keep of a photo's bytes: the runs between the pieces dropped, the few bytes
/// written in place of a dropped piece, and the names of what was dropped, each once, in the
/// order first met.
package struct StripPlan {
    /// A part of the output: a run of the original's bytes, or bytes written in its place.
    package enum Piece: Equatable {
        case original(Range<Int>)
        case written([UInt8])
    }

    package private(set) var kept: [Piece] = []
    package private(set) var removed: [String] = []
    private var seen: Set<String> = []
    private var runStart = 0

    /// Drops `range` (which must start at or after everything dropped before it).
    package mutating func drop(_ range: Range<Int>, as name: String) {
        if range.lowerBound > runStart {
            kept.append(.original(runStart..<range.lowerBound))
        }
        runStart = range.upperBound
        if seen.insert(name).inserted {
            removed.append(name)
        }
    }

    /// Drops `range` as `drop` does, and writes `replacement` where it was.
    package mutating func replace(_ range: Range<Int>, with replacement: [UInt8], as name: String) {
        drop(range, as: name)
        kept.append(.written(replacement))
    }

    /// Keeps everything not dropped up to `end`, the end of the image.
    package mutating func finish(at end: Int) {
        if end > runStart {
            kept.append(.original(runStart..<end))
        }
        runStart = end
    }

    /// The number of bytes the output has.
    package var outputCount: Int {
        kept.reduce(0) { total, piece in
            switch piece {
            case .original(let range): total + range.count
            case .written(let bytes): total + bytes.count
            }
        }
    }
}

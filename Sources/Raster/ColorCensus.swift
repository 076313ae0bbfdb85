extension Bitmap {
    /// The distinct colours of a picture, in order of first appearance, with how many pixels
    /// have each; and then, once a palette is chosen, the palette index each is given. Each run
    /// of one colour is looked up once: a card is mostly flat fills.
    struct ColorCensus {
        /// The distinct colours, in order of first appearance.
        private(set) var colors: [UInt32] = []
        /// How many pixels have each of `colors`.
        private(set) var counts: [UInt32] = []
        /// Where each colour is in `colors`.
        private var places: [UInt32: Int] = [:]
        /// The palette index given to each of `colors` (see ``assign(_:)``).
        private var assignments: [UInt8] = []

        /// The census of `pixels`.
        init(_ pixels: [UInt32]) {
            Bitmap.forEachRun(of: pixels) { color, run in
                if let place = places[color] {
                    counts[place] += UInt32(run.count)
                } else {
                    places[color] = colors.count
                    colors.append(color)
                    counts.append(UInt32(run.count))
                }
            }
        }

        /// The `count` most used colours, most used first (the larger colour first of equals).
        func mostUsed(_ count: Int) -> [UInt32] {
            zip(colors, counts).sorted { ($0.1, $0.0) > ($1.1, $1.0) }.prefix(count).map(\.0)
        }

        /// Gives each colour the palette index `index(color)`.
        mutating func assign(_ index: (UInt32) -> UInt8) {
            assignments = colors.map(index)
        }

        /// The palette index given to `color`, one of the census's colours.
        func assigned(_ color: UInt32) -> UInt8 {
            places[color].map { assignments[$0] } ?? 0
        }
    }
}

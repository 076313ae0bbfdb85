extension Bitmap {
    /// The distinct colours of a picture, in order of first appearance, with how many pixels
    /// have each; and then, once a palette is chosen, the palette index each is given.
    ///
    /// A card has a few thousand colours (the soft edges of text) among a million pixels, and
    /// every run of one colour is looked up twice: counted, then given its index. The colours
    /// are kept in a table of their own (open addressing, one multiplication to hash) rather
    /// than a `Dictionary`, whose hashing of each lookup took a fifth of a picture's time.
    struct ColorCensus {
        /// The distinct colours, in order of first appearance.
        private(set) var colors: [UInt32] = []
        /// How many pixels have each of `colors`.
        private(set) var counts: [UInt32] = []
        /// The palette index given to each of `colors` (see ``assign(_:)``).
        private var assignments: [UInt8] = []
        /// The table: a colour in each used slot (`empty` in the others) and its place in `colors`.
        private var slots: [UInt32]
        private var places: [Int32]
        private var bits: Int

        /// No pixel has this value: pixels are `0xRRGGBB`.
        private static let empty: UInt32 = 0xFFFF_FFFF

        /// The census of `pixels`.
        init(_ pixels: [UInt32]) {
            bits = 12
            slots = [UInt32](repeating: Self.empty, count: 1 << bits)
            places = [Int32](repeating: -1, count: 1 << bits)
            Bitmap.forEachRun(of: pixels) { color, run in
                let slot = self.slot(of: color)
                if slots[slot] == color {
                    counts[Int(places[slot])] += UInt32(run.count)
                } else {
                    insert(color, count: UInt32(run.count), at: slot)
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
            let place = places[slot(of: color)]
            return place < 0 ? 0 : assignments[Int(place)]
        }

        /// The slot that holds `color`, or the empty slot where it would go.
        private func slot(of color: UInt32) -> Int {
            let mask = (1 << bits) - 1
            var slot = Int((color &* 0x9E37_79B1) >> UInt32(32 - bits))
            while slots[slot] != color, slots[slot] != Self.empty { slot = (slot + 1) & mask }
            return slot
        }

        private mutating func insert(_ color: UInt32, count: UInt32, at slot: Int) {
            slots[slot] = color
            places[slot] = Int32(colors.count)
            colors.append(color)
            counts.append(count)
            // Kept at most half full, so that a lookup passes few other colours.
            if colors.count * 2 > slots.count { grow() }
        }

        private mutating func grow() {
            bits += 1
            slots = [UInt32](repeating: Self.empty, count: 1 << bits)
            places = [Int32](repeating: -1, count: 1 << bits)
            for (place, color) in colors.enumerated() {
                let slot = slot(of: color)
                slots[slot] = color
                places[slot] = Int32(place)
            }
        }
    }
}

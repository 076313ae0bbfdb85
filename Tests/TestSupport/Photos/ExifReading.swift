/// Everything an EXIF block holds, read here independently of the library: every entry of
/// IFD0, of the IFDs it points to (EXIF, GPS, interoperability) and of IFD1, with numbers
/// read in the block's byte order, so two blocks in different byte orders compare equal when
/// they say the same.
package struct ExifReading: Equatable, CustomStringConvertible {
    /// One entry: where it is, its tag and type, and its value.
    package struct Entry: Equatable, CustomStringConvertible {
        package enum Value: Equatable {
            /// BYTE, SHORT or LONG values.
            case numbers([Int])
            /// Any other type's bytes as they are stored (ASCII, RATIONAL, UNDEFINED, …).
            case bytes([UInt8])
        }

        package var directory: String
        package var tag: Int
        package var type: Int
        package var value: Value

        package var description: String { "\(directory) 0x\(String(tag, radix: 16)) type \(type) \(value)" }
    }

    package var entries: [Entry]

    package var description: String { entries.map(\.description).joined(separator: "\n") }

    /// The orientation IFD0 holds, if any.
    package var orientation: Int? {
        guard let entry = entries.first(where: { $0.directory == "IFD0" && $0.tag == 0x0112 }),
            case .numbers(let values) = entry.value, values.count == 1
        else { return nil }
        return values[0]
    }

    /// The entries of the TIFF structure `tiff`, or nil when it cannot be read whole.
    package init?(tiff: [UInt8]) {
        guard tiff.count >= 8 else { return nil }
        let big: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): big = false
        case (0x4D, 0x4D): big = true
        default: return nil
        }
        func number(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= tiff.count else { return nil }
            let bytes = tiff[offset..<(offset + size)]
            return (big ? Array(bytes) : bytes.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(2, 2) == 42, let first = number(4, 4) else { return nil }
        var entries: [Entry] = []
        var visited: Set<Int> = []
        var failed = false
        /// Reads the IFD at `offset` into `entries`; the offset of the next IFD (0: none).
        func read(_ name: String, at offset: Int) -> Int {
            guard visited.insert(offset).inserted, let count = number(offset, 2) else {
                failed = true
                return 0
            }
            let sizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8]
            for index in 0..<count {
                let start = offset + 2 + index * 12
                guard let tag = number(start, 2), let type = number(start + 2, 2), let count = number(start + 4, 4),
                    let size = sizes[type]
                else {
                    failed = true
                    return 0
                }
                let length = size * count
                let at = length <= 4 ? start + 8 : number(start + 8, 4) ?? -1
                guard at >= 0, at + length <= tiff.count else {
                    failed = true
                    return 0
                }
                let value: Entry.Value =
                    [1, 3, 4].contains(type)
                    ? .numbers((0..<count).compactMap { number(at + $0 * size, size) })
                    : .bytes(Array(tiff[at..<(at + length)]))
                entries.append(Entry(directory: name, tag: tag, type: type, value: value))
            }
            guard let next = number(offset + 2 + count * 12, 4) else {
                failed = true
                return 0
            }
            return next
        }
        let next = read("IFD0", at: first)
        for (tag, name) in [(0x8769, "EXIF"), (0x8825, "GPS"), (0xA005, "Interoperability")] {
            guard let pointer = entries.first(where: { $0.tag == tag && $0.directory != name }),
                case .numbers(let offsets) = pointer.value, let offset = offsets.first
            else { continue }
            _ = read(name, at: offset)
        }
        if next != 0 { _ = read("IFD1", at: next) }
        guard !failed else { return nil }
        self.entries = entries
    }

    /// The orientation-only reading the library should leave: IFD0 with Orientation alone.
    package static func orientationOnly(_ value: Int) -> ExifReading {
        ExifReading(entries: [Entry(directory: "IFD0", tag: 0x0112, type: 3, value: .numbers([value]))])
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }
}

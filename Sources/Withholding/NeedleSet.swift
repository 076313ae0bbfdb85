import Foundation

/// Byte strings looked for all at once in a file (the withheld texts of a public build, in
/// each form the proof looks for them): each needle of at least four bytes, indexed by its
/// first four, so that most positions of a file are passed over after one table look-up.
package struct NeedleSet: Sendable {
    /// Each needle's bytes, with the text it stands for.
    private let needles: [(bytes: [UInt8], text: String)]
    /// The needles by their first four bytes.
    private let byPrefix: [UInt32: [Int]]
    /// A quick filter over the first four bytes: most positions of a file start no needle.
    private let filter: [Bool]

    /// A set of `needles`: each a form (its UTF-8 is looked for), with the text it is a form
    /// of; forms shorter than four bytes are left out.
    package init(_ needles: [(form: [UInt8], text: String)]) {
        let needles = needles.filter { $0.form.count >= 4 }.map { (bytes: $0.form, text: $0.text) }
        var byPrefix: [UInt32: [Int]] = [:]
        var filter = [Bool](repeating: false, count: 1 << 16)
        for (index, needle) in needles.enumerated() {
            let prefix = Self.prefix(needle.bytes, 0)
            byPrefix[prefix, default: []].append(index)
            filter[Self.slot(prefix)] = true
        }
        self.needles = needles
        self.byPrefix = byPrefix
        self.filter = filter
    }

    /// Whether there is nothing to look for.
    package var isEmpty: Bool { needles.isEmpty }

    /// The texts whose needles `bytes` holds: the first found, or with `all` every one.
    package func hits(in bytes: UnsafeBufferPointer<UInt8>, all: Bool) -> Set<String> {
        guard !needles.isEmpty, bytes.count >= 4 else { return [] }
        var found: Set<String> = []
        for start in 0...(bytes.count - 4) {
            let prefix = Self.prefix(bytes, start)
            guard filter[Self.slot(prefix)], let candidates = byPrefix[prefix] else { continue }
            for index in candidates {
                let needle = needles[index].bytes
                guard start + needle.count <= bytes.count,
                    (0..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] })
                else { continue }
                found.insert(needles[index].text)
                if !all { return found }
            }
        }
        return found
    }

    /// The texts whose needles `data` holds (see `hits(in:all:)`).
    package func hits(in data: Data, all: Bool) -> Set<String> {
        data.withUnsafeBytes { hits(in: $0.bindMemory(to: UInt8.self), all: all) }
    }

    /// The text of the first needle `bytes` holds, if any.
    package func firstHit(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { hits(in: $0, all: false).first }
    }

    private static func prefix(_ bytes: some RandomAccessCollection<UInt8>, _ start: Int) -> UInt32 {
        var value: UInt32 = 0
        var index = bytes.index(bytes.startIndex, offsetBy: start)
        for _ in 0..<4 {
            value = value << 8 | UInt32(bytes[index])
            index = bytes.index(after: index)
        }
        return value
    }

    private static func slot(_ prefix: UInt32) -> Int {
        Int((prefix &* 2_654_435_761) >> 16)
    }
}

import Diary
import Foundation
import Support

/// What the last build made of each output (page, share card, picture, search script): the
/// key it was made from (`OutputKey`: everything it is made from, as one value, with the
/// program) and the size of the file written for it. A rebuild keeps a file whose output has
/// the same key and whose file is still there with that size, without making it again
/// (`IncrementalEngine`).
///
/// Kept in `StateFile.pages`, one line per file: `<key> <size> <path>`, after a first line
/// naming the format.
public struct PageManifest: Sendable, Equatable {
    private static let format = "foodstory outputs v4"

    /// One file's record.
    public struct Record: Sendable, Equatable {
        /// The key the output was made from.
        public var key: ContentHash
        /// The size of the file written for it, in bytes.
        public var size: Int

        /// A record.
        public init(key: ContentHash, size: Int) {
            self.key = key
            self.size = size
        }
    }

    /// Records by site path.
    public var records: [String: Record]

    /// A manifest.
    public init(records: [String: Record] = [:]) {
        self.records = records
    }

    /// The manifest in `data`; nil when it is not one (an older format, a damaged file).
    public init?(data: Data) {
        // Read as bytes: a manifest has a line for each of thousands of pages.
        guard
            let parsed = data.withUnsafeBytes({ bytes -> [String: Record]? in
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                guard let header = lines.first, header.elementsEqual(Self.format.utf8) else { return nil }
                var records: [String: Record] = [:]
                records.reserveCapacity(lines.count)
                for line in lines.dropFirst() where !line.isEmpty {
                    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
                    guard parts.count == 3, parts[0].count == 32,
                        let high = Self.number(parts[0].prefix(16), radix: 16),
                        let low = Self.number(parts[0].suffix(16), radix: 16),
                        let size = Self.number(parts[1], radix: 10), size <= UInt64(Int.max)
                    else { return nil }
                    records[String(decoding: parts[2], as: UTF8.self)] = Record(
                        key: ContentHash(high: high, low: low), size: Int(size))
                }
                return records
            })
        else { return nil }
        records = parsed
    }

    /// The number written in `digits` (lower-case for hexadecimal, as `data` writes them);
    /// nil for anything else, an empty text, or a number past 64 bits. Read as bytes: a
    /// manifest has a line for each of thousands of files.
    private static func number(_ digits: some Collection<UInt8>, radix: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            let worth: UInt64
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): worth = UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: worth = UInt64(digit - UInt8(ascii: "a")) + 10
            default: return nil
            }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflowSum) = times.addingReportingOverflow(worth)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return value
    }

    /// The file's bytes, records in path order.
    public var data: Data {
        var text = Self.format + "\n"
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            text += record.key.hex + " " + String(record.size) + " " + path + "\n"
        }
        return Data(text.utf8)
    }
}

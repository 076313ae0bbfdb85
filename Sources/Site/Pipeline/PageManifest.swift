import Foundation

/// What the last build made of each page, share card and search script: the fingerprint of
/// the page's value (`PageFingerprint`), the size of the file written for it and, for a page
/// made from inputs gathered apart (a day's or a food's page: `DayInputs`, `FoodInputs`; a
/// year's search script), the key of those inputs, which is then its fingerprint too. A
/// rebuild keeps a file whose page has the same fingerprint, or the same input key, and whose
/// file is still there with that size, without rendering it again (with the same input key,
/// without even making the page's value): a changed entry re-renders only the pages that show
/// something of it.
///
/// Kept in `.foodstory-pages` in the output folder, one line per file:
/// `<fingerprint> <size> <input key or -> <path>`, after a first line naming the format and
/// the render key (the program, templates and assets it was made with).
public struct PageManifest: Sendable, Equatable {
    /// The file in the output folder.
    public static let path = ".foodstory-pages"
    private static let format = "foodstory pages v2"

    /// One file's record.
    public struct Record: Sendable, Equatable {
        /// The fingerprint of the page's value (for a page made from inputs, their key).
        public var fingerprint: UInt64
        /// The size of the file written for it, in bytes.
        public var size: Int
        /// The key of the inputs the page was made from, for a page made from inputs.
        public var inputs: UInt64?

        /// A record.
        public init(fingerprint: UInt64, size: Int, inputs: UInt64? = nil) {
            self.fingerprint = fingerprint
            self.size = size
            self.inputs = inputs
        }
    }

    /// What every page was rendered with; records made with another key are worth nothing.
    public var key: String
    /// Records by site path.
    public var records: [String: Record]

    /// A manifest.
    public init(key: String, records: [String: Record] = [:]) {
        self.key = key
        self.records = records
    }

    /// The manifest in `data`; nil when it is not one (an older format, a damaged file).
    public init?(data: Data) {
        // Read as bytes: a manifest has a line for each of thousands of pages.
        guard
            let parsed = data.withUnsafeBytes({ bytes -> (String, [String: Record])? in
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let prefix = Array((Self.format + " ").utf8)
                guard let header = lines.first, header.starts(with: prefix) else { return nil }
                let key = String(decoding: header.dropFirst(prefix.count), as: UTF8.self)
                var records: [String: Record] = [:]
                records.reserveCapacity(lines.count)
                for line in lines.dropFirst() where !line.isEmpty {
                    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
                    guard parts.count == 4, let fingerprint = Self.number(parts[0], radix: 16),
                        let size = Self.number(parts[1], radix: 10), size <= UInt64(Int.max)
                    else { return nil }
                    var inputs: UInt64?
                    if !parts[2].elementsEqual([UInt8(ascii: "-")]) {
                        guard let key = Self.number(parts[2], radix: 16) else { return nil }
                        inputs = key
                    }
                    records[String(decoding: parts[3], as: UTF8.self)] = Record(
                        fingerprint: fingerprint, size: Int(size), inputs: inputs)
                }
                return (key, records)
            })
        else { return nil }
        (key, records) = parsed
    }

    /// The number written in `digits` (lower-case for hexadecimal, as `data` writes them);
    /// nil for anything else, an empty text, or a number past 64 bits.
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
        var text = Self.format + " " + key + "\n"
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            text += String(record.fingerprint, radix: 16) + " " + String(record.size) + " "
            text += record.inputs.map { String($0, radix: 16) } ?? "-"
            text += " " + path + "\n"
        }
        return Data(text.utf8)
    }
}

import Foundation

/// What the last build made of each page and share card: the fingerprint of the page's
/// value (`PageFingerprint`) and the size of the file written for it. A rebuild keeps a file
/// whose page has the same fingerprint and whose file is still there with that size, without
/// rendering it again: a changed entry re-renders only the pages that show something of it.
///
/// Kept in `.foodstory-pages` in the output folder, one line per file:
/// `<fingerprint> <size> <path>`, after a first line naming the format and the render key
/// (the program, templates and assets it was made with).
public struct PageManifest: Sendable, Equatable {
    /// The file in the output folder.
    public static let path = ".foodstory-pages"
    private static let format = "foodstory pages v1"

    /// One file's record.
    public struct Record: Sendable, Equatable {
        /// The fingerprint of the page's value.
        public var fingerprint: UInt64
        /// The size of the file written for it, in bytes.
        public var size: Int
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
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.first, header.hasPrefix(Self.format + " ") else { return nil }
        key = String(header.dropFirst(Self.format.count + 1))
        records = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let fingerprint = UInt64(parts[0], radix: 16), let size = Int(parts[1]), size >= 0
            else { return nil }
            records[String(parts[2])] = Record(fingerprint: fingerprint, size: size)
        }
    }

    /// The file's bytes, records in path order.
    public var data: Data {
        var text = Self.format + " " + key + "\n"
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            text += String(record.fingerprint, radix: 16) + " " + String(record.size) + " " + path + "\n"
        }
        return Data(text.utf8)
    }
}

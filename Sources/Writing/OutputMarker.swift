import Foundation

/// The `.foodstory` file in the output folder: it says FoodStory made the folder, and lists
/// (sorted, one a line) the files FoodStory wrote there, so that a later build removes only
/// those it no longer makes.
package struct OutputMarker: Hashable, Sendable {
    /// The files FoodStory wrote, sorted.
    package var files: [String]

    /// A marker listing `files`.
    package init(files: some Sequence<String>) {
        // Sorted, then each path once: a list in order already (a marker read back) sorts in
        // one pass.
        var unique: [String] = []
        for file in files.sorted() where file != unique.last { unique.append(file) }
        self.files = unique
    }

    /// A marker listing the files of both markers.
    package init(merging first: OutputMarker, _ second: OutputMarker) {
        var merged: [String] = []
        merged.reserveCapacity(first.files.count + second.files.count)
        var (one, two) = (first.files[...], second.files[...])
        while let a = one.first, let b = two.first {
            if a < b {
                merged.append(a)
                one = one.dropFirst()
            } else if b < a {
                merged.append(b)
                two = two.dropFirst()
            } else {
                merged.append(a)
                one = one.dropFirst()
                two = two.dropFirst()
            }
        }
        files = merged + one + two
    }

    private static let header = """
        # FoodStory made this folder. Each build rewrites the files listed below and removes
        # those it no longer makes; it never removes anything else. Without this file
        # FoodStory refuses to write into a folder that is not empty (unless --force).

        """

    /// The marker's bytes.
    package var data: Data {
        Data((Self.header + files.map { $0 + "\n" }.joined()).utf8)
    }

    /// Reads a marker; lines that are comments, empty or not a safe site path are left out
    /// (a path FoodStory cannot vouch for is never removed).
    package init(data: Data) {
        // Split in the bytes themselves: a marker has a line for each of thousands of files.
        var lines: [String] = []
        data.withUnsafeBytes { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
                if end > start, bytes[start] != UInt8(ascii: "#") {
                    lines.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                start = end + 1
            }
        }
        self.init(files: lines.filter { OutputPath.problem(with: $0) == nil })
    }
}

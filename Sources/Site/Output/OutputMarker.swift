import Foundation

/// The `.foodstory` file in the output folder: it says FoodStory made the folder, and lists
/// (sorted, one a line) the files FoodStory wrote there, so that a later build removes only
/// those it no longer makes.
struct OutputMarker: Hashable, Sendable {
    /// The files FoodStory wrote, sorted.
    var files: [String]

    /// A marker listing `files`.
    init(files: some Sequence<String>) {
        self.files = Set(files).sorted()
    }

    /// A marker listing the files of both markers.
    init(merging first: OutputMarker, _ second: OutputMarker) {
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
    var data: Data {
        Data((Self.header + files.map { $0 + "\n" }.joined()).utf8)
    }

    /// Reads a marker; lines that are comments, empty or not a safe site path are left out
    /// (a path FoodStory cannot vouch for is never removed).
    init(data: Data) {
        // Split as bytes: a marker has a line for each of thousands of files.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
            .filter { $0.first != UInt8(ascii: "#") }
            .map { String(decoding: $0, as: UTF8.self) }
        self.init(files: lines.filter { OutputPath.problem(with: $0) == nil })
    }
}

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
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        self.init(files: lines.filter { !$0.hasPrefix("#") && OutputPath.problem(with: $0) == nil })
    }
}

import Foundation
import Testing

/// Golden files: whole SVG outputs stored under `Tests/ChartsTests/Golden`, compared exactly.
///
/// `scripts/update-goldens` runs the tests with `FOODSTORY_UPDATE_GOLDEN=1`, which writes the
/// current output into the source tree instead, and prints the diff (review it and the
/// rendering before committing).
enum Golden {
    /// Whether this run rewrites the golden files.
    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_GOLDEN"] == "1"
    }

    /// The `Golden` folder in the source tree (next to the `Support` folder of this file).
    static func sourceFolder(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true)
    }

    /// Compares `actual` with the golden file `name`.svg, or writes it when updating.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isUpdating {
            let url = sourceFolder().appendingPathComponent("\(name).svg")
            try FileManager.default.createDirectory(at: sourceFolder(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "svg", subdirectory: "Golden") else {
            Issue.record(
                "No golden file \(name).svg; run the tests with FOODSTORY_UPDATE_GOLDEN=1 to create it.",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "\(name).svg differs: \(firstDifference(actual, expected))",
            sourceLocation: sourceLocation)
    }

    /// A short description of the first line where the two texts differ.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < e.count ? String(e[index]) : "<end>"
            if left != right { return "line \(index + 1)\n  actual:   \(left)\n  expected: \(right)" }
        }
        return "no line differs"
    }
}

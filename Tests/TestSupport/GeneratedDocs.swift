import Foundation

/// The sections of `docs/` that tests generate from the code: the text between
/// `<!-- name:start -->` and `<!-- name:end -->` in a file. With `FOODSTORY_UPDATE_DOCS=1` the
/// generated text is written there first (regenerate deliberately, and read the diff).
public enum GeneratedDocs {
    /// The repository's `docs/` folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    /// What `file` (a path in `docs/`) holds between the markers of `name`, once `generated`
    /// is written there when the environment asks for it. A test expects it to be `generated`.
    public static func section(_ name: String, of file: String, generated: String) throws -> String {
        let url = folder.appendingPathComponent(file)
        var text = try String(contentsOf: url, encoding: .utf8)
        let start = "<!-- \(name):start -->\n"
        let end = "<!-- \(name):end -->"
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
        else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(file): no \(start)\(end)"])
        }
        if ProcessInfo.processInfo.environment["FOODSTORY_UPDATE_DOCS"] == "1" {
            text.replaceSubrange(from.upperBound..<to.lowerBound, with: generated)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return generated
        }
        return String(text[from.upperBound..<to.lowerBound])
    }
}

/// The rules for paths inside the output folder: which site paths are safe to write, and the
/// names FoodStory keeps for itself.
enum OutputPath {
    /// The marker file: FoodStory made this folder, and these are the files it wrote.
    static let marker = ".foodstory"
    /// The folder new files are written into before they are moved into place.
    static let staging = ".foodstory-staging"
    /// The folder a build writes each file into as soon as it is made (`RenderedFolder`).
    static let rendered = ".foodstory-rendered"

    /// Why `path` cannot be written inside the output folder, or nil when it can: it must be
    /// relative, `/`-separated, with no empty, `.` or `..` component, no backslash and no
    /// control character, and must not be one of FoodStory's own names.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is absolute" }
        for scalar in path.unicodeScalars {
            if scalar == "\\" { return "it holds a backslash" }
            if scalar == "\0" { return "it holds a NUL character" }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "it holds a control character" }
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts {
            switch part {
            case "": return "it has an empty component"
            case ".": return "it has a \".\" component"
            case "..": return "it has a \"..\" component"
            default: continue
            }
        }
        if let first = parts.first, first == marker || first == staging || first == rendered {
            return "\(first) is FoodStory's own name in the output folder"
        }
        return nil
    }

    /// The folders that hold `path`, outermost first: `a/b/c.html` → `a`, `a/b`.
    static func folders(of path: String) -> [String] {
        var result: [String] = []
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            result.append(String(path[..<slash]))
            index = path.index(after: slash)
        }
        return result
    }
}

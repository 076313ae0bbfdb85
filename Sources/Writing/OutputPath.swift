/// The rules for paths inside the output folder: which site paths are safe to write, and the
/// names FoodStory keeps for itself.
package enum OutputPath {
    /// The marker file: FoodStory made this folder, and these are the files it wrote.
    package static let marker = ".foodstory"
    /// The folder new files are written into before they are moved into place.
    package static let staging = ".foodstory-staging"
    /// The folder a build writes each file into as soon as it is made (`RenderedFolder`).
    package static let rendered = ".foodstory-rendered"
    /// FoodStory's own names, which no site path may begin with.
    private static let reserved = [marker, staging, rendered]

    /// Why `path` cannot be written inside the output folder, or nil when it can: it must be
    /// relative, `/`-separated, with no empty, `.` or `..` component, no backslash and no
    /// control character, and must not be one of FoodStory's own names.
    package static func problem(with path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        // Over the UTF-8 bytes: a control character or backslash is one byte there, and no
        // byte of a longer character is below 0x80.
        var utf8 = path.utf8
        if let problem = utf8.withContiguousStorageIfAvailable(problem(withBytes:)) { return problem }
        var copy = path
        copy.makeContiguousUTF8()
        utf8 = copy.utf8
        return utf8.withContiguousStorageIfAvailable(problem(withBytes:)) ?? "it cannot be read"
    }

    private static func problem(withBytes bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.first == UInt8(ascii: "/") { return "it is absolute" }
        for byte in bytes {
            if byte == UInt8(ascii: "\\") { return "it holds a backslash" }
            if byte == 0 { return "it holds a NUL character" }
            if byte < 0x20 || byte == 0x7F { return "it holds a control character" }
        }
        var start = 0
        var firstEnd: Int?
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if part.isEmpty { return "it has an empty component" }
            if part.elementsEqual(".".utf8) { return "it has a \".\" component" }
            if part.elementsEqual("..".utf8) { return "it has a \"..\" component" }
            if firstEnd == nil { firstEnd = end }
            start = end + 1
        }
        let first = UnsafeBufferPointer(rebasing: bytes[..<(firstEnd ?? 0)])
        for reserved in reserved where first.elementsEqual(reserved.utf8) {
            return "\(reserved) is FoodStory's own name in the output folder"
        }
        return nil
    }

    /// The folders that hold `path`, outermost first: `a/b/c.html` → `a`, `a/b`.
    package static func folders(of path: String) -> [String] {
        var result: [String] = []
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            result.append(String(path[..<slash]))
            index = path.index(after: slash)
        }
        return result
    }
}

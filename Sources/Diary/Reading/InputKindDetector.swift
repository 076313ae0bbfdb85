import Foundation
import Support

/// Recognises a diary file by its first bytes, never by its name.
enum InputKindDetector {
    /// The file at `path` (named `file` in errors), read whole through `fileSystem`, with its
    /// kind.
    static func read(_ path: String, file: String, fileSystem: FileSystem) throws(DiaryError) -> (
        kind: InputKind, data: Data
    ) {
        // As `stat` sees it: anything that does not lead to a file is missing.
        guard let item = try? fileSystem.itemFollowingLinks(path) else {
            throw DiaryError(file: file, reason: .missing)
        }
        if item.kind == .folder {
            throw DiaryError(file: file, reason: .unreadable("it is a folder"))
        }
        let data: Data
        do {
            data = try fileSystem.readFollowingLinks(path)
        } catch {
            let reason = error.isPermissionProblem ? "no permission to read it" : error.message
            throw DiaryError(file: file, reason: .unreadable(reason))
        }
        return (try kind(ofHead: [UInt8](data.prefix(64)), file: file), data)
    }

    static func kind(ofHead bytes: [UInt8], file: String) throws(DiaryError) -> InputKind {
        if bytes.isEmpty { throw DiaryError(file: file, reason: .empty) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return .store }
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        guard let first = rest.first(where: { !$0.isJSONWhitespace }) else {
            throw DiaryError(file: file, reason: .empty)
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return .jsonExport }
        throw DiaryError(file: file, reason: .unrecognised)
    }
}

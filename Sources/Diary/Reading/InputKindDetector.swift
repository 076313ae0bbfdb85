import Foundation

/// Recognises a diary file by its first bytes, never by its name.
enum InputKindDetector {
    static func detect(at url: URL, file: String) throws(DiaryError) -> InputKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiaryError(file: file, reason: .missing)
        }
        if isDirectory.boolValue {
            throw DiaryError(file: file, reason: .unreadable("it is a folder"))
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw DiaryError(file: file, reason: .unreadable("no permission to read it"))
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw DiaryError(file: file, reason: .unreadable(error.localizedDescription))
        }
        defer { try? handle.close() }
        let head: Data
        do {
            head = try handle.read(upToCount: 64) ?? Data()
        } catch {
            throw DiaryError(file: file, reason: .unreadable(error.localizedDescription))
        }
        return try kind(ofHead: [UInt8](head), file: file)
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

import Foundation

/// Writes a diary file (or a pantry database, see `PantryDatabaseWriter`) for `foodstory
/// sample`: into a temporary file beside the target, then moved into place, so a failed
/// write never leaves a half-written file; an existing file is replaced only when asked.
public enum DiaryFileWriter {
    /// The two shapes a diary can be written in.
    public enum Format: String, CaseIterable, Sendable {
        /// The app's JSON export.
        case json
        /// A SwiftData-shaped store.
        case store
    }

    /// Writes `records` to `path` in `format`.
    public static func write(_ records: [EntryRecord], format: Format, to path: String, replacing: Bool)
        throws(DiaryError)
    {
        try place(at: path, replacing: replacing) { temporary in
            switch format {
            case .json:
                try JSONExportWriter.data(for: records).write(to: temporary)
            case .store:
                try SwiftDataStoreWriter.write(records, to: temporary.path)
            }
        }
    }

    /// Runs `write` on a temporary file beside `path`, then renames it to `path`: an existing
    /// file is replaced only when `replacing`, a folder never.
    static func place(at path: String, replacing: Bool, _ write: (URL) throws -> Void) throws(DiaryError) {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw DiaryError(file: path, reason: .cannotWrite("it is a folder")) }
            if !replacing {
                throw DiaryError(file: path, reason: .cannotWrite("it already exists; pass --force to replace it"))
            }
        }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try write(temporary)
            if fileManager.fileExists(atPath: path) {
                // The old store's journal belongs to the file being replaced.
                for suffix in ["-wal", "-shm"] { try? fileManager.removeItem(atPath: path + suffix) }
            }
            // rename(2) replaces the target atomically: readers see the old file or the new one.
            guard rename(temporary.path, target.path) == 0 else {
                throw DiaryError(file: path, reason: .cannotWrite(String(cString: strerror(errno))))
            }
        } catch let error as DiaryError {
            try? fileManager.removeItem(at: temporary)
            throw error
        } catch {
            try? fileManager.removeItem(at: temporary)
            for suffix in ["-wal", "-shm", "-journal"] { try? fileManager.removeItem(atPath: temporary.path + suffix) }
            throw DiaryError(file: path, reason: .cannotWrite(error.localizedDescription))
        }
    }
}

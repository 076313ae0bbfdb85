import Foundation
import Support

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

    /// Writes `records` to `path` in `format`, through `fileSystem` (SQLite writes a store's
    /// own file).
    public static func write(
        _ records: [EntryRecord], format: Format, to path: String, replacing: Bool, fileSystem: FileSystem = .disk
    ) throws(DiaryError) {
        try place(at: path, replacing: replacing, fileSystem: fileSystem) { temporary in
            switch format {
            case .json:
                try fileSystem.create(temporary, JSONExportWriter.data(for: records))
            case .store:
                try SwiftDataStoreWriter.write(records, to: temporary)
            }
        }
    }

    /// Runs `write` on a temporary file beside `path`, then moves it to `path`: an existing
    /// file is replaced only when `replacing`, a folder never.
    static func place(
        at path: String, replacing: Bool, fileSystem: FileSystem, _ write: (String) throws -> Void
    ) throws(DiaryError) {
        let target = URL(fileURLWithPath: path)
        if let found = try? fileSystem.itemFollowingLinks(path) {
            if found.kind == .folder { throw DiaryError(file: path, reason: .cannotWrite("it is a folder")) }
            if !replacing {
                throw DiaryError(file: path, reason: .cannotWrite("it already exists; pass --force to replace it"))
            }
        }
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial").path
        do {
            try write(temporary)
            if (try? fileSystem.itemFollowingLinks(path)) != nil {
                // The old store's journal belongs to the file being replaced.
                for suffix in ["-wal", "-shm"] { try? fileSystem.removeFile(path + suffix) }
            }
            // The move replaces the target atomically: readers see the old file or the new one.
            try fileSystem.move(temporary, target.path)
        } catch let error as FileSystem.Failure {
            try? fileSystem.removeFile(temporary)
            throw DiaryError(file: path, reason: .cannotWrite(error.message))
        } catch let error as DiaryError {
            try? fileSystem.removeFile(temporary)
            throw error
        } catch {
            try? fileSystem.removeFile(temporary)
            for suffix in ["-wal", "-shm", "-journal"] { try? fileSystem.removeFile(temporary + suffix) }
            throw DiaryError(file: path, reason: .cannotWrite(error.localizedDescription))
        }
    }
}

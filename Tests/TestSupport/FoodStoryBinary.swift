import Foundation

/// Runs the real `foodstory` executable built beside the tests.
public enum FoodStoryBinary {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The built executable: next to the test bundle in the build folder.
    public static var url: URL {
        if let override = ProcessInfo.processInfo.environment["FOODSTORY_BIN"] {
            return URL(fileURLWithPath: override)
        }
        var folder = Bundle.main.bundleURL
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("foodstory")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("foodstory")
    }

    /// The cache folder every run of this test process is given (`XDG_CACHE_HOME`), unless
    /// its environment names another.
    public static let cacheHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("foodstory-tests-cache-\(ProcessInfo.processInfo.processIdentifier)")

    /// Runs `foodstory` (or a copy of it at `executable`) with `arguments`, the environment
    /// changed by `environment`, from `directory`; optionally as another user through `prefix`
    /// (e.g. `setpriv …`).
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil, prefix: [String] = [],
        executable: URL? = nil
    ) throws -> Result {
        let process = Process()
        let url = executable ?? url
        if prefix.isEmpty {
            process.executableURL = url
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [url.path] + arguments
        }
        var env = ProcessInfo.processInfo.environment
        // Builds keep their state in the platform's cache folder: the tests' own, never the
        // home folder's.
        env["XDG_CACHE_HOME"] = cacheHome.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to files, read after the process ends: no pipe can fill up and block it.
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.path("stdout"), contents: nil)
        _ = FileManager.default.createFile(atPath: folder.path("stderr"), contents: nil)
        let out = try FileHandle(forWritingTo: folder.url.appendingPathComponent("stdout"))
        let err = try FileHandle(forWritingTo: folder.url.appendingPathComponent("stderr"))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOfFile: folder.path("stdout"), encoding: .utf8),
            stderr: try String(contentsOfFile: folder.path("stderr"), encoding: .utf8))
    }
}

import Foundation

/// The fixture files kept in the repository (`Tests/TestSupport/Fixtures`): tiny inputs in the
/// exact shapes the apps write, shipped with the test support module so that a clone of the
/// repository alone has everything its tests read.
public enum FixtureFiles {
    /// What a missing fixture file is reported as.
    public struct Missing: Error, CustomStringConvertible {
        /// The file's name.
        public var name: String
        /// `Fixtures/NAME is not among the test support module's resources`.
        public var description: String { "Fixtures/\(name) is not among the test support module's resources" }
    }

    /// The fixture file `name` (e.g. `export-sample.json`).
    public static func url(_ name: String) throws -> URL {
        let file = URL(fileURLWithPath: name)
        guard
            let url = Bundle.module.url(
                forResource: file.deletingPathExtension().lastPathComponent, withExtension: file.pathExtension,
                subdirectory: "Fixtures")
        else { throw Missing(name: name) }
        return url
    }

    /// The text of the fixture file `name`.
    public static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }
}

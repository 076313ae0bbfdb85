import Foundation

/// What the command line hands the library about the world it runs in: the library never
/// asks the machine itself.
enum Machine {
    /// The cores this process may use.
    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Where private copies are made while reading.
    static var temporaryDirectory: URL { FileManager.default.temporaryDirectory }

    /// The zone the built-in sample diary is kept in, unless `--timezone` says otherwise (for
    /// `sample` and for `build` without `--input`).
    static let sampleTimeZone = "Asia/Kolkata"
}

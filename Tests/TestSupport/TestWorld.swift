import Foundation

/// The world the tests hand the library, as the command line hands it the machine's: a few
/// cores (four on any machine, so the parallel paths are taken on a one-core machine too)
/// and the zone the command line gives the built-in sample diary.
public enum TestWorld {
    /// The cores to work on.
    public static let cores = 4

    /// The built-in sample diary's zone.
    public static let sampleTimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
}

import Foundation

/// Where the command line prints: what a command made (its summary or report) on standard
/// output; warnings and errors on standard error, one line each, as `foodstory: warning: …` and
/// `foodstory: error: …`. With `--quiet` the summary and the warnings are not printed; errors
/// always are.
struct Console {
    /// Whether the summary and the warnings are left out.
    var quiet = false

    /// Prints a command's summary on standard output, unless quiet.
    func summary(_ text: String) {
        if !quiet { print(text) }
    }

    /// Prints one warning on standard error, unless quiet.
    func warning(_ message: String) {
        if !quiet { Self.standardError("warning", message) }
    }

    /// Prints an error on standard error, always.
    static func error(_ message: String) {
        standardError("error", message)
    }

    /// One line, whatever the message holds: a message of several lines is joined with "; ".
    private static func standardError(_ kind: String, _ message: String) {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: "; ")
        FileHandle.standardError.write(Data("foodstory: \(kind): \(line)\n".utf8))
    }
}

import Foundation
import Site

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

    /// Prints one warning on standard error, even when quiet: one a person must not miss.
    static func alert(_ message: String) {
        standardError("warning", message)
    }

    /// Prints a summary on standard output at once, even when it is a pipe, unless quiet.
    func summaryNow(_ text: String) {
        if !quiet { Self.line(text) }
    }

    /// Prints a line on standard output at once, even when it is a pipe (a program reading
    /// the address `foodstory serve` prints sees it when it is printed).
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Says on standard error which step of a build starts (`[2/6] templates`), when standard
    /// error is a terminal and the console is not quiet: a person watching sees where a long
    /// build is; a log or a pipe gets nothing.
    func progress(_ step: BuildStep) {
        guard !quiet, isatty(STDERR_FILENO) == 1, let index = BuildStep.allCases.firstIndex(of: step) else { return }
        FileHandle.standardError.write(Data("[\(index + 1)/\(BuildStep.allCases.count)] \(step.name)\n".utf8))
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

import ArgumentParser

/// `--quiet` (`-q`), for the commands that end with a summary: print neither the summary nor
/// warnings; errors are still printed.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print neither the summary nor warnings (errors are still printed).")
    var quiet = false

    /// The console these options ask for.
    var console: Console { Console(quiet: quiet) }
}

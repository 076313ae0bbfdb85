import ArgumentParser

// On Linux the program allocates through mimalloc: importing the module links the library into
// the binary, where it serves every allocation of the process, Swift's runtime's too.
#if canImport(CMimalloc)
    import CMimalloc
#endif

/// The `foodstory` command: turns a FoodLogger diary into a website.
@main
struct FoodStory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foodstory",
        abstract: "Turn a FoodLogger food diary into a self-contained website.",
        discussion: """
            Reads the FoodLogger app's JSON export or its SwiftData store (recognised by \
            content, not by name). Summaries and reports go to standard output; warnings and \
            errors to standard error, one line each. Exit status: 0 success, 64 bad usage, \
            65 bad input data (a diary, pantry or template that cannot be used), 66 input \
            missing or unreadable, 70 a public build found withheld text in its own output, \
            73 output cannot be written. Every option and the exit statuses: docs/commands.md.
            """,
        version: FoodStoryVersion.current,
        subcommands: [
            BuildCommand.self, ServeCommand.self, CheckCommand.self, StatsCommand.self, SampleCommand.self,
            TemplatesCommand.self, InitCommand.self, CardCommand.self,
        ]
    )

    /// Parses the command line and runs the command. Help, `--version` and completion scripts
    /// are printed as the argument parser prints them; every error, the parser's own included,
    /// is one line in one form (`foodstory: error: …`) with its documented exit status.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let status = exitCode(for: error)
            if status.isSuccess { exit(withError: error) }
            let message = message(for: error)
            if !message.isEmpty { Console.error(message) }
            exit(withError: status)
        }
    }
}

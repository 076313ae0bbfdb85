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
            content, not by name). Exit status: 0 success, 64 bad usage, 65 bad input data, \
            66 input missing or unreadable, 73 output cannot be written.
            """,
        subcommands: [
            BuildCommand.self, CheckCommand.self, StatsCommand.self, SampleCommand.self, TemplatesCommand.self,
        ]
    )
}

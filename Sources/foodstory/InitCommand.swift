import ArgumentParser
import ConfigFile
import Foundation
import Site

/// `foodstory init`: write a commented starter config file.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter foodstory.toml.",
        discussion: """
            Every key the config file may hold, each with a comment: those with a default set to \
            it, the others commented out with an example; and a new random site id, which the \
            feed's ids are made from. An existing file is left alone (exit status 73) unless \
            --force.
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp("The file to write.", valueName: "file"),
        completion: .file(extensions: ["toml"]))
    var config = "foodstory.toml"

    @Flag(name: .long, help: "Replace the file if it exists.")
    var force = false

    @OptionGroup var output: QuietOption

    func run() async throws {
        try await reportingErrors {
            try Configuration.writeStarter(to: config, siteID: UUID(), replacing: force)
            output.console.summary("Wrote \(config): edit it, then run foodstory build")
        }
    }
}

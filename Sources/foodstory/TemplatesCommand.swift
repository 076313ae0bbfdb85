import ArgumentParser
import Foundation
import Site

/// `foodstory templates`: work with the page templates.
struct TemplatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with the page templates.",
        subcommands: [Export.self]
    )

    /// `foodstory templates export DIR`.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the default templates into a folder, to edit and use with build --templates.",
            discussion:
                "The folder must not already hold templates; nothing in it is overwritten. See docs/templates.md."
        )

        @Argument(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
        var folder: String

        func run() async throws {
            try await reportingErrors {
                let written = try TemplateSet.exportDefaults(to: URL(fileURLWithPath: folder))
                print("Wrote \(written.count) templates to \(folder): \(written.joined(separator: ", "))")
            }
        }
    }
}

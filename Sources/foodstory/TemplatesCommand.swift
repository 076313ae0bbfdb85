import ArgumentParser
import Foundation
import Site
import Templating

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
            discussion: """
                When the folder already holds a template, nothing is written and the exit status \
                is 73; with --force the templates are replaced (other files in the folder are \
                kept). See docs/templates.md.
                """
        )

        @Argument(
            help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"),
            completion: .directory)
        var folder: String

        @Flag(name: .long, help: "Replace the templates the folder already holds.")
        var force = false

        @OptionGroup var locale: LocaleOption

        @OptionGroup var output: QuietOption

        func run() async throws {
            try await reportingErrors {
                let written = try TemplateSet.exportDefaults(
                    to: URL(fileURLWithPath: folder), replacing: force, locale: try locale.checked())
                output.console.summary(
                    "Wrote \(written.count) templates to \(folder): \(written.joined(separator: ", "))")
            }
        }
    }
}

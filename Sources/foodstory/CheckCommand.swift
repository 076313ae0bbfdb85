import ArgumentParser
import Diary
import Foundation

/// `foodstory check`: read and validate a diary, and report what a build would use.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Read and validate a diary; report what a build would use.",
        discussion: """
            Prints the entries read, the records skipped and why, the first and last day, the \
            days with entries, counts per category and input type, and the time zone or \
            offsets used. With --json the report is machine-readable (keys documented in \
            docs/commands.md). The input is never modified.
            """
    )

    @OptionGroup var diary: DiaryOptions

    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    @Flag(name: .long, help: "Also list every entry with its local day, time and offset.")
    var entries = false

    func run() async throws {
        try await reportingErrors {
            let (path, read) = try diary.readDiary(try diary.configuration())
            let report = CheckReport(diary: read, input: path, listingEntries: entries)
            if json {
                try printJSON(report)
            } else {
                print(report.text)
            }
        }
    }
}

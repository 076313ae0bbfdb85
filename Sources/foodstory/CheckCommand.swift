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
            offsets used, and the languages a build would use: the site's locale and the \
            language the diary's food words are read in. With --json the report is machine-readable (keys documented in \
            docs/commands.md). The input is never modified.
            """
    )

    @OptionGroup var diary: DiaryOptions
    @OptionGroup var locale: LocaleOption

    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    @Flag(name: .long, help: "Also list every entry with its local day, time and offset.")
    var entries = false

    func run() async throws {
        try await reportingErrors {
            let configuration = try diary.configuration()
            let locale = try locale.checked(configuration.locale)
            let (path, read) = try diary.readDiary(configuration)
            var report = CheckReport(diary: read, input: path, listingEntries: entries)
            report.locale = locale ?? "en"
            report.diaryLanguage = try diary.language(configuration, locale: locale).rawValue
            if json {
                try printJSON(report)
            } else {
                print(report.text)
            }
        }
    }
}

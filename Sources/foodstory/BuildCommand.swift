import ArgumentParser
import Diary
import Foundation
import Site

/// `foodstory build`: the diary as a website.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the website from a diary (or from the built-in sample diary).",
        discussion: """
            Writes every page of the site into --out: a page per day, week, month and year, \
            foods, insights, search, share cards and a feed. Links are relative, so the folder \
            works from file://, from any path of a host, and after being moved. With no --input \
            the built-in sample diary is used, and the site says so. With --pantry, a pantry page \
            shows what is in the kitchen and when it expires.
            """
    )

    @OptionGroup var options: BuildOptions

    func run() async throws {
        try await reportingErrors {
            let started = Date()
            let request = try options.request(now: started)
            let console = options.output.console
            let summary = try await SiteGenerator.run(request)
            // Warnings first: the last line on a terminal is where to open the site.
            summary.problems.forEach(console.warning)
            console.summary(summary.text(elapsed: Date().timeIntervalSince(started)))
        }
    }
}

import ArgumentParser
import ConfigFile
import Diary
import Foundation
import Insights

import struct Words.Catalog

/// `foodstory stats`: the Insights numbers of a diary, as a table or as JSON.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the diary's Insights: streaks, records, top foods, categories, timing, milestones.",
        discussion: """
            The numbers of the app's Insights tab for one period ending on --as-of (default: \
            today where the diary is kept), the all-time records and milestones, and with \
            --week the recap of one ISO week as it stood at the end of that week. Food names \
            follow the rules in docs/food-words.md and the [aliases] and not-foods of the \
            config file. With --foods, instead, every food of the whole diary with the entries \
            that mention it and the spellings it came from, to spot a wrong food and fix it in \
            the config file. With --compare, instead, one period against another like for like \
            (default: the period before it), both counted over like days when one is under way \
            on --as-of. With --json the report's keys are those documented in docs/commands.md.
            """
    )

    @OptionGroup var diary: DiaryOptions

    @Option(name: .customLong("as-of"), help: ArgumentHelp("The day the numbers are as of.", valueName: "YYYY-MM-DD"))
    var asOf: String?

    @Option(
        name: .long, help: ArgumentHelp("The period: 7d, 30d, 3m, 1y or all.", valueName: "period"),
        completion: .list(AnalyticsPeriod.allCases.map(\.rawValue)))
    var period: String = "all"

    @Option(name: .long, help: ArgumentHelp("Also give the recap of this ISO week.", valueName: "YYYY-Www"))
    var week: String?

    @Flag(name: .long, help: "List every food of the diary with its entries and spellings instead.")
    var foods = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compare this period with --against (default: the period before it).",
            discussion: "YYYY, YYYY-MM, YYYY-Www, YYYY-MM-DD, YYYY-MM-DD..YYYY-MM-DD, 7d, 30d, 3m or 1y.",
            valueName: "period"))
    var compare: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The period to compare --compare with, in the same forms.", valueName: "period"))
    var against: String?

    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        if let asOf, LocalDay(asOf) == nil {
            throw ValidationError("--as-of \(asOf) is not a date; expected YYYY-MM-DD")
        }
        guard AnalyticsPeriod(rawValue: period.lowercased()) != nil else {
            throw ValidationError("--period \(period) is not a period; expected 7d, 30d, 3m, 1y or all")
        }
        if let week, ISOWeek(week) == nil {
            throw ValidationError("--week \(week) is not an ISO week; expected YYYY-Www, e.g. 2026-W10")
        }
        if let compare, ComparedPeriod(compare) == nil {
            throw ValidationError("--compare \(compare) is not a period; expected \(ComparedPeriod.forms)")
        }
        if let against, ComparedPeriod(against) == nil {
            throw ValidationError("--against \(against) is not a period; expected \(ComparedPeriod.forms)")
        }
        if against != nil, compare == nil {
            throw ValidationError("--against needs --compare: the period to compare with it")
        }
        if compare != nil, foods || week != nil || period.lowercased() != "all" {
            throw ValidationError(
                "--compare gives a comparison instead of the report; it takes no --period, --week or --foods")
        }
        if foods, week != nil || asOf != nil || period.lowercased() != "all" {
            throw ValidationError("--foods lists the foods of the whole diary; it takes no --as-of, --period or --week")
        }
    }

    func run() async throws {
        try await reportingErrors {
            let configuration = try diary.configuration()
            let (_, read) = try diary.readDiary(configuration)
            if foods {
                let list = FoodList(
                    vocabulary: Insights(
                        diary: read, aliases: configuration.aliases, notFoods: configuration.notFoods,
                        diaryLanguage: try diary.language(configuration)
                    ).vocabulary)
                if json { try printJSON(list) } else { print(list.plainText(), terminator: "") }
                return
            }
            let day = asOf.flatMap(LocalDay.init) ?? configuration.asOf ?? read.today(now: Date())
            if let warning = read.asOfWarning(day) { Console().warning(warning) }
            if let compare = compare.flatMap(ComparedPeriod.init) {
                try printComparison(read, compare, asOf: day, configuration: configuration)
                return
            }
            let report = StatsReport(
                diary: read, asOf: day, period: AnalyticsPeriod(rawValue: period.lowercased()) ?? .allTime,
                week: week.flatMap(ISOWeek.init), aliases: configuration.aliases, notFoods: configuration.notFoods,
                diaryLanguage: try diary.language(configuration))
            if json {
                try printJSON(report)
            } else {
                print(report.plainText(try Catalog.english()), terminator: "")
            }
        }
    }

    private func printComparison(
        _ read: Diary, _ compare: ComparedPeriod, asOf day: LocalDay, configuration: Configuration
    ) throws {
        let insights = Insights(
            diary: read, aliases: configuration.aliases, notFoods: configuration.notFoods,
            diaryLanguage: try diary.language(configuration))
        let words = ComparisonWords(try Catalog.english())
        let report: ComparisonReport
        do {
            report = try ComparisonReport(
                insights: insights, asOf: day, period: compare, against: against.flatMap(ComparedPeriod.init),
                words: words)
        } catch {
            Console.error(error.description)
            throw ExitCode(64)
        }
        if !report.isCovered, let first = insights.firstDay {
            Console().warning(ComparisonReport.notKept(firstDay: first))
        }
        if json { try printJSON(report) } else { print(report.plainText(words), terminator: "") }
    }
}

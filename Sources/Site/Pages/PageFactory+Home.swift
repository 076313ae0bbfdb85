import Charts
import Days
import Diary
import Insights
import Templating
import Words

/// What `index.md` sees.
struct HomePageContext: TemplateNode, Sendable {
    var title: String
    var asOf: String
    var hasEntries: Bool
    var streak: String
    var streakNote: String
    /// The streak's line: its flame (coloured by its length), then `streak` and `streakNote`.
    var streakLine: Block
    var thisWeek: Block
    var thisWeekLink: LinkContext?
    var thisWeekText: String
    /// This week so far against the average of the same days of the eight weeks before, shown
    /// instead of `thisWeekText`; nil when the diary was not kept through them.
    var weekAverage: String?
    var heatmap: Block
    var records: Block
    var latest: [LatestDayContext]
    var milestones: [MilestoneContext]
    var hasMilestones: Bool
    var isSample: Bool
    var pantry: PantryHomeContext?
    var goals: [GoalLineContext]
    var hasGoals: Bool
}

/// A recent day on the home page.
struct LatestDayContext: TemplateNode, Sendable {
    var url: String
    var label: String
    var summary: String
}

/// A milestone reached.
struct MilestoneContext: TemplateNode, Sendable {
    var count: String
    var date: String
    var url: String
}

extension PageFactory {
    func homePage() -> Page {
        let path = SitePath.index
        let asOf = model.options.asOf
        var blocks = BlockStore()
        let streak = model.insights.currentStreak(asOf: asOf)
        let records = model.insights.records(asOf: asOf)
        let week = ISOWeek(containing: asOf)
        let weekEntries = model.insights.entryCount(in: DayRange(start: week.monday, end: asOf))
        let dots = WeekDots(
            title: words(.chartThisWeek), weekStart: week.monday,
            days: dayCounts(from: week.monday, to: week.sunday, on: path), today: asOf)
        var heatmap = YearHeatmap.lastYear(
            title: words(.chartLastTwelveMonths), today: asOf, days: [], weekStart: words.weekStart)
        heatmap.days = dayCounts(from: heatmap.first, to: asOf, on: path)
        var recordTiles: [(String, String, String)] = [
            (
                words(.tileLongestStreak), words.count(.days, records.longestStreak.length),
                records.longestStreak.start.map { start in
                    words(.noteFrom, ["date": .text(words.date(start, .shortWithYear))])
                } ?? ""
            )
        ]
        if let best = records.bestDay {
            recordTiles.append(
                (words(.tileBestDay), words.count(.entries, best.count), words.date(best.day, .shortWithYear)))
        }
        recordTiles.append((words(.tileFoods), words.number(records.uniqueFoods), words(.noteDifferentFoods)))
        recordTiles.append((words(.tileEntries), words.number(records.totalEntries), words(.noteInAll)))
        let latest = model.days.suffix(7).reversed().map { day in
            LatestDayContext(
                url: link(path, SitePath.day(day)), label: words.date(day, .long),
                summary: model.entries(on: day).map(\.description).joined(separator: " · "))
        }
        let milestones = model.insights.milestones(asOf: asOf).reversed().map { milestone in
            MilestoneContext(
                count: words.count(.entries, milestone.count), date: words.date(milestone.day),
                url: link(path, SitePath.day(milestone.day)))
        }
        let streakText = words.count(.days, streak.length)
        let streakNote =
            streak.length == 0
            ? words(.streakStart)
            : words(.streakNote, ["count": .count(streak.length), "date": .text(words.date(streak.end ?? asOf))])
        let context = HomePageContext(
            title: model.options.title, asOf: words.date(asOf, .long), hasEntries: !model.days.isEmpty,
            streak: streakText, streakNote: streakNote,
            streakLine: blocks.add(StreakFlame(days: streak.length).line(streakText, note: streakNote)),
            thisWeek: blocks.add(dots, id: "home-week"),
            thisWeekLink: model.weeks.contains(week)
                ? LinkContext(url: link(path, SitePath.week(week)), label: words(.thisWeeksRecap)) : nil,
            thisWeekText: words.count(.soFarThisWeek, weekEntries),
            weekAverage: ComparisonWords(words).weekAverage(model.insights.weekAverage(asOf: asOf)),
            heatmap: blocks.add(heatmap, id: "home-year"), records: blocks.add(StatTiles.html(recordTiles)),
            latest: Array(latest), milestones: Array(milestones), hasMilestones: !milestones.isEmpty,
            isSample: model.options.isSample, pantry: pantryHome(on: path),
            goals: goalLines(on: path, holding: asOf), hasGoals: !model.goals.isEmpty)
        return Page(
            path: path, template: PageKind.home.template, title: model.options.title,
            summary: words.count(.homeSummary, records.totalEntries),
            context: context, blocks: blocks,
            // The preview shows the latest week's card.
            openGraph: model.weeks.last.flatMap { week in
                shareCard(week).flatMap { card in
                    openGraph(
                        path: path, title: model.options.title, description: card.sentence(words),
                        subject: .week(week), alt: card.title(words))
                }
            })
    }
}

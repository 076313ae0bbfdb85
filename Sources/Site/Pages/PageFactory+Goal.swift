import Charts
import Days
import Insights
import Templating

/// What `goal.md` sees: a goal's week-by-week record.
struct GoalPageContext: TemplateNode, Sendable {
    var title: String
    var sentence: String?
    var asOf: String
    var facts: [GoalLineContext]
    var heatmap: Block?
    var recordHeading: String
    var periods: [GoalLineContext]
}

/// A goal's line (home page, recap), a week's of its page, or a fact of its page (`label` its heading).
struct GoalLineContext: TemplateNode, Sendable {
    var label: String
    var url: String?
    var state: String
}

extension PageFactory {
    /// The page of the goal at `index` of the config file's goals: its latest 53 weeks (months).
    func goalPage(_ index: Int) -> Page {
        let (record, path, says) = (model.goals[index], SitePath.goal(slug: model.goalSlugs[index]), GoalWords(words))
        let goal = record.goal
        var blocks = BlockStore()
        let kept = goal.judgesDays
        let first = record.days.first?.day ?? record.asOf
        let (keptShade, entries) = (HeatLevel.high.rawValue, dayCounts(from: first, to: record.asOf, on: path))
        let days = zip(entries, record.days).map {
            Charts.DayCount(date: $1.day, count: kept ? (record.isKept($1) ? keptShade : 0) : $1.count, link: $0.link)
        }
        let counted: Counted = kept ? .kept : goal.limits ? .limited : goal.subject?.isFood == true ? .eaten : .entries
        var heatmap = YearHeatmap.lastYear(
            title: says.heading("days", of: goal), today: model.options.asOf, days: days, counted: counted,
            weekStart: words.weekStart)
        let caption = goal.period == .week ? says.days(record, from: heatmap.first) : nil
        (heatmap.caption, heatmap.emptyMessage) = (caption, caption)
        let context = GoalPageContext(
            title: says.title(goal), sentence: goal.name.map { _ in says.sentence(goal) },
            asOf: words.date(record.asOf, .long),
            facts: says.facts(record).map { GoalLineContext(label: $0.heading, state: $0.text) },
            heatmap: goal.period == .week ? blocks.add(heatmap, id: "goal") : nil,
            recordHeading: says.heading("record", of: goal),
            periods: record.periods.suffix(53).reversed().map { period in
                let week = ISOWeek(containing: period.range.start)
                let url = goal.period == .week && model.summaries[week] != nil ? link(path, SitePath.week(week)) : nil
                return GoalLineContext(
                    label: says.label(period, of: goal), url: url, state: says.status(period, of: goal))
            })
        return Page(
            path: path, template: PageKind.goal.template, title: says.title(goal), summary: says.sentence(goal),
            context: context, blocks: blocks)
    }

    /// The home page's line of each goal for the period holding `day`.
    func goalLines(on page: String, holding day: LocalDay) -> [GoalLineContext] {
        model.goals.indices.compactMap { index in
            let (goal, says) = (model.goals[index].goal, GoalWords(words))
            guard let period = model.goals[index].periods.last(where: { $0.range.contains(day) }) else { return nil }
            let url = link(page, SitePath.goal(slug: model.goalSlugs[index]))
            return GoalLineContext(label: says.title(goal), url: url, state: says.status(period, of: goal))
        }
    }

    /// A week's recap's line of each goal: a goal of weeks, that week's state; a goal of months,
    /// the state of the month holding `through` (the week's Sunday, or the as-of day while the
    /// week is under way) as it stood then, the month named ("November 2026 so far: …").
    func goalLines(on page: String, week: ISOWeek, through: LocalDay) -> [GoalLineContext] {
        model.goals.indices.compactMap { index in
            let (goal, says) = (model.goals[index].goal, GoalWords(words))
            let url = link(page, SitePath.goal(slug: model.goalSlugs[index]))
            if goal.period == .month {
                return model.insights.goalPeriod(for: goal, asOf: through).map {
                    GoalLineContext(label: says.title(goal), url: url, state: says.monthStatus($0, of: goal))
                }
            }
            return model.goals[index].periods.last { $0.range.contains(week.monday) }.map {
                GoalLineContext(label: says.title(goal), url: url, state: says.status($0, of: goal))
            }
        }
    }
}

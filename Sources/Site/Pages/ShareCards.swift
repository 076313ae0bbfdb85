import Charts
import Days
import Insights

extension PageFactory {
    /// One week's share card, or nil when the week has no recap.
    func shareCard(_ week: ISOWeek) -> ShareCard? {
        guard let summary = model.summary(for: week) else { return nil }
        let card = ShareCard(
            weekStart: week.monday, headline: summary.headline, subheadline: summary.subheadline,
            dayCounts: summary.days.map(\.count), lastWeekEntries: summary.lastWeekEntries,
            topFood: summary.topFood.map { ShareCard.TopFood(name: $0, count: summary.topFoodCount) },
            categories: summary.categories.map { ShareCard.Category(name: $0.category.rawValue, count: $0.count) },
            today: week.days.contains(model.options.asOf) ? model.options.asOf : nil,
            perfectWeek: summary.missedDays == 0 && summary.isComplete)
        return card
    }
}

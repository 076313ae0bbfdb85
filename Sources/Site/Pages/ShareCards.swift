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

    /// One year's year-in-review card: its days up to the as-of day, its top three foods and
    /// categories, under "A year of <top food>." (or a neutral line when no food stands out).
    func yearCard(_ year: Int) -> YearCard {
        let first = LocalDay(year: year, month: 1, day: 1) ?? model.options.asOf
        let last = LocalDay(year: year, month: 12, day: 31) ?? model.options.asOf
        let end = min(last, max(first, model.options.asOf))
        let range = DayRange(start: first, end: end)
        let counts = (0...first.days(to: last)).map { offset in
            let day = first.adding(days: offset)
            return day <= end ? model.entries(on: day).count : 0
        }
        let foods = model.insights.topFoods(in: range, limit: 3)
        let headline = foods.first.map { "A year of \(TextFit.singleLine($0.food))." } ?? ""
        return YearCard(
            year: year, headline: headline, dayCounts: counts,
            topFoods: foods.map { ShareCard.TopFood(name: $0.food, count: $0.count) },
            categories: model.insights.categories(in: range).map {
                ShareCard.Category(name: $0.category.rawValue, count: $0.count)
            },
            today: (first...last).contains(model.options.asOf) ? model.options.asOf : nil)
    }

    /// The figure a week or year page shows its card in: the SVG card, and a link to download
    /// each picture, named for what it is.
    func cardFigure(on path: String, svg: String, images: [(CardFormat, String)], alt: String, name: String) -> String {
        var html =
            "<figure class=\"share\"><img class=\"share-card\" loading=\"lazy\" src=\"\(link(path, svg))\" width=\"1080\" height=\"1350\" alt=\"\(XMLText.escape(alt))\"/>"
            + "<figcaption class=\"share-link\">Download the share card:<ul class=\"share-downloads\">"
        for (format, image) in images {
            html +=
                "<li><a href=\"\(link(path, image))\" download=\"\(name)\(format.suffix).png\">\(format.name)</a> (PNG)</li>"
        }
        html += "<li><a href=\"\(link(path, svg))\" download=\"\(name).svg\">Vector picture, any size</a> (SVG)</li>"
        return html + "</ul></figcaption></figure>"
    }

    /// The link preview tags of a page whose card's link picture is at `image`: nil without
    /// a base URL (an image address must be absolute).
    func openGraph(path: String, title: String, description: String, image: String, alt: String) -> OpenGraph? {
        guard let base = model.options.baseURL else { return nil }
        return OpenGraph(
            title: title, description: description, url: base + path, image: base + image,
            imageWidth: CardFormat.link.width, imageHeight: CardFormat.link.height, imageAlt: alt)
    }
}

import Charts
import Days
import Foundation
import Insights
import Templating
import Words

extension PageFactory {
    /// One week's share card, or nil when the week has no recap.
    func shareCard(_ week: ISOWeek) -> ShareCard? {
        guard let summary = model.summary(for: week) else { return nil }
        let (headline, subheadline) = summary.story(words)
        let card = ShareCard(
            weekStart: week.monday, headline: headline, subheadline: subheadline,
            dayCounts: summary.days.map(\.count), lastWeekEntries: summary.lastWeekEntries,
            topFood: summary.topFood.map { ShareCard.TopFood(name: $0, count: summary.topFoodCount) },
            categories: summary.categories.map { ShareCard.Category(name: $0.category.rawValue, count: $0.count) },
            today: week.days.contains(model.options.asOf) ? model.options.asOf : nil,
            perfectWeek: summary.missedDays == 0 && summary.isComplete)
        return card
    }

    /// One year's year-in-review card: its days up to the as-of day, its top three foods and
    /// categories, under "A year of <top food>." (or a neutral line when no food stands out),
    /// and its entries against the same dates of the year before when the diary was kept then.
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
        let headline = foods.first.map { words(.cardYearOf, ["food": .text(TextFit.singleLine($0.food))]) } ?? ""
        return YearCard(
            year: year, headline: headline, dayCounts: counts,
            topFoods: foods.map { ShareCard.TopFood(name: $0.food, count: $0.count) },
            categories: model.insights.categories(in: range).map {
                ShareCard.Category(name: $0.category.rawValue, count: $0.count)
            },
            today: (first...last).contains(model.options.asOf) ? model.options.asOf : nil,
            comparison: model.insights.yearComparison(year: year, asOf: model.options.asOf).map {
                ComparisonWords(words).yearCardLine($0)
            } ?? "")
    }

    /// The figure a week or year page shows the card of `subject` in: the SVG card, a link to
    /// download each picture the build made of it and the SVG, named for what they are, and the
    /// command that draws each picture it did not make (`foodstory card`).
    ///
    /// A year's card is shown when the reader asks ("See the card", a disclosure): it draws the
    /// year's 365 days, 37 KB, which a lazy picture alone would still fetch with the page (a
    /// year page is short enough to be within the distance browsers load lazy pictures at). A
    /// lazy picture in a closed disclosure is fetched when it opens. A week's card (7–16 KB) is
    /// shown as it is.
    func cardFigure(on path: String, subject: CardSubject, alt: String) -> String {
        let svg = SitePath.card(subject)
        let made = model.pictures(of: subject)
        let picture =
            "<img class=\"share-card\" loading=\"lazy\" src=\"\(link(path, svg))\" width=\"1080\" height=\"1350\" alt=\"\(XMLText.escape(alt))\"/>"
        var html = "<figure class=\"share\">"
        if case .year = subject {
            html += "<details><summary>\(XMLText.escape(words(.cardSee)))</summary>\(picture)</details>"
        } else {
            html += picture
        }
        html +=
            "<figcaption class=\"share-link\">\(XMLText.escape(words(.cardDownload)))<ul class=\"share-downloads\">"
        for format in made {
            html +=
                "<li><a href=\"\(link(path, SitePath.cardImage(subject, format)))\" download=\"\(subject)\(format.suffix).png\">\(XMLText.escape(format.name(words)))</a> (PNG)</li>"
        }
        html +=
            "<li><a href=\"\(link(path, svg))\" download=\"\(subject).svg\">\(XMLText.escape(words(.cardVector)))</a> (SVG)</li></ul>"
        let onDemand = CardFormat.allCases.filter { !made.contains($0) }
        if !onDemand.isEmpty {
            html +=
                "<p class=\"share-note\">\(XMLText.escape(words(.cardOnDemand, ["made": .text(made.isEmpty ? "none" : "some")])))</p><ul class=\"share-commands\">"
            for format in onDemand {
                html +=
                    "<li>\(XMLText.escape(format.name(words))): <code>\(XMLText.escape(cardCommand(subject, format)))</code></li>"
            }
            html += "</ul>"
        }
        return html + "</figcaption></figure>"
    }

    /// The command that draws the picture of `subject`'s card in `format`, as this build would
    /// have drawn it (`foodstory card 2026-W10 --size story --input diary.json`), to run where
    /// the build ran.
    func cardCommand(_ subject: CardSubject, _ format: CardFormat) -> String {
        let words =
            ["foodstory", "card", subject.description] + (format == .portrait ? [] : ["--size", format.rawValue])
            + Self.shown(model.options.cardArguments, isPublic: model.options.isPublic)
            + (model.options.isPublic ? ["--public"] : [])
        return words.map(Self.shellWord).joined(separator: " ")
    }

    /// The build's arguments as a page shows them: a public page names each file (`--input`,
    /// `--config`) by its bare name, never the folders it was in (a home folder names its
    /// owner); the command then runs from the folder that holds them.
    static func shown(_ arguments: [String], isPublic: Bool) -> [String] {
        guard isPublic else { return arguments }
        return arguments.enumerated().map { index, word in
            index > 0 && ["--input", "--config"].contains(arguments[index - 1])
                ? URL(fileURLWithPath: word).lastPathComponent : word
        }
    }

    /// `word` as a shell reads it back: as it is when it holds only letters, digits and
    /// `-_./:=@%+,`, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { shellPlain.contains($0) }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The characters a shell reads as they are.
    private static let shellPlain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,")

    /// The link preview tags of a page that shows the card of `subject`: nil without a base URL
    /// (every address must be absolute); with the link picture `linkPicture(for:alt:)` names,
    /// when there is one.
    func openGraph(path: String, title: String, description: String, subject: CardSubject, alt: String)
        -> OpenGraph?
    {
        guard let base = model.options.baseURL else { return nil }
        guard let picture = linkPicture(for: subject, alt: alt) else {
            return OpenGraph(title: title, description: description, url: base + path)
        }
        return OpenGraph(
            title: title, description: description, url: base + path,
            image: base + SitePath.cardImage(picture.subject, .link), imageWidth: CardFormat.link.width,
            imageHeight: CardFormat.link.height, imageAlt: picture.alt)
    }

    /// The card whose link picture (1200 × 630) a page of `subject` shows in its preview, with
    /// what it shows: its own, when the build made it; for a week without one, its year's, else
    /// the latest week's (the home page's), so that every week's preview has a picture that
    /// exists; nil when the build made none of them (`[cards] pictures = "none"`).
    func linkPicture(for subject: CardSubject, alt: String) -> (subject: CardSubject, alt: String)? {
        if model.pictures(of: subject).contains(.link) { return (subject, alt) }
        guard case .week(let week) = subject else { return nil }
        if model.years?.contains(week.year) == true, model.pictures(of: .year(week.year)).contains(.link) {
            return (.year(week.year), yearCard(week.year).title(words))
        }
        if let latest = model.weeks.last, model.pictures(of: .week(latest)).contains(.link),
            let card = shareCard(latest)
        {
            return (.week(latest), card.title(words))
        }
        return nil
    }
}

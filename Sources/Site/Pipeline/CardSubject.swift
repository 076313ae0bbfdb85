import Charts
import Days
import Foundation
import Insights
import Raster
import Templating
import Words

/// What `foodstory card` draws: one ISO week's share card or one year's year-in-review card.
public enum CardSubject: Sendable, Equatable, CustomStringConvertible {
    case week(ISOWeek)
    case year(Int)

    /// `2026-W10` (a week) or `2026` (a year); nil for anything else.
    public init?(_ text: String) {
        if let week = ISOWeek(text) {
            self = .week(week)
        } else if text.count == 4, text.allSatisfy(\.isASCII), let year = Int(text), year > 0 {
            self = .year(year)
        } else {
            return nil
        }
    }

    /// As written on the command line, and as the card's file is named.
    public var description: String {
        switch self {
        case .week(let week): week.description
        case .year(let year): LocalDay.pad(year, 4)
        }
    }
}

extension SiteGenerator {
    /// One card of the site `request` would build, as a PNG picture in `format`, without
    /// building the site: the same bytes the site's `cards/` folder gets.
    public static func cardImage(_ request: BuildRequest, subject: CardSubject, format: CardFormat) throws -> Data {
        var (diary, read) = try readInputs(request, cache: nil)
        // A public card is drawn from the public view, as the public site's is.
        if let view = request.publicView {
            (diary, _, _) = view.apply(
                to: diary, pantry: nil, aliases: request.aliases, notFoods: request.notFoods,
                diaryLanguage: request.diaryLanguage)
        }
        let model = SiteModel(diary: diary, options: read.options)
        let factory = PageFactory(
            model: model, templates: try TemplateSet.load(overrides: request.templates, locale: request.locale))
        let render: (CardFormat) -> String
        switch subject {
        case .week(let week):
            guard model.weeks.contains(week), let card = factory.shareCard(week) else {
                throw SiteBuildError(
                    .pages, "\(week) has no entries up to \(read.options.asOf) in \(read.inputName); no card to draw")
            }
            render = { card.render($0, words: factory.words) }
        case .year(let year):
            guard factory.years.contains(year) else {
                let shown = factory.years.first.map { "\($0)–\(factory.years.last ?? $0)" } ?? "none"
                throw SiteBuildError(
                    .pages, "\(year) is not a year of \(read.inputName) (its years: \(shown)); no card to draw")
            }
            let card = factory.yearCard(year)
            render = { card.render($0, words: factory.words) }
        }
        let rasterizer = try SiteBuilder.rasterizer(fileSystem: request.fileSystem)
        do throws(RasterError) {
            var pictures = CardPictures(rasterizer: rasterizer)
            return try pictures.png(format, render: render)
        } catch {
            throw SiteBuildError(.pages, "the \(subject) card: \(error.description)")
        }
    }
}

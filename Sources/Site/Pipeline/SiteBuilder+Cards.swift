import Charts
import Diary
import Foundation
import Raster
import Support
import Words
import Writing

extension SiteBuilder {
    /// The renderer of the cards' PNG pictures, setting text with the fonts FoodStory ships
    /// (`Resources/Fonts`, the TrueType and OpenType files the site's web fonts are cut from),
    /// and only those.
    static func rasterizer(fileSystem: FileSystem) throws(SiteBuildError) -> SVGRasterizer {
        guard let fonts = Bundle.module.url(forResource: "Fonts", withExtension: nil) else {
            throw SiteBuildError(.pages, "FoodStory's fonts are missing from its installation")
        }
        do throws(RasterError) {
            let names = (try? fileSystem.list(fonts.path)) ?? []
            return try SVGRasterizer(fonts: FontSet(folder: fonts, names: names))
        } catch {
            throw SiteBuildError(.pages, "share card fonts: \(error.description)")
        }
    }

    /// The card of `subject` (none for a week with no recap), made by `factory`: its SVG and
    /// the pictures the model says it gets.
    func cardOutputs(
        _ subject: CardSubject, factory: PageFactory, outputs: IncrementalEngine.Outputs, rasterizer: SVGRasterizer
    ) throws(SiteBuildError) -> [IncrementalEngine.Output] {
        let pictures = factory.model.pictures(of: subject)
        switch subject {
        case .week(let week):
            guard let card = factory.shareCard(week) else { return [] }
            return try cardOutputs(
                subject, card: card, render: { card.render($0, words: factory.words) }, pictures: pictures,
                outputs: outputs, rasterizer: rasterizer)
        case .year(let year):
            let card = factory.yearCard(year)
            return try cardOutputs(
                subject, card: card, render: { card.render($0, words: factory.words) }, pictures: pictures,
                outputs: outputs, rasterizer: rasterizer)
        }
    }

    /// The card of `subject`: its SVG, and its PNG picture in each of `pictures` (the formats
    /// the build makes: `SiteModel.pictures(of:)`). The SVG's inputs are the card's value: it
    /// is kept from the last build when that is the same. A
    /// picture's inputs are what it shows, the SVG it is drawn from less its title and
    /// description (a week's description names its top food and categories, which its link
    /// preview does not draw): drawn again only when that changed, whatever else did. While the
    /// card is the same, so is every SVG drawn from it: nothing is drawn or written out, and the
    /// pictures keep the keys they were made under.
    func cardOutputs(
        _ subject: CardSubject, card value: some Encodable, render: (CardFormat) -> String,
        pictures formats: [CardFormat], outputs: IncrementalEngine.Outputs, rasterizer: SVGRasterizer
    ) throws(SiteBuildError) -> [IncrementalEngine.Output] {
        let svg = SitePath.card(subject)
        let card = try outputs.output(svg, inputs: value) { () throws(SiteBuildError) in
            let file = try scanned(svg, contents: Data(render(.portrait).utf8))
            return (file.file, file.scan)
        }
        var made = [card]
        var pictures = CardPictures(rasterizer: rasterizer)
        for format in formats {
            let path = SitePath.cardImage(subject, format)
            if card.file == nil, let record = outputs.last[path] {
                made.append(IncrementalEngine.Output(path: path, record: record))
                continue
            }
            let inputs = PictureInputs(format: format.rawValue, shown: Self.shown(render(format)))
            made.append(
                try outputs.output(path, inputs: inputs) { () throws(SiteBuildError) in
                    let png: Data
                    do throws(RasterError) {
                        png = try pictures.png(format, render: render)
                    } catch {
                        throw SiteBuildError(.pages, "\(path): \(error.description)")
                    }
                    return (try stored(SiteFile(path: path, contents: png)), nil)
                })
        }
        return made
    }

    /// What a card's picture is drawn from.
    struct PictureInputs: Codable {
        var format: String
        var shown: String
    }

    /// What a picture drawn from `svg` shows: the SVG without its title and description.
    static func shown(_ svg: String) -> String {
        guard let title = svg.range(of: "<title"), let description = svg.range(of: "</desc>"),
            title.lowerBound < description.upperBound
        else { return svg }
        return String(svg[..<title.lowerBound]) + String(svg[description.upperBound...])
    }
}

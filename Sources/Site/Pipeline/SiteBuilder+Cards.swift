import Charts
import Diary
import Foundation
import Raster

extension SiteBuilder {
    /// The renderer of the cards' PNG pictures, setting text with the fonts the site ships
    /// (`Public/assets/fonts`), and only those.
    static func rasterizer() throws(SiteBuildError) -> SVGRasterizer {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil) else {
            throw SiteBuildError(.pages, "FoodStory's Public assets are missing from its installation")
        }
        do throws(RasterError) {
            return try SVGRasterizer(fonts: FontSet(folder: folder.appendingPathComponent("assets/fonts")))
        } catch {
            throw SiteBuildError(.pages, "share card fonts: \(error.description)")
        }
    }

    /// A card's SVG at `svg` and its PNG picture in each format at `image(format)`. The SVG is
    /// kept from the last build when the card (`key`) is the same. A picture is keyed by the
    /// SVG it is drawn from: when the card changed, each format's SVG is written out and the
    /// picture drawn again only if that SVG differs from the last one drawn (a link preview
    /// does not show every fact of the portrait); when the card did not, the picture is kept.
    func cardOutputs(
        svg: String, image: (CardFormat) -> String, key: UInt64, render: (CardFormat) -> String,
        outputs: IncrementalEngine.Outputs, rasterizer: SVGRasterizer
    ) throws(SiteBuildError) -> [IncrementalEngine.Output] {
        let card = try outputs.output(svg, key: key) { () throws(SiteBuildError) in
            let file = try scanned(svg, contents: Data(render(.portrait).utf8))
            return (file.file, file.scan)
        }
        var made = [card]
        for format in CardFormat.allCases {
            let path = image(format)
            let drawn = card.file == nil ? nil : render(format)
            var pictureKey = outputs.last[path]?.key ?? key
            if let drawn {
                pictureKey = Self.pictureKey(drawn)
            }
            made.append(
                try outputs.output(path, key: pictureKey) { () throws(SiteBuildError) in
                    let png: Data
                    do throws(RasterError) {
                        png = try rasterizer.png(
                            svg: drawn ?? render(format), width: format.width, height: format.height)
                    } catch {
                        throw SiteBuildError(.pages, "\(path): \(error.description)")
                    }
                    return (try stored(SiteFile(path: path, contents: png)), nil)
                })
        }
        return made
    }

    /// The key of a picture drawn from `svg`: everything the picture shows, that is the SVG
    /// without its title and description (a week's description names its top food and
    /// categories, which its link preview does not draw).
    static func pictureKey(_ svg: String) -> UInt64 {
        var hash = StableHash()
        hash.add("card picture")
        if let title = svg.range(of: "<title"), let description = svg.range(of: "</desc>"),
            title.lowerBound < description.upperBound
        {
            hash.add(String(svg[..<title.lowerBound]))
            hash.add(String(svg[description.upperBound...]))
        } else {
            hash.add(svg)
        }
        return hash.state
    }
}

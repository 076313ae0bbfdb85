import Charts
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

    /// A card's SVG at `svg` and its PNG picture in each format at `image(format)`, each kept
    /// from the last build when the card (`key`) is the same, else made: a picture is drawn
    /// again only when its card changed.
    func cardOutputs(
        svg: String, image: (CardFormat) -> String, key: UInt64, render: (CardFormat) -> String,
        outputs: IncrementalEngine.Outputs, rasterizer: SVGRasterizer
    ) throws(SiteBuildError) -> [IncrementalEngine.Output] {
        var made = [
            try outputs.output(svg, key: key) { () throws(SiteBuildError) in
                let file = try scanned(svg, contents: Data(render(.portrait).utf8))
                return (file.file, file.scan)
            }
        ]
        for format in CardFormat.allCases {
            let path = image(format)
            made.append(
                try outputs.output(path, key: key) { () throws(SiteBuildError) in
                    let png: Data
                    do throws(RasterError) {
                        png = try rasterizer.png(svg: render(format), width: format.width, height: format.height)
                    } catch {
                        throw SiteBuildError(.pages, "\(path): \(error.description)")
                    }
                    return (try stored(SiteFile(path: path, contents: png)), nil)
                })
        }
        return made
    }
}

import Charts
import Foundation
import Raster

/// The PNG pictures of one share card. The portrait and the link preview are each drawn from
/// their own SVG. The story's SVG is the portrait's marks moved down into its safe middle over
/// the same ground, so its pixels are the portrait's with rows of ground above and below: it
/// is made from the portrait's picture rather than drawn again (a third of a week's drawing
/// time).
struct CardPictures {
    let rasterizer: SVGRasterizer
    /// The portrait's picture, once drawn.
    private var portrait: Bitmap.Indexed?

    /// The pictures of one card, drawn by `rasterizer`.
    init(rasterizer: SVGRasterizer) {
        self.rasterizer = rasterizer
    }

    /// The PNG file of the card in `format`; `render` gives the card's SVG document in a
    /// format.
    mutating func png(_ format: CardFormat, render: (CardFormat) -> String) throws(RasterError) -> Data {
        switch format {
        case .portrait:
            return try portraitPicture(render).png()
        case .story:
            let band = CardFormat.storyBand
            if let story = try portraitPicture(render).padded(top: band, bottom: band, with: Self.ground) {
                return try story.png()
            }
            return try rasterizer.png(svg: render(.story), width: format.width, height: format.height)
        case .link:
            return try rasterizer.png(svg: render(.link), width: format.width, height: format.height)
        }
    }

    /// The ground every card is drawn on, as a pixel.
    static let ground = UInt32(Palette.void.red) << 16 | UInt32(Palette.void.green) << 8 | UInt32(Palette.void.blue)

    private mutating func portraitPicture(_ render: (CardFormat) -> String) throws(RasterError) -> Bitmap.Indexed {
        if let portrait { return portrait }
        let format = CardFormat.portrait
        let bitmap = try rasterizer.bitmap(svg: render(format), width: format.width, height: format.height)
        guard let picture = bitmap.indexed() else {
            throw RasterError(.encode, "the colours could not be reduced to \(Bitmap.paletteSize)")
        }
        portrait = picture
        return picture
    }
}

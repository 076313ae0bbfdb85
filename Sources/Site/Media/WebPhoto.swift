import Diary
import Photos
import Raster
import Support

/// A photo as the site shows it: known by the hash of its bytes, which names its web sizes,
/// and by its size the right way up, from which the size of each picture a place shows is
/// worked out (`PhotoPlace`) without decoding it. A day page's key holds it whole, so a photo
/// whose bytes changed changes the pages that show it.
struct WebPhoto: Codable, Sendable, Hashable {
    /// The hash of the photo's bytes.
    var content: ContentHash
    /// Its width, the right way up.
    var width: Int
    /// Its height, the right way up.
    var height: Int
    /// The path of its stripped original in the site, when the site has it.
    var original: String?

    /// The photo's size the right way up.
    var size: PixelSize { PixelSize(width: width, height: height) }

    /// The picture shown in `place`: its path and size.
    func picture(_ place: PhotoPlace) -> Picture {
        let fitted = size.fitting(in: place.box)
        return Picture(path: SitePath.webPhoto(content: content, width: fitted.width), size: fitted)
    }

    /// Every web size of the photo, each once, smallest first (a small photo fits several
    /// places at its own size).
    var pictures: [Picture] {
        var seen: Set<Int> = []
        return PhotoPlace.allCases.map(picture).filter { seen.insert($0.size.width).inserted }
            .sorted { $0.size.width < $1.size.width }
    }

    /// One web size of a photo.
    struct Picture: Hashable, Sendable {
        /// Its path in the site.
        var path: String
        /// Its size in pixels.
        var size: PixelSize
    }

    /// How the web sizes are encoded: WebP at quality 75, the encoder's middle effort (see
    /// `docs/photos.md` for what was measured).
    static let settings = WebPSettings(quality: 75, effort: 4)

    /// Everything the web sizes of a photo are made from, with the program: the inputs they
    /// are kept under from one build to the next (`IncrementalEngine.Outputs.output(_:inputs:make:)`,
    /// all sizes made together from one decoding). The photo's bytes are known by their hash.
    struct Recipe: Codable, Hashable {
        /// The hash of the photo's bytes.
        var source: ContentHash
        /// Each size made, in the order of the files.
        var sizes: [PixelSize]
        /// How each is encoded.
        var settings: WebPSettings
    }

    /// What the web sizes are made from.
    var recipe: Recipe { Recipe(source: content, sizes: pictures.map(\.size), settings: Self.settings) }
}

/// The places a photo is shown, each with the box its picture fits in (no picture is made
/// larger than the photo).
enum PhotoPlace: CaseIterable {
    /// A day of the photo calendar, and the year's mosaic.
    case tile
    /// An entry card on a day page.
    case card
    /// An entry card on a screen with two pixels to the point.
    case cardDouble
    /// The photo's full view.
    case full

    /// The box the picture fits in.
    var box: PixelSize {
        switch self {
        case .tile: PixelSize(width: 240, height: 240)
        case .card: PixelSize(width: 480, height: 360)
        case .cardDouble: PixelSize(width: 960, height: 720)
        case .full: PixelSize(width: 1600, height: 1600)
        }
    }
}

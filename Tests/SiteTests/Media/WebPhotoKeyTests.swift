import Diary
import Foundation
import Keying
import Photos
import Raster
import Support
import Testing
import Writing

@testable import Site

/// A photo's web sizes are kept without being made when their recipe's key is the last
/// build's: so the key must change with every stored property of the recipe, and the sizes
/// made together are kept or made together.
@Suite("The key of a photo's web sizes")
struct WebPhotoKeyTests {
    static let photo = WebPhoto(
        content: ContentHash(high: 0x0123_4567_89ab_cdef, low: 0xfedc_ba98_7654_3210), width: 4032, height: 3024)

    @Test("The recipe holds the photo's bytes (by their hash), every size it is made in, and the encoder settings")
    func recipe() {
        #expect(
            Self.photo.recipe
                == WebPhoto.Recipe(
                    source: Self.photo.content,
                    sizes: [
                        PixelSize(width: 240, height: 180), PixelSize(width: 480, height: 360),
                        PixelSize(width: 960, height: 720), PixelSize(width: 1600, height: 1200),
                    ],
                    settings: WebPSettings(quality: 75, effort: 4)))
    }

    @Test("The recipe's encoding reaches every stored property of every type inside")
    func storedProperties() throws {
        try KeyCoverage.expectEveryProperty(of: Self.photo.recipe)
    }

    @Test("Changing any one stored property, found through the encoding, gives another key")
    func everyPropertyCounts() throws {
        try KeyCoverage.expectEveryChangeCounts(Self.photo.recipe, minimum: 12)
    }

    @Test("The key is fixed across runs and machines")
    func fixed() {
        #expect(OutputKey(Self.photo.recipe).hex == "65a06bd01961c1a6ff6e0829327a6969")
    }

    @Test("Sizes made together are kept together: all when every one is in place under the same key, else all made")
    func together() {
        let paths = Self.photo.pictures.map(\.path)
        let files = paths.map { SiteFile(path: $0, contents: Data($0.utf8)) }
        var calls = 0
        let make = { () -> [SiteFile] in
            calls += 1
            return files
        }
        let outputs = IncrementalEngine.Outputs(renderKey: ContentHash(high: 1, low: 2), last: [:], program: "p")
        let first = outputs.output(paths, inputs: Self.photo.recipe, make: make)
        #expect(calls == 1 && first.map(\.path) == paths && first.allSatisfy { $0.file != nil })
        let records = outputs.manifest(of: first).records
        let kept = IncrementalEngine.Outputs(renderKey: ContentHash(high: 3, low: 4), last: records, program: "p")
            .output(paths, inputs: Self.photo.recipe, make: make)
        #expect(calls == 1 && kept.map(\.path) == paths && kept.allSatisfy { $0.file == nil })
        // One file missing, another recipe or another program: every size is made again.
        var partial = records
        partial[paths[1]] = nil
        var other = Self.photo.recipe
        other.settings.quality = 80
        for (last, recipe, program) in [
            (partial, Self.photo.recipe, "p"), (records, other, "p"), (records, Self.photo.recipe, "q"),
        ] {
            let made = IncrementalEngine.Outputs(renderKey: ContentHash(high: 1, low: 2), last: last, program: program)
                .output(paths, inputs: recipe, make: make)
            #expect(made.count == paths.count && made.allSatisfy { $0.file != nil })
        }
        #expect(calls == 4)
    }
}

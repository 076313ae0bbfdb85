import Diary
import Foundation
import Withholding

/// What `foodstory serve`'s preview keeps between passes (`SiteGenerator.preview`): the site's
/// model (the diary as read, a public build's view applied, its insights, weekly recaps, food
/// slugs, pantry and photo names), made from one set of inputs and known by their fingerprint
/// (`BuildFingerprint.inputs`: everything but the templates and assets). A template edit finds
/// the model kept; a diary exported again, an option or a photo changed makes it again.
public struct PreviewMemory: Sendable {
    /// The fingerprint of the inputs `model` was made from.
    private(set) var key: BuildFingerprint?
    /// The model kept.
    private var model: SiteModel?
    /// A public build's proof of that model: what none of its pages may hold.
    private var proof: WithheldText?

    /// A memory that keeps nothing yet.
    public init() {}

    /// Whether a model is kept.
    public var holdsModel: Bool { model != nil }

    /// Makes the model of `request`'s inputs, unless it is kept already; its errors are the
    /// build's read and photos steps' errors.
    public mutating func prepare(_ request: BuildRequest) throws {
        _ = try model(for: request)
    }

    /// The model of `request`'s inputs, with a public build's proof (nil for a build of the
    /// whole diary): the one kept when they are the same, else made now (and kept), as the
    /// build makes it.
    mutating func model(for request: BuildRequest) throws -> (model: SiteModel, proof: WithheldText?) {
        // The key is taken before the inputs are read: a file changed in between makes the
        // next pass read it again, never keeps an older model under a newer key.
        let key = BuildFingerprint.inputs(request, asOf: BuildFingerprint.asOf(request))
        if let model, self.key == key { return (model, proof) }
        // The model kept goes before the next is made: two would double the server's memory.
        (self.key, model, proof) = (nil, nil, nil)
        let (diary, read, _, proof) = try SiteGenerator.readStep(
            request, cache: IncrementalEngine.recordCache(of: request))
        let photos = try SiteGenerator.photos(for: diary.entries, request, outputs: nil, rendered: nil)
        let made = SiteModel(
            diary: diary, options: read.options, pantry: read.pantry,
            days: DiaryDays(diary: diary, asOf: read.options.asOf), photos: photos.photos)
        (self.key, model, self.proof) = (key, made, proof)
        return (made, proof)
    }
}

import Charts
import Diary
import Insights
import Keying
import Templating
import Words

/// What the entry card component (`components/entry-card.html`) sees.
struct EntryCardContext: TemplateNode, Sendable {
    var id: String
    /// The clock time; nil when a public build withholds it.
    var time: String?
    var category: String
    var categoryKey: String
    /// The category's icon: SVG path data on a 16 × 16 grid (`CategoryIcon`).
    var icon: String
    var description: String
    var inputType: String
    var inputLabel: String
    var edited: Bool
    var photo: PhotoContext?
    var original: String?
    var foods: [LinkContext]
    var hasFoods: Bool
}

/// A photo on a card: its picture in the card's sizes, linked to its full view; or the
/// placeholder when the photo is not in the site.
struct PhotoContext: TemplateNode, Sendable {
    /// The card's picture (or the placeholder).
    var url: String
    /// The card's picture in each size the site has (`srcset`), and the width it is shown at
    /// (`sizes`); nil for the placeholder.
    var srcset: String?
    var sizes: String?
    /// The size of the file at `url`, in pixels: the space the picture takes before it loads.
    var width: Int
    var height: Int
    var alt: String
    var missing: Bool
    /// Whether the picture is below the first screen: it loads when it is scrolled near
    /// (`loading="lazy"`, `decoding="async"`).
    var lazy: Bool
    /// The photo's full view; nil for the placeholder.
    var view: PhotoViewContext?
}

/// A photo's full view: the largest web size, shown over the page when its anchor is the
/// page's target (no script), with a link back to the card and, when the site has it, to the
/// stripped original.
struct PhotoViewContext: TemplateNode, Sendable {
    /// The view's anchor (`photo-6f85bb94-…`); the card's picture links to `#id`.
    var id: String
    var url: String
    var width: Int
    var height: Int
    /// The card's anchor, to go back to.
    var back: String
    /// The stripped original, when the site has it.
    var originalPhoto: String?
}

/// An entry with what its card shows of the rest of the site: the pages of its foods, and
/// its photo as the site shows it. A card is made from this alone.
struct EntryFacts: Codable, Sendable {
    var entry: DiaryEntry
    /// The names of its foods that have a page, in order, and the slug of each one's page (two
    /// lists of texts side by side rather than a list of pairs: every day page's key holds them).
    var foodNames: [String]
    var foodSlugs: [String]
    /// Its photo, when the site shows it (an entry with a photo that is not gets a placeholder).
    var photo: WebPhoto?
    /// Whether its clock time is shown (a public build may withhold it).
    var showsTime = true
}

/// An entry's facts, one per entry in the day pages' keys: written field by field as their
/// `Encodable` conformance writes them.
extension EntryFacts: CanonicalFields {
    static func writeFields(of facts: UnsafePointer<EntryFacts>, to encoder: CanonicalEncoder) {
        encoder.keyed()
        encoder.field(facts.pointee.entry)
        encoder.field(facts.pointee.foodNames)
        encoder.field(facts.pointee.foodSlugs)
        encoder.optionalField(facts.pointee.photo)
        encoder.key()
        encoder.flag(facts.pointee.showsTime)
    }
}

extension PageFactory {
    /// What the card of the entry at `position` of the diary's entries shows of the rest of
    /// the site.
    func entryFacts(at position: Int) -> EntryFacts {
        let entry = model.diary.entries[position]
        let linked = model.foodIDs(ofEntryAt: position).compactMap { food in
            model.slugByFood[food].map { (model.insights.vocabulary.foods[food].name, $0) }
        }
        return EntryFacts(
            entry: entry, foodNames: linked.map(\.0), foodSlugs: linked.map(\.1),
            photo: entry.record.mediaFileName.flatMap { model.photos[$0] },
            showsTime: model.options.showsTimes)
    }

    /// The card of an entry on the page at `page`; its picture loads `lazy`ly when it is below
    /// the first screen.
    static func entryCard(_ facts: EntryFacts, on page: String, lazy: Bool = true, words: Catalog) -> EntryCardContext {
        let entry = facts.entry
        let record = entry.record
        var photo: PhotoContext?
        if record.mediaFileName != nil {
            photo =
                if let shown = facts.photo {
                    photoContext(shown, of: entry, on: page, lazy: lazy, words: words)
                } else {
                    PhotoContext(
                        url: SitePath.link(from: page, to: MissingPhoto.path),
                        width: 320, height: 200, alt: words(.photoMissing), missing: true, lazy: lazy)
                }
        }
        let showsOriginal =
            record.inputType != .image && !record.rawInput.isEmpty && record.rawInput != entry.description
        let foods = zip(facts.foodNames, facts.foodSlugs).map { name, slug in
            LinkContext(url: SitePath.link(from: page, to: SitePath.food(slug: slug)), label: name)
        }
        return EntryCardContext(
            id: SitePath.entryAnchor(entry.id), time: facts.showsTime ? entry.time.description : nil,
            category: Wording.category(entry.category?.rawValue, words).uppercased(with: words.locale),
            categoryKey: entry.category?.rawValue ?? "uncategorized",
            icon: CategoryIcon.path(entry.category?.rawValue),
            description: entry.description, inputType: entry.inputType.rawValue,
            inputLabel: words.capitalizingFirst(entry.inputType.name(words)),
            edited: entry.isEdited, photo: photo, original: showsOriginal ? record.rawInput : nil, foods: foods,
            hasFoods: !foods.isEmpty)
    }
}

extension PageFactory {
    /// A card's photo: the card's picture in its sizes, and the full view.
    static func photoContext(
        _ photo: WebPhoto, of entry: DiaryEntry, on page: String, lazy: Bool, words: Catalog
    ) -> PhotoContext {
        let card = photo.picture(.card)
        let full = photo.picture(.full)
        let anchor = "photo-" + entry.id.lowercasedText
        return PhotoContext(
            url: SitePath.link(from: page, to: card.path),
            srcset: srcset([card, photo.picture(.cardDouble)], on: page),
            // As wide as the card's picture, or the card's inside where the screen is narrower
            // (the page's and the card's padding and border: 3.8 to 4.5rem).
            sizes: "(max-width: \(card.size.width + 74)px) calc(100vw - 4.2rem), \(card.size.width)px",
            width: card.size.width, height: card.size.height,
            alt: words(.photoAlt, ["description": .text(entry.description)]), missing: false,
            lazy: lazy,
            view: PhotoViewContext(
                id: anchor, url: SitePath.link(from: page, to: full.path), width: full.size.width,
                height: full.size.height, back: SitePath.entryAnchor(entry.id),
                originalPhoto: photo.original.map { SitePath.link(from: page, to: $0) }))
    }

    /// The `srcset` of `pictures` (each width once) on the page at `page`.
    static func srcset(_ pictures: [WebPhoto.Picture], on page: String) -> String {
        var seen: Set<Int> = []
        return pictures.filter { seen.insert($0.size.width).inserted }
            .map { "\(SitePath.link(from: page, to: $0.path)) \($0.size.width)w" }.joined(separator: ", ")
    }
}

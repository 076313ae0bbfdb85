import Diary
import Insights

/// What the entry card component (`components/entry-card.html`) sees.
struct EntryCardContext: TemplateNode, Sendable {
    var id: String
    /// The clock time; nil when a public build withholds it.
    var time: String?
    var category: String
    var categoryKey: String
    var description: String
    var inputType: String
    var inputLabel: String
    var edited: Bool
    var photo: PhotoContext?
    var original: String?
    var foods: [LinkContext]
    var hasFoods: Bool
}

/// A photo on a card: the image, or the placeholder when the photo is not in the site.
struct PhotoContext: TemplateNode, Sendable {
    var url: String
    var alt: String
    var missing: Bool
}

/// An entry with what its card shows of the rest of the site: the pages of its foods, and
/// whether its photo is in the site. A card is made from this alone.
struct EntryFacts: Codable, Sendable {
    var entry: DiaryEntry
    /// The names of its foods that have a page, in order, and the slug of each one's page (two
    /// lists of texts side by side rather than a list of pairs: every day page's key holds them).
    var foodNames: [String]
    var foodSlugs: [String]
    /// Whether its photo is in the site (an entry with a photo that is not gets a placeholder).
    var photoInSite: Bool
    /// Whether its clock time is shown (a public build may withhold it).
    var showsTime = true

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
            photoInSite: entry.record.mediaFileName.map(model.photos.contains) ?? false,
            showsTime: model.options.showsTimes)
    }

    /// The card of an entry on the page at `page`.
    static func entryCard(_ facts: EntryFacts, on page: String) -> EntryCardContext {
        let entry = facts.entry
        let record = entry.record
        var photo: PhotoContext?
        if let name = record.mediaFileName {
            photo =
                facts.photoInSite
                ? PhotoContext(
                    url: SitePath.link(from: page, to: SitePath.media(name)), alt: "Photo: \(entry.description)",
                    missing: false)
                : PhotoContext(
                    url: SitePath.link(from: page, to: SitePath.asset("photo-missing.svg")),
                    alt: "Photo not available", missing: true)
        }
        let showsOriginal =
            record.inputType != .image && !record.rawInput.isEmpty && record.rawInput != entry.description
        let foods = zip(facts.foodNames, facts.foodSlugs).map { name, slug in
            LinkContext(url: SitePath.link(from: page, to: SitePath.food(slug: slug)), label: name)
        }
        return EntryCardContext(
            id: SitePath.entryAnchor(entry.id), time: facts.showsTime ? entry.time.description : nil,
            category: entry.category?.label ?? "UNCATEGORIZED",
            categoryKey: entry.category?.rawValue ?? "uncategorized",
            description: entry.description, inputType: entry.inputType.rawValue,
            inputLabel: Words.inputType(entry.inputType),
            edited: entry.isEdited, photo: photo, original: showsOriginal ? record.rawInput : nil, foods: foods,
            hasFoods: !foods.isEmpty)
    }
}

import Diary
import Insights

/// What the entry card component (`components/entry-card.html`) sees.
struct EntryCardContext: Sendable {
    var id: String
    var time: String
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

extension EntryCardContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        [
            "category": category, "categoryKey": categoryKey, "description": description, "edited": edited,
            "foods": foods, "hasFoods": hasFoods, "id": id, "inputLabel": inputLabel, "inputType": inputType,
            "original": original, "photo": photo, "time": time,
        ]
    }
}

/// A photo on a card: the image, or the placeholder when the photo is not in the site.
struct PhotoContext: Sendable {
    var url: String
    var alt: String
    var missing: Bool
}

extension PhotoContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["alt": alt, "missing": missing, "url": url]
    }
}

extension PageFactory {
    /// The card of `entry` on the page at `page`.
    func entryCard(_ entry: DiaryEntry, on page: String) -> EntryCardContext {
        let record = entry.record
        var photo: PhotoContext?
        if let name = record.mediaFileName {
            photo =
                model.photos.contains(name)
                ? PhotoContext(
                    url: SitePath.link(from: page, to: SitePath.media(name)), alt: "Photo: \(entry.description)",
                    missing: false)
                : PhotoContext(
                    url: SitePath.link(from: page, to: SitePath.asset("photo-missing.svg")),
                    alt: "Photo not available", missing: true)
        }
        let showsOriginal =
            record.inputType != .image && !record.rawInput.isEmpty && record.rawInput != entry.description
        let foods = (model.foodsByEntry[entry.id] ?? []).compactMap { food in
            model.foodPath(food).map { LinkContext(url: SitePath.link(from: page, to: $0), label: food.name) }
        }
        return EntryCardContext(
            id: SitePath.entryAnchor(entry.id), time: entry.time.description,
            category: entry.category?.label ?? "UNCATEGORIZED",
            categoryKey: entry.category?.rawValue ?? "uncategorized",
            description: entry.description, inputType: entry.inputType.rawValue,
            inputLabel: Words.inputType(entry.inputType),
            edited: entry.isEdited, photo: photo, original: showsOriginal ? record.rawInput : nil, foods: foods,
            hasFoods: !foods.isEmpty)
    }

    /// The card as a block for a Markdown page.
    func cardBlock(_ entry: DiaryEntry, on page: String, into blocks: inout BlockStore) -> Block {
        blocks.add(source: .component("entry-card", context: entryCard(entry, on: page)))
    }
}

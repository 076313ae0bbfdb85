import Diary
import Foundation

/// The contexts of a specimen site, so every optional part of every context is present: the
/// built-in sample diary over two years, a pantry with an item in each state (one with a diary
/// food), one photo in the site (with its original); every page, the entry cards with a photo
/// or an edit, the photo calendar and mosaic, every pantry item, and the layout.
enum TemplateSpecimen {
    /// Each context with the template that renders it; empty when the default templates are missing.
    static func contexts() -> [(template: String, context: any TemplateValue)] {
        guard let templates = try? TemplateSet.load(overrides: nil) else { return [] }
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
        let records = SampleDiary(days: 800, seed: 42, asOf: asOf, timeZone: zone).records()
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        let pantry = [
            PantryItem(
                id: 1, name: "paneer", expires: asOf.adding(days: -1), flagged: true,
                reminder: asOf, notes: "a note", refrigerated: true),
            PantryItem(id: 2, name: "rice", expires: asOf.adding(days: 2)),
            PantryItem(id: 3, name: "flour", expires: asOf.adding(days: 90)),
        ]
        var model = SiteModel(
            diary: diary, options: SiteOptions(asOf: asOf, baseURL: "https://example.org/"), pantry: pantry)
        let photo = records.first { $0.mediaFileName != nil }
        if let name = photo?.mediaFileName {
            model.photos = [
                name: WebPhoto(content: "0123456789abcdef", width: 4032, height: 3024, original: SitePath.media(name))
            ]
        }
        let factory = PageFactory(model: model, templates: templates)
        var contexts: [(template: String, context: any TemplateValue)] = factory.pages().map {
            ($0.template, $0.context)
        }
        for (position, entry) in diary.entries.enumerated() where entry.record.mediaFileName != nil || entry.isEdited {
            contexts.append(("entry-card", PageFactory.entryCard(factory.entryFacts(at: position), on: SitePath.index)))
        }
        if let day = diary.entries.first(where: { $0.record.mediaFileName == photo?.mediaFileName })?.day {
            let month = SitePath.month(year: day.year, month: day.month)
            if let calendar = factory.photoCalendar(year: day.year, month: day.month, on: month) {
                contexts.append(("photo-calendar", calendar))
            }
            if let mosaic = factory.photoMosaic(year: day.year, on: SitePath.year(day.year)) {
                contexts.append(("photo-mosaic", mosaic))
            }
        }
        for stock in model.pantry?.stock ?? [] {
            contexts.append(("pantry-item", factory.pantryItem(stock, on: SitePath.pantry)))
        }
        contexts.append(
            (
                "layout",
                LayoutContext(
                    pageTitle: "", siteTitle: "", summary: "", kind: "", stylesheet: "", icon: "", home: "",
                    calendar: "", insights: "", foods: "", search: "", pantry: "", feed: "", canonical: "",
                    openGraph: OpenGraph(
                        title: "", description: "", url: "", image: "", imageWidth: 0, imageHeight: 0, imageAlt: ""),
                    isHome: true, isCalendar: false, isInsights: false, isFoods: false, isSearch: false,
                    isPantry: false, isSample: true, noindex: true, scripts: [ScriptContext(src: "")], content: "")
            ))
        return contexts
    }
}

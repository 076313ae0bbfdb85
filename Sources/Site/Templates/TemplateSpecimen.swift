import Diary
import Foundation

/// The contexts of a specimen site, so every optional part of every context is present: the
/// built-in sample diary over two years, a pantry with an item in each state (one with a diary
/// food), one photo in the site; every page, the entry cards with a photo or an edit, every
/// pantry item, and the layout.
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
        model.photos = Set(records.compactMap(\.mediaFileName).prefix(1))
        let factory = PageFactory(model: model, templates: templates)
        var contexts: [(template: String, context: any TemplateValue)] = factory.pages().map {
            ($0.template, $0.context)
        }
        for (position, entry) in diary.entries.enumerated() where entry.record.mediaFileName != nil || entry.isEdited {
            contexts.append(("entry-card", PageFactory.entryCard(factory.entryFacts(at: position), on: SitePath.index)))
        }
        for stock in model.pantry?.stock ?? [] {
            contexts.append(("pantry-item", factory.pantryItem(stock, on: SitePath.pantry)))
        }
        contexts.append(
            (
                "layout",
                LayoutContext(
                    pageTitle: "", siteTitle: "", summary: "", kind: "", stylesheet: "", printStylesheet: "",
                    preloads: [PreloadContext(href: "")],
                    icon: "", home: "",
                    calendar: "", insights: "", foods: "", search: "", pantry: "", feed: "", canonical: "",
                    openGraph: OpenGraph(
                        title: "", description: "", url: "", image: "", imageWidth: 0, imageHeight: 0, imageAlt: ""),
                    isHome: true, isCalendar: false, isInsights: false, isFoods: false, isSearch: false,
                    isPantry: false, isSample: true, noindex: true, scripts: [ScriptContext(src: "")], content: "")
            ))
        return contexts
    }
}

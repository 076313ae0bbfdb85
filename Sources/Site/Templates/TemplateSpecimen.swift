import Diary
import Foundation
import Insights
import Support
import Templating
import Words

/// The contexts of a specimen site, so every optional part of every context is present: the
/// built-in sample diary over two years and four photos more on its last day, a pantry with an
/// item in each state (one with a diary food), every photo in the site (with its original) but
/// one; every page, the entry cards with a photo or an edit, the photo calendar and mosaic of
/// the last day's month and year, every pantry item, and the layout.
enum TemplateSpecimen {
    /// Each context with the template that renders it; empty when the default templates are missing.
    static func contexts() -> [(template: String, context: any TemplateValue)] {
        guard let templates = try? TemplateSet.load(overrides: nil) else { return [] }
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
        var records = SampleDiary(days: 800, seed: 42, asOf: asOf, timeZone: zone).records()
        // More photos on one day than its day of the photo calendar shows.
        if let last = records.last {
            for number in 1...4 {
                var photo = last
                photo.id = UUID(uuidString: "0F0F0F0F-0000-4000-8000-00000000000\(number)") ?? last.id
                photo.createdAt = last.createdAt.addingTimeInterval(Double(number * 60))
                photo.inputType = .image
                photo.mediaFileName = "specimen-\(number).jpg"
                records.append(photo)
            }
        }
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        let pantry = [
            PantryItem(
                id: 1, name: "paneer", expires: asOf.adding(days: -1), flagged: true,
                reminder: asOf, notes: "a note", refrigerated: true),
            PantryItem(id: 2, name: "rice", expires: asOf.adding(days: 2)),
            PantryItem(id: 3, name: "flour", expires: asOf.adding(days: 90)),
        ]
        let goals = [Goal(name: "Tea", rule: .atLeast(.food("tea"), times: 1))]
        let settings = BuildSettings(input: nil, baseURL: "https://example.org/", sampleTimeZone: .gmt, goals: goals)
        var model = SiteModel(diary: diary, options: SiteOptions(settings: settings, asOf: asOf), pantry: pantry)
        for (number, name) in Set(records.compactMap(\.mediaFileName)).sorted().dropFirst().enumerated() {
            model.photos[name] = WebPhoto(
                content: ContentHash(high: 0, low: UInt64(number)), width: 4032, height: 3024,
                original: SitePath.media(name))
        }
        let factory = PageFactory(model: model, templates: templates)
        var contexts: [(template: String, context: any TemplateValue)] = factory.pages().map {
            ($0.template, $0.context)
        }
        for (position, entry) in diary.entries.enumerated() where entry.record.mediaFileName != nil || entry.isEdited {
            contexts.append(
                (
                    "entry-card",
                    PageFactory.entryCard(factory.entryFacts(at: position), on: SitePath.index, words: factory.words)
                ))
        }
        if let day = diary.entries.first(where: { $0.record.mediaFileName == "specimen-1.jpg" })?.day {
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
                    lang: "", rightToLeft: true, foundMark: "", pageTitle: "", siteTitle: "", summary: "", kind: "",
                    stylesheet: "",
                    stylesheets: [StylesheetContext(href: "")], printStylesheet: "",
                    preloads: [PreloadContext(href: "")],
                    icon: "", home: "", navigation: [NavigationLink(url: "", label: "", current: "page")], feed: "",
                    canonical: "",
                    openGraph: OpenGraph(
                        title: "", description: "", url: "", image: "", imageWidth: 0, imageHeight: 0, imageAlt: ""),
                    isSample: true, noindex: true, scripts: [ScriptContext(src: "")], content: "")
            ))
        return contexts
    }
}

extension TemplateSchema {
    /// The schema of FoodStory's contexts, learnt from `TemplateSpecimen`.
    public static let standard: TemplateSchema = {
        var schema = TemplateSchema()
        for (template, context) in TemplateSpecimen.contexts() { schema.learn(context, template: template) }
        return schema
    }()
}

extension TemplateSet {
    /// The default templates, each replaced by the file of the same name in `overrides`, which
    /// are checked against the variables of FoodStory's contexts (`TemplateSchema.standard`).
    public static func load(overrides: URL?, locale: String? = nil, fileSystem: FileSystem = .disk)
        throws(TemplateError) -> TemplateSet
    {
        try load(overrides: overrides, locale: locale, fileSystem: fileSystem, schema: .standard)
    }
}

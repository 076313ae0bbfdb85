import Diary
import Foundation

/// The variables templates can use, learned from the contexts of a specimen site (the
/// built-in sample diary over two years, so every optional part is present): every key a
/// context type has, and which of them hold blocks of HTML.
public struct TemplateSchema: Sendable {
    /// Every variable name any template can see.
    public private(set) var keys: Set<String> = []
    /// The names whose values are blocks (placed with `{{{name}}}` in Markdown templates).
    public private(set) var blockKeys: Set<String> = []
    /// The names whose values are trusted HTML in the layout.
    public let htmlKeys: Set<String> = ["content"]
    /// Variables by template, for the documentation: template name → sorted key paths.
    public private(set) var variables: [String: [String]] = [:]

    /// The schema of FoodStory's contexts.
    public static let standard: TemplateSchema = {
        var schema = TemplateSchema()
        guard let templates = try? TemplateSet.load(overrides: nil) else { return schema }
        let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
        let asOf = LocalDay(year: 2026, month: 3, day: 8) ?? LocalDay(dayNumber: 0)
        let records = SampleDiary(days: 800, seed: 42, asOf: asOf, timeZone: zone).records()
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        // A pantry with an item in each state, one with a diary food, so its parts are present.
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
        for page in factory.pages() { schema.learn(page.context, template: page.template) }
        for entry in diary.entries where entry.record.mediaFileName != nil || entry.isEdited {
            schema.learn(factory.entryCard(entry, on: SitePath.index), template: "entry-card")
        }
        for stock in model.pantry?.stock ?? [] {
            schema.learn(factory.pantryItem(stock, on: SitePath.pantry), template: "pantry-item")
        }
        schema.learn(
            LayoutContext(
                pageTitle: "", siteTitle: "", summary: "", kind: "", stylesheet: "", icon: "", home: "", calendar: "",
                insights: "", foods: "", search: "", pantry: "", feed: "", canonical: "", isHome: true,
                isCalendar: false, isInsights: false, isFoods: false, isSearch: false, isPantry: false, isSample: true,
                scripts: [ScriptContext(src: "")],
                content: ""),
            template: "layout")
        return schema
    }()

    /// Adds the keys of `context` (recursively) as variables of `template`.
    mutating func learn(_ context: Any, template: String) {
        var paths: Set<String> = Set(variables[template] ?? [])
        walk(context, prefix: "", into: &paths)
        variables[template] = paths.sorted()
    }

    private mutating func walk(_ value: Any, prefix: String, into paths: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value { walk(wrapped, prefix: prefix, into: &paths) }
        case .collection, .set:
            for child in mirror.children { walk(child.value, prefix: prefix, into: &paths) }
        case .struct, .class:
            if value is Block || value is String { return }
            for child in mirror.children {
                guard let label = child.label else { continue }
                keys.insert(label)
                let path = prefix.isEmpty ? label : prefix + "." + label
                paths.insert(path)
                if child.value is Block { blockKeys.insert(label) }
                walk(child.value, prefix: path, into: &paths)
            }
        default:
            return
        }
    }
}

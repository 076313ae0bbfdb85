/// What the HTML layout (`layout.html`) sees around every page.
struct LayoutContext: Sendable {
    var pageTitle: String
    var siteTitle: String
    var summary: String
    var kind: String
    var stylesheet: String
    var icon: String
    var home: String
    var calendar: String
    var insights: String
    var foods: String
    var search: String
    var pantry: String?
    var feed: String
    var canonical: String?
    var isHome: Bool
    var isCalendar: Bool
    var isInsights: Bool
    var isFoods: Bool
    var isSearch: Bool
    var isPantry: Bool
    var isSample: Bool
    var scripts: [ScriptContext]
    var content: String
}

extension LayoutContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        [
            "calendar": calendar, "canonical": canonical, "content": content, "feed": feed, "foods": foods,
            "home": home, "icon": icon, "insights": insights, "isCalendar": isCalendar, "isFoods": isFoods,
            "isHome": isHome, "isInsights": isInsights, "isPantry": isPantry, "isSample": isSample,
            "isSearch": isSearch, "kind": kind, "pageTitle": pageTitle, "pantry": pantry, "scripts": scripts,
            "search": search, "siteTitle": siteTitle, "stylesheet": stylesheet, "summary": summary,
        ]
    }
}

/// A script a page loads.
struct ScriptContext: Sendable {
    var src: String
}

extension ScriptContext: TemplateNode {
    var templateFields: KeyValuePairs<String, (any TemplateValue)?> {
        ["src": src]
    }
}

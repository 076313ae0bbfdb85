import Foundation

/// The search index: every entry's day, time, category, description and original input,
/// shipped as a script file that sets a global, so search works from `file://` with nothing
/// fetched.
enum SearchIndex {
    /// One searchable entry.
    struct Item: Encodable {
        var day: String
        var time: String
        var category: String
        var text: String
        var original: String
        var url: String
    }

    /// The script's text.
    static func script(for model: SiteModel) -> String {
        var items: [Item] = []
        for day in model.days {
            for entry in model.entries(on: day) {
                let original = entry.record.inputType == .image ? "" : entry.record.rawInput
                items.append(
                    Item(
                        day: day.description, time: entry.time.description, category: entry.category?.rawValue ?? "",
                        text: entry.description, original: original == entry.description ? "" : original,
                        url: SitePath.day(day) + "#entry-" + entry.id.uuidString.lowercased()))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(items)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        // U+2028 and U+2029 end lines in older script parsers; escape them.
        let safe = json.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(
            of: "\u{2029}", with: "\\u2029")
        return "// FoodStory search index: one object per entry.\nwindow.FOODSTORY_SEARCH = \(safe);\n"
    }
}

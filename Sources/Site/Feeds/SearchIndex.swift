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

    /// The script's text for the entries of `days` (`SiteModel.byDay`).
    static func script(for days: DiaryDays) -> String {
        var writer = Writer()
        for day in days.days {
            for entry in days.entries(on: day) {
                let original = entry.record.inputType == .image ? "" : entry.record.rawInput
                writer.add(
                    Item(
                        day: day.description, time: entry.time.description, category: entry.category?.rawValue ?? "",
                        text: entry.description, original: original == entry.description ? "" : original,
                        url: SitePath.day(day) + "#" + SitePath.entryAnchor(entry.id)))
            }
        }
        return
            "// FoodStory search index: one object per entry.\nwindow.FOODSTORY_SEARCH = \(escapingLineSeparators(writer.finish()));\n"
    }

    /// `items` as one compact JSON array with sorted keys.
    static func json(_ items: [Item], run: Int = Writer.run) -> String {
        var writer = Writer(run: run)
        for item in items { writer.add(item) }
        return writer.finish()
    }

    /// Writes items as one compact JSON array with sorted keys, encoding `run` of them at a
    /// time: the encoder holds a tree of every value it is given until it writes them out,
    /// megabytes for ten years of entries. The bytes are those of encoding them all at once
    /// (compact JSON puts nothing but a comma between two elements).
    struct Writer {
        static let run = 512
        let run: Int
        private var json = Data("[".utf8)
        private var pending: [Item] = []
        private var failed = false
        private let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return encoder
        }()

        init(run: Int = Writer.run) {
            self.run = max(1, run)
        }

        mutating func add(_ item: Item) {
            pending.append(item)
            if pending.count >= run { flush() }
        }

        /// The array; `[]` if an item could not be encoded.
        mutating func finish() -> String {
            flush()
            json.append(UInt8(ascii: "]"))
            return failed ? "[]" : String(decoding: json, as: UTF8.self)
        }

        private mutating func flush() {
            defer { pending.removeAll(keepingCapacity: true) }
            guard !pending.isEmpty, !failed else { return }
            guard let part = try? encoder.encode(pending) else {
                failed = true
                return
            }
            if json.count > 1 { json.append(UInt8(ascii: ",")) }
            json.append(part.dropFirst().dropLast())
        }
    }

    /// `json` with U+2028 and U+2029 written `\u2028` and `\u2029`: they end lines in older
    /// script parsers. One pass over the UTF-8 (`E2 80 A8` and `E2 80 A9`); the text comes
    /// back as it is when it has neither.
    static func escapingLineSeparators(_ json: String) -> String {
        let bytes = Array(json.utf8)
        func isSeparator(at index: Int) -> Bool {
            bytes[index] == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        }
        guard var index = bytes.indices.first(where: isSeparator) else { return json }
        var out = Array(bytes[..<index])
        out.reserveCapacity(bytes.count + 16)
        while index < bytes.count {
            if isSeparator(at: index) {
                out += Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

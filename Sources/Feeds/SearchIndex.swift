import Diary
import Foundation

/// The search index, in scripts the search page adds as a query needs them, so search works
/// from `file://` with nothing fetched, and a query reads only what it asks for (`search.js`):
///
/// - `assets/search/words.js`: how many entries there are, and the keys of the parts of the
///   word index;
/// - `assets/search/words-<key in hex>.js`: the words that begin with the key, each with its
///   entries (`SearchWords`);
/// - `assets/search/days/YYYY-MM-DD.js`: one day's entries as the results show them, the day
///   as `[day, page, entries]` and each entry `[time, category, description, original input,
///   anchor]`: lists rather than objects, so no name is repeated with every entry.
///
/// A rebuild after a change writes the changed day's script and the parts whose words' entries
/// changed.
package enum SearchIndex {
    /// The entries of one day.
    package struct Day: Encodable {
        /// The day, `YYYY-MM-DD`.
        var day: String
        /// The day's page, from the site's root.
        var page: String
        var entries: [Item]

        package func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(day)
            try list.encode(page)
            try list.encode(entries)
        }
    }

    /// One searchable entry.
    package struct Item: Encodable {
        var time: String
        var category: String
        var text: String
        /// The original input when it differs from the description, else empty.
        var original: String
        /// The entry's anchor on its day's page.
        var anchor: String

        package func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(time)
            try list.encode(category)
            try list.encode(text)
            try list.encode(original)
            try list.encode(anchor)
        }
    }

    /// The original input of `entry` as search shows it: empty for a photo's, or when it is
    /// the description.
    package static func original(_ entry: DiaryEntry) -> String {
        let original = entry.record.inputType == .image ? "" : entry.record.rawInput
        return original == entry.description ? "" : original
    }

    /// The script of the entries of `day` (a day of `days`), whose page is `page` and each
    /// entry's anchor there `anchor` of its id.
    package static func dayScript(
        _ day: LocalDay, of days: DiaryDays, page: String, anchor: (UUID) -> String, times: Bool = true
    ) -> String {
        let entries = days.entries(on: day).map { Item($0, anchor: anchor($0.id), times: times) }
        return "FOODSTORY_SEARCH.day(\(json(Day(day: day.description, page: page, entries: entries))));\n"
    }

    /// Everything `dayScript(_:of:page:anchor:times:)` shows: the day, every stored property of each of
    /// its entries (more than the script shows, so nothing it shows can change under the same
    /// key), and whether clock times are shown.
    package struct DayInputs: Codable {
        package var day: LocalDay
        package var entries: [DiaryEntry]
        package var times: Bool

        package init(day: LocalDay, entries: [DiaryEntry], times: Bool) {
            self.day = day
            self.entries = entries
            self.times = times
        }
    }

    /// The script that lists the parts of `words`, keyed as `parts` are.
    package static func listScript(_ words: SearchWords, parts: [SearchWords.Part]) -> String {
        let keys = parts.map { json($0.key) }.joined(separator: ",")
        return "window.FOODSTORY_SEARCH_INDEX = {\"entries\":\(words.entries),\"keys\":[\(keys)]};\n"
    }

    /// The script of one part of the word index: each word with its entries, a pair each (the
    /// day number, as the difference from the pair before, and the place in the day).
    package static func partScript(_ part: SearchWords.Part) -> String {
        // Written as bytes: a part holds a pair of numbers for each of thousands of entries.
        var script = Array("FOODSTORY_SEARCH.words(\(json(part.key)),{".utf8)
        for (index, (word, entries)) in part.words.enumerated() {
            if index > 0 { script.append(UInt8(ascii: ",")) }
            script += (json(word) + ":[").utf8
            var day: Int32 = 0
            for (position, entry) in entries.enumerated() {
                if position > 0 { script.append(UInt8(ascii: ",")) }
                script += String(Int(entry.day) - Int(day)).utf8
                script.append(UInt8(ascii: ","))
                script += String(entry.place).utf8
                day = entry.day
            }
            script.append(UInt8(ascii: "]"))
        }
        script += "});\n".utf8
        return String(decoding: script, as: UTF8.self)
    }

    /// `value` as compact JSON (slashes escaped, as the encoder writes them: a web address typed
    /// into an entry is then no address in the script, which the self-check would refuse as
    /// external), U+2028 and U+2029 escaped; `null` if it cannot be encoded.
    package static func json(_ value: some Encodable) -> String {
        guard let data = try? JSONEncoder().encode(value) else { return "null" }
        return escapingLineSeparators(String(decoding: data, as: UTF8.self))
    }

    /// `json` with U+2028 and U+2029 written `\u2028` and `\u2029`: they end lines in older
    /// script parsers. One pass over the UTF-8 (`E2 80 A8` and `E2 80 A9`); the text comes
    /// back as it is when it has neither.
    package static func escapingLineSeparators(_ json: String) -> String {
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

extension SearchIndex.Item {
    /// What the index holds of `entry`: its clock time when `times`, category, description,
    /// original input (when it differs from the description; never a photo's file name) and
    /// `anchor`.
    init(_ entry: DiaryEntry, anchor: String, times: Bool) {
        self.init(
            time: times ? entry.time.description : "", category: entry.category?.rawValue ?? "",
            text: entry.description, original: SearchIndex.original(entry), anchor: anchor)
    }
}

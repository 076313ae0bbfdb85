import Diary
import Foundation

/// The search index: every entry's day, time, category, description and original input,
/// shipped as scripts, one a year, that add to a global, so search works from `file://` with
/// nothing fetched; a rebuild after a change writes only its year's script.
///
/// The index is a list of days, each `[day, page, entries]`, and each entry
/// `[time, category, description, original input, anchor]`: lists rather than objects, so no
/// name is repeated 36,000 times over ten years (`search.js` reads them).
enum SearchIndex {
    /// The entries of one day.
    struct Day: Encodable {
        /// The day, `YYYY-MM-DD`.
        var day: String
        /// The day's page, from the site's root.
        var page: String
        var entries: [Item]

        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(day)
            try list.encode(page)
            try list.encode(entries)
        }
    }

    /// One searchable entry.
    struct Item: Encodable {
        var time: String
        var category: String
        var text: String
        /// The original input when it differs from the description, else empty.
        var original: String
        /// The entry's anchor on its day's page.
        var anchor: String

        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(time)
            try list.encode(category)
            try list.encode(text)
            try list.encode(original)
            try list.encode(anchor)
        }
    }

    /// The script of `year`'s entries, of the days with entries of `days` (`SiteModel.byDay`)
    /// in that year.
    static func script(year: Int, of days: DiaryDays, times: Bool = true) -> String {
        script(Inputs(year: year, of: days, times: times))
    }

    /// The script of a year's days as `inputs` lists them.
    static func script(_ inputs: Inputs) -> String {
        var writer = Writer()
        for day in inputs.days { writer.add(day) }
        return """
            // FoodStory search index, \(LocalDay.pad(inputs.year, 4)): [day, page, [[time, category, description, original input, anchor], …]] per day.
            window.FOODSTORY_SEARCH = (window.FOODSTORY_SEARCH || []).concat(\(escapingLineSeparators(writer.finish())));

            """
    }

    /// What a year's script is made from, all of it: the year, and its days as the script lists
    /// them (each entry's time, or none when times are withheld, category, description,
    /// original input and anchor). A change to an entry that the index does not show (its
    /// photo, its edit time) leaves the script as it was.
    struct Inputs: Encodable {
        var year: Int
        var days: [Day]
    }

    /// The years with entries in `days`, ascending.
    static func years(of days: DiaryDays) -> [Int] {
        var years: [Int] = []
        for day in days.days where years.last != day.year { years.append(day.year) }
        return years
    }

    /// `days` as one compact JSON array.
    static func json(_ days: [Day], run: Int = Writer.run) -> String {
        var writer = Writer(run: run)
        for day in days { writer.add(day) }
        return writer.finish()
    }

    /// Writes days as one compact JSON array, encoding `run` of them at a time: the encoder
    /// holds a tree of every value it is given until it writes them out, megabytes for ten
    /// years of entries. The bytes are those of encoding them all at once (compact JSON puts
    /// nothing but a comma between two elements).
    struct Writer {
        static let run = 64
        let run: Int
        private var json = Data("[".utf8)
        private var pending: [Day] = []
        private var failed = false
        /// Slashes escaped (`\/`), as the encoder writes them: a web address typed into an
        /// entry is then no address in the script, which the self-check would refuse as
        /// external.
        private let encoder = JSONEncoder()

        init(run: Int = Writer.run) {
            self.run = max(1, run)
        }

        mutating func add(_ day: Day) {
            pending.append(day)
            if pending.count >= run { flush() }
        }

        /// The array; `[]` if a day could not be encoded.
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

extension SearchIndex.Inputs {
    /// The inputs of the script of `year` of `days`, with the entries' clock times when `times`.
    init(year: Int, of days: DiaryDays, times: Bool) {
        self.init(
            year: year,
            days: days.days.filter { $0.year == year }.map { day in
                SearchIndex.Day(
                    day: day.description, page: SitePath.day(day),
                    entries: days.entries(on: day).map { SearchIndex.Item($0, times: times) })
            })
    }
}

extension SearchIndex.Item {
    /// What the index holds of `entry`: its clock time when `times`, category, description,
    /// original input (when it differs from the description; never a photo's file name) and
    /// anchor.
    init(_ entry: DiaryEntry, times: Bool) {
        let original = entry.record.inputType == .image ? "" : entry.record.rawInput
        self.init(
            time: times ? entry.time.description : "", category: entry.category?.rawValue ?? "",
            text: entry.description, original: original == entry.description ? "" : original,
            anchor: SitePath.entryAnchor(entry.id))
    }
}

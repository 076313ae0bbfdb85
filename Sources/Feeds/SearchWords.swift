import Diary
import Foundation
import Words

/// The words of a diary's entries (`SearchText`), each with the entries that have it, cut
/// into parts by the words' first letters: a query reads only the parts of the words it
/// asks for (`search.js`). A part is known by its key, the letters its words begin with: the
/// first two, and more where a part would be larger than `limit` bytes.
///
/// An entry is its day (the day number, days since 1970-01-01) and its place among the day's
/// entries; a word's entries are written as a list of pairs, the day as the difference from
/// the pair before (the first from 0) and the place: `[20521,0,0,3,2,1]`.
package struct SearchWords {
    /// An entry: its day and its place among the day's entries.
    package struct Entry: Equatable {
        package var day: Int32
        package var place: Int32
    }

    /// A part of the index: the words that begin with `key`, with their entries.
    package struct Part {
        package var key: String
        package var words: [(word: String, entries: [Entry])]
    }

    /// How many entries the index holds.
    package let entries: Int
    /// Every word, with its entries in order.
    private let index: [String: [Entry]]

    /// The index of the days with entries of `days`.
    package init(days: DiaryDays) {
        var index: [String: [Entry]] = [:]
        var count = 0
        var seen: [String] = []
        // Search finds an entry by the words of its description, its original input (when it
        // differs), its category and its day (`2026-03-08`): each text's words are found on
        // their own, the day's once, not once an entry.
        for day in days.days {
            var dayWords: [String] = []
            SearchText.forEachWord(in: day.description) { dayWords.append($0) }
            for (place, entry) in days.entries(on: day).enumerated() {
                count += 1
                seen.removeAll(keepingCapacity: true)
                let here = Entry(
                    day: Int32(truncatingIfNeeded: day.dayNumber), place: Int32(truncatingIfNeeded: place))
                func add(_ word: String) {
                    guard SearchText.isSearchable(word), !seen.contains(word) else { return }
                    seen.append(word)
                    index[word, default: []].append(here)
                }
                SearchText.forEachWord(in: entry.description, add)
                SearchText.forEachWord(in: SearchIndex.original(entry), add)
                SearchText.forEachWord(in: entry.category?.rawValue ?? "", add)
                dayWords.forEach(add)
            }
        }
        self.entries = count
        self.index = index
    }

    /// The parts, by key.
    package func parts(limit: Int = 16_384) -> [Part] {
        // In the order of the letters' code points, so words that begin alike lie together.
        let words = index.map { (word: $0.key, entries: $0.value, letters: Array($0.key.unicodeScalars)) }
            .sorted { $0.letters.lexicographicallyPrecedes($1.letters) { $0.value < $1.value } }
        var parts: [Part] = []
        func cut(_ words: ArraySlice<(word: String, entries: [Entry], letters: [Unicode.Scalar])>, length: Int) {
            var start = words.startIndex
            while start < words.endIndex {
                let key = Array(words[start].letters.prefix(length))
                var end = start + 1
                while end < words.endIndex, Array(words[end].letters.prefix(length)) == key { end += 1 }
                let group = words[start..<end]
                let size = group.reduce(0) { $0 + $1.word.utf8.count + 4 * $1.entries.count }
                let keyText = String(String.UnicodeScalarView(key))
                let longer = group.filter { $0.letters.count > length }
                if size <= limit || longer.isEmpty {
                    parts.append(Part(key: keyText, words: group.map { ($0.word, $0.entries) }))
                } else {
                    let short = group.filter { $0.letters.count <= length }
                    if !short.isEmpty { parts.append(Part(key: keyText, words: short.map { ($0.word, $0.entries) })) }
                    cut(ArraySlice(longer), length: length + 1)
                }
                start = end
            }
        }
        cut(ArraySlice(words), length: 2)
        return parts
    }
}

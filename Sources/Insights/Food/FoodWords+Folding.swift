import Foundation

extension FoodWords {
    /// The word with its accents removed, for identity: `crème` → `creme`, `jalapeño` →
    /// `jalapeno`; letters that are not an accented Latin letter are spelt out (`æ` → `ae`,
    /// `ø` → `o`, `ß` → `ss`). Other scripts are kept as they are.
    public static func folded(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word }
        let stripped = word.folding(options: [.diacriticInsensitive], locale: nil)
        guard stripped.contains(where: { spelledOut[$0] != nil }) else { return stripped }
        return stripped.reduce(into: "") { result, character in
            result += spelledOut[character] ?? String(character)
        }
    }

    /// Latin letters without a decomposition, written as their usual ASCII spelling.
    private static let spelledOut: [Character: String] = [
        "æ": "ae", "œ": "oe", "ø": "o", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
        "ı": "i",
    ]
}

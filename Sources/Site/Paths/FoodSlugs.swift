import Diary
import Foundation
import Insights

/// ASCII file names for food pages: stable from build to build and unique
/// (`crème brûlée` → `creme-brulee`; `मसाला डोसा` → `masala-dosa`, through ICU's transliteration
/// to Latin; a name that gives no ASCII letters even then, such as `🍕`, gets a stable short hash).
public struct FoodSlugs: Sendable {
    /// Slug by food key.
    public private(set) var slugs: [String: String] = [:]

    /// Slugs for `foods`; collisions are numbered in food-key order (`-2`, `-3`, …).
    public init(foods: [Food]) {
        var taken: Set<String> = []
        for food in foods.sorted(by: { $0.key < $1.key }) {
            let base = Self.base(for: food.key)
            var slug = base
            var number = 2
            while taken.contains(slug) {
                slug = "\(base)-\(number)"
                number += 1
            }
            taken.insert(slug)
            slugs[food.key] = slug
        }
    }

    /// The slug of a food; nil for a food that was not given.
    public func slug(for food: Food) -> String? { slugs[food.key] }

    /// The slug a key would get without collisions.
    static func base(for key: String) -> String {
        let folded = latin(key).folding(
            options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if slug.count > 60 { slug = String(slug.prefix(60)).trimmingCharacters(in: CharacterSet(charactersIn: "-")) }
        return slug.isEmpty ? "food-" + hash(key) : slug
    }

    /// `key` with every script but Latin written in Latin letters (ICU's `Any-Latin`: Devanagari,
    /// Han, Cyrillic, Arabic, …); Latin text is left as it is, so its slugs are what they were.
    static func latin(_ key: String) -> String {
        key.applyingTransform(.toLatin, reverse: false) ?? key
    }

    /// A stable hash of the key's UTF-8, in base 36: the same on every machine and run, and
    /// the same as in every earlier version, since it is part of a permalink (not a key: a
    /// collision between two foods' slugs is resolved when the slugs are handed out). Eight
    /// bytes at a time, each mixed in with a multiply and a shift; the last bytes with their
    /// count; then a final mix.
    static func hash(_ key: String) -> String {
        func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
            return mixed ^ (mixed >> 32)
        }
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        var pending: UInt64 = 0
        var count: UInt64 = 0
        for byte in key.utf8 {
            pending |= UInt64(byte) << (count * 8)
            count += 1
            if count == 8 {
                state = step(state, pending)
                (pending, count) = (0, 0)
            }
        }
        state = step(state, pending | count << 56)
        state ^= state >> 33
        state = state &* 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        return String(String(state, radix: 36).prefix(8))
    }
}

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

    /// A stable hash of the key's UTF-8, in base 36: the same on every machine and run.
    static func hash(_ key: String) -> String {
        var hash = StableHash()
        hash.mix(key.utf8)
        return String(String(hash.state, radix: 36).prefix(8))
    }
}

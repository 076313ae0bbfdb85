import Foundation
import Insights
import Testing

@testable import Site

@Suite("Food page slugs")
struct FoodSlugsTests {
    private func slugs(_ names: [String]) -> [String] {
        let foods = names.map { Food(key: $0, name: $0) }
        let slugs = FoodSlugs(foods: foods)
        return foods.map { slugs.slug(for: $0) ?? "none" }
    }

    @Test("A name in another script is written in Latin letters: Devanagari, Han, Cyrillic, Arabic, Hebrew, Greek")
    func transliterated() {
        #expect(
            slugs(["मसाला डोसा", "麻婆豆腐", "борщ", "شاي", "חומוס", "σουβλάκι", "café 東京"])
                == ["masala-dosa", "ma-po-dou-fu", "bors", "shay", "hwmws", "soublaki", "cafe-dong-jing"])
    }

    @Test("A name that gives no ASCII letter even in Latin gets a stable hash")
    func hashed() {
        #expect(slugs(["🍕", "🍜🍜"]) == ["food-" + FoodSlugs.hash("🍕"), "food-" + FoodSlugs.hash("🍜🍜")])
        #expect(slugs(["🍕"]) == ["food-cnep8po0"])
    }

    @Test("Latin names keep the slugs they had before names were transliterated")
    func latinUnchanged() {
        let names = [
            "crème brûlée", "smørrebrød", "straße", "ｐｉｚｚａ", "Œufs à la neige", "jalapeño poppers", "açaí bowl",
            "pho bò", "flat white", "peanut butter & jelly", "mac'n'cheese", "tea。", "ramen 🍜 x", "naïve ½ tart",
            "Ærøskøbing æbleskiver", "łosoś", "masala dosa",
        ]
        #expect(
            slugs(names) == [
                "creme-brulee", "sm-rrebr-d", "strasse", "pizza", "ufs-a-la-neige", "jalapeno-poppers", "acai-bowl",
                "pho-bo", "flat-white", "peanut-butter-jelly", "mac-n-cheese", "tea", "ramen-x", "naive-tart",
                "r-sk-bing-bleskiver", "osos", "masala-dosa",
            ])
    }

    @Test("Transliteration leaves every Latin letter, digit, space and punctuation mark as it is")
    func latinIsLeftAlone() {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x250...0x2AF, 0x1E00...0x1EFF, 0x2000...0x206F, 0x2C60...0x2C7F,
            0xA720...0xA7FF, 0xFB00...0xFB06, 0xFF01...0xFF5E,
        ]
        var changed: [String] = []
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "tea \(Character(scalar))x"
            if FoodSlugs.latin(text) != text { changed.append("U+" + String(value, radix: 16, uppercase: true)) }
        }
        #expect(changed == [])
    }

    @Test("Collisions after transliteration are numbered in key order")
    func collisions() {
        #expect(slugs(["masala dosa", "मसाला डोसा"]) == ["masala-dosa", "masala-dosa-2"])
    }
}

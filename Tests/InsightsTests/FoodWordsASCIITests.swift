import Testing

@testable import Insights

@Suite("Words of an ASCII description, read byte by byte")
struct FoodWordsASCIITests {
    /// Every ASCII character, alone and between words, spaced and not.
    static let everyASCIICharacter: [String] = (0..<128).flatMap { value -> [String] in
        let character = String(UnicodeScalar(UInt8(value)))
        return [
            character, "ice\(character)cream", "Ice \(character) CREAM", "\(character)tea\(character)",
            "a\r\n\(character)b",
        ]
    }

    @Test("Every ASCII character splits, joins or belongs to words as it does read by Character")
    func everyCharacter() {
        for text in Self.everyASCIICharacter {
            #expect(FoodWords.asciiTokens(in: text) == FoodWords.characterTokens(in: text), "\(Array(text.utf8))")
        }
    }

    @Test("Descriptions made of a mix of ASCII characters read the same both ways")
    func mixedDescriptions() {
        let alphabet = Array("aZ9 -'\t\n\r,./&+()xyQ0_:;\"!?\u{0B}\u{0C}\u{1C}\u{1F}\u{7F}")
        var state: UInt64 = 42
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            #expect(FoodWords.asciiTokens(in: text) == FoodWords.characterTokens(in: text), "\(Array(text.utf8))")
        }
    }

    @Test("A description with any character beyond ASCII is left to the Character reading")
    func beyondASCII() {
        #expect(FoodWords.asciiTokens(in: "Crème brûlée") == nil)
        #expect(FoodWords.asciiTokens(in: "tea\u{2019}s") == nil)
        #expect(
            FoodWords.tokens(in: "Crème BRÛLÉE") == [
                WordToken(text: "crème", joinedToPrevious: false), WordToken(text: "brûlée", joinedToPrevious: true),
            ])
        #expect(
            FoodWords.asciiTokens(in: "Mom's TOAST, jam") == [
                WordToken(text: "mom", joinedToPrevious: false), WordToken(text: "s", joinedToPrevious: true),
                WordToken(text: "toast", joinedToPrevious: true), WordToken(text: "jam", joinedToPrevious: false),
            ])
    }
}

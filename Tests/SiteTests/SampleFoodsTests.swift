import Diary
import Foundation
import Insights
import TestSupport
import Testing

@Suite("The sample diary's foods")
struct SampleFoodsTests {
    static let zone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt

    /// The foods a person keeping the built-in sample diary would write down, and nothing else.
    static let builtInFoods = [
        "aloo paratha", "apple", "avocado toast", "banana", "berries", "bhel puri", "bread", "butter chicken",
        "caesar salad", "carrots", "chai", "chicken biryani", "chicken wrap", "chole bhature", "coconut chutney",
        "crème brûlée", "curd", "curd rice", "dal tadka", "dark chocolate", "filter coffee", "fish curry",
        "fresh lime soda", "granola", "greek yogurt", "green tea", "gulab jamun", "hummus", "ice cream",
        "idli", "kheer", "khichdi", "lentil soup", "mango lassi", "maple syrup", "margherita pizza", "masala chai",
        "masala dosa", "mixed nuts", "naan", "oatmeal", "palak paneer", "pancakes", "paneer tikka", "pani puri",
        "peanut butter", "peanuts", "pickle", "poha", "raita", "rajma chawal", "rice", "roti", "salmon", "sambar",
        "samosa", "scrambled eggs", "spaghetti bolognese", "toast", "tofu", "turkey sandwich", "upma", "veg thali",
        "vegetable stir fry", "vegetables",
    ]

    @Test("The built-in sample's foods are exactly the foods a person would write down")
    func builtInSample() throws {
        let asOf = LocalDay(year: 2026, month: 11, day: 22) ?? LocalDay(dayNumber: 0)
        let diary = Fixtures.reader(timeZone: Self.zone, folder: try TemporaryFolder())
            .diary(from: SampleDiary.builtIn(asOf: asOf, timeZone: Self.zone).records())
        let vocabulary = Insights(diary: diary).vocabulary
        #expect(vocabulary.foods.map(\.name).sorted() == Self.builtInFoods)
        #expect(vocabulary.learnedCompounds == [])
        // Read as English by name, the foods are the same: the default language is English.
        let english = Insights(diary: diary, diaryLanguage: .en).vocabulary
        #expect(english.foods == vocabulary.foods)
        #expect((0..<english.entryCount).map(english.foodIDs) == (0..<vocabulary.entryCount).map(vocabulary.foodIDs))
    }

    /// The ten-year diary `make bench` builds (`scripts/bench.py`: 3,650 days, 10 entries a
    /// day, seed 42, as of 22 November 2026).
    @Test("On the ten-year bench diary no food, and so no weekly recap's top food, is a describing word")
    func tenYearRecaps() throws {
        let asOf = LocalDay(year: 2026, month: 11, day: 22) ?? LocalDay(dayNumber: 0)
        let records = SampleDiary(days: 3650, seed: 42, asOf: asOf, timeZone: Self.zone, entriesPerDay: 10).records()
        let diary = Fixtures.reader(timeZone: Self.zone, folder: try TemporaryFolder()).diary(from: records)
        let insights = Insights(diary: diary)
        #expect(insights.entries.count > 30_000)
        // Ten years draw every food of the sample's menu; 120 days all but the flat white.
        #expect(insights.vocabulary.foods.map(\.name).sorted() == (Self.builtInFoods + ["flat white"]).sorted())
        var topFoods: Set<String> = []
        for week in insights.weeksWithEntries(asOf: asOf) {
            if let key = insights.weeklySummary(for: week, asOf: asOf)?.topFoodKey { topFoods.insert(key) }
        }
        #expect(!topFoods.isEmpty)
        #expect(
            topFoods.filter { key in
                key.split(separator: " ").allSatisfy { FoodWords.describingWords.contains(String($0)) }
            } == [])
        #expect(topFoods.isSubset(of: Set(insights.vocabulary.foods.map(\.key))))
    }
}

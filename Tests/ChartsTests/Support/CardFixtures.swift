import Charts
import Days

/// Share cards shared by the tests: an ordinary week, a perfect one, an empty one, one under
/// way and one full of hostile, long text.
enum CardFixtures {
    /// Week 10 of 2026 (2–8 March), over: 18 entries on 6 days, 4 more than the week before.
    static let week = ShareCard(
        weekStart: Fixtures.day("2026-03-02"), headline: "A week of coffee.",
        subheadline: "Coffee came up 5 times in 18 entries.", dayCounts: [3, 2, 4, 0, 3, 2, 4], lastWeekEntries: 14,
        topFood: .init(name: "coffee", count: 5),
        categories: [
            .init(name: "breakfast", count: 5), .init(name: "lunch", count: 4), .init(name: "dinner", count: 4),
            .init(name: "snack", count: 2), .init(name: "beverage", count: 2), .init(name: nil, count: 1),
        ])

    /// Week 9 of 2026 (23 February – 1 March): every day logged, with confetti.
    static let perfectWeek = ShareCard(
        weekStart: Fixtures.day("2026-02-23"), headline: "A perfect week.",
        subheadline: "All seven days logged, 15 entries in all.", dayCounts: [2, 3, 2, 2, 3, 1, 2],
        lastWeekEntries: 15, topFood: .init(name: "green tea", count: 4),
        categories: [
            .init(name: "breakfast", count: 4), .init(name: "lunch", count: 3), .init(name: "dinner", count: 3),
            .init(name: "snack", count: 2), .init(name: "dessert", count: 2), .init(name: "beverage", count: 1),
        ], perfectWeek: true)

    /// Week 11 of 2026 (9–15 March), over, with no entries after 18 the week before.
    static let emptyWeek = ShareCard(
        weekStart: Fixtures.day("2026-03-09"), headline: "A quiet week.", subheadline: "No entries this week.",
        dayCounts: [], lastWeekEntries: 18, topFood: nil, categories: [])

    /// Week 10 of 2026 seen on its Wednesday: three days so far.
    static let underWay = ShareCard(
        weekStart: Fixtures.day("2026-03-02"), headline: "Your week in food.", subheadline: "5 entries over 2 days.",
        dayCounts: [3, 0, 2], lastWeekEntries: 5, topFood: .init(name: "oatmeal", count: 2),
        categories: [.init(name: "breakfast", count: 3), .init(name: "lunch", count: 2)],
        today: Fixtures.day("2026-03-04"))

    /// Markup, quotes, emoji, right-to-left text, very long words and huge numbers, in the
    /// week that spans New Year 2026.
    static let hostile = ShareCard(
        weekStart: Fixtures.day("2025-12-31"),
        headline:
            "<script>alert('x')</script> & \"quotes\" Supercalifragilisticexpialidociousandthensomemore 🍕👨‍👩‍👧‍👦 كبسة الدجاج مع الأرز and a tail that goes on and on",
        subheadline: "]]><!-- --> &amp; &#x3C; <b>bold</b>\tTab\nnew line\u{7} "
            + String(repeating: "long ", count: 40),
        dayCounts: [1234, 5678, 9012, 3456, 7890, 1234, 5678, 99], lastWeekEntries: 0,
        topFood: .init(
            name: "Fish & chips \"deluxe\" <b>with</b> an extremely long name that never ends 🍟", count: 1234),
        categories: [
            .init(name: "breakfast", count: 9000), .init(name: "<script>", count: 7000),
            .init(name: "Lunch & \"Dinner\" and everything in between", count: 6000),
            .init(name: "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", count: 5000), .init(name: "كبسة الدجاج مع الأرز", count: 4000),
            .init(name: "dessert", count: 2000), .init(name: "beverage", count: 1000), .init(name: "snack", count: 150),
            .init(name: "dinner", count: 31), .init(name: nil, count: 1), .init(name: "zero", count: 0),
        ], today: Fixtures.day("2026-01-02"), perfectWeek: true)
}

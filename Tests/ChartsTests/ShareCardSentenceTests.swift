import Charts
import Days
import TestSupport
import Testing
import Words

/// The share card's words: its accessible name, its sentence and the week it names.
@Suite("Share card sentences")
struct ShareCardSentenceTests {
    /// A card for the week of `monday` with these counts and nothing else.
    static func card(
        _ monday: String, _ counts: [Int], lastWeek: Int = 0, topFood: ShareCard.TopFood? = nil, today: String? = nil
    ) -> ShareCard {
        ShareCard(
            weekStart: Fixtures.day(monday), headline: "", subheadline: "", dayCounts: counts,
            lastWeekEntries: lastWeek, topFood: topFood, categories: [], today: today.map(Fixtures.day))
    }

    @Test("The golden cards' sentences")
    func fixtures() {
        #expect(
            CardFixtures.week.sentence(english)
                == "Week 10 of 2026, 2–8 March: 18 entries on 6 of 7 days, 4 more than last week; top food coffee, 5 times."
        )
        #expect(
            CardFixtures.perfectWeek.sentence(english)
                == "Week 9 of 2026, 23 February – 1 March: 15 entries on all 7 days, the same as last week; top food green tea, 4 times."
        )
        #expect(
            CardFixtures.emptyWeek.sentence(english) == "Week 11 of 2026, 9–15 March: no entries, after 18 last week.")
        #expect(
            CardFixtures.underWay.sentence(english)
                == "Week 10 of 2026, 2–8 March: 5 entries on 2 of 3 days so far, the same as last week; top food oatmeal, 2 times."
        )
        #expect(
            CardFixtures.hostile.sentence(english)
                == "Week 1 of 2026, 29 December 2025 – 4 January 2026: 27,270 entries on all 5 days so far, up from none last week; top food Fish & chips \"deluxe\" <b>with</b> an extremely long name that never ends 🍟, 1,234 times."
        )
    }

    @Test("Counts of entries and days, singular and plural")
    func counts() {
        #expect(
            Self.card("2026-03-02", [1]).sentence(english)
                == "Week 10 of 2026, 2–8 March: 1 entry on 1 of 7 days, up from none last week.")
        #expect(
            Self.card("2026-03-02", [0, 0, 0, 0, 0, 0, 0]).sentence(english)
                == "Week 10 of 2026, 2–8 March: no entries.")
        #expect(
            Self.card("2026-03-02", [2, 2], lastWeek: 9).sentence(english)
                == "Week 10 of 2026, 2–8 March: 4 entries on 2 of 7 days, 5 fewer than last week.")
        #expect(
            Self.card("2026-03-02", [-3, 2]).sentence(english)
                == "Week 10 of 2026, 2–8 March: 2 entries on 1 of 7 days, up from none last week.")
        #expect(
            Self.card("2026-03-02", [1, 1, 1, 1, 1, 1, 1, 50], lastWeek: 7).sentence(english)
                == "Week 10 of 2026, 2–8 March: 7 entries on all 7 days, the same as last week.")
    }

    @Test("A week under way counts its days so far, and not the days after today")
    func underWay() {
        #expect(
            Self.card("2026-03-02", [2, 0, 4, 9, 9], today: "2026-03-05").sentence(english)
                == "Week 10 of 2026, 2–8 March: 15 entries on 3 of 4 days so far, up from none last week.")
        #expect(
            Self.card("2026-03-02", [2, 1, 4, 9], today: "2026-03-04").sentence(english)
                == "Week 10 of 2026, 2–8 March: 7 entries on all 3 days so far, up from none last week.")
        #expect(
            Self.card("2026-03-02", [2, 5], lastWeek: 2, today: "2026-03-02").sentence(english)
                == "Week 10 of 2026, 2–8 March: 2 entries so far, the same as last week.")
        #expect(
            Self.card("2026-03-02", [2, 1], today: "2026-03-01").sentence(english)
                == "Week 10 of 2026, 2–8 March: no entries."
        )
    }

    @Test("The top food with its count; a nameless or uncounted one is left out")
    func topFood() {
        #expect(
            Self.card("2026-03-02", [1], topFood: .init(name: "tea", count: 1)).sentence(english)
                == "Week 10 of 2026, 2–8 March: 1 entry on 1 of 7 days, up from none last week; top food tea, once.")
        #expect(
            Self.card("2026-03-02", [1], topFood: .init(name: " \n", count: 4)).sentence(english)
                == "Week 10 of 2026, 2–8 March: 1 entry on 1 of 7 days, up from none last week.")
        #expect(
            Self.card("2026-03-02", [1], topFood: .init(name: "tea", count: 0)).sentence(english)
                == "Week 10 of 2026, 2–8 March: 1 entry on 1 of 7 days, up from none last week.")
        #expect(
            Self.card("2026-03-02", [3], topFood: .init(name: "peanut\nbutter", count: 3)).sentence(english)
                == "Week 10 of 2026, 2–8 March: 3 entries on 1 of 7 days, up from none last week; top food peanut butter, 3 times."
        )
    }

    @Test("Dates across months and years; the year is named when the week spans New Year")
    func dates() {
        #expect(Self.card("2026-03-30", []).sentence(english) == "Week 14 of 2026, 30 March – 5 April: no entries.")
        #expect(
            Self.card("2025-12-29", []).sentence(english)
                == "Week 1 of 2026, 29 December 2025 – 4 January 2026: no entries.")
        #expect(
            Self.card("2026-12-28", []).sentence(english)
                == "Week 53 of 2026, 28 December 2026 – 3 January 2027: no entries.")
    }

    @Test("The week label and title; another day of the week means its Monday")
    func weekAndTitle() {
        #expect(CardFixtures.week.weekLabel == "2026-W10")
        #expect(CardFixtures.week.title(english) == "Weekly recap, week 10 of 2026: A week of coffee.")
        #expect(CardFixtures.hostile.weekLabel == "2026-W01")
        #expect(Self.card("2027-01-03", []).weekLabel == "2026-W53")
        #expect(Self.card("2026-03-05", []).sentence(english) == "Week 10 of 2026, 2–8 March: no entries.")
        #expect(Self.card("2026-03-02", []).title(english) == "Weekly recap, week 10 of 2026: A quiet week.")
        #expect(Self.card("2026-03-02", [1]).title(english) == "Weekly recap, week 10 of 2026: Your week in food.")
        var exclaimed = Self.card("2026-03-02", [1])
        exclaimed.headline = "  12 days in a row!  "
        #expect(exclaimed.title(english) == "Weekly recap, week 10 of 2026: 12 days in a row!")
    }

    @Test("The numbers behind the card")
    func numbers() {
        #expect(CardFixtures.week.entries == 18)
        #expect(CardFixtures.week.daysLogged == 6)
        #expect(CardFixtures.week.change == 4)
        #expect(CardFixtures.emptyWeek.change == -18)
        #expect(CardFixtures.hostile.entries == 27_270)
        #expect(CardFixtures.hostile.daysLogged == 5)
    }
}

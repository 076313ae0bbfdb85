import Days
import Diary
import Insights

/// The pantry as the site shows it, worked out once per build: each item's state on the
/// as-of day and the diary food its name names.
struct PantryShelf: Sendable {
    /// Where an item stands on the as-of day.
    enum State: Int, CaseIterable, Sendable {
        /// Its day is before the as-of day.
        case expired
        /// It expires on the as-of day or within the `soonDays` after it.
        case soon
        /// It expires later.
        case later
    }

    /// One item with what the site says about it.
    struct Stock: Sendable {
        var item: PantryItem
        var state: State
        /// The diary food the item's name names, if the diary has it.
        var food: Food?
        /// Days up to the as-of day with an entry naming that food, ascending.
        var days: [LocalDay]
    }

    /// "Expiring soon" means within this many days after the as-of day.
    static let soonDays = 7

    /// Every item: expired first, then expiring soon, then later; flagged items first within
    /// each; then by day, name and id.
    let stock: [Stock]
    /// The item that expires first, by the key of its food.
    let byFood: [String: Stock]

    init(items: [PantryItem], insights: Insights, asOf: LocalDay) {
        stock = items.map { item in
            let state: State =
                item.expires < asOf ? .expired : item.expires <= asOf.adding(days: Self.soonDays) ? .soon : .later
            let food = Self.food(named: item.name, in: insights.vocabulary)
            let days = food.flatMap { insights.foodTimeline(for: $0, period: .allTime, asOf: asOf)?.days } ?? []
            return Stock(item: item, state: state, food: food, days: days)
        }.sorted(by: Self.order)
        var byFood: [String: Stock] = [:]
        for entry in stock {
            guard let key = entry.food?.key else { continue }
            if let held = byFood[key], held.item.expires <= entry.item.expires { continue }
            byFood[key] = entry
        }
        self.byFood = byFood
    }

    /// The items in `state`, in page order.
    func items(_ state: State) -> [Stock] {
        stock.filter { $0.state == state }
    }

    /// The diary food an item's name names, with the diary's own whole-word rules: the whole
    /// name (`Greek yogurt` is the food `greek yogurt` when the diary has it), else its
    /// shorter endings, the longest first (`Amul mango lassi` is `mango lassi`, else `lassi`;
    /// `Greek yogurt` is `yogurt`): English puts the thing itself last.
    static func food(named name: String, in vocabulary: FoodVocabulary) -> Food? {
        if let food = vocabulary.food(named: name) { return food }
        let words = FoodWords.tokens(in: name).map(\.text)
        for start in words.indices.dropFirst() {
            if let food = vocabulary.food(named: words[start...].joined(separator: " ")) { return food }
        }
        return nil
    }

    private static func order(_ lhs: Stock, _ rhs: Stock) -> Bool {
        if lhs.state != rhs.state { return lhs.state.rawValue < rhs.state.rawValue }
        if lhs.item.flagged != rhs.item.flagged { return lhs.item.flagged }
        if lhs.item.expires != rhs.item.expires { return lhs.item.expires < rhs.item.expires }
        if lhs.item.name != rhs.item.name { return lhs.item.name < rhs.item.name }
        return lhs.item.id < rhs.item.id
    }
}

import Charts
import Days
import Diary
import Insights
import Templating
import Words

/// What `pantry.md` sees.
struct PantryPageContext: TemplateNode, Sendable {
    var title: String
    var asOf: String
    var summary: String
    var sprite: Block
    var sections: [PantrySectionContext]
}

/// Expired, expiring soon, or later: the items in the fridge and in the cupboard.
struct PantrySectionContext: TemplateNode, Sendable {
    var heading: String
    var count: String
    var places: [PantryPlaceContext]
    var hasPlaces: Bool
    var emptyText: String
}

/// The fridge or the cupboard within a section.
struct PantryPlaceContext: TemplateNode, Sendable {
    var heading: String
    var items: Block
}

/// What the pantry item component (`components/pantry-item.html`) sees.
struct PantryItemContext: TemplateNode, Sendable {
    var id: String
    var state: String
    var icon: String
    var name: String
    var flagged: Bool
    var expires: String
    var expiresDate: String
    var notes: String?
    var reminder: String?
    var diary: PantryDiaryContext?
}

/// An item in the diary: its food, how many days name it, the last of them and the latest days.
struct PantryDiaryContext: TemplateNode, Sendable {
    var food: LinkContext
    var count: String
    var lastEaten: LinkContext
    var days: [LinkContext]
    var more: String?
}

/// The pantry line of the home page.
struct PantryHomeContext: TemplateNode, Sendable {
    var url: String
    var soon: String
    var expired: String?
}

/// The pantry line of a food's page.
struct PantryFoodContext: TemplateNode, Codable, Sendable {
    var url: String
    var name: String
    var expires: String
}

extension PageFactory {
    /// How many of an item's latest diary days its card lists.
    static let pantryDaysShown = 5

    /// The pantry page; nil without a pantry.
    func pantryPage() -> Page? {
        guard let pantry = model.pantry else { return nil }
        let path = SitePath.pantry
        var blocks = BlockStore()
        let sprite = blocks.add(PantryIcon.sprite(Set(pantry.stock.map { PantryIcon(symbolName: $0.item.symbolName) })))
        let sections = PantryShelf.State.allCases.map { state in
            let items = pantry.items(state)
            let places = [(true, words(.pantryFridge)), (false, words(.pantryCupboard))].compactMap {
                fridge, heading -> PantryPlaceContext? in
                let here = items.filter { $0.item.refrigerated == fridge }
                guard !here.isEmpty else { return nil }
                let cards = here.map {
                    templates.render("pantry-item", MustacheTree.make(pantryItem($0, on: path))) ?? ""
                }
                return PantryPlaceContext(
                    heading: heading,
                    items: blocks.add("<ul class=\"pantry-list\">\n" + cards.joined() + "</ul>"))
            }
            return PantrySectionContext(
                heading: pantryHeading(state), count: words.count(.items, items.count), places: places,
                hasPlaces: !places.isEmpty, emptyText: pantryEmptyText(state))
        }
        let counts = PantryShelf.State.allCases.map { pantry.items($0).count }
        let summary = words(
            .pantrySummary,
            [
                "items": .text(words.count(.items, pantry.stock.count)), "expired": .count(counts[0]),
                "soon": .count(counts[1]), "later": .count(counts[2]), "window": .count(PantryShelf.soonDays),
            ])
        let context = PantryPageContext(
            title: words(.titlePantry), asOf: words.date(model.options.asOf, .long), summary: summary, sprite: sprite,
            sections: sections)
        return Page(
            path: path, template: PageKind.pantry.template, title: words(.titlePantry), summary: summary,
            context: context,
            blocks: blocks)
    }

    /// The card of one item on the page at `page`.
    func pantryItem(_ stock: PantryShelf.Stock, on page: String) -> PantryItemContext {
        let item = stock.item
        var diary: PantryDiaryContext?
        if let food = stock.food, let last = stock.days.last, let target = model.foodPath(food) {
            let latest = stock.days.suffix(Self.pantryDaysShown).reversed()
            let earlier = stock.days.count - latest.count
            diary = PantryDiaryContext(
                food: LinkContext(url: link(page, target), label: food.name),
                count: words.count(.days, stock.days.count),
                lastEaten: LinkContext(url: link(page, SitePath.day(last)), label: words.date(last, .long)),
                days: latest.map {
                    LinkContext(url: link(page, SitePath.day($0)), label: words.date($0, .shortWithYear))
                },
                more: earlier > 0 ? words.count(.pantryEarlierDays, earlier) : nil)
        }
        return PantryItemContext(
            id: Self.pantryAnchor(item), state: ["expired", "soon", "later"][stock.state.rawValue],
            icon: PantryIcon.idPrefix + PantryIcon(symbolName: item.symbolName).rawValue, name: item.name,
            flagged: item.flagged, expires: expiry(item.expires, capitalised: true),
            expiresDate: item.expires.description,
            notes: item.notes.isEmpty ? nil : item.notes,
            reminder: item.reminder.map {
                words(
                    .pantryReminder,
                    ["sent": .text(item.reminderSent ? "yes" : "no"), "date": .text(words.date($0, .long))])
            },
            diary: diary)
    }

    /// The pantry line of the home page; nil without a pantry.
    func pantryHome(on page: String) -> PantryHomeContext? {
        guard let pantry = model.pantry else { return nil }
        let soon = pantry.items(.soon).count
        let expired = pantry.items(.expired).count
        return PantryHomeContext(
            url: link(page, SitePath.pantry),
            soon: words(.pantryHomeSoon, ["count": .count(soon), "window": .count(PantryShelf.soonDays)]),
            expired: expired == 0 ? nil : words.count(.pantryHomeExpired, expired))
    }

    /// The pantry line of `food`'s page; nil when the pantry has no such food (or there is no pantry).
    func pantryNote(for food: Food, on page: String) -> PantryFoodContext? {
        guard let stock = model.pantry?.byFood[food.key] else { return nil }
        return PantryFoodContext(
            url: link(page, SitePath.pantry) + "#" + Self.pantryAnchor(stock.item), name: stock.item.name,
            expires: expiry(stock.item.expires, capitalised: false))
    }

    /// `expires today`, `expires tomorrow, on …`, `expires in 2 days, on Tuesday, 10 March 2026`
    /// (within the soon window), `expires on …` (later), `expired 2 days ago, on Friday, 6 March 2026`.
    func expiry(_ day: LocalDay, capitalised: Bool) -> String {
        let days = model.options.asOf.days(to: day)
        let when =
            switch days {
            case 0: "today"
            case 1: "tomorrow"
            case -1: "yesterday"
            case (PantryShelf.soonDays + 1)...: "later"
            case 2...: "soon"
            default: "other"
            }
        let text = words(
            .pantryExpiry,
            [
                "when": .text(when), "date": .text(words.date(day, .long)),
                "days": .text(words.count(.days, abs(days))),
            ])
        return capitalised ? words.capitalizingFirst(text) : text
    }

    static func pantryAnchor(_ item: PantryItem) -> String { "pantry-item-\(item.id)" }

    func pantryHeading(_ state: PantryShelf.State) -> String {
        words(.pantryHeading, ["state": .text(Self.stateName(state)), "window": .count(PantryShelf.soonDays)])
    }

    func pantryEmptyText(_ state: PantryShelf.State) -> String {
        words(.pantryEmpty, ["state": .text(Self.stateName(state)), "window": .count(PantryShelf.soonDays)])
    }

    /// The state as the catalog's `state` cases name it.
    private static func stateName(_ state: PantryShelf.State) -> String {
        switch state {
        case .expired: "expired"
        case .soon: "soon"
        case .later: "later"
        }
    }
}

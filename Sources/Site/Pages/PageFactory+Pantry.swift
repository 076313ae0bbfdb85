import Charts
import Days
import Diary
import Insights
import Templating

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
            let places = [(true, "Fridge"), (false, "Cupboard")].compactMap { fridge, heading -> PantryPlaceContext? in
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
                heading: Self.pantryHeading(state), count: Words.count(items.count, "item", "items"), places: places,
                hasPlaces: !places.isEmpty, emptyText: Self.pantryEmptyText(state))
        }
        let counts = PantryShelf.State.allCases.map { pantry.items($0).count }
        let summary =
            "\(Words.count(pantry.stock.count, "item", "items")): \(counts[0]) expired, \(counts[1]) expiring within \(PantryShelf.soonDays) days, \(counts[2]) later."
        let context = PantryPageContext(
            title: "Pantry", asOf: Words.longDay(model.options.asOf), summary: summary, sprite: sprite,
            sections: sections)
        return Page(
            path: path, template: PageKind.pantry.template, title: "Pantry", summary: summary, context: context,
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
                count: Words.count(stock.days.count, "day", "days"),
                lastEaten: LinkContext(url: link(page, SitePath.day(last)), label: Words.longDay(last)),
                days: latest.map { LinkContext(url: link(page, SitePath.day($0)), label: $0.shortText) },
                more: earlier > 0 ? "and \(Words.count(earlier, "earlier day", "earlier days"))" : nil)
        }
        return PantryItemContext(
            id: Self.pantryAnchor(item), state: ["expired", "soon", "later"][stock.state.rawValue],
            icon: PantryIcon.idPrefix + PantryIcon(symbolName: item.symbolName).rawValue, name: item.name,
            flagged: item.flagged, expires: expiry(item.expires, capitalised: true),
            expiresDate: item.expires.description,
            notes: item.notes.isEmpty ? nil : item.notes,
            reminder: item.reminder.map { "Reminder on \(Words.longDay($0))" + (item.reminderSent ? ", sent" : "") },
            diary: diary)
    }

    /// The pantry line of the home page; nil without a pantry.
    func pantryHome(on page: String) -> PantryHomeContext? {
        guard let pantry = model.pantry else { return nil }
        let soon = pantry.items(.soon).count
        let expired = pantry.items(.expired).count
        return PantryHomeContext(
            url: link(page, SitePath.pantry),
            soon: soon == 0
                ? "Nothing in the pantry expires within \(PantryShelf.soonDays) days"
                : "\(Words.count(soon, "pantry item expires", "pantry items expire")) within \(PantryShelf.soonDays) days",
            expired: expired == 0 ? nil : "\(Words.count(expired, "item has", "items have")) expired")
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
        let text: String
        switch days {
        case 0: text = "expires today"
        case 1: text = "expires tomorrow, on \(Words.longDay(day))"
        case -1: text = "expired yesterday, on \(Words.longDay(day))"
        case (PantryShelf.soonDays + 1)...: text = "expires on \(Words.longDay(day))"
        case 2...: text = "expires in \(Words.count(days, "day", "days")), on \(Words.longDay(day))"
        default: text = "expired \(Words.count(-days, "day", "days")) ago, on \(Words.longDay(day))"
        }
        return capitalised ? Wording.capitalizedFirst(text) : text
    }

    static func pantryAnchor(_ item: PantryItem) -> String { "pantry-item-\(item.id)" }

    static func pantryHeading(_ state: PantryShelf.State) -> String {
        switch state {
        case .expired: "Expired"
        case .soon: "Expiring within \(PantryShelf.soonDays) days"
        case .later: "Later"
        }
    }

    static func pantryEmptyText(_ state: PantryShelf.State) -> String {
        switch state {
        case .expired: "Nothing has expired."
        case .soon: "Nothing expires within \(PantryShelf.soonDays) days."
        case .later: "Nothing else."
        }
    }
}

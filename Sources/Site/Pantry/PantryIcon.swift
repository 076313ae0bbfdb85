/// FoodStory's own small icon set for pantry items: simple line drawings, 24 × 24, in the
/// text colour. pantrydates names an SF Symbol for each item; the name is mapped to one of
/// these (no symbol artwork is copied), and anything unknown is shown with a fork and knife.
enum PantryIcon: String, CaseIterable, Sendable {
    case forkKnife = "fork-knife"
    case cup, carrot, leaf, fish, cake, bottle, drop, bag, box, bread, egg, cheese, fridge, cupboard

    /// The icon for an SF Symbol name (`cup.and.saucer.fill` → cup). Variants (`.fill`,
    /// `.circle`, …) share their symbol's icon; the first part decides when the whole name is
    /// not known.
    init(symbolName: String) {
        let parts = symbolName.lowercased().split(separator: ".").map(String.init)
        let variants: Set<String> = ["fill", "circle", "square", "slash", "badge", "rectangle"]
        let core = parts.filter { !variants.contains($0) }.joined(separator: ".")
        self = Self.bySymbol[core] ?? parts.first.flatMap { Self.bySymbol[$0] } ?? .forkKnife
    }

    /// SF Symbol names (without variants) and their icons.
    static let bySymbol: [String: PantryIcon] = [
        "fork.knife": .forkKnife, "fork": .forkKnife, "frying.pan": .forkKnife, "stove": .forkKnife,
        "cup.and.saucer": .cup, "mug": .cup, "cup.and.heat.waves": .cup, "cup": .cup,
        "carrot": .carrot,
        "leaf": .leaf, "leaf.arrow.triangle.circlepath": .leaf, "tree": .leaf, "laurel.leading": .leaf,
        "fish": .fish,
        "birthday.cake": .cake, "cake": .cake, "popcorn": .cake,
        "waterbottle": .bottle, "wineglass": .bottle, "bottle": .bottle, "flask": .bottle,
        "drop": .drop, "drop.halffull": .drop, "drop.degreesign": .drop,
        "takeoutbag.and.cup.and.straw": .bag, "bag": .bag, "basket": .bag, "cart": .bag,
        "shippingbox": .box, "archivebox": .box, "cube": .box, "cylinder": .box, "tray": .box,
        "refrigerator": .fridge, "snowflake": .fridge, "thermometer.snowflake": .fridge,
        "cabinet": .cupboard,
    ]

    /// The drawing's elements, inside a 24 × 24 view box.
    var drawing: String {
        switch self {
        case .forkKnife:
            "<path d=\"M7 3v7M5 3v5a2 2 0 0 0 4 0V3M7 10v11M16 3c-2 2-2.5 5-2.5 8h2.5v10\"/>"
        case .cup:
            "<path d=\"M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9zM16 11h1.5a2.5 2.5 0 0 1 0 5H15.5M3 21h16M9 3v3M12 3v3\"/>"
        case .carrot:
            "<path d=\"M15 9L4 20c3 0 9-3 12-8a2.5 2.5 0 0 0-1-3zM15 9c1-3 3-5 5-5M15 9c3-1 5-1 6 0M9 13l2 2M7 16l1.5 1.5\"/>"
        case .leaf:
            "<path d=\"M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l7-7\"/>"
        case .fish:
            "<path d=\"M3 12c3-4 7-6 11-6 3 0 5 3 6 6-1 3-3 6-6 6-4 0-8-2-11-6zM3 12l-1-4M3 12l-1 4M15 10.5v.5\"/>"
        case .cake:
            "<path d=\"M4 20h16v-7H4v7zM4 15.5c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0M12 13V9M12 6.5c-1-1-1-2 0-3.5 1 1.5 1 2.5 0 3.5z\"/>"
        case .bottle:
            "<path d=\"M10 3h4v3l2 3v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9l2-3V3zM8 13h8\"/>"
        case .drop:
            "<path d=\"M12 3c3.5 4.5 6 8 6 11a6 6 0 0 1-12 0c0-3 2.5-6.5 6-11z\"/>"
        case .bag:
            "<path d=\"M5 8h14l-1 13H6L5 8zM9 8V6a3 3 0 0 1 6 0v2\"/>"
        case .box:
            "<path d=\"M4 7l8-4 8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10\"/>"
        case .bread:
            "<path d=\"M6 20V11a3 3 0 0 1-1-5.5C7 3.5 17 3.5 19 5.5a3 3 0 0 1-1 5.5v9H6z\"/>"
        case .egg:
            "<path d=\"M12 3c3.5 0 6 6 6 10a6 6 0 0 1-12 0c0-4 2.5-10 6-10z\"/>"
        case .cheese:
            "<path d=\"M3 17V11l14-6 4 6v6H3zM3 11h18M8 14.5v.5M14 14v1\"/>"
        case .fridge:
            "<path d=\"M6 3h12v18H6V3zM6 10h12M9 6v2M9 13v3\"/>"
        case .cupboard:
            "<path d=\"M4 4h16v16H4V4zM12 4v16M9.5 11v2M14.5 11v2\"/>"
        }
    }

    /// The `<symbol>` a page's sprite holds for this icon (used with `<use href="#…">`).
    var symbol: String {
        "<symbol id=\"\(Self.idPrefix)\(rawValue)\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(drawing)</symbol>"
    }

    /// The ids of the sprite's symbols start with this.
    static let idPrefix = "pantry-icon-"

    /// A hidden SVG holding the symbols of `icons`, in a fixed order, for `<use>` to point at.
    static func sprite(_ icons: Set<PantryIcon>) -> String {
        let symbols = allCases.filter(icons.contains).map(\.symbol).joined()
        return
            "<svg class=\"pantry-sprite\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" focusable=\"false\">\(symbols)</svg>"
    }
}

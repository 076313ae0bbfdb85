extension Palette {
    /// The meal categories with their own colour, in the app's order.
    public static let categoryNames = ["breakfast", "lunch", "snack", "dinner", "dessert", "beverage"]

    /// The colour of the meal category named `name` ("breakfast", "lunch", "snack", "dinner",
    /// "dessert", "beverage"; case and surrounding spaces ignored), or ``uncategorized`` for
    /// `nil` and any other name.
    public static func category(_ name: String?) -> RGBColor {
        let key = name?.trimmingWhitespace().lowercased() ?? ""
        switch key {
        case "breakfast": return RGBColor("breakfast", red: 0xF6, green: 0xC7, blue: 0x44)
        case "lunch": return RGBColor("lunch", red: 0x5B, green: 0xD1, blue: 0x6B)
        case "snack": return RGBColor("snack", red: 0xC7, green: 0x92, blue: 0xEA)
        case "dinner": return RGBColor("dinner", red: 0x5A, green: 0xA9, blue: 0xFF)
        case "dessert": return RGBColor("dessert", red: 0xFF, green: 0x7F, blue: 0xAF)
        case "beverage": return RGBColor("beverage", red: 0x38, green: 0xD6, blue: 0xC8)
        default: return uncategorized
        }
    }
}

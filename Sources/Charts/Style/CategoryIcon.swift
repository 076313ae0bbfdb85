/// The meal categories' icons, drawn by FoodStory in the site's style (solid shapes on a 16 × 16
/// grid, painted in one colour) where the app shows its symbols: a sunrise for breakfast, a fork
/// and knife for lunch, an apple for a snack, a crescent moon for dinner, a cake for dessert, a
/// cup for a beverage, a tag for an entry without a category. Always beside the category's
/// name, so they are decorative: screen readers skip them.
public enum CategoryIcon {
    /// The path data of the icon of the category named `name` (as `Palette.category(_:)` reads
    /// names), on a 16 × 16 grid, drawn with the even-odd rule; the tag for `nil` and any other
    /// name.
    public static func path(_ name: String?) -> String {
        switch name?.trimmingWhitespace().lowercased() ?? "" {
        case "breakfast":
            "M1 12.5h14V14H1zM4.5 11a3.5 3.5 0 0 1 7 0zM7.25 2h1.5v3.5h-1.5zM1.9 5.1l1.06-1.06 2.5 2.5-1.06 1.06zM14.1 5.1l-1.06-1.06-2.5 2.5 1.06 1.06z"
        case "lunch":
            "M2.5 1h1v4h1V1h1v4h1V1h1v5a2 2 0 0 1-1.5 1.94V15h-2V7.94A2 2 0 0 1 2.5 6zM11 1c1.9 0 3 2 3 5v3h-1v6h-2z"
        case "snack":
            "M8 4.6c1.6-1 4.7-1 5.5 1.7.9 2.9-.6 6.9-3 8.3-1 .6-1.7.1-2.5.1s-1.5.5-2.5-.1C3.1 13.2 1.6 9.2 2.5 6.3 3.3 3.6 6.4 3.6 8 4.6zM7.7 4C7.7 2.5 8.5 1.3 10 .8l.4.9C9.3 2.2 8.8 3 8.8 4z"
        case "dinner":
            "M9.5 1.2a6.8 6.8 0 1 0 5.3 10.9A5.6 5.6 0 0 1 9.5 1.2z"
        case "dessert":
            "M2 9.5h12V15H2zM3 6.5h10V8.5H3zM7.25 3.5h1.5v2h-1.5zM8 .5c.9.9.9 1.9 0 2.5-.9-.6-.9-1.6 0-2.5z"
        case "beverage":
            "M2 4h9.5v4.5A4.5 4.5 0 0 1 7 13H6.5A4.5 4.5 0 0 1 2 8.5zM11.5 5h1a2.3 2.3 0 0 1 0 4.6h-1.2l.4-1.5h.8a.8.8 0 0 0 0-1.6h-1zM1 14h12v1.5H1z"
        default:
            "M1 2.5A1.5 1.5 0 0 1 2.5 1H8l7 7-7 7-7-7zM4.5 3.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z"
        }
    }
}

import Days

/// The pantry the built-in sample diary comes with, made here as the diary is: a dozen items
/// whose days are counted from the as-of day, so that every part of the pantry page has
/// something in it whatever the day (expired, expiring within the week, later), most of
/// them foods the sample diary eats, some flagged, some with a reminder or a note, in the
/// fridge or the cupboard, each with the symbol the app would show.
public enum SamplePantry {
    /// One item: its name, its day counted from the as-of day, and the rest of what the app stores.
    private struct Stock {
        var name: String
        var expiresIn: Int
        var symbol: String
        var refrigerated = false
        var flagged = false
        var reminderIn: Int?
        var reminderSent = false
        var notes = ""
    }

    private static let stock: [Stock] = [
        Stock(
            name: "Paneer", expiresIn: -2, symbol: "refrigerator", refrigerated: true, flagged: true,
            reminderIn: -3, reminderSent: true, notes: "For palak paneer"),
        Stock(name: "Salmon", expiresIn: -1, symbol: "fish", refrigerated: true),
        Stock(name: "Oats", expiresIn: -12, symbol: "shippingbox", notes: "Bottom shelf"),
        Stock(name: "Banana", expiresIn: 0, symbol: "leaf"),
        Stock(name: "Mango", expiresIn: 2, symbol: "leaf", flagged: true, reminderIn: 1, notes: "Make lassi"),
        Stock(name: "Greek yogurt", expiresIn: 3, symbol: "cup.and.saucer", refrigerated: true, reminderIn: 2),
        Stock(name: "Tofu", expiresIn: 5, symbol: "cube", refrigerated: true),
        Stock(name: "Coconut", expiresIn: 6, symbol: "drop"),
        Stock(name: "Dark chocolate", expiresIn: 45, symbol: "birthday.cake", notes: "Hidden behind the tea"),
        Stock(name: "Green tea", expiresIn: 90, symbol: "cup.and.saucer"),
        Stock(name: "Peanut butter", expiresIn: 120, symbol: "takeoutbag.and.cup.and.straw"),
        Stock(name: "Basmati rice", expiresIn: 200, symbol: "bag", notes: "Top shelf"),
    ]

    /// The items for a diary that ends on `asOf`, in `id` order.
    public static func items(asOf: LocalDay) -> [PantryItem] {
        stock.enumerated().map { index, stock in
            PantryItem(
                id: Int64(index + 1), name: stock.name, expires: asOf.adding(days: stock.expiresIn),
                flagged: stock.flagged, reminder: stock.reminderIn.map { asOf.adding(days: $0) },
                reminderSent: stock.reminderSent, notes: stock.notes, refrigerated: stock.refrigerated,
                symbolName: stock.symbol)
        }
    }
}

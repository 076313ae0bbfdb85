import Charts
import Days
import Diary
import Words

/// How the pages name the way an entry was logged (dates are the catalog's: `Catalog.date`).
enum DayWords {
    /// How an entry was logged, as the catalog words it inside a sentence: `typed`,
    /// `spoken`, `photo` (a label takes a capital: `Wording.capitalizedFirst`).
    static func inputType(_ type: InputType, _ words: Catalog) -> String {
        switch type {
        case .text: words(.inputTyped)
        case .voice: words(.inputSpoken)
        case .image: words(.inputPhoto)
        }
    }
}

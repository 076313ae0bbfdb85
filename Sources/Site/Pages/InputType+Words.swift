import Diary
import Words

extension InputType {
    /// How an entry was logged, as the catalog words it inside a sentence: `typed`, `spoken`,
    /// `photo` (a label takes a capital: `Catalog.capitalizingFirst`).
    func name(_ words: Catalog) -> String {
        switch self {
        case .text: words(.inputTyped)
        case .voice: words(.inputSpoken)
        case .image: words(.inputPhoto)
        }
    }
}

import Diary

extension DayInputs {
    /// The key of every stored property of the inputs (`@StableKeyed`, down to each entry's
    /// record, though the card shows fewer): inputs with the same key make the same page.
    var key: UInt64 {
        var hash = StableHash()
        hash.add("day inputs v2")
        hash.add(keyed: self)
        return hash.state
    }
}

extension FoodInputs {
    /// The key of every stored property of the inputs (`@StableKeyed`): inputs with the same key
    /// make the same page.
    var key: UInt64 {
        var hash = StableHash()
        hash.add("food inputs v2")
        hash.add(keyed: self)
        return hash.state
    }
}

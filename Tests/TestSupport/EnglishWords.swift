import Words

/// The shipped English catalog, as the tests read the program's words.
public let english: Catalog = {
    do {
        return try Catalog.english()
    } catch {
        preconditionFailure("the shipped catalog cannot be read: \(error)")
    }
}()

extension SampleDiary {
    /// The meal a sample photo entry's picture shows: the entry's category, else (for an
    /// uncategorized entry) the category of the sample food it describes, else lunch.
    public static func photoMeal(of record: EntryRecord) -> MealCategory {
        if let category = record.category { return category }
        // Edited entries have words added after the food's description (", extra spicy").
        let food = SampleFoods.all.filter {
            record.processedDescription == $0.description || record.processedDescription.hasPrefix($0.description + ",")
                || record.processedDescription.hasPrefix($0.description + " ")
        }.max { $0.description.count < $1.description.count }
        return food?.category ?? .lunch
    }
}

/// FoodStory's version: what `foodstory --version` prints.
enum FoodStoryVersion {
    /// The version of this program, `MAJOR.MINOR.PATCH`.
    static let current = "0.1.0"
}

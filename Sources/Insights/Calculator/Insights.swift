import Days
import Diary

/// Everything the app's Insights tab computes, and what the site adds, as pure functions of
/// the diary and an as-of day.
///
/// Build it once per diary (it tokenises every entry once and indexes the days); every
/// method then takes the as-of day ("today") or a day range. Nothing reads a clock, a time
/// zone or a calendar: entries are already on their local days, weeks are ISO weeks
/// (Monday first), and nothing after the as-of day is counted by the as-of methods.
/// The definitions are in `docs/insights.md`.
public struct Insights: Sendable {
    /// The entries, in diary order.
    public let entries: [DiaryEntry]
    /// The diary's foods; its entry indices are positions in `entries`.
    public let vocabulary: FoodVocabulary
    /// The first day with an entry.
    public let firstDay: LocalDay?
    /// The last day with an entry.
    public let lastDay: LocalDay?
    /// Per day from `firstDay` (day index), the position in `entries` of its first entry;
    /// one more element than days, the last being `entries.count`.
    let dayStart: [Int]
    /// Per day index, how many earlier days have an entry; one more element than days.
    let loggedBefore: [Int]
    /// Runs of consecutive days with entries, in order.
    let runs: [DayRange]
    /// Per day index, the distinct food ids eaten that day, ascending.
    let dayFoods: [[Int]]
    /// Per food id, the positions in `entries` of the entries mentioning it, ascending.
    let postings: [[Int]]

    /// Indexes a diary; `aliases` are the configured food aliases (`"flat white": "coffee"`),
    /// `notFoods` the configured words that are never a food on their own, `diaryLanguage`
    /// the language whose food words read the descriptions.
    public init(
        diary: Diary, aliases: [String: String] = [:], notFoods: [String] = [],
        diaryLanguage: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        self.init(entries: diary.entries, aliases: aliases, notFoods: notFoods, diaryLanguage: diaryLanguage)
    }

    /// Indexes entries in any order (they are put in diary order).
    public init(
        entries: [DiaryEntry], aliases: [String: String] = [:], notFoods: [String] = [],
        diaryLanguage: DiaryLanguage = .defaultDiaryLanguage()
    ) {
        let inOrder = zip(entries, entries.dropFirst()).allSatisfy { !DiaryEntry.diaryOrder($1, $0) }
        let sorted = inOrder ? entries : entries.sorted(by: DiaryEntry.diaryOrder)
        let vocabulary = FoodVocabulary(
            entries: sorted, aliases: aliases, notFoods: notFoods, language: diaryLanguage)
        self.entries = sorted
        self.vocabulary = vocabulary
        firstDay = sorted.first?.day
        lastDay = sorted.last?.day
        let index = DayIndex(entries: sorted, vocabulary: vocabulary)
        dayStart = index.dayStart
        loggedBefore = index.loggedBefore
        runs = index.runs
        dayFoods = index.dayFoods
        postings = index.postings
    }
}

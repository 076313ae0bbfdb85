import Diary
import Insights
import Testing

/// The diary most tests share: two weeks around the US daylight-saving change of Sunday
/// 8 March 2026, with an entry at 00:30, an entry in the skipped night hour's morning, an
/// empty as-of day (Wednesday 11 March) and one entry after it.
///
/// Days: Thu 26 Feb, Fri 27 Feb, Mon 2 Mar, Tue 3 Mar, Wed 4 Mar, Thu 5 Mar, Sun 8 Mar,
/// Mon 9 Mar, Tue 10 Mar; Thu 12 Mar is after the as-of day.
enum SampleDiary {
    static let asOf = "2026-03-11"

    static let rows: [TestDiary.Row] = [
        ("2026-02-26", "08:00", "coffee, toast", .breakfast),  // 1
        ("2026-02-27", "12:30", "masala dosa", .lunch),  // 2
        ("2026-03-02", "08:15", "Eggs and toast", .breakfast),  // 3
        ("2026-03-02", "13:00", "masala dosa, coconut chutney", .lunch),  // 4 (voice)
        ("2026-03-03", "00:30", "steak", nil),  // 5
        ("2026-03-03", "19:00", "green tea", .beverage),  // 6
        ("2026-03-04", "08:10", "egg, coffee, toast", .breakfast),  // 7 (image)
        ("2026-03-05", "20:00", "masala dosa with sambar", .dinner),  // 8
        ("2026-03-08", "03:30", "tea", .beverage),  // 9, the daylight-saving day
        ("2026-03-08", "09:00", "peanut butter toast", .breakfast),  // 10
        ("2026-03-09", "08:00", "coffee", .beverage),  // 11
        ("2026-03-09", "20:00", "Crème brûlée", .dessert),  // 12
        ("2026-03-10", "13:00", "crème brûlée", .dessert),  // 13
        ("2026-03-10", "21:00", "creme brulee", .dessert),  // 14 (voice)
        ("2026-03-12", "08:00", "coffee", .beverage),  // 15, after the as-of day
    ]

    /// Rows 4 and 14 were spoken, row 7 photographed.
    static let inputTypes: [Int: InputType] = [3: .voice, 6: .image, 13: .voice]

    static var insights: Insights { TestDiary.insights(rows, inputTypes: inputTypes) }

    static var asOfDay: LocalDay { TestDiary.day(asOf) }
}

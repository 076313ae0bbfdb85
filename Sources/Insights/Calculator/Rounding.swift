/// The whole-number arithmetic behind every percentage Insights reports.
enum Rounding {
    /// `numerator / denominator` to the nearest whole number, halves away from zero;
    /// `denominator` must be positive.
    static func divideRounded(_ numerator: Int, by denominator: Int) -> Int {
        let quotient = numerator / denominator
        let remainder = numerator % denominator
        guard 2 * abs(remainder) >= denominator else { return quotient }
        return quotient + (numerator < 0 ? -1 : 1)
    }

    /// The change from `old` to `new` in whole percent; nil when `old` is 0.
    static func percentChange(from old: Int, to new: Int) -> Int? {
        guard old > 0 else { return nil }
        return divideRounded((new - old) * 100, by: old)
    }

    /// Days logged out of days, in whole percent to the nearest, except that only every day
    /// is 100 and only no day is 0 (29 of 30 is 97; 199 of 200 is 99, not 100).
    static func consistency(logged: Int, days: Int) -> Int {
        guard days > 0, logged > 0 else { return 0 }
        guard logged < days else { return 100 }
        return min(max(divideRounded(logged * 100, by: days), 1), 99)
    }

    /// A whole percentage as shown to people: "40%", or "<1%" and ">99%" where the rounded
    /// number would claim none of something that is there (`count` of `total`) or all of
    /// something that is not.
    static func percentText(_ percent: Int, count: Int, total: Int) -> String {
        if count > 0, percent <= 0 { return "<1%" }
        if count < total, percent >= 100 { return ">99%" }
        return "\(percent)%"
    }

    /// A change in whole percent as shown to people: "+25%", "-10%", "0%"; "+<1%" or "-<1%"
    /// for a change that rounds to none.
    static func changeText(_ percent: Int, from old: Int, to new: Int) -> String {
        if percent == 0, new != old { return new > old ? "+<1%" : "-<1%" }
        return (percent > 0 ? "+" : "") + "\(percent)%"
    }

    /// Whole percentages of the total that add up to exactly 100 (largest remainder): each
    /// count gets its percentage rounded down, then the points still missing go one each to
    /// the largest remainders, earlier positions first on a tie. All zeros for a zero total.
    static func largestRemainder(_ counts: [Int]) -> [Int] {
        let total = counts.reduce(0, +)
        guard total > 0 else { return counts.map { _ in 0 } }
        var percents = counts.map { $0 * 100 / total }
        let remainders = counts.map { $0 * 100 % total }
        var missing = 100 - percents.reduce(0, +)
        let order = counts.indices.sorted {
            remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
        }
        for index in order where missing > 0 {
            percents[index] += 1
            missing -= 1
        }
        return percents
    }
}

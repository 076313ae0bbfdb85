/// Where things sit on the 1080 × 1350 share card. Every text is fitted to its room with the
/// ``TextFit`` estimate, so nothing runs past the margins whatever the input.
enum CardLayout {
    /// The left and right margin.
    static let margin = 80.0
    /// The right edge of the content.
    static let right = ShareCard.width - margin
    /// The width between the margins.
    static let contentWidth = ShareCard.width - 2 * margin

    /// Baselines of the two wordmark lines.
    static let wordmarkBaselines = (food: 124.0, story: 170.0)
    /// The orange rule under the header.
    static let headerRuleY = 206.0

    /// Baseline of the week's dates.
    static let datesBaseline = 272.0
    /// Headline sizes to try, largest first, each with the most lines it may take: the
    /// largest only for a headline that fits on one line, so a short one is not broken
    /// before its last word.
    static let headlineSizes: [(size: Double, maxLines: Int)] = [
        (112, 1), (96, 3), (84, 3), (72, 3), (64, 3), (56, 3),
    ]
    /// At most this many headline lines at the smallest size; the last is shortened with "…"
    /// beyond.
    static let headlineMaxLines = 3
    /// Headline line spacing, in ems.
    static let headlineLeading = 1.06
    /// At most this many subheadline lines.
    static let subheadlineMaxLines = 2
    /// Subheadline line spacing, in user units.
    static let subheadlineLeading = 40.0
    /// The lowest baseline the hero text may use.
    static let heroBottom = 590.0

    /// The baseline of the key numbers (their labels sit 42 below).
    static let numberBaseline = 704.0
    /// The key numbers' columns: left edge and width.
    static let numberColumns: [(x: Double, width: Double)] = [(80, 280), (390, 280), (700, 300)]

    /// Hairline rules between the lower sections.
    static let ruleYs: [Double] = [788, 930]

    /// The top food section.
    static let topFoodLabelBaseline = 834.0
    static let topFoodBaseline = 900.0

    /// The categories section.
    static let categoriesLabelBaseline = 976.0
    static let barY = 996.0
    static let barHeight = 22.0
    static let barGap = 6.0
    static let barMinimumSegment = 10.0
    static let legendBaselines: [Double] = [1058, 1096]
    /// Space between legend items on a row.
    static let legendGap = 36.0
    /// The widest a legend item may be.
    static let legendMaxItem = 420.0

    /// The seven days.
    static let dotsCenterY = 1172.0
    static let dotRadius = 34.0

    /// The footer.
    static let footerRuleY = 1244.0
    static let footerBaseline = 1290.0
}

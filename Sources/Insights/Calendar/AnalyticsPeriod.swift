import Diary

/// The periods the app's Insights tab offers: 7D, 30D, 3M, 1Y and All.
public enum AnalyticsPeriod: String, CaseIterable, Sendable, Codable {
    case week = "7d"
    case month = "30d"
    case threeMonths = "3m"
    case year = "1y"
    case allTime = "all"

    /// How the app labels the period on its segmented control.
    public var label: String {
        switch self {
        case .week: "7D"
        case .month: "30D"
        case .threeMonths: "3M"
        case .year: "1Y"
        case .allTime: "All"
        }
    }
}

import Insights
import Testing

@Suite("Analytics periods")
struct PeriodLabelTests {
    @Test("Periods are named as the app's segmented control names them, and parse from the command line")
    func labels() {
        #expect(AnalyticsPeriod.allCases.map(\.label) == ["7D", "30D", "3M", "1Y", "All"])
        #expect(AnalyticsPeriod.allCases.map(\.rawValue) == ["7d", "30d", "3m", "1y", "all"])
    }
}

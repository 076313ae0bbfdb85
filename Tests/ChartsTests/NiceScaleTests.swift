import Charts
import TestSupport
import Testing
import Words

@Suite("Nice scale")
struct NiceScaleTests {
    @Test(
        "Ticks run from 0 past the maximum in 1–2–5 steps",
        arguments: [
            (0.0, [0.0, 1]),
            (1, [0, 1]),
            (7, [0, 2, 4, 6, 8]),
            (10, [0, 2, 4, 6, 8, 10]),
            (23, [0, 5, 10, 15, 20, 25]),
            (99, [0, 20, 40, 60, 80, 100]),
            (1234, [0, 500, 1000, 1500]),
        ] as [(Double, [Double])])
    func ticks(maxValue: Double, expected: [Double]) {
        #expect(NiceScale.ticks(maxValue: maxValue, desiredCount: 5) == expected)
    }

    @Test("Fewer desired ticks give a coarser step")
    func desiredCount() {
        #expect(NiceScale.ticks(maxValue: 13, desiredCount: 4) == [0, 5, 10, 15])
        #expect(NiceScale.ticks(maxValue: 13, desiredCount: 2) == [0, 10, 20])
    }

    @Test("A smaller minimum step allows fractions")
    func fractionalSteps() {
        #expect(NiceScale.ticks(maxValue: 1, desiredCount: 4, minimumStep: 0.01) == [0, 0.5, 1])
        let ticks = NiceScale.ticks(maxValue: 1, desiredCount: 5, minimumStep: 0.01)
        #expect(ticks.map { NiceScale.label($0, english) } == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    }

    @Test("Not finite or negative maxima still give an axis")
    func degenerate() {
        #expect(NiceScale.ticks(maxValue: -5) == [0, 1])
        #expect(NiceScale.ticks(maxValue: .nan) == [0, 1])
        #expect(NiceScale.ticks(maxValue: .infinity) == [0, 1])
    }

    @Test("Tick labels group thousands")
    func labels() {
        #expect(NiceScale.label(1500, english) == "1,500")
        #expect(NiceScale.label(0, english) == "0")
        #expect(NiceScale.label(2.5, english) == "2.5")
    }
}

import Words

/// Axis ticks at round numbers.
public enum NiceScale {
    /// Ticks from 0 up to the first tick at or above `maxValue`, spaced by a step of 1, 2 or 5
    /// times a power of ten chosen so there are about `desiredCount` intervals.
    ///
    /// The step is never smaller than `minimumStep` (1 by default, because charts count whole
    /// entries). A `maxValue` of 0 or less, or one that is not finite, gives `[0, minimumStep]`
    /// so an axis always has a span. Examples with the defaults: 7 → 0, 2, 4, 6, 8;
    /// 23 → 0, 5, …, 25; 1234 → 0, 500, 1000, 1500.
    public static func ticks(maxValue: Double, desiredCount: Int = 5, minimumStep: Double = 1)
        -> [Double]
    {
        let floorStep = minimumStep > 0 && minimumStep.isFinite ? minimumStep : 1
        guard maxValue > 0, maxValue.isFinite else { return [0, floorStep] }
        let step = max(niceStep(maxValue / Double(max(desiredCount, 1))), floorStep)
        let count = Int((maxValue / step).rounded(.up))
        return (0...max(count, 1)).map { Double($0) * step }
    }

    /// The smallest value of the form 1, 2 or 5 × 10^k that is at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2, 5] where factor * magnitude >= raw {
            return factor * magnitude
        }
        return 10 * magnitude
    }
}

extension NiceScale {
    /// A tick's label as the catalog's locale writes numbers: a whole number with its groups
    /// ("1,500"), otherwise up to two decimal places ("0.25").
    public static func label(_ tick: Double, _ words: Catalog) -> String {
        if tick.rounded() == tick, abs(tick) < 1e15 { return words.number(Int(tick)) }
        return words.written(.decimal(tick, places: 2))
    }
}

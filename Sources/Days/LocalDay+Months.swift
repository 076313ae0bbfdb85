extension LocalDay {
    /// The same day of the month `count` months later (earlier when negative), moved back to
    /// the month's last day when the month is shorter (31 May − 3 months = 28 February).
    public func adding(months count: Int) -> LocalDay {
        let (year, month, day) = components
        let total = year * 12 + (month - 1) + count
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        let newDay = min(day, LocalDay.daysInMonth(year: newYear, month: newMonth))
        return LocalDay(year: newYear, month: newMonth, day: newDay) ?? self
    }
}

import Days

extension Diary {
    /// A warning when `asOf` (the day given as "today") is before the diary's first entry:
    /// nothing after the as-of day counts, so no entry would; nil otherwise.
    public func asOfWarning(_ asOf: LocalDay) -> String? {
        guard let firstDay, asOf < firstDay else { return nil }
        return "the as-of day \(asOf) is before the diary's first entry (\(firstDay)), so no entry counts"
    }
}

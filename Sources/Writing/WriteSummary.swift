/// What a `SiteWriter.write` did, path by path (each list sorted).
public struct WriteSummary: Hashable, Sendable {
    /// Files that were new or whose bytes changed, and were written.
    public var written: [String]
    /// Files whose bytes were already there; they were not opened for writing.
    public var unchanged: [String]
    /// Files FoodStory wrote in an earlier build and no longer produces; they were removed.
    public var removed: [String]

    /// A summary listing these paths.
    public init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }

    /// `42 written, 5,031 unchanged, 2 removed`.
    public var counts: String {
        "\(written.count) written, \(unchanged.count) unchanged, \(removed.count) removed"
    }
}

/// Where a record sits in its input: its position in reading order and, when it could be
/// read, its id.
public struct RecordRef: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Position in reading order, from 0 (array order in an export; `Z_PK` order in a store).
    public var index: Int
    /// The record's id as written, when there is one.
    public var id: String?
    /// The store's primary key for the row, when the record is a store row.
    public var primaryKey: Int64?

    /// Creates a reference.
    public init(index: Int, id: String? = nil, primaryKey: Int64? = nil) {
        self.index = index
        self.id = id
        self.primaryKey = primaryKey
    }

    /// `record 3 (id 6E1F…)` or `record 3 (Z_PK 4, id 6E1F…)`.
    public var description: String {
        var details: [String] = []
        if let primaryKey { details.append("Z_PK \(primaryKey)") }
        if let id { details.append("id \(id)") }
        return details.isEmpty ? "record \(index)" : "record \(index) (\(details.joined(separator: ", ")))"
    }
}

/// A record that was skipped, or read with a caveat, and why.
public struct RecordProblem: Hashable, Sendable {
    /// The record concerned; nil for a caveat about the whole diary.
    public var record: RecordRef?
    /// What was wrong and what was expected, in words a person can act on.
    public var reason: String

    /// Creates a problem report.
    public init(record: RecordRef?, reason: String) {
        self.record = record
        self.reason = reason
    }

    /// `record 3 (id …): reason`, or the reason alone.
    public var message: String {
        record.map { "\($0): \(reason)" } ?? reason
    }
}

/// The numbers behind a chart as rows of plain strings: what a screen reader reads and what a
/// printed page shows.
///
/// The first cell of each row names the row (a food, an hour, a day); the others are values.
public struct DataTable: Sendable, Equatable {
    /// The table's caption; charts use their plain-language sentence.
    public var caption: String
    /// Column headers, one per cell of a row.
    public var columns: [String]
    /// The rows, each with one string per column.
    public var rows: [[String]]

    /// A table with the given caption, headers and rows.
    public init(caption: String, columns: [String], rows: [[String]]) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }
}

/// Rows of text in aligned columns: the first column padded on the right, the others on
/// the left (they hold numbers) unless `leftAligned` or listed in `textColumns`. Widths count
/// characters.
struct TextTable {
    var rows: [[String]] = []
    var indent = "  "
    var leftAligned = false
    /// Columns of text after the first, padded on the right like it.
    var textColumns: Set<Int> = []

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    /// The rows, one per line, each ending in a newline; `(none)` for no rows.
    func rendered() -> String {
        guard !rows.isEmpty else { return indent + "(none)\n" }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell -> String in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || leftAligned || textColumns.contains(column) ? cell + padding : padding + cell
            }
            var line = indent + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}

extension DataTable {
    /// The table as an accessible HTML `<table>`: a `<caption>`, column headers with
    /// `scope="col"`, and each row's first cell as a row header with `scope="row"`.
    ///
    /// Every piece of text is escaped, so labels from a diary cannot add markup. `className`
    /// is written as the table's `class` attribute when given.
    public func html(className: String? = "chart-data") -> String {
        var out = "<table"
        if let className, !className.isEmpty {
            out += " class=\"\(XMLText.escape(className))\""
        }
        out += ">\n<caption>\(XMLText.escape(caption))</caption>\n<thead>\n<tr>"
        for column in columns {
            out += "<th scope=\"col\">\(XMLText.escape(column))</th>"
        }
        out += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            out += "<tr>"
            for (index, cell) in row.enumerated() {
                if index == 0 {
                    out += "<th scope=\"row\">\(XMLText.escape(cell))</th>"
                } else {
                    out += "<td>\(XMLText.escape(cell))</td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>"
        return out
    }
}

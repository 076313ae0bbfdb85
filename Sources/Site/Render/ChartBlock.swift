import Charts

extension BlockStore {
    /// A chart as a figure: the SVG, the numbers as a table (for screen readers and for print),
    /// and the plain-language caption last (a figcaption must be a figure's first or last child).
    mutating func add(_ chart: Chart, className: String = "chart") -> Block {
        let table = chart.table.html(className: "chart-data")
        let html = """
            <figure class="\(className)"><p class="chart-title">\(XMLText.escape(chart.title))</p>\
            <div class="chart-svg" style="max-width:\(Int(chart.width))px">\(chart.svg)</div>\
            <details class="chart-table"><summary>The numbers</summary>\(table)</details>\
            <figcaption>\(XMLText.escape(chart.caption))</figcaption>\
            </figure>
            """
        return add(html)
    }
}

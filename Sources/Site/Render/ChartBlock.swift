import Charts

extension BlockStore {
    /// A chart as a figure: the SVG, the plain-language caption, and the numbers as a table
    /// (for screen readers and for print), with an id prefix unique on the page.
    mutating func add(_ chart: Chart, className: String = "chart") -> Block {
        let table = chart.table.html(className: "chart-data")
        let html = """
            <figure class="\(className)"><p class="chart-title">\(HTML.escape(chart.title))</p>\
            <div class="chart-svg" style="max-width:\(Int(chart.width))px">\(chart.svg)</div>\
            <figcaption>\(HTML.escape(chart.caption))</figcaption>\
            <details class="chart-table"><summary>The numbers</summary>\(table)</details>\
            </figure>
            """
        return add(html)
    }
}

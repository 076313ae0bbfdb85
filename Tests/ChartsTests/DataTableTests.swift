import Charts
import TestSupport
import Testing
import Words

@Suite("Data tables")
struct DataTableTests {
    @Test("The HTML table has a caption, column and row headers, and escaped text")
    func html() {
        let table = DataTable(
            caption: "Fish & chips was the top food.", columns: ["Food", "Times"],
            rows: [["Fish & chips", "5"], ["<b>Tea</b>", "3"]])
        #expect(
            table.html() == """
                <table class="chart-data">
                <caption>Fish &amp; chips was the top food.</caption>
                <thead>
                <tr><th scope="col">Food</th><th scope="col">Times</th></tr>
                </thead>
                <tbody>
                <tr><th scope="row">Fish &amp; chips</th><td>5</td></tr>
                <tr><th scope="row">&lt;b&gt;Tea&lt;/b&gt;</th><td>3</td></tr>
                </tbody>
                </table>
                """)
    }

    @Test("Without a class name the table has no class attribute")
    func noClass() {
        let table = DataTable(caption: "None.", columns: ["A"], rows: [])
        #expect(
            table.html(className: nil) == """
                <table>
                <caption>None.</caption>
                <thead>
                <tr><th scope="col">A</th></tr>
                </thead>
                <tbody>
                </tbody>
                </table>
                """)
    }

    @Test("Each chart's table matches its data")
    func chartTables() {
        #expect(
            Fixtures.categories.render(id: "c", words: english).table
                == DataTable(
                    caption: "Breakfast was the largest category: 40% of 120 entries.",
                    columns: ["Category", "Entries", "Percent"],
                    rows: [
                        ["Breakfast", "48", "40%"], ["Lunch", "30", "25%"], ["Snack", "14", "12%"],
                        ["Dinner", "22", "18%"],
                        ["Dessert", "4", "3%"], ["Beverage", "2", "2%"], ["Uncategorized", "0", "0%"],
                    ]))
        #expect(
            Fixtures.weekComparison.render(id: "w", words: english).table.rows == [
                ["Monday", "3", "2", "↑ 50%"], ["Tuesday", "4", "3", "↑ 33%"], ["Wednesday", "2", "2", "no change"],
                ["Thursday", "5", "1", "↑ 400%"], ["Friday", "3", "4", "↓ 25%"], ["Saturday", "1", "0", "↑ from 0"],
                ["Sunday", "2", "0", "↑ from 0"], ["Total", "20", "12", "↑ 67%"],
            ])
        #expect(
            Fixtures.ring.render(id: "r", words: english).table
                == DataTable(
                    caption: "Entries on 23 of 30 days: 77% consistency.",
                    columns: ["Days with entries", "Days in period", "Consistency"], rows: [["23", "30", "77%"]]))
        let hours = Fixtures.hours.render(id: "h", words: english).table
        #expect(hours.columns == ["Hour", "Time of day", "Entries"])
        #expect(hours.rows.count == 24)
        #expect(hours.rows[13] == ["13:00", "Afternoon", "13"])
        let year = Fixtures.dailyYear.render(id: "y", words: english).table
        #expect(year.columns == ["Month", "Entries", "Days with entries"])
        #expect(year.rows.first?.first == "March 2025")
        #expect(year.rows.last?.first == "March 2026")
        #expect(year.rows.count == 13)
    }
}

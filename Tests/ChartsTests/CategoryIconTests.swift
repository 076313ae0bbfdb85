import Charts
import TestSupport
import Testing

@Suite("Category icons")
struct CategoryIconTests {
    @Test("Each category has an icon of its own; no category, or an unknown one, has the tag")
    func distinct() {
        let names: [String?] = Palette.categoryNames + [nil]
        let paths = names.map(CategoryIcon.path)
        #expect(Set(paths).count == 7)
        #expect(CategoryIcon.path(" Breakfast ") == CategoryIcon.path("breakfast"))
        #expect(CategoryIcon.path("brunch") == CategoryIcon.path(nil))
        #expect(CategoryIcon.path("uncategorized") == CategoryIcon.path(nil))
        // Path data only: nothing a page or card would need to escape.
        for path in paths {
            #expect(path.allSatisfy { "MmLlHhVvCcSsAaZz0123456789.- ".contains($0) }, "\(path)")
        }
    }

    @Test("A donut segment with an icon has it, in its colour, where its legend's dot would be")
    func donutLegend() {
        let donut = DonutChart(
            title: "Categories",
            segments: [
                .init(
                    label: "Dinner", value: 3, color: Palette.category("dinner"), icon: CategoryIcon.path("dinner")),
                .init(label: "Other", value: 1, color: Palette.muted),
            ])
        let svg = donut.render(id: "d", words: english).svg
        // The legend's rows (200 units high: two rows of 26 from 74), after the segments.
        let legend = svg.components(separatedBy: "<g class=\"legend\">").last ?? ""
        let marks = legend.components(separatedBy: "\n").filter { $0.hasPrefix("<path") || $0.hasPrefix("<circle") }
        #expect(
            marks == [
                "<path transform=\"translate(190 81) scale(0.75)\" fill=\"var(--dinner)\" fill-rule=\"evenodd\" d=\"\(CategoryIcon.path("dinner"))\"/>",
                "<circle cx=\"196\" cy=\"113\" r=\"6\" fill=\"var(--slate)\"/>",
            ])
    }

}

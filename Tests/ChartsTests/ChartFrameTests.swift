import TestSupport
import Testing
import Words

@testable import Charts

@Suite("The chart frame")
struct ChartFrameTests {
    @Test("A chart with a link keeps the svg's own role; one without is an image")
    func linkSearch() {
        #expect(ChartFrame.hasLink("<g>\n<a href=\"x.html\"><rect/></a>\n</g>"))
        #expect(ChartFrame.hasLink("<a "))
        for body in ["", "<a", "<abbr title=\"x\"/>", "<g><title>&lt;a b</title></g>", "<area/>", "é<A href=\"x\">"] {
            #expect(!ChartFrame.hasLink(body), "\(body)")
        }
        let linked = ChartFrame(idPrefix: "c", kind: "k", width: 10, height: 10, title: "T", description: "D")
        #expect(!linked.svg("<a href=\"x.html\"><rect/></a>\n").contains("role=\"img\""))
        #expect(linked.svg("<rect/>\n").contains("role=\"img\""))
    }
}

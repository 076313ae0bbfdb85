import Charts
import Foundation
import Testing

/// Checks that a chart's texts stay inside its `viewBox` and that no two texts on the same
/// line overlap, using the same width estimate the charts use.
enum LayoutCheck {
    /// A text's estimated box.
    struct Box {
        var text: String
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double
    }

    /// The estimated boxes of every `<text>` in `svg`.
    static func boxes(_ svg: String) throws -> (width: Double, height: Double, boxes: [Box]) {
        let summary = try SVGCheck.parse(svg)
        let viewBox = (summary.rootAttributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        let boxes = zip(summary.texts, summary.textAttributes).map { text, attributes in
            let x = Double(attributes["x"] ?? "") ?? 0
            let y = Double(attributes["y"] ?? "") ?? 0
            let size = Double(attributes["font-size"] ?? "") ?? 0
            let spacing = Double(attributes["letter-spacing"] ?? "") ?? 0
            let width = TextFit.width(
                of: text, fontSize: size, bold: attributes["font-weight"] != nil, letterSpacing: spacing)
            let left: Double
            switch attributes["text-anchor"] {
            case "middle": left = x - width / 2
            case "end": left = x - width
            default: left = x
            }
            return Box(text: text, left: left, right: left + width, top: y - size * 0.8, bottom: y + size * 0.25)
        }
        return (viewBox.count == 4 ? viewBox[2] : 0, viewBox.count == 4 ? viewBox[3] : 0, boxes)
    }

    /// Records an issue for every text outside the chart and every pair of texts that overlap.
    static func expectNoOverlapOrCut(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (width, height, boxes) = try boxes(svg)
        #expect(width > 0 && height > 0, sourceLocation: sourceLocation)
        for box in boxes {
            #expect(
                box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height,
                "\"\(box.text)\" is cut: \(box.left)…\(box.right) × \(box.top)…\(box.bottom) in \(width) × \(height)",
                sourceLocation: sourceLocation)
        }
        for (index, first) in boxes.enumerated() {
            for second in boxes[(index + 1)...] {
                let overlapX = first.left < second.right && second.left < first.right
                let overlapY = first.top < second.bottom && second.top < first.bottom
                #expect(
                    !(overlapX && overlapY), "\"\(first.text)\" overlaps \"\(second.text)\"",
                    sourceLocation: sourceLocation)
            }
        }
    }
}

import Charts
import Testing

/// What a share card must always be beyond any chart: self-contained (nothing fetched, no
/// links) and readable (every text at least 4.5:1 against what is behind it).
enum CardCheck {
    /// Elements that would fetch, run or embed something.
    static let forbiddenElements: Set<String> = [
        "a", "image", "use", "script", "style", "foreignObject", "iframe", "feImage", "link",
    ]

    /// Records an issue for any link, external reference, script or style in `svg`; the only
    /// address allowed is the SVG namespace.
    static func expectSelfContained(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let summary = try SVGCheck.parse(svg)
        for element in summary.elements {
            #expect(
                !forbiddenElements.contains(element.name), "<\(element.name)> is not allowed",
                sourceLocation: sourceLocation)
            for (name, value) in element.attributes {
                #expect(
                    !name.lowercased().contains("href"), "\(name) on <\(element.name)>", sourceLocation: sourceLocation)
                #expect(
                    !name.lowercased().hasPrefix("on"), "\(name) on <\(element.name)>", sourceLocation: sourceLocation)
                #expect(!value.contains("url("), "url( in \(name)", sourceLocation: sourceLocation)
                if name != "xmlns" {
                    #expect(!value.contains(":/"), "address in \(name)", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(summary.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg", sourceLocation: sourceLocation)
        #expect(!svg.contains("<!DOCTYPE"), sourceLocation: sourceLocation)
    }

    /// Records an issue for every text whose colour (at its opacity) reaches less than 4.5:1
    /// against its background: the card's void, or the orange of a filled day dot for text set
    /// in void.
    /// A `<tspan>` takes the colour and opacity of its `<text>` unless it sets its own.
    static func expectReadableText(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let summary = try SVGCheck.parse(svg)
        var parent: [String: String] = [:]
        var checked = 0
        for element in summary.elements where element.name == "text" || element.name == "tspan" {
            if element.name == "text" { parent = element.attributes }
            let fillText = element.attributes["fill"] ?? parent["fill"] ?? ""
            let opacityText = element.attributes["fill-opacity"] ?? (element.name == "tspan" ? nil : "1")
            guard let fill = RGBColor(hex: fillText) else {
                Issue.record("a <\(element.name)> has no fill colour", sourceLocation: sourceLocation)
                continue
            }
            let opacity = Double(opacityText ?? parent["fill-opacity"] ?? "1") ?? 1
            let background = fill.hex == Palette.void.hex ? Palette.accent : Palette.void
            let ratio = fill.blended(opacity: opacity, over: background).contrastRatio(with: background)
            #expect(
                ratio >= 4.5, "\(fill.hex) at \(opacity) has contrast \(ratio)", sourceLocation: sourceLocation)
            checked += 1
        }
        #expect(checked >= summary.texts.count, sourceLocation: sourceLocation)
    }
}

import Foundation
import Templating
import TestSupport
import Testing

@testable import Site

/// Templates rendered by shape (`Skeleton`, `TemplateShape`) give exactly what rendering them
/// directly gives.
@Suite("Rendering by shape")
struct SkeletonTests {
    @Test("Every template of the specimen site renders by shape exactly as directly, also from a kept skeleton")
    func specimen() throws {
        let templates = try TemplateSet.load(overrides: nil)
        #expect(templates.rendersByShape)
        var skeletons = Skeletons()
        var differing: Set<String> = []
        for _ in 0..<2 {
            for (template, context) in TemplateTreeTests.specimen {
                let direct = templates.render(template, MustacheTree.make(context))
                let byShape = templates.render(template, value: context, skeletons: &skeletons)
                if direct == nil || byShape != direct { differing.insert(template) }
            }
        }
        #expect(differing == [])
        // Every shape got its skeleton.
        #expect(!skeletons.byKey.isEmpty)
        #expect(skeletons.byKey.values.allSatisfy { $0 != nil })
    }

    /// A context with a field of each kind.
    struct Probe: TemplateNode {
        var count: Int
        var done: Bool
        var label: String
        var links: [LinkContext]
        var note: String?
        var share: Double
    }

    static let probe = """
        {{label}} / {{{label}}} / {{&label}} ({{count}}, {{share}})
        {{#done}}done: {{label}}{{/done}}{{^done}}open{{/done}}
        {{#note}}note: {{note}} {{.}}{{/note}}{{^note}}no note{{/note}}
        {{#links}}
        - [{{label}}]({{url}}) {{{url}}}
        {{/links}}
        {{^links}}no links{{/links}}
        {{> tail}}
        """

    static let tail = "{{label}}{{#links}}, {{label}}{{/links}}\n"

    /// Texts that escaping changes, that look like holes, or like Mustache.
    static let texts = [
        "dosa", "", " leading and trailing ", "a & b # c \\ d", "<script>alert(1)</script>", "\"quoted\" 'single'",
        "\u{E001}0&#\u{E001}", "\u{E001}1&amp;#\u{E001}", "{{label}}", "*emphasis* _under_ [link](x) `code`",
        "line\nbreak", "\u{E000}block0\u{E000}", "ü → 🍜", "\u{E001}",
    ]

    static func probes() -> [Probe] {
        var probes: [Probe] = []
        for (index, text) in texts.enumerated() {
            let link = LinkContext(url: "day/\(index).html?q=\(text)", label: text)
            probes.append(
                Probe(
                    count: index, done: index % 2 == 0, label: text,
                    links: Array(repeating: link, count: index % 3), note: index % 4 == 0 ? nil : text + "!",
                    share: Double(index) / 4))
        }
        return probes
    }

    @Test(
        "Texts that escaping changes or that look like holes come out as they would directly, in HTML and in Markdown")
    func hostileTexts() throws {
        for kind in ["md", "html"] {
            let templates = try TemplateSet(
                sources: [
                    .init(relativePath: "probe.\(kind)", file: "probe.\(kind)", text: Self.probe, isOverride: false),
                    .init(
                        relativePath: "partials/tail.\(kind)", file: "tail.\(kind)", text: Self.tail, isOverride: false),
                ], words: english)
            #expect(templates.rendersByShape)
            var skeletons = Skeletons()
            for probe in Self.probes() + Self.probes() {
                let direct = templates.render("probe", MustacheTree.make(probe))
                #expect(direct != nil)
                #expect(
                    templates.render("probe", value: probe, skeletons: &skeletons) == direct, "\(kind): \(probe.label)")
            }
            // Shapes differ by flag, whether there is a note and how many links; texts and
            // numbers do not make shapes.
            let shapes = Set(Self.probes().map { "\($0.done) \($0.note == nil) \($0.links.count)" })
            #expect(skeletons.byKey.count == shapes.count)
            #expect(shapes.count > 1 && shapes.count < Self.texts.count)
        }
    }

    @Test("A value with more texts than a skeleton may have renders directly, and leaves no skeleton")
    func manyTexts() throws {
        let templates = try TemplateSet(
            sources: [
                .init(relativePath: "probe.md", file: "probe.md", text: Self.probe, isOverride: false),
                .init(relativePath: "partials/tail.md", file: "tail.md", text: Self.tail, isOverride: false),
            ], words: english)
        var skeletons = Skeletons()
        for count in [10, TemplateSet.mostHoles] {
            let links = (0..<count).map { LinkContext(url: "day/\($0).html", label: Self.texts[$0 % Self.texts.count]) }
            let probe = Probe(count: count, done: true, label: "rice", links: links, note: "often", share: 0.5)
            var shape = TemplateShape()
            probe.shape(into: &shape)
            let direct = templates.render("probe", MustacheTree.make(probe))
            #expect(direct != nil)
            #expect(templates.render("probe", value: probe, skeletons: &skeletons) == direct)
            // Two texts a link, and the label, the note, the count and the share.
            #expect(shape.texts.count == count * 2 + 4)
        }
        // Only the value with few texts was rendered by shape.
        #expect(skeletons.byKey.count == 1)
    }

    @Test("Templates that set their own content type or delimiters, or hold the hole character, render directly")
    func notByShape() throws {
        for text in ["{{%CONTENT_TYPE: TEXT}}{{label}}", "{{=<% %>=}}<% label %>", "\u{E001}{{label}}"] {
            let templates = try TemplateSet(
                sources: [
                    .init(relativePath: "probe.html", file: "probe.html", text: text, isOverride: false)
                ], words: english)
            #expect(!templates.rendersByShape)
            var skeletons = Skeletons()
            let probe = Self.probes()[4]
            #expect(
                templates.render("probe", value: probe, skeletons: &skeletons)
                    == templates.render("probe", MustacheTree.make(probe)))
            #expect(skeletons.byKey.isEmpty)
        }
    }

    @Test("A rendering whose holes are not as holes come out gives no skeleton")
    func malformedHoles() {
        #expect(Skeleton(rendered: "a \u{E001}0&#\u{E001} b", holes: 1) != nil)
        #expect(Skeleton(rendered: "a \u{E001}1&#\u{E001} b", holes: 1) == nil)
        #expect(Skeleton(rendered: "a \u{E001}0&x\u{E001} b", holes: 1) == nil)
        #expect(Skeleton(rendered: "a \u{E001}&#\u{E001} b", holes: 1) == nil)
        #expect(Skeleton(rendered: "a \u{E001}0&#", holes: 1) == nil)
        let skeleton = Skeleton(
            rendered: "<p>\u{E001}0&amp;#\u{E001}|\u{E001}0&#\u{E001}|\u{E001}1&amp;\\#\u{E001}</p>", holes: 2)
        #expect(skeleton?.fill(["<&>", "# x"]) == "<p>&lt;&amp;&gt;|<&>|\\# x</p>")
    }
}

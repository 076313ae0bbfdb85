import Charts
import Days
import Diary
import Feeds
import Foundation
import Keying
import Support
import Templating
import TestSupport
import Testing

@testable import Diary
@testable import Site

/// Output keys of what FoodStory makes: a day page's inputs, a record, the cards, the
/// layout's facts, the search scripts and charts (the rule itself: `CanonicalEncodingTests`).
@Suite("Output keys")
struct OutputKeyTests {
    static func key(_ value: some Encodable) -> String { OutputKey(value).hex }

    /// A value encoded by its own conformance, out of the encoder's sight: the encoder meets it
    /// as a type of its own, and so writes what's inside by that conformance, never by a
    /// shortcut of the encoder's for the type inside.
    struct Unseen<Value: Encodable>: Encodable {
        var value: Value
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    @Test(
        "What the encoder writes itself (texts, numbers, entries, cards' facts, a day page's inputs, lists of days and counts) it writes as their own encodings do"
    )
    func shortcuts() {
        func expectSame(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                CanonicalEncoder.encoding(of: value) == CanonicalEncoder.encoding(of: Unseen(value: value)),
                sourceLocation: sourceLocation)
        }
        expectSame("dosa")
        expectSame("")
        expectSame(-3)
        expectSame(Int.max)
        expectSame(true)
        expectSame(0.25)
        expectSame(["idli", "", "chai"])
        expectSame([String]())
        var sourced = DayInputsKeyTests.inputs.entries[0].entry
        sourced.record.source = RecordSource(ContentHash(of: "an element"))
        expectSame(DayInputsKeyTests.inputs.entries[0].entry)
        expectSame(sourced)
        var facts = DayInputsKeyTests.inputs.entries[0]
        expectSame(facts)
        facts.entry = sourced
        facts.photo = WebPhoto(content: ContentHash(of: "a photo"), width: 480, height: 360, original: "photos/a.jpg")
        facts.showsTime = false
        expectSame(facts)
        expectSame(DayInputs.EarlierDay(day: LocalDay(dayNumber: 20_000), descriptions: ["idli", "chai"]))
        expectSame([LocalDay(dayNumber: 20_000), LocalDay(dayNumber: -3)])
        expectSame([LocalDay]())
        expectSame([0, -7, Int.max])
        expectSame([Int]())
        expectSame(FoodInputsKeyTests.inputs)
        var day = DayInputsKeyTests.inputs
        expectSame(day)
        day.previous = nil
        day.entries = []
        day.earlier = [DayInputs.EarlierDay(day: LocalDay(dayNumber: 19_000), descriptions: ["poha"])]
        expectSame(day)
    }

    @Test("A record that knows the bytes it was read from is written as their hash; one that does not, field by field")
    func recordSource() {
        let record = DayInputsKeyTests.record
        var sourced = record
        sourced.source = RecordSource(ContentHash(of: "an element"))
        var other = DayInputsKeyTests.inputs.entries[1].entry.record
        other.source = sourced.source
        // The same bytes make the same record: its key is theirs, whatever the fields say.
        #expect(Self.key([sourced]) == Self.key([other]))
        #expect(Self.key([sourced]) != Self.key([record]))
        var edited = sourced
        edited.rawInput += "!"
        #expect(Self.key([edited]) == Self.key([with(record) { $0.rawInput += "!" }]))
    }

    private func with(_ record: EntryRecord, _ change: (inout EntryRecord) -> Void) -> EntryRecord {
        var changed = record
        change(&changed)
        return changed
    }

    static let monday = LocalDay(year: 2026, month: 3, day: 2) ?? LocalDay(dayNumber: 0)

    static let shareCard = ShareCard(
        weekStart: monday, headline: "A good week", subheadline: "12 entries", dayCounts: [1, 2, 0, 3, 4, 1, 1],
        lastWeekEntries: 9, topFood: .init(name: "dosa", count: 3),
        categories: [.init(name: "breakfast", count: 4), .init(name: "dinner", count: 2)],
        today: monday.adding(days: 3),
        perfectWeek: false)

    static let yearCard = YearCard(
        year: 2026, headline: "A year of dosa", dayCounts: [1, 0, 2], topFoods: [.init(name: "dosa", count: 3)],
        categories: [.init(name: "breakfast", count: 4)], today: monday,
        comparison: "3 entries, 1 more than on the same dates of 2025.")

    @Test("A week's share card: every property reaches its key, which is fixed across runs")
    func shareCardKey() throws {
        try KeyCoverage.expectEveryProperty(of: Self.shareCard)
        try KeyCoverage.expectEveryChangeCounts(Self.shareCard, minimum: 10)
        #expect(Self.key(Self.shareCard) == "7483a01664e031613d73217f2608765f")
    }

    @Test("A year's card: every property reaches its key, which is fixed across runs")
    func yearCardKey() throws {
        try KeyCoverage.expectEveryProperty(of: Self.yearCard)
        try KeyCoverage.expectEveryChangeCounts(Self.yearCard, minimum: 9)
        #expect(Self.key(Self.yearCard) == "a7b9e8da6ff6e7255de36b5e1fa96e10")
    }

    @Test("A card's picture: its format and what it shows reach its key")
    func pictureKey() throws {
        let picture = SiteBuilder.PictureInputs(format: "portrait", shown: "<svg><rect/></svg>")
        try KeyCoverage.expectEveryChangeCounts(picture, minimum: 2)
        #expect(Self.key(picture) == "252cef4dd916cf14115fdd57e2dbb592")
    }

    @Test("What every page is rendered with: the layout's facts and the render key reach the key")
    func renderingKey() throws {
        let facts = LayoutFacts(
            newestYear: 2026, title: "Food", baseURL: "https://example.org/", pantry: true, sample: false,
            noindex: false, showsTimes: true)
        try KeyCoverage.expectEveryProperty(of: facts)
        try KeyCoverage.expectEveryChangeCounts(facts, minimum: 7)
        let page = IncrementalEngine.RenderedInputs(
            rendering: ContentHash(high: 1, low: 2), page: ContentHash(high: 3, low: 4))
        try KeyCoverage.expectEveryChangeCounts(page, minimum: 4)
        #expect(
            [Self.key(facts), Self.key(page)] == [
                "e5a890c100b96c413e2d4e7d2ad154e2", "8348ea1217e636e058a60386bb51c300",
            ])
    }

    @Test("A day's search script: its day, every field of every entry it lists, and whether times show, reach its key")
    func searchIndexKey() throws {
        let inputs = SearchIndex.DayInputs(
            day: DayInputsKeyTests.day, entries: DayInputsKeyTests.inputs.entries.map(\.entry), times: true)
        try KeyCoverage.expectEveryProperty(of: inputs)
        try KeyCoverage.expectEveryChangeCounts(inputs, minimum: 20)
        #expect(Self.key(inputs) == "cb31bf4bb3b08d612f3050baac3be9f9")
    }

    @Test("A chart's key changes with its colour, its links and each day of its series")
    func chart() {
        let bars = HorizontalBarChart(
            title: "Top foods",
            bars: [.init(label: "dosa", value: 3, link: "food/dosa.html"), .init(label: "idli", value: 2)],
            color: RGBColor(red: 10, green: 20, blue: 30))
        var barVariants = [bars]
        for index in 0..<6 {
            var other = bars
            switch index {
            case 0: other.color = RGBColor(red: 10, green: 20, blue: 31)
            case 1: other.bars[0].link = nil
            case 2: other.bars[1].link = "food/idli.html"
            case 3: other.kind = .shares
            case 4: other.bars[0].name = "dish"
            default: other.emptyMessage = ""
            }
            barVariants.append(other)
        }
        #expect(Set(barVariants.map(Self.key)).count == barVariants.count)

        let first = LocalDay(year: 2025, month: 1, day: 1) ?? LocalDay(dayNumber: 0)
        let days = (0..<365).map { DayCount(date: first.adding(days: $0), count: $0 % 4, link: nil) }
        let heatmap = YearHeatmap(title: "2025", first: first, last: first.adding(days: 364), days: days)
        var heatVariants = [heatmap]
        for offset in [0, 1, 100, 364] {
            var counted = heatmap
            counted.days[offset].count += 1
            var linked = heatmap
            linked.days[offset].link = "day.html"
            var moved = heatmap
            moved.days[offset].date = first.adding(days: 400)
            heatVariants += [counted, linked, moved]
        }
        var today = heatmap
        today.today = first
        heatVariants.append(today)
        #expect(Set(heatVariants.map(Self.key)).count == heatVariants.count)
    }
}

/// Pages made now are known by their value: the page (its path, template, title, summary,
/// scripts, link preview, context and blocks) is the inputs of its output.
@Suite("Output keys of pages")
struct PageKeyTests {
    static let specimen: [Page] = {
        guard let zone = TimeZone(identifier: "Asia/Kolkata"), let asOf = LocalDay(year: 2026, month: 3, day: 8),
            let templates = try? TemplateSet.load(overrides: nil)
        else { return [] }
        let records = SampleDiary(days: 120, seed: 7, asOf: asOf, timeZone: zone).records()
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        var options = SiteOptions(settings: BuildSettings(input: nil, sampleTimeZone: .gmt), asOf: asOf)
        options.baseURL = "https://example.org/food/"
        let model = SiteModel(diary: diary, options: options, pantry: nil)
        return PageFactory(model: model, templates: templates).pages()
    }()

    @Test("Every stored property of every page, and of every context and block inside, reaches its encoding")
    func everyProperty() throws {
        #expect(Self.specimen.count > 100)
        var properties = EncodedProperties(allowsNil: true)
        var kinds: Set<String> = []
        for page in Self.specimen {
            let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(page))
            properties.compare(page, json)
            for source in page.blocks.sources {
                switch source {
                case .html: kinds.insert("html")
                case .chart: kinds.insert("chart")
                case .component: kinds.insert("component")
                case .markdown: kinds.insert("markdown")
                }
            }
        }
        #expect(properties.mismatches == [])
        // Pages, their contexts (35 types), blocks of every kind, charts and link previews.
        #expect(properties.types.count > 40, "\(properties.types.sorted())")
        #expect(kinds == ["html", "chart", "component", "markdown"])
    }

    @Test("Two pages of the specimen site share a key only when they encode alike")
    func distinct() throws {
        let keys = Self.specimen.map { OutputKey($0) }
        let texts = try Self.specimen.map { try EncodedProperties.text(of: $0) }
        #expect(Set(keys).count == Set(texts).count)
        #expect(Set(keys).count == Self.specimen.count)
    }

    static let chart = HorizontalBarChart(
        title: "Top foods", bars: [.init(label: "dosa", value: 3)], color: RGBColor(red: 10, green: 20, blue: 30))

    @Test("Changing any one field of a page, or of a block of each kind, changes its key")
    func everyField() throws {
        let page = try #require(Self.specimen.first { $0.template == "week" && $0.openGraph != nil })
        var variants = [page]
        func vary(_ change: (inout Page) -> Void) {
            var other = page
            change(&other)
            variants.append(other)
        }
        vary { $0.path += "x" }
        vary { $0.template = "day" }
        vary { $0.title += "x" }
        vary { $0.summary += "x" }
        vary { $0.scripts.append("assets/x.js") }
        vary { $0.openGraph = nil }
        vary { $0.openGraph?.imageAlt = "another picture" }
        vary { $0.context = LinkContext(url: "a.html", label: "A") }
        vary { _ = $0.blocks.add("<p>x</p>") }
        vary { _ = $0.blocks.add(source: .component("entry-card", context: LinkContext(url: "a.html", label: "A"))) }
        vary {
            _ = $0.blocks.add(
                source: .markdown("recap", context: LinkContext(url: "a.html", label: "A"), blocks: BlockStore()))
        }
        vary { _ = $0.blocks.add(Self.chart, id: "dots") }
        vary { _ = $0.blocks.add(Self.chart, id: "dots", className: "x") }
        vary { _ = $0.blocks.add(Self.chart, id: "spots") }
        #expect(Set(variants.map { OutputKey($0) }).count == variants.count)
    }
}

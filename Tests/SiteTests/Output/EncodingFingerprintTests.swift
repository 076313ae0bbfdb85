import Charts
import Days
import Diary
import Foundation
import Testing

@testable import Site

/// Charts and share cards are fingerprinted as they encode themselves (`add(encoding:)`). A
/// page whose chart changed but kept its fingerprint would be kept with the old chart.
@Suite("Fingerprints of charts and share cards")
struct EncodingFingerprintTests {
    static func fingerprint(_ value: some Encodable) -> UInt64 {
        var hash = StableHash()
        hash.add(encoding: value)
        return hash.state
    }

    /// A value of each kind the encoder is handed, nested in lists, optionals and other values.
    struct Inner: Encodable, Equatable {
        var name: String
        var note: String?
    }
    enum Kind: Encodable, Equatable {
        case plain
        case named(String)
    }
    struct Outer: Encodable, Equatable {
        var title = "dosa"
        var count = 3
        var share = 0.5
        var done = false
        var small: UInt8 = 7
        var big = UInt64.max
        var day = LocalDay(dayNumber: 20_000)
        var later: LocalDay? = nil
        var inner = Inner(name: "a", note: nil)
        var lists: [[Int]] = [[1, 2], [3]]
        var items: [Inner] = [Inner(name: "b", note: "c")]
        var maybe: [Int?] = [nil, 1]
        var kind = Kind.plain
    }

    @Test("The fingerprint is the same on every run and differs when any part differs")
    func everyPart() {
        let value = Outer()
        // Fixed on every run and machine.
        #expect(String(Self.fingerprint(value), radix: 16) == "5b4a1e2354527076")
        #expect(Self.fingerprint(value) == Self.fingerprint(Outer()))
        var variants: [Outer] = [value]
        for index in 0..<17 {
            var other = value
            switch index {
            case 0: other.title = "dosas"
            case 1: other.count = 4
            case 2: other.share = 0.25
            case 3: other.done = true
            case 4: other.small = 8
            case 5: other.big = UInt64(Int64.max)
            case 6: other.day = LocalDay(dayNumber: 20_001)
            case 7: other.later = value.day
            case 8: other.inner.name = "b"
            case 9: other.inner.note = ""
            // Lists are delimited: the same numbers split another way differ.
            case 10: other.lists = [[1], [2, 3]]
            case 11: other.lists = [[1, 2, 3]]
            case 12: other.lists = [[1, 2], [3], []]
            case 13: other.items = []
            case 14: other.maybe = [1, nil]
            case 15: other.kind = .named("plain")
            default: other.items = [Inner(name: "b", note: nil)]
            }
            variants.append(other)
        }
        #expect(Set(variants.map(Self.fingerprint)).count == variants.count)
    }

    @Test("Pieces are delimited and kinds of value are told apart")
    func delimited() {
        #expect(Self.fingerprint(["ab", "c"]) != Self.fingerprint(["a", "bc"]))
        // Nested values are closed: an empty list inside one list is not one beside it.
        #expect(Self.fingerprint([[[Int]()], []]) != Self.fingerprint([[[Int](), []]]))
        #expect(Self.fingerprint([1]) != Self.fingerprint(["1"]))
        #expect(Self.fingerprint([true]) != Self.fingerprint([1]))
        #expect(Self.fingerprint([1.0]) != Self.fingerprint([1]))
        #expect(Self.fingerprint([Int?.none]) != Self.fingerprint([Int]()))
        #expect(Self.fingerprint(Inner(name: "a", note: nil)) != Self.fingerprint(Inner(name: "a", note: "")))
        // A small unsigned number is the same number as a whole number; a day is not its number.
        #expect(Self.fingerprint([UInt8(7)]) == Self.fingerprint([7]))
        #expect(Self.fingerprint([LocalDay(dayNumber: 7)]) != Self.fingerprint([7]))
    }

    /// A value whose own encoding fails part way.
    struct Failing: Encodable {
        var text: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(text)
            throw EncodingError.invalidValue(text, .init(codingPath: [], debugDescription: "no \(text)"))
        }
    }

    @Test("A value whose encoding fails still fingerprints by what it encoded and the failure")
    func failing() {
        let values = [Failing(text: "a"), Failing(text: "b")].map(Self.fingerprint)
        #expect(values == [Self.fingerprint(Failing(text: "a")), Self.fingerprint(Failing(text: "b"))])
        #expect(Set(values + [Self.fingerprint(["a"]), Self.fingerprint(["b"])]).count == 4)
    }

    @Test("A share card's fingerprint changes with every property, nested ones and nil among them")
    func shareCard() {
        let monday = LocalDay(year: 2026, month: 3, day: 2) ?? LocalDay(dayNumber: 0)
        let card = ShareCard(
            weekStart: monday, headline: "A good week", subheadline: "12 entries", dayCounts: [1, 2, 0, 3, 4, 1, 1],
            lastWeekEntries: 9, topFood: .init(name: "dosa", count: 3),
            categories: [.init(name: "breakfast", count: 4), .init(name: nil, count: 2)], today: nil,
            perfectWeek: false)
        var variants = [card]
        for index in 0..<12 {
            var other = card
            switch index {
            case 0: other.weekStart = monday.adding(days: 7)
            case 1: other.headline = "A good week!"
            case 2: other.subheadline = "13 entries"
            case 3: other.dayCounts = [1, 2, 0, 3, 4, 1, 2]
            case 4: other.lastWeekEntries = 10
            case 5: other.topFood = nil
            case 6: other.topFood = .init(name: "dosa", count: 4)
            case 7: other.categories = [.init(name: "breakfast", count: 4)]
            case 8: other.categories[1].name = ""
            case 9: other.today = monday
            case 10: other.perfectWeek = true
            default: other.categories[0].count = 5
            }
            variants.append(other)
        }
        #expect(Set(variants.map { PageFingerprint.of($0) }).count == variants.count)
    }

    @Test("A chart's fingerprint changes with its colour, its links and each day of its series")
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
            case 3: other.itemNoun = Noun("dish", plural: "dishes")
            case 4: other.valueNoun = Noun("time", plural: "time")
            default: other.emptyMessage = ""
            }
            barVariants.append(other)
        }
        #expect(Set(barVariants.map(Self.fingerprint)).count == barVariants.count)

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
        #expect(Set(heatVariants.map(Self.fingerprint)).count == heatVariants.count)
    }

    @Test("Across a site's charts and share cards, two fingerprints are the same only for equal values")
    func specimenSite() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let asOf = try #require(LocalDay(year: 2026, month: 3, day: 8))
        let records = SampleDiary(days: 400, seed: 7, asOf: asOf, timeZone: zone).records()
        let diary = DiaryReader(options: .init(timeZone: zone, temporaryDirectory: URL(fileURLWithPath: "/")))
            .diary(from: records)
        let model = SiteModel(diary: diary, options: SiteOptions(asOf: asOf), pantry: nil)
        let factory = PageFactory(model: model, templates: try TemplateSet.load(overrides: nil))
        var charts: [any ChartSource] = []
        for page in factory.pages() {
            for case .chart(let chart, _, _) in page.blocks.sources { charts.append(chart) }
        }
        let cards = model.weeks.compactMap(factory.shareCard)
        // A fingerprint for every distinct value (told by its type and its encoding as JSON, which
        // has every property), and no two distinct values with the same one.
        let chartTexts = charts.map { "\(type(of: $0)) \(Self.text(of: $0))" }
        let chartPrints = charts.map { Self.fingerprint($0) }
        #expect(Set(zip(chartPrints, chartTexts).map { "\($0) \($1)" }).count == Set(chartTexts).count)
        #expect(Set(chartPrints).count == Set(chartTexts).count)
        let cardTexts = cards.map { Self.text(of: $0) }
        let cardPrints = cards.map { PageFingerprint.of($0) }
        #expect(Set(zip(cardPrints, cardTexts).map { "\($0) \($1)" }).count == Set(cardTexts).count)
        #expect(Set(cardPrints).count == Set(cardTexts).count)
        #expect(Set(charts.map { "\(type(of: $0))" }).count >= 8 && Set(chartTexts).count > 100 && cards.count > 50)
    }

    /// A value as JSON text, with every property, in the order of their names.
    static func text(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}

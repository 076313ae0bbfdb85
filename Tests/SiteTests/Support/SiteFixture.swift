import ConfigFile
import Diary
import Foundation
import Insights
import Site
import Templating
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Sites built in memory for tests.
enum SiteFixture {
    /// A small diary kept in India: the fixture's four entries, plus entries a year
    /// earlier (for "on this day"), a week later, and one in another month.
    static let diaryJSON =
        String(Fixtures.exportJSON.trimmingCharacters(in: .whitespacesAndNewlines).dropLast())
            + """
            ,
              {"id": "11111111-1111-4111-8111-111111111111", "date": "2025-03-07T18:30:00Z", "createdAt": "2025-03-08T03:00:00Z",
               "rawInput": "Idli sambar", "inputType": "text", "processedDescription": "idli sambar", "mediaURL": null,
               "category": "breakfast", "updatedAt": null},
              {"id": "22222222-2222-4222-8222-222222222222", "date": "2026-02-27T18:30:00Z", "createdAt": "2026-02-28T13:00:00Z",
               "rawInput": "Masala dosa", "inputType": "text", "processedDescription": "masala dosa", "mediaURL": null,
               "category": "lunch", "updatedAt": null}
            ]
            """

    /// The small diary, read.
    static func diary(_ json: String = diaryJSON) throws -> Diary {
        let folder = try TemporaryFolder()
        return try Fixtures.readJSON(json, in: folder)
    }

    /// The site for `diary`, as path → bytes.
    static func build(
        _ diary: Diary, asOf: String = "2026-03-10", baseURL: String? = nil, pantry: [PantryItem]? = nil,
        pictures: PictureChoice = PictureChoice(), locale: String? = nil, goals: [Goal] = []
    ) async throws -> [String: Data] {
        let templates = try TemplateSet.load(overrides: nil, locale: locale)
        var options = SiteOptions(
            settings: BuildSettings(input: nil, title: "Test Diary", baseURL: baseURL, sampleTimeZone: .gmt),
            asOf: LocalDay(asOf) ?? LocalDay(dayNumber: 0))
        options.pictures = pictures
        options.goals = goals
        var builder = SiteBuilder(templates: templates, options: options)
        builder.cores = TestWorld.cores
        let result = try await builder.build(diary: diary, pantry: pantry)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    /// A file's text.
    static func text(_ files: [String: Data], _ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// Reads a page as XML: every element with its attributes and the text inside it.
final class PageXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private(set) var error: String?

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> PageXML? {
        let page = PageXML()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = page
        return parser.parse() ? page : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: name, attributes: attributes, text: ""))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in stack { elements[index].text += string }
    }

    /// Elements with a class.
    func elements(withClass className: String) -> [Element] {
        elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
    }
}

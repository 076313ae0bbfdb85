import Charts
import Foundation
import Templating
import Words

/// What `search.md` sees.
struct SearchPageContext: TemplateNode, Sendable {
    var title: String
    var form: Block
    var entries: String
    var foods: String
    var calendar: String
}

/// What `404.md` sees.
struct NotFoundPageContext: TemplateNode, Sendable {
    var title: String
    var home: String
}

extension PageFactory {
    func searchPage() -> Page {
        let path = SitePath.search
        let newestYear = model.years?.upperBound ?? model.options.asOf.year
        var blocks = BlockStore()
        let form = blocks.add(
            """
            <form class="search-form" role="search"><label for="search-query">\(XMLText.escape(words(.searchLabel)))</label> \
            <input id="search-query" name="q" type="search" autocomplete="off" spellcheck="false"/></form>\
            <p id="search-status" class="search-status" aria-live="polite" data-words="\(XMLText.escape(searchWords))"></p><ol id="search-results" class="search-results"></ol>\
            <button id="search-more" class="search-more" type="button" hidden="hidden">\(XMLText.escape(words(.searchMore)))</button>\
            <noscript><p class="search-status">\(XMLText.escape(words(.searchNeedsScript)))</p></noscript>
            """)
        let context = SearchPageContext(
            title: words(.titleSearch), form: form,
            entries: words.count(.entries, model.days.reduce(0) { $0 + model.entries(on: $1).count }),
            foods: link(path, SitePath.foods), calendar: link(path, SitePath.year(newestYear)))
        return Page(
            path: path, template: PageKind.search.template, title: words(.titleSearch),
            summary: words(.searchSummary),
            context: context, blocks: blocks,
            scripts: [SitePath.searchList, SitePath.asset("search.js")]
        )
    }

    /// What the search says as it goes, for its script: a text, or the texts by plural case
    /// (JSON, its keys sorted).
    private var searchWords: String {
        let said: [String: SearchSaying] = [
            "ready": .cases(words.countCases(.searchReady)), "short": .text(words(.searchTooShort)),
            "found": .cases(words.countCases(.searchFound)), "failed": .text(words(.searchFailed)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(said)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    func notFoundPage() -> Page {
        let path = SitePath.notFound
        return Page(
            path: path, template: PageKind.notFound.template, title: words(.titleNotFound),
            summary: words(.notFoundSummary),
            context: NotFoundPageContext(title: words(.titleNotFound), home: link(path, SitePath.index)),
            blocks: BlockStore())
    }
}

/// One thing the search says: a text, or its texts by plural case.
private enum SearchSaying: Encodable {
    case text(String)
    case cases([String: String])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .cases(let cases): try container.encode(cases)
        }
    }
}

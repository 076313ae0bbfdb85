import Charts
import Mustache

/// Mustache's escaping for Markdown templates: `{{value}}` shows the value exactly as typed
/// (see `Markdown.escape`), as `{{value}}` in an HTML template escapes for HTML.
package struct MarkdownContentType: MustacheContentType {
    package func escapeText(_ text: String) -> String {
        Markdown.escape(text)
    }

    /// The pragma that switches a template to Markdown escaping.
    package static let pragma = "{{% CONTENT_TYPE: MARKDOWN }}"
}

/// Mustache's escaping for HTML templates, made for pages that must also parse as XML: the
/// engine's own HTML escaping keeps characters XML does not allow (a control character typed
/// into a description), which would make the page unreadable as XML.
package struct PageHTMLContentType: MustacheContentType {
    package func escapeText(_ text: String) -> String {
        XMLText.escape(text)
    }

    /// The pragma that switches a template to this escaping.
    package static let pragma = "{{% CONTENT_TYPE: PAGE_HTML }}"
}

/// FoodStory's content types, registered with the template engine (idempotent).
package enum ContentTypes {
    package static func register() {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
        MustacheContentTypes.register(PageHTMLContentType(), named: "PAGE_HTML")
    }
}

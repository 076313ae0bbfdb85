import Mustache

/// Mustache's escaping for Markdown templates: `{{value}}` shows the value exactly as typed
/// (see `Markdown.escape`), as `{{value}}` in an HTML template escapes for HTML.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        Markdown.escape(text)
    }

    /// The pragma that switches a template to Markdown escaping.
    static let pragma = "{{% CONTENT_TYPE: MARKDOWN }}"

    /// Registers the content type with the template engine (idempotent).
    static func register() {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
    }
}

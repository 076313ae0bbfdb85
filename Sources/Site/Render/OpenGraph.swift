/// A page's link preview (Open Graph and Twitter card tags): what a chat or a social site shows
/// for a link to it. Only with a base URL, as every address in it must be absolute.
struct OpenGraph: TemplateNode, Sendable, Hashable {
    /// The preview's title, e.g. "Week 10, 2026: A week of coffee."
    var title: String
    /// The card's sentence.
    var description: String
    /// The page's absolute address.
    var url: String
    /// The absolute address of the card's link picture (1200 × 630).
    var image: String
    var imageWidth: Int
    var imageHeight: Int
    /// What the picture shows, for people who cannot see it.
    var imageAlt: String
}

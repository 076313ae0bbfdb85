/// A page's link preview (Open Graph and Twitter card tags): what a chat or a social site shows
/// for a link to it. Only with a base URL, as every address in it must be absolute.
package struct OpenGraph: TemplateNode, Sendable, Hashable {
    /// The preview's title, e.g. "Week 10, 2026: A week of coffee."
    package var title: String
    /// The card's sentence.
    package var description: String
    /// The page's absolute address.
    package var url: String
    /// The absolute address of the card's link picture (1200 × 630); nil when the build did not
    /// make it (`[cards]`), and the preview has no picture.
    package var image: String?
    package var imageWidth: Int?
    package var imageHeight: Int?
    /// What the picture shows, for people who cannot see it.
    package var imageAlt: String?
    /// The Twitter card: `summary_large_image` with a picture, `summary` without.
    package var twitterCard: String

    /// A preview of the page at `url`, with the picture at `image` when there is one.
    package init(
        title: String, description: String, url: String, image: String? = nil, imageWidth: Int? = nil,
        imageHeight: Int? = nil, imageAlt: String? = nil
    ) {
        self.title = title
        self.description = description
        self.url = url
        self.image = image
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.imageAlt = imageAlt
        twitterCard = image == nil ? "summary" : "summary_large_image"
    }
}

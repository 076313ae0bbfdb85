import Charts
import Days
import Feeds
import Insights
import Words

/// The Atom feed of weekly recaps (RFC 4287), newest first (the latest 52 weeks). Links are
/// absolute with a base URL, with a `self` link to the feed, and relative to the feed
/// otherwise. Its author is the site's (`author`, else the title); its ids are the site's
/// own, the same from build to build (`FeedIdentity`).
enum AtomFeed {
    static func xml(for model: SiteModel, words: Catalog) -> String {
        let options = model.options
        let base = options.baseURL ?? ""
        let weeks = model.weeks.suffix(52).reversed().compactMap { week in
            model.summary(for: week).map { (week, $0) }
        }
        let updated = weeks.first.map { stamp($0.1.through) } ?? stamp(options.asOf)
        let selfLink =
            options.baseURL.map {
                "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escape($0 + SitePath.feed))\"/>\n"
            } ?? ""
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>\(XMLText.escape(words(.feedTitle, ["title": .text(options.title)])))</title>
              <id>\(options.feedIdentity.feed)</id>
              <updated>\(updated)</updated>
              <author><name>\(XMLText.escape(options.author ?? options.title))</name></author>
              <link rel="alternate" type="text/html" href="\(XMLText.escape(base + SitePath.index))"/>

            """
        xml += selfLink + "  <generator>FoodStory</generator>\n"
        for (week, summary) in weeks {
            let (headline, subheadline) = summary.story(words)
            let title = words(
                .feedEntryTitle,
                [
                    "week": .text(words.number(week.week)), "year": .text(words.year(week.year)),
                    "headline": .text(headline),
                ])
            // The recap's line under its headline, then the week against the eight before, as
            // its page says it.
            let text = [subheadline, model.comparison(of: summary, words: words)].compactMap { $0 }.joined(
                separator: " ")
            xml += """
                  <entry>
                    <title>\(XMLText.escape(title))</title>
                    <id>\(options.feedIdentity.entry(week))</id>
                    <updated>\(stamp(summary.through))</updated>
                    <link rel="alternate" type="text/html" href="\(XMLText.escape(base + SitePath.week(week)))"/>
                    <summary>\(XMLText.escape(text))</summary>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    private static func stamp(_ day: LocalDay) -> String { "\(day)T00:00:00Z" }
}

/// The sitemap, listing every page with its absolute address (only made with a base URL).
enum Sitemap {
    static func xml(paths: [String], baseURL: String) -> String {
        var xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sorted() where path.hasSuffix(".html") && path != SitePath.notFound {
            xml += "  <url><loc>\(XMLText.escape(baseURL + path))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}

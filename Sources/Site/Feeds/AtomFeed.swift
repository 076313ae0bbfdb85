import Charts
import Days
import Insights

/// The Atom feed of weekly recaps, newest first (the latest 52 weeks). Links are absolute
/// with a base URL and relative to the feed otherwise.
enum AtomFeed {
    static func xml(for model: SiteModel) -> String {
        let base = model.options.baseURL ?? ""
        let weeks = model.weeks.suffix(52).reversed().compactMap { week in
            model.summary(for: week).map { (week, $0) }
        }
        let updated = weeks.first.map { stamp($0.1.through) } ?? stamp(model.options.asOf)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>\(XMLText.escape(model.options.title)): weekly recaps</title>
              <id>urn:foodstory:\(XMLText.escape(model.options.title.lowercased().filter { $0.isLetter || $0.isNumber }))</id>
              <updated>\(updated)</updated>
              <link rel="alternate" type="text/html" href="\(XMLText.escape(base + SitePath.index))"/>
              <generator>FoodStory</generator>

            """
        for (week, summary) in weeks {
            xml += """
                  <entry>
                    <title>Week \(week.week), \(week.year): \(XMLText.escape(summary.headline))</title>
                    <id>urn:foodstory:week:\(week)</id>
                    <updated>\(stamp(summary.through))</updated>
                    <link rel="alternate" type="text/html" href="\(XMLText.escape(base + SitePath.week(week)))"/>
                    <summary>\(XMLText.escape(summary.subheadline))</summary>
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

import ArgumentParser

import struct Words.Catalog
import struct Words.CatalogError

/// `--locale`, for the commands that write words (build, serve, card, templates export): the
/// language and region they are written in. The flag wins over the config file's `locale`.
struct LocaleOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language and region the site is written in, a BCP 47 tag: de, de-CH, fr, es, pl, hi-IN, ar-EG, ja (default: en).",
            valueName: "tag"),
        completion: .list(Catalog.shippedLanguages()))
    var locale: String?

    /// The flag's locale or else `configured` (the config file's), checked now: a tag whose
    /// language FoodStory has no words in is a usage error naming the ones it has.
    func checked(_ configured: String? = nil) throws -> String? {
        guard let tag = locale ?? configured else { return nil }
        do throws(CatalogError) {
            _ = try Catalog.locale(tag)
        } catch {
            throw ValidationError((locale == nil ? "locale in foodstory.toml: " : "--locale: ") + error.message)
        }
        return tag
    }

    /// The site's title when none is given, in the words of `locale` ("My Food Story" in
    /// English).
    static func defaultTitle(_ locale: String?) throws -> String {
        do throws(CatalogError) {
            return try Catalog.shipped(locale: locale)(.siteTitle)
        } catch {
            throw ValidationError(error.message)
        }
    }
}

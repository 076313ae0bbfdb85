import Diary
import Foundation
import Withholding
import Writing

/// What a build did, for the closing summary.
public struct BuildSummary: Sendable {
    /// The diary's input (`built-in sample diary` without `--input`).
    public var input: String
    /// Entries read.
    public var entries: Int
    /// Records skipped, with reasons.
    public var skipped: [RecordProblem]
    /// Warnings about the input and the build.
    public var warnings: [String]
    /// Pages in the site.
    public var pages: Int
    /// Files written (new or changed).
    public var written: Int
    /// Files left as they were.
    public var unchanged: Int
    /// Files of an earlier build removed.
    public var removed: Int
    /// The zone or offsets used.
    public var timeZone: String
    /// The as-of day.
    public var asOf: String
    /// Items read from the pantry database; nil without one.
    public var pantryItems: Int?
    /// The site's home page.
    public var index: URL
    /// Whether nothing had changed since the last build, so nothing was read or made.
    public var upToDate = false
    /// Pages, share cards and search index scripts kept as the last build wrote them, because
    /// nothing they show changed.
    public var kept = 0
    /// What a public build withheld; nil for a build of the whole diary.
    public var withheld: Withheld?
    /// How many files a public build's proof read, and the seconds it took; nil when there
    /// was no proof (not a public build, or nothing withheld).
    public var proof: (files: Int, seconds: Double)?
    /// Whether the pages carry link previews (Open Graph tags), which need --base-url.
    public var linkPreviews = true

    /// A build's summary.
    public init(
        input: String, entries: Int, skipped: [RecordProblem], warnings: [String], pages: Int, written: Int,
        unchanged: Int, removed: Int, timeZone: String, asOf: String, pantryItems: Int? = nil, index: URL,
        upToDate: Bool = false, kept: Int = 0
    ) {
        self.input = input
        self.entries = entries
        self.skipped = skipped
        self.warnings = warnings
        self.pages = pages
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
        self.timeZone = timeZone
        self.asOf = asOf
        self.pantryItems = pantryItems
        self.index = index
        self.upToDate = upToDate
        self.kept = kept
    }

    /// The summary of a build that found nothing changed since the last one, whose site has
    /// `files` files.
    static func upToDate(_ request: BuildRequest, files: Int) -> BuildSummary {
        BuildSummary(
            input: request.input ?? "the built-in sample diary", entries: 0, skipped: [], warnings: [], pages: 0,
            written: 0, unchanged: files, removed: 0, timeZone: "", asOf: request.asOf?.description ?? "",
            index: request.out.appendingPathComponent(SitePath.index), upToDate: true)
    }

    /// The summary of a build of `read` that wrote `written`.
    init(
        _ request: BuildRequest, read: SiteGenerator.ReadInputs, warnings: [String], pages: Int,
        written: WriteSummary, kept: Int, withheld: Withheld? = nil, proof: (files: Int, seconds: Double)? = nil
    ) {
        self.init(
            input: read.inputName, entries: read.entryCount, skipped: read.skipped,
            warnings: read.warnings + warnings, pages: pages, written: written.written.count,
            unchanged: written.unchanged.count, removed: written.removed.count,
            timeZone: read.timeZone, asOf: read.options.asOf.description, pantryItems: read.pantry?.count,
            index: request.out.appendingPathComponent(SitePath.index), kept: kept)
        self.withheld = withheld
        self.proof = proof
        linkPreviews = read.options.baseURL != nil
    }

    /// The summary printed at the end of a build (on standard output); the records skipped and
    /// the warnings are apart, in `problems`.
    public func text(elapsed: TimeInterval) -> String {
        if upToDate {
            return "Up to date: nothing changed since the last build of \(input) (\(unchanged) files unchanged).\n"
                + "Took \(String(format: "%.2f", elapsed)) s. Open \(index.path)"
        }
        var lines = ["Built \(input): \(entries) \(entries == 1 ? "entry" : "entries") read, \(skipped.count) skipped"]
        lines.append("Pages: \(pages); files written \(written), unchanged \(unchanged), removed \(removed)")
        if kept > 0 {
            lines.append(
                "Kept \(kept) pages, share cards and search scripts from the last build: nothing they show changed")
        }
        lines.append("Time zone: \(timeZone); as of \(asOf)")
        if let pantryItems { lines.append("Pantry: \(pantryItems) \(pantryItems == 1 ? "item" : "items")") }
        if let withheld { lines += withheld.lines }
        if let proof {
            lines.append(
                "Proof: no withheld text in any of the \(proof.files) files, read as a browser shows them ("
                    + String(format: "%.2f", proof.seconds) + " s)")
        }
        if !linkPreviews {
            lines.append("Link previews: none; give --base-url so a shared link shows its week's card")
        }
        lines.append("Took \(String(format: "%.2f", elapsed)) s. Open \(index.path)")
        return lines.joined(separator: "\n")
    }

    /// What a person should know about the input and the build, one warning each (printed on
    /// standard error): every record skipped and why, then the warnings.
    public var problems: [String] {
        skipped.map { "skipped \($0.message)" } + warnings
    }
}

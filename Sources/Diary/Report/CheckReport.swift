import Days

/// What `foodstory check` reports about a diary: a stable, machine-readable account of what a
/// build would use. Its JSON keys are part of the command-line interface (see the README).
public struct CheckReport: Codable, Hashable, Sendable {
    /// A skipped record or a warning, as reported.
    public struct Problem: Codable, Hashable, Sendable {
        /// Position of the record in reading order, from 0; nil for a diary-wide caveat.
        public var index: Int?
        /// The record's id when it could be read.
        public var id: String?
        /// What was wrong and what was expected.
        public var reason: String
    }

    /// One entry as a build would place it.
    public struct Listed: Codable, Hashable, Sendable {
        /// The entry's id.
        public var id: String
        /// Its local day.
        public var day: LocalDay
        /// Its local clock time, `HH:MM`.
        public var time: String
        /// The UTC offset that placed it.
        public var offset: String
        /// Its category, or nil (Uncategorized).
        public var category: String?
        /// How it was logged.
        public var inputType: String
        /// The description shown.
        public var description: String
        /// Whether it was edited.
        public var edited: Bool
        /// The photo's file name, if any.
        public var photo: String?
    }

    /// The input file, as given.
    public var input: String
    /// `json`, `store` or `sample`.
    public var inputKind: String
    /// Number of entries read.
    public var entries: Int
    /// Records not read, with reasons.
    public var skipped: [Problem]
    /// Entries read with a caveat, and diary-wide caveats.
    public var warnings: [Problem]
    /// The first day with an entry (`YYYY-MM-DD`), or nil for an empty diary.
    public var firstDay: LocalDay?
    /// The last day with an entry, or nil.
    public var lastDay: LocalDay?
    /// Entries per day, for every day with entries.
    public var days: [String: Int]
    /// Number of days with entries.
    public var daysWithEntries: Int
    /// Entries per category; `uncategorized` counts entries without one.
    public var categories: [String: Int]
    /// Entries per input type.
    public var inputTypes: [String: Int]
    /// The zone used, or `inferred: …` with the offsets.
    public var timeZone: String
    /// Entries placed by each UTC offset.
    public var offsets: [String: Int]
    /// Edited entries (with `updatedAt`).
    public var edited: Int
    /// Entries with a photo.
    public var withPhoto: Int
    /// The locale a build would write the site in (`--locale`, else the config file's, else
    /// `en`).
    public var locale = "en"
    /// The language a build would read the diary's food words in (`--diary-language`, else
    /// the config file's, else the locale's).
    public var diaryLanguage = "en"
    /// Every entry in diary order, when asked for (`--entries`).
    public var list: [Listed]?

    /// The report for `diary`, read from `input`.
    public init(diary: Diary, input: String, listingEntries: Bool = false) {
        self.input = input
        inputKind = diary.source.rawValue
        entries = diary.entries.count
        skipped = diary.skipped.map(Problem.init)
        warnings = diary.warnings.map(Problem.init)
        firstDay = diary.firstDay
        lastDay = diary.lastDay
        var days: [String: Int] = [:]
        var categories = Dictionary(
            uniqueKeysWithValues: (MealCategory.allCases.map(\.rawValue) + ["uncategorized"]).map { ($0, 0) })
        var inputTypes = Dictionary(uniqueKeysWithValues: InputType.allCases.map { ($0.rawValue, 0) })
        var offsets: [String: Int] = [:]
        var edited = 0
        var withPhoto = 0
        var lastDay: LocalDay?
        var lastKey = ""
        for entry in diary.entries {
            if entry.day != lastDay {
                lastDay = entry.day
                lastKey = entry.day.description
            }
            days[lastKey, default: 0] += 1
            categories[entry.category?.rawValue ?? "uncategorized", default: 0] += 1
            inputTypes[entry.inputType.rawValue, default: 0] += 1
            offsets[entry.offset.description, default: 0] += 1
            if entry.isEdited { edited += 1 }
            if entry.record.mediaFileName != nil { withPhoto += 1 }
        }
        self.days = days
        daysWithEntries = days.count
        self.categories = categories
        self.inputTypes = inputTypes
        timeZone = diary.timeZone.description
        self.offsets = offsets
        self.edited = edited
        self.withPhoto = withPhoto
        list = listingEntries ? diary.entries.map(Listed.init) : nil
    }

    private enum CodingKeys: String, CodingKey {
        case input, inputKind, entries, skipped, warnings, firstDay, lastDay, days, daysWithEntries, categories
        case inputTypes, timeZone, offsets, edited, withPhoto, locale, diaryLanguage, list
    }

    /// Encodes every key, with `null` for an empty diary's first and last day, so that the
    /// report's shape never depends on its content.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encode(inputKind, forKey: .inputKind)
        try container.encode(entries, forKey: .entries)
        try container.encode(skipped, forKey: .skipped)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(firstDay, forKey: .firstDay)
        try container.encode(lastDay, forKey: .lastDay)
        try container.encode(days, forKey: .days)
        try container.encode(daysWithEntries, forKey: .daysWithEntries)
        try container.encode(categories, forKey: .categories)
        try container.encode(inputTypes, forKey: .inputTypes)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(offsets, forKey: .offsets)
        try container.encode(edited, forKey: .edited)
        try container.encode(withPhoto, forKey: .withPhoto)
        try container.encode(locale, forKey: .locale)
        try container.encode(diaryLanguage, forKey: .diaryLanguage)
        try container.encodeIfPresent(list, forKey: .list)
    }
}

extension CheckReport.Listed {
    init(_ entry: DiaryEntry) {
        self.init(
            id: entry.id.text, day: entry.day, time: entry.time.description, offset: entry.offset.description,
            category: entry.category?.rawValue, inputType: entry.inputType.rawValue, description: entry.description,
            edited: entry.isEdited, photo: entry.record.mediaFileName)
    }
}

extension CheckReport.Problem {
    init(_ problem: RecordProblem) {
        self.init(index: problem.record?.index, id: problem.record?.id, reason: problem.reason)
    }
}

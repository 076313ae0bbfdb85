import Diary
import Foundation

/// The diary of the fixture files (`Fixtures/`), built in code: a phone in India (UTC+05:30), three entries
/// on 8 March 2026 and one on 9 March.
public enum Fixtures {
    /// The fixture's four entries as JSON export text.
    public static let exportJSON = """
        [
          {"id": "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:45:00Z",
           "rawInput": "Masala dosa with coconut chutney", "inputType": "text", "processedDescription": "masala dosa coconut chutney",
           "mediaURL": null, "category": "breakfast", "updatedAt": null},
          {"id": "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T07:50:00Z",
           "rawInput": "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg", "inputType": "image", "processedDescription": "chicken biryani raita",
           "mediaURL": "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg", "category": "lunch", "updatedAt": "2026-03-08T08:05:12Z"},
          {"id": "C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T15:10:00Z",
           "rawInput": "um I had a mango lassi and two samosas", "inputType": "voice", "processedDescription": "mango lassi and two samosas",
           "mediaURL": null, "category": null, "updatedAt": null},
          {"id": "9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T14:20:00Z",
           "rawInput": "Kheer", "inputType": "text", "processedDescription": "kheer", "mediaURL": null, "category": "dessert",
           "updatedAt": null}
        ]
        """

    /// The same four entries as store rows.
    public static var storeRows: [StoreBuilder.Row] {
        [
            [
                "ZCREATEDAT": 794_630_700, "ZDATE": 794_601_000, "ZUPDATEDAT": nil, "ZCATEGORY": "breakfast",
                "ZINPUTTYPE": "text",
                "ZMEDIAURL": nil, "ZPROCESSEDDESCRIPTION": "masala dosa coconut chutney",
                "ZRAWINPUT": "Masala dosa with coconut chutney",
                "ZID": StoreBuilder.uuidBlob("6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50"),
            ],
            [
                "ZCREATEDAT": 794_649_000, "ZDATE": 794_601_000, "ZUPDATEDAT": 794_649_912, "ZCATEGORY": "lunch",
                "ZINPUTTYPE": "image",
                "ZMEDIAURL": "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg",
                "ZPROCESSEDDESCRIPTION": "chicken biryani raita",
                "ZRAWINPUT": "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg",
                "ZID": StoreBuilder.uuidBlob("0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11"),
            ],
            [
                "ZCREATEDAT": 794_675_400, "ZDATE": 794_601_000, "ZUPDATEDAT": nil, "ZCATEGORY": nil,
                "ZINPUTTYPE": "voice",
                "ZMEDIAURL": nil, "ZPROCESSEDDESCRIPTION": "mango lassi and two samosas",
                "ZRAWINPUT": "um I had a mango lassi and two samosas",
                "ZID": StoreBuilder.uuidBlob("C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B"),
            ],
            [
                "ZCREATEDAT": 794_758_800, "ZDATE": 794_687_400, "ZUPDATEDAT": nil, "ZCATEGORY": "dessert",
                "ZINPUTTYPE": "text",
                "ZMEDIAURL": nil, "ZPROCESSEDDESCRIPTION": "kheer", "ZRAWINPUT": "Kheer",
                "ZID": StoreBuilder.uuidBlob("9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A"),
            ],
        ]
    }

    /// The four entries as they must come out of any reader: (id, day, local time,
    /// description, category, input type, photo, edited).
    public static let expectedEntries: [EntrySummary] = [
        EntrySummary(
            "6E1F3C1A-93B4-4D5E-8F0A-2B7C9D1E4F50", "2026-03-08", "08:15", "masala dosa coconut chutney", .breakfast,
            .text, nil, false),
        EntrySummary(
            "0B9E2D44-1C7A-4F0E-9A51-6D2C8E3F7A11", "2026-03-08", "13:20", "chicken biryani raita", .lunch, .image,
            "3A7C9E21-5B4D-4E6F-8A1B-2C3D4E5F6A7B.jpg", true),
        EntrySummary(
            "C4D5E6F7-0812-4A3B-9C4D-5E6F70819A2B", "2026-03-08", "20:40", "mango lassi and two samosas", nil, .voice,
            nil, false),
        EntrySummary(
            "9F8E7D6C-5B4A-4392-8172-6F5E4D3C2B1A", "2026-03-09", "19:50", "kheer", .dessert, .text, nil, false),
    ]

    /// A diary read from a JSON export given as text (written to a temporary file).
    public static func readJSON(
        _ text: String, timeZone: TimeZone? = nil, strict: Bool = false, in folder: TemporaryFolder
    ) throws -> Diary {
        let path = try folder.write(text, to: "export-\(UUID().uuidString).json")
        return try reader(timeZone: timeZone, strict: strict, folder: folder).read(path: path)
    }

    /// A diary read from a store built from `rows`.
    public static func readStore(
        _ rows: [StoreBuilder.Row], table: String = StoreBuilder.entryTable, timeZone: TimeZone? = nil,
        strict: Bool = false,
        in folder: TemporaryFolder
    ) throws -> Diary {
        let path = folder.path("store-\(UUID().uuidString).store")
        try StoreBuilder.write(rows, to: path, table: table)
        return try reader(timeZone: timeZone, strict: strict, folder: folder).read(path: path)
    }

    /// A reader whose private copies go into `folder`.
    public static func reader(timeZone: TimeZone? = nil, strict: Bool = false, folder: TemporaryFolder) -> DiaryReader {
        DiaryReader(
            options: .init(timeZone: timeZone, strict: strict, temporaryDirectory: folder.url, cores: TestWorld.cores))
    }
}

/// The facts of a read entry that tests compare as a whole.
public struct EntrySummary: Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var day: String
    public var time: String
    public var text: String
    public var category: MealCategory?
    public var inputType: InputType
    public var photo: String?
    public var edited: Bool

    public init(
        _ id: String, _ day: String, _ time: String, _ description: String, _ category: MealCategory?,
        _ inputType: InputType,
        _ photo: String?, _ edited: Bool
    ) {
        self.id = id
        self.day = day
        self.time = time
        self.text = description
        self.category = category
        self.inputType = inputType
        self.photo = photo
        self.edited = edited
    }

    /// The summary of a placed entry.
    public init(_ entry: DiaryEntry) {
        self.init(
            entry.id.uuidString, entry.day.description, entry.time.description, entry.description, entry.category,
            entry.inputType, entry.record.mediaFileName, entry.isEdited)
    }

    public var description: String {
        "\(day) \(time) \(id) \(text) \(category?.rawValue ?? "-") \(inputType) \(photo ?? "-") \(edited)"
    }
}

extension Diary {
    /// The summaries of the diary's entries, in diary order.
    public var summaries: [EntrySummary] { entries.map(EntrySummary.init) }

    /// `(day, time)` of each entry, in diary order.
    public var dayTimes: [String] { entries.map { "\($0.day) \($0.time)" } }
}

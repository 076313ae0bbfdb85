import Days
import Diary
import Foundation
import Insights
import Testing

@testable import Feeds

/// The feed's ids, made from the site's identity.
@Suite("Feed identity")
struct FeedIdentityTests {
    @Test("The feed's ids: version 8 UUIDs of xxHash's XXH3-128 of what they name and the site's identity")
    func feedIds() throws {
        let identity = FeedIdentity(
            siteID: "0b9e5d2c-3f4a-4e1b-9c7d-2a6f8e1b4c3d", firstEntry: UUID(), address: "https://e.org/", title: "T")
        #expect(identity.basis == "site-id 0b9e5d2c-3f4a-4e1b-9c7d-2a6f8e1b4c3d")
        // Worked out with libxxhash's XXH3_128bits and XXH128_canonicalFromHash, outside Swift:
        // 62b574ac71948770e431ff3dd103779d and f701b7324f030f0c01f126220c48277a, with the
        // version (8) and variant (10) bits set.
        #expect(identity.feed == "urn:uuid:62b574ac-7194-8770-a431-ff3dd103779d")
        #expect(
            identity.entry(try #require(ISOWeek("2026-W10"))) == "urn:uuid:f701b732-4f03-8f0c-81f1-26220c48277a")
        let entry = UUID(uuidString: "11111111-0000-4000-8000-000000000001")
        #expect(
            FeedIdentity(siteID: nil, firstEntry: entry, address: "https://e.org/", title: "T").basis
                == "first entry 11111111-0000-4000-8000-000000000001")
        #expect(
            FeedIdentity(siteID: nil, firstEntry: nil, address: "https://e.org/", title: "T").basis
                == "address https://e.org/")
        #expect(FeedIdentity(siteID: nil, firstEntry: nil, address: nil, title: "🍕").basis == "title 🍕")
    }

    @Test("The diary's first entry is its earliest meal; among meals at the same instant, the smallest id")
    func firstEntry() throws {
        let noon = Date(timeIntervalSince1970: 1_772_971_200)
        func entry(_ id: String, _ createdAt: Date, day: Int) throws -> DiaryEntry {
            let record = EntryRecord(
                id: try #require(UUID(uuidString: id)), date: createdAt, createdAt: createdAt, rawInput: "tea",
                inputType: .text, processedDescription: "tea", category: nil)
            return DiaryEntry(
                record: record, day: LocalDay(dayNumber: day), time: LocalTime(hour: 12, minute: 0),
                offset: UTCOffset(seconds: 0))
        }
        // Diary order is by local day: the earliest instant sits on a later local day here.
        let entries = [
            try entry("0000000A-0000-4000-8000-000000000000", noon, day: 20_000),
            try entry("FFFFFFFF-0000-4000-8000-000000000000", noon.addingTimeInterval(-60), day: 20_001),
            try entry("0000000B-0000-4000-8000-000000000000", noon.addingTimeInterval(-60), day: 20_002),
        ]
        let diary = Diary(entries: entries, source: .sample, timeZone: .explicit(identifier: "UTC"))
        #expect(FeedIdentity.firstEntry(of: diary) == UUID(uuidString: "0000000B-0000-4000-8000-000000000000"))
        let empty = Diary(entries: [], source: .sample, timeZone: .explicit(identifier: "UTC"))
        #expect(FeedIdentity.firstEntry(of: empty) == nil)
    }
}

import Diary
import Foundation
import Insights
import Support

/// The ids of the feed and of its entries (RFC 4287's `atom:id`): URIs no other site's feed
/// holds, the same in every build of the site. Each is a `urn:uuid:` whose UUID is the 128-bit
/// XXH3 hash of what it names (the feed, or a week) and the site's identity, written as an
/// RFC 9562 version 8 UUID. The site's identity is, the first that there is:
///
/// 1. the config file's `site-id` (`foodstory init` writes a random one): stable whatever
///    else changes;
/// 2. the diary's first entry (the earliest meal, by the app's random id when two share a
///    time): no two people's diaries share it, and it stays while that entry is the first;
/// 3. the site's address, for a diary without entries; else its title.
package struct FeedIdentity: Hashable, Sendable {
    /// What the ids are made from: `site-id …`, `first entry …`, `address …` or `title …`.
    package let basis: String

    /// The identity of a site with the config file's `siteID`, the diary's `firstEntry`
    /// (`firstEntry(of:)`), the site's `address` and `title`.
    package init(siteID: String?, firstEntry: UUID?, address: String?, title: String) {
        if let siteID {
            basis = "site-id " + siteID
        } else if let firstEntry {
            basis = "first entry " + firstEntry.lowercasedText
        } else if let address {
            basis = "address " + address
        } else {
            basis = "title " + title
        }
    }

    /// The id of the diary's first entry: the earliest meal, the smallest id among meals at
    /// the same instant.
    package static func firstEntry(of diary: Diary) -> UUID? {
        // The ids' texts are made only for meals at the same instant (making them for every
        // comparison was 4% of a one-entry rebuild).
        diary.entries.min { lhs, rhs in
            guard lhs.record.createdAt == rhs.record.createdAt else {
                return lhs.record.createdAt < rhs.record.createdAt
            }
            return lhs.record.id.lowercasedText < rhs.record.id.lowercasedText
        }?.record.id
    }

    /// The feed's id.
    package var feed: String { Self.urn("feed\n" + basis) }

    /// The id of the entry of `week`'s recap.
    package func entry(_ week: ISOWeek) -> String { Self.urn("week \(week)\n" + basis) }

    /// `urn:uuid:` and the version 8 UUID of `name`'s XXH3 128-bit hash (its canonical,
    /// big-endian bytes, with the version and variant bits set).
    package static func urn(_ name: String) -> String {
        let hash = ContentHash(of: name)
        var bytes: [UInt8] = []
        for word in [hash.high, hash.low] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return "urn:uuid:" + groups.joined(separator: "-")
    }
}

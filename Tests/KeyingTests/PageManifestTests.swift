import Diary
import Foundation
import Keying
import Support
import Testing

@Suite("The output manifest")
struct PageManifestTests {
    @Test("The manifest reads back what it wrote; a damaged or older one is not read")
    func roundTrip() {
        let key = ContentHash(high: 0xdead_beef, low: 1)
        let manifest = PageManifest(records: [
            "day/2026-03-08.html": .init(key: key, size: 1234),
            "food/masala dosa.html": .init(key: ContentHash(high: 0, low: 2), size: 0),
        ])
        let line = "00000000deadbeef0000000000000001"
        #expect(
            String(decoding: manifest.data, as: UTF8.self)
                == "foodstory outputs v4\n\(line) 1234 day/2026-03-08.html\n"
                + "00000000000000000000000000000002 0 food/masala dosa.html\n")
        #expect(PageManifest(data: manifest.data) == manifest)
        for damaged in [
            "foodstory pages v3 abc\ndeadbeef 1234 day/2026-03-08.html\n", "foodstory outputs v4\nzz 12 a.html\n",
            "foodstory outputs v4\n\(line) -3 a.html\n", "foodstory outputs v4\n\(line) 3x a.html\n",
            "foodstory outputs v4\n\(line) a.html\n", "foodstory outputs v4\ndeadbeef 3 a.html\n", "",
        ] {
            #expect(PageManifest(data: Data(damaged.utf8)) == nil, "\(damaged)")
        }
    }
}

import Foundation
import TestSupport
import Testing

/// The repository, for the shipped sample photos.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every file under `folder`, dot-files included, by path with its bytes.
private func files(_ folder: URL) throws -> [String: Data] {
    try FolderFiles.of(folder)
}

/// The files of `site` that hold `text`, sorted.
private func holders(of text: String, in site: [String: Data]) -> [String] {
    site.filter { $0.value.range(of: Data(text.utf8)) != nil }.keys.sorted()
}

/// Publishing without oversharing: the output folder holds only the site, and a public build
/// holds nothing it withholds, proved by the build itself.
@Suite("foodstory build --public and the output folder", .serialized)
struct PublicBuildTests {
    /// A diary with something to hide in each way: an original input that differs from its
    /// description, a photo, entries of a hidden food (one of them with a voice transcript),
    /// odd clock times. Kept in Asia/Kolkata (+05:30).
    static let diary = """
        [
          {"id": "11111111-0000-4000-8000-000000000001", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T02:11:00Z",
           "rawInput": "pssst secret-sauce dosa from Meera's kitchen", "inputType": "text", "processedDescription": "masala dosa",
           "mediaURL": null, "category": "breakfast", "updatedAt": null},
          {"id": "11111111-0000-4000-8000-000000000002", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T07:47:00Z",
           "rawInput": "IMG_SECRET_4711.jpg", "inputType": "image", "processedDescription": "chicken biryani",
           "mediaURL": "IMG_SECRET_4711.jpg", "category": "lunch", "updatedAt": null},
          {"id": "11111111-0000-4000-8000-000000000003", "date": "2026-03-07T18:30:00Z", "createdAt": "2026-03-08T14:23:00Z",
           "rawInput": "um a wee dram of whisky with Rohan", "inputType": "voice", "processedDescription": "whisky",
           "mediaURL": null, "category": "dinner", "updatedAt": null},
          {"id": "11111111-0000-4000-8000-000000000004", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T03:29:00Z",
           "rawInput": "Kheer", "inputType": "text", "processedDescription": "kheer", "mediaURL": null,
           "category": "dessert", "updatedAt": null},
          {"id": "11111111-0000-4000-8000-000000000005", "date": "2026-03-08T18:30:00Z", "createdAt": "2026-03-09T12:34:00Z",
           "rawInput": "said whisky sour at the club with Anil", "inputType": "voice", "processedDescription": "whisky sour",
           "mediaURL": null, "category": "beverage", "updatedAt": null}
        ]
        """

    /// What the public build must not hold anywhere: the original inputs, the photo's name,
    /// the hidden food and the clock times.
    static let secrets = [
        "secret-sauce", "Meera", "IMG_SECRET_4711", "whisky", "Rohan", "Anil", "07:41", "13:17", "19:53", "08:59",
        "18:04",
    ]

    /// The diary, its photo and a config file with a `[public]` table hiding whisky (and the
    /// photos' originals asked for), in `folder`.
    static func inputs(in folder: TemporaryFolder, publicTable: String = "hide = [\"whisky\"]") throws -> [String] {
        let input = try folder.write(diary, to: "diary.json")
        let media = folder.url.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Sources/Site/Resources/SamplePhotos/lunch.jpg"),
            to: media.appendingPathComponent("IMG_SECRET_4711.jpg"))
        // The originals go into the private build: the photo's name is in its file's.
        let config = try folder.write(
            "[public]\n" + publicTable + "\n\n[photos]\noriginals = true\n", to: "foodstory.toml")
        return [
            "build", "--input", input, "--media", media.path, "--config", config, "--timezone", "Asia/Kolkata",
            "--as-of", "2026-03-09", "--cache-dir", folder.path("cache"),
        ]
    }

    @Test("A public build holds no secret in any file; the private build of the same diary shows each of them")
    func publicHoldsNoSecret() throws {
        let folder = try TemporaryFolder()
        let arguments = try Self.inputs(in: folder)
        let privateOut = folder.url.appendingPathComponent("private")
        let publicOut = folder.url.appendingPathComponent("public")
        let privateRun = try FoodStoryBinary.run(arguments + ["--out", privateOut.path])
        #expect(privateRun.status == 0, "\(privateRun.stderr)")
        let publicRun = try FoodStoryBinary.run(arguments + ["--out", publicOut.path, "--public"])
        #expect(publicRun.status == 0, "\(publicRun.stderr)")

        let privateSite = try files(privateOut)
        let publicSite = try files(publicOut)
        for secret in Self.secrets {
            #expect(!holders(of: secret, in: privateSite).isEmpty, "the private build shows \(secret)")
            #expect(holders(of: secret, in: publicSite) == [], "the public build holds \(secret)")
            #expect(holders(of: secret.lowercased(), in: publicSite) == [], "the public build holds \(secret)")
        }
        let summary = publicRun.stdout.split(separator: "\n").map(String.init)
        #expect(summary.contains("Public: withheld 2 original inputs, 1 photo, 2 hidden entries, clock times"))
        #expect(summary.contains("Hidden: 'whisky' 2 entries"))
        #expect(summary.contains { $0.hasPrefix("Proof: no withheld text in any of the ") })
        // The public view's search index, whole: the three entries shown, without clock
        // times or original inputs, in the order of their meals.
        let index = ["2026-03-08", "2026-03-09"].map {
            String(decoding: publicSite["assets/search/days/\($0).js"] ?? Data(), as: UTF8.self)
        }
        #expect(
            index == [
                """
                FOODSTORY_SEARCH.day(["2026-03-08","day\\/2026-03-08.html",[["","breakfast","masala dosa","","entry-11111111-0000-4000-8000-000000000001"],["","lunch","chicken biryani","","entry-11111111-0000-4000-8000-000000000002"]]]);

                """,
                """
                FOODSTORY_SEARCH.day(["2026-03-09","day\\/2026-03-09.html",[["","dessert","kheer","","entry-11111111-0000-4000-8000-000000000004"]]]);

                """,
            ])
    }

    @Test("A public build with hidden entries is byte for byte the public build of the diary without them")
    func hiddenEntriesLeaveNoNumberBehind() throws {
        let folder = try TemporaryFolder()
        let arguments = try Self.inputs(in: folder)
        let hidden = folder.url.appendingPathComponent("hidden")
        let run = try FoodStoryBinary.run(arguments + ["--out", hidden.path, "--public"])
        #expect(run.status == 0, "\(run.stderr)")
        // The same diary without the two whisky entries, and no food hidden.
        let records = try JSONSerialization.jsonObject(with: Data(Self.diary.utf8)) as? [[String: Any]] ?? []
        let without = records.filter { ($0["processedDescription"] as? String)?.contains("whisky") != true }
        #expect(without.count == 3)
        let input = try folder.write(try JSONSerialization.data(withJSONObject: without), to: "without.json")
        let config = try folder.write("[public]\n", to: "plain.toml")
        var plainArguments = arguments
        plainArguments[2] = input
        plainArguments[6] = config
        let plain = folder.url.appendingPathComponent("plain")
        let plainRun = try FoodStoryBinary.run(plainArguments + ["--out", plain.path, "--public"])
        #expect(plainRun.status == 0, "\(plainRun.stderr)")
        // The same bytes, but for the diary and config file the card commands name (by their
        // bare names, on a public page).
        let bare = { (path: String) in " " + URL(fileURLWithPath: path).lastPathComponent }
        var named = try files(plain)
        for (path, data) in named where path.hasSuffix(".html") {
            named[path] = Data(
                String(decoding: data, as: UTF8.self).replacingOccurrences(of: bare(input), with: bare(arguments[2]))
                    .replacingOccurrences(of: bare(config), with: bare(arguments[6])).utf8)
        }
        #expect(try files(hidden) == named)
        // Hand-worked: the first day had three entries, one of them whisky: its page shows
        // two cards.
        let day = String(decoding: try files(hidden)["day/2026-03-08.html"] ?? Data(), as: UTF8.self)
        #expect(day.components(separatedBy: "<article class=\"entry ").count - 1 == 2)
    }

    @Test("A public build is byte for byte the public build of the diary with every clock time moved within its day")
    func clockTimesLeaveNothingBehind() throws {
        let folder = try TemporaryFolder()
        let arguments = try Self.inputs(in: folder)
        let records = try JSONSerialization.jsonObject(with: Data(Self.diary.utf8)) as? [[String: Any]] ?? []
        let instants = ISO8601DateFormatter()
        /// The diary with each entry written `seconds(place)` after its day's midnight (its
        /// `date`), `place` its place among its day's entries, as `name`.
        func moved(_ name: String, _ seconds: (Int) -> Int) throws -> String {
            var moved = records
            var places: [String: Int] = [:]
            for index in moved.indices {
                let midnight = moved[index]["date"] as? String ?? ""
                let place = places[midnight, default: 0]
                places[midnight] = place + 1
                let instant = instants.date(from: midnight).map { $0.addingTimeInterval(Double(seconds(place))) }
                moved[index]["createdAt"] = instant.map(instants.string(from:))
            }
            #expect(moved.compactMap { $0["createdAt"] as? String }.count == records.count)
            // Under the diary's own name, in a folder of its own: a public page's card commands
            // name the input by its bare name.
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
            return try folder.write(
                try JSONSerialization.data(withJSONObject: moved),
                to: name + "/" + URL(fileURLWithPath: arguments[2]).lastPathComponent)
        }
        // Later in the day in the same order (01:07, 02:07, … after midnight), and in the
        // reverse order (23:07, 22:07, …). The feed's ids are made from the diary's first
        // entry when there is no site-id (docs/publishing.md), so which entry was written first
        // shows there: the reverse order is built with a site-id.
        let identified = try folder.write(
            "site-id = \"a site\"\n\n[public]\nhide = [\"whisky\"]\n\n[photos]\noriginals = true\n",
            to: "identified.toml")
        let cases = [
            ("same order", try moved("later") { $0 * 3600 + 4020 }, arguments[6]),
            ("reverse order", try moved("reversed") { (23 - $0) * 3600 + 420 }, identified),
        ]
        for (name, input, config) in cases {
            var real = arguments
            real[6] = config
            var changed = real
            changed[2] = input
            let sites = try [real, changed].enumerated().map { number, inputs in
                let out = folder.url.appendingPathComponent("\(name) \(number)")
                let run = try FoodStoryBinary.run(inputs + ["--out", out.path, "--public"])
                #expect(run.status == 0, "\(run.stderr)")
                return try files(out)
            }
            #expect(sites[0].count > 50)
            #expect(
                Set(sites[0].keys).union(sites[1].keys).filter { sites[0][$0] != sites[1][$0] }.sorted() == [],
                "\(name)")
            // The private builds of the two diaries differ: the times are in the diary.
            let privateSites = try [real, changed].enumerated().map { number, inputs in
                let out = folder.url.appendingPathComponent("\(name) private \(number)")
                #expect(try FoodStoryBinary.run(inputs + ["--out", out.path]).status == 0)
                return try files(out)
            }
            #expect(privateSites[0] != privateSites[1], "\(name)")
        }
    }

    @Test("The proof fires: a template that prints a withheld text stops the build (exit 70) naming the file")
    func proofFires() throws {
        let folder = try TemporaryFolder()
        let arguments = try Self.inputs(in: folder)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# Lost\n\nThe pssst secret-sauce dosa from Meera's kitchen is not here.\n".write(
            to: templates.appendingPathComponent("404.md"), atomically: true, encoding: .utf8)
        let out = folder.url.appendingPathComponent("site")
        let run = try FoodStoryBinary.run(
            arguments + ["--out", out.path, "--public", "--templates", templates.path])
        #expect(run.status == 70)
        #expect(
            run.stderr
                == "foodstory: error: check: 404.html holds text the public view withholds\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Without --public the same template builds: the text is the template's own.
        let privateRun = try FoodStoryBinary.run(arguments + ["--out", out.path, "--templates", templates.path])
        #expect(privateRun.status == 0, "\(privateRun.stderr)")
    }

    @Test("noindex: every page asks not to be indexed, and robots.txt disallows all")
    func noindex() throws {
        let folder = try TemporaryFolder()
        let arguments = try Self.inputs(in: folder, publicTable: "enabled = true\nnoindex = true")
        let out = folder.url.appendingPathComponent("site")
        let run = try FoodStoryBinary.run(arguments + ["--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let site = try files(out)
        #expect(String(decoding: site["robots.txt"] ?? Data(), as: UTF8.self) == "User-agent: *\nDisallow: /\n")
        let pages = site.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 10)
        #expect(holders(of: "<meta name=\"robots\" content=\"noindex\"/>", in: site) == pages)
        // enabled = true makes the build public: the photo is withheld.
        #expect(site.keys.filter { $0.hasPrefix("media/") } == [])
    }

    @Test("A build's output folder holds no diary text its pages do not show, dot-files included")
    func outputHoldsOnlyTheSite() throws {
        let folder = try TemporaryFolder()
        // Photo entries without --media: the pages show a placeholder, never the file name
        // (which the app stores as the entry's original input).
        let input = try folder.write(Self.diary, to: "diary.json")
        let out = folder.url.appendingPathComponent("site")
        let cache = folder.url.appendingPathComponent("cache")
        let arguments = [
            "build", "--input", input, "--timezone", "Asia/Kolkata", "--as-of", "2026-03-09", "--out", out.path,
            "--cache-dir", cache.path,
        ]
        let run = try FoodStoryBinary.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let site = try files(out)
        #expect(holders(of: "IMG_SECRET_4711", in: site) == [])
        #expect(site.keys.filter { $0.hasPrefix(".") }.sorted() == [".foodstory"])
        // The state is in the cache folder: the record cache holds every record.
        let state = try files(cache)
        #expect(state.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["build", "pages", "records.sqlite"])
        #expect(!holders(of: "IMG_SECRET_4711", in: state).isEmpty)
        // A public build's folder holds none of the original inputs either.
        let publicOut = folder.url.appendingPathComponent("public")
        let publicRun = try FoodStoryBinary.run(
            Array(arguments.dropLast(4)) + ["--out", publicOut.path, "--cache-dir", cache.path, "--public"])
        #expect(publicRun.status == 0, "\(publicRun.stderr)")
        let publicSite = try files(publicOut)
        let records = try JSONSerialization.jsonObject(with: Data(Self.diary.utf8)) as? [[String: Any]] ?? []
        let originals = records.compactMap { record -> String? in
            let raw = record["rawInput"] as? String ?? ""
            // "Kheer" for "kheer" is shown: as the food's name.
            return raw.lowercased() == (record["processedDescription"] as? String)?.lowercased() ? nil : raw
        }
        #expect(originals.count == 4)
        for raw in originals { #expect(holders(of: raw, in: publicSite) == [], "\(raw)") }
    }

    @Test("Deleting the cache makes the next build a full one, with the same output")
    func deletedCache() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.diary, to: "diary.json")
        let out = folder.url.appendingPathComponent("site")
        let cache = folder.url.appendingPathComponent("cache")
        let arguments = [
            "build", "--input", input, "--timezone", "Asia/Kolkata", "--as-of", "2026-03-09", "--out", out.path,
            "--cache-dir", cache.path,
        ]
        #expect(try FoodStoryBinary.run(arguments).status == 0)
        let first = try files(out)
        let again = try FoodStoryBinary.run(arguments)
        #expect(again.stdout.hasPrefix("Up to date"))
        try FileManager.default.removeItem(at: cache)
        let full = try FoodStoryBinary.run(arguments)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(full.stdout.hasPrefix("Built \(input): 5 entries read, 0 skipped\n"))
        #expect(!full.stdout.contains("Kept "))
        #expect(try files(out) == first)
        #expect(FileManager.default.fileExists(atPath: cache.path))
    }

    @Test("State files an earlier FoodStory kept in the output folder are removed by the next build")
    func oldStateFilesRemoved() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.diary, to: "diary.json")
        let out = folder.url.appendingPathComponent("site")
        let arguments = [
            "build", "--input", input, "--timezone", "Asia/Kolkata", "--as-of", "2026-03-09", "--out", out.path,
            "--cache-dir", folder.path("cache"),
        ]
        #expect(try FoodStoryBinary.run(arguments).status == 0)
        let expected = try files(out)
        // As an earlier version left the folder: its state files beside the site, listed in
        // the marker.
        let old = [".foodstory-build", ".foodstory-pages", ".foodstory-records"]
        for name in old { try Data("said: secret".utf8).write(to: out.appendingPathComponent(name)) }
        let marker = out.appendingPathComponent(".foodstory")
        try (String(decoding: try Data(contentsOf: marker), as: UTF8.self) + old.joined(separator: "\n") + "\n")
            .write(to: marker, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("cache"))
        let run = try FoodStoryBinary.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try files(out) == expected)
    }
}

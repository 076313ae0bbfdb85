import Foundation
import Photos
import TestSupport
import Testing

@Suite("Reading photos from the media folder")
struct MediaFolderTests {
    /// A folder holding `media/` (the folder given) and, beside it, `secret.jpg` and
    /// `private/`, which no photo name may reach.
    struct Layout {
        let parent: URL
        let media: URL

        init(_ parent: URL) throws {
            self.parent = parent
            media = parent.appendingPathComponent("media")
            try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
            try Data(JPEGFixtures.baseline).write(to: parent.appendingPathComponent("secret.jpg"))
        }

        func write(_ bytes: [UInt8], to name: String) throws {
            try Data(bytes).write(to: media.appendingPathComponent(name))
        }

        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: media.appendingPathComponent(name).path, withDestinationPath: destination)
        }

        func path(_ name: String) -> String { media.path + "/" + name }
    }

    var dirtyJPEG: [UInt8] {
        let original = JPEGFixtures.baseline
        return Array(original[..<2]) + JPEGFixtures.exifWithGPS + Array(original[2...])
    }

    @Test("A photo's bytes are read as the file holds them, whatever they are")
    func photo() throws {
        try withTemporaryFolder { parent in
            let layout = try Layout(parent)
            try layout.write(dirtyJPEG, to: "IMG_0001.jpg")
            try layout.write(PNGFixtures.withMetadata, to: "Screenshot 2026-03-08 crème brûlée.png")
            let heic = [0, 0, 0, 24] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8)
            try layout.write(heic, to: "IMG_0002.HEIC")
            let folder = MediaFolder(url: layout.media)
            #expect(folder.problem == nil)
            #expect(folder.photo(named: "IMG_0001.jpg") == .photo(Data(dirtyJPEG)))
            #expect(
                folder.photo(named: "Screenshot 2026-03-08 crème brûlée.png") == .photo(Data(PNGFixtures.withMetadata)))
            #expect(folder.photo(named: "IMG_0002.HEIC") == .photo(Data(heic)))
        }
    }

    @Test(
        "Names that could leave the folder or hide are refused before any file is read",
        arguments: [
            ("../secret.jpg", "it contains a path separator (\"/\" or \"\\\")"),
            ("../etc/passwd", "it contains a path separator (\"/\" or \"\\\")"),
            ("private/secret.jpg", "it contains a path separator (\"/\" or \"\\\")"),
            ("/etc/passwd", "it contains a path separator (\"/\" or \"\\\")"),
            ("a\\b.jpg", "it contains a path separator (\"/\" or \"\\\")"),
            ("..", "it contains \"..\""),
            ("secret..jpg", "it contains \"..\""),
            (".", "it starts with \".\""),
            (".hidden.jpg", "it starts with \".\""),
            ("x\u{0}.jpg", "it contains a control character"),
            ("x\n.jpg", "it contains a control character"),
            ("x\u{85}.jpg", "it contains a control character"),
            ("", "it is empty"),
            (String(repeating: "é", count: 128) + ".jpg", "it is longer than 255 bytes"),
        ])
    func refused(name: String, why: String) throws {
        try withTemporaryFolder { parent in
            let layout = try Layout(parent)
            try FileManager.default.createDirectory(
                at: layout.media.appendingPathComponent("private"), withIntermediateDirectories: true)
            try layout.write(JPEGFixtures.baseline, to: "private/secret.jpg")
            try layout.write(JPEGFixtures.baseline, to: "secret..jpg")
            let expected = PhotoLookup.refused(
                "photo name \(name.debugDescription) refused: \(why); "
                    + "a mediaURL must name a file directly inside the media folder")
            #expect(MediaFolder(url: layout.media).photo(named: name) == expected)
            // The same answer where the folder does not even exist: the name alone decides.
            #expect(MediaFolder(url: parent.appendingPathComponent("nowhere")).photo(named: name) == expected)
            #expect(!MediaFolder.isSafeName(name))
        }
    }

    @Test("Ordinary photo names are safe", arguments: ["IMG_0001.JPG", "a.b.jpg", "Frühstück 1.png", "x", "…jpg"])
    func safeNames(name: String) {
        #expect(MediaFolder.isSafeName(name))
        #expect(MediaFolder.nameProblem(name) == nil)
    }

    @Test("A link inside the folder that leads outside it is refused; one that stays inside is followed")
    func links() throws {
        try withTemporaryFolder { parent in
            let layout = try Layout(parent)
            try layout.write(dirtyJPEG, to: "real.jpg")
            try layout.link("inside.jpg", to: "real.jpg")
            try layout.link("outside.jpg", to: "../secret.jpg")
            try layout.link("absolute.jpg", to: parent.appendingPathComponent("secret.jpg").path)
            try layout.link("chain.jpg", to: "outside.jpg")
            try layout.link("dangling.jpg", to: "gone.jpg")
            try layout.link("loop.jpg", to: "loop.jpg")
            let folder = MediaFolder(url: layout.media)
            let secret = realPath(parent) + "/secret.jpg"
            #expect(folder.photo(named: "inside.jpg") == .photo(Data(dirtyJPEG)))
            for name in ["outside.jpg", "absolute.jpg", "chain.jpg"] {
                #expect(
                    folder.photo(named: name)
                        == .unreadable("\(layout.path(name)): a link to \(secret), outside the media folder; refused"))
            }
            #expect(
                folder.photo(named: "dangling.jpg")
                    == .missing("\(layout.path("dangling.jpg")): a link to a file that does not exist"))
            #expect(folder.photo(named: "loop.jpg") == .unreadable("\(layout.path("loop.jpg")): a link that loops"))
        }
    }

    @Test("Missing photos, folders, pipes and oversized files each say why")
    func problems() throws {
        try withTemporaryFolder { parent in
            let layout = try Layout(parent)
            try FileManager.default.createDirectory(
                at: layout.media.appendingPathComponent("album.jpg"), withIntermediateDirectories: true)
            #expect(mkfifo(layout.path("pipe.jpg"), 0o600) == 0)
            try layout.write(JPEGFixtures.baseline, to: "big.jpg")
            let folder = MediaFolder(url: layout.media)
            #expect(
                folder.photo(named: "IMG_0404.jpg")
                    == .missing("\(layout.path("IMG_0404.jpg")): no such photo in the media folder"))
            #expect(
                folder.photo(named: "album.jpg") == .unreadable("\(layout.path("album.jpg")): a folder, not a photo"))
            #expect(folder.photo(named: "pipe.jpg") == .unreadable("\(layout.path("pipe.jpg")): not a regular file"))
            #expect(
                MediaFolder(url: layout.media, maximumBytes: 300).photo(named: "big.jpg")
                    == .tooLarge(
                        "\(layout.path("big.jpg")): 337 bytes, more than the 300 bytes a photo may have; save a smaller copy"
                    ))
            #expect(
                folder.photo(named: "IMG_0404.jpg").problem
                    == "\(layout.path("IMG_0404.jpg")): no such photo in the media folder")
        }
    }

    @Test("A file that cannot be opened is unreadable", .enabled(if: geteuid() != 0, "root can read any file"))
    func permissions() throws {
        try withTemporaryFolder { parent in
            let layout = try Layout(parent)
            try layout.write(JPEGFixtures.baseline, to: "locked.jpg")
            #expect(chmod(layout.path("locked.jpg"), 0) == 0)
            #expect(
                MediaFolder(url: layout.media).photo(named: "locked.jpg")
                    == .unreadable("\(layout.path("locked.jpg")): cannot be read (Permission denied)"))
        }
    }

    @Test("A media folder that is missing or is a file is reported once, and for every photo")
    func unusableFolder() throws {
        try withTemporaryFolder { parent in
            let missing = MediaFolder(url: parent.appendingPathComponent("Documents"))
            #expect(missing.problem == "\(parent.path)/Documents: no such media folder; check --media")
            #expect(
                missing.photo(named: "a.jpg")
                    == .missing("\(parent.path)/Documents/a.jpg: no such media folder; check --media"))
            let file = parent.appendingPathComponent("notes.txt")
            try Data("x".utf8).write(to: file)
            let notAFolder = MediaFolder(url: file)
            #expect(notAFolder.problem == "\(file.path): not a folder; --media must name the folder of photos")
            #expect(
                notAFolder.photo(named: "a.jpg")
                    == .unreadable("\(file.path)/a.jpg: not a folder; --media must name the folder of photos"))
        }
    }
}

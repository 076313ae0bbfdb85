import Diary
import Foundation
import Testing

@testable import Preview

// The kqueue watcher's logic on a scripted kernel: each step changes real files as an editor or
// an app would, then answers with the events kqueue delivers for it (a folder is written when
// a name in it comes or goes; a file held is written, extended, deleted or renamed).
@Suite("The kqueue watcher: what it holds open and what it tells")
struct VnodeWatcherTests {
    @Test("Everything on the list is held open when the watcher is made")
    func holdsEverything() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        #expect(
            watcher.kernel.log
                == [
                    "", "export.json", "media", "media/soup.jpg", "templates", "templates/day.md",
                    "templates/partials", "templates/partials/pager.md", "templates/week.md",
                ].map { "watch " + ($0.isEmpty ? fixture.root : $0) })
        #expect(watcher.held.keys.sorted() == fixture.list.vnodes(in: .disk).keys.sorted())
        #expect(watcher.lastLook == nil)
        watcher.close()
    }

    @Test("A diary written in three pieces is told once, when the writes have been quiet")
    func quiet() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let diary = fixture.path("export.json")
        let piece: ScriptedKernel.Step = {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: diary))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(" ".utf8))
            try handle.close()
            return .events([.init(diary, [.written, .extended])])
        }
        let (told, log) = watcher.play([piece, piece, piece, { .timedOut }])
        #expect(told == 1)
        #expect(log == ["wait", "wait 60", "wait 60", "wait 60", "wait"])
        watcher.close()
    }

    @Test("An editor's save (a new file renamed over the old) is told, and the new file held")
    func replaced() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let day = fixture.path("templates/day.md")
        let (told, log) = watcher.play([
            {
                try FileSystem.disk.replace(day, with: Data("## {{date}}".utf8))
                return .events([.init(fixture.path("templates"), .written), .init(day, .deleted)])
            },
            { .timedOut },
        ])
        #expect(told == 1)
        #expect(log == ["wait", "unwatch templates/day.md", "watch templates/day.md", "wait 60", "wait"])
        let held = try #require(watcher.held[day])
        #expect(watcher.kernel.isCurrent(held.handle, at: day))
        watcher.close()
    }

    @Test("A file replaced is opened again even when only its folder's write is told")
    func replacedFolderOnly() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let day = fixture.path("templates/day.md")
        let (told, log) = watcher.play([
            {
                try FileSystem.disk.replace(day, with: Data("## {{date}}".utf8))
                return .events([.init(fixture.path("templates"), .written)])
            },
            { .timedOut },
        ])
        #expect(told == 1)
        #expect(log == ["wait", "unwatch templates/day.md", "watch templates/day.md", "wait 60", "wait"])
        watcher.close()
    }

    @Test("A diary deleted is told and let go of; exported again, it is told and held again")
    func deletedAndMadeAgain() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let diary = fixture.path("export.json")
        let (told, log) = watcher.play([
            {
                try FileManager.default.removeItem(atPath: diary)
                return .events([.init(diary, .deleted), .init(fixture.root, .written)])
            },
            { .timedOut },
            {
                try fixture.write("[{}]", to: "export.json")
                return .events([.init(fixture.root, .written)])
            },
            { .timedOut },
        ])
        #expect(told == 2)
        #expect(
            log == ["wait", "unwatch export.json", "wait 60", "wait", "watch export.json", "wait 60", "wait"])
        watcher.close()
    }

    @Test("A watched file that did not exist (the config, a store's -wal) is told and held once made")
    func madeLater() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let (told, log) = watcher.play([
            {
                try fixture.write("title = \"Soup\"", to: "foodstory.toml")
                return .events([.init(fixture.root, .written)])
            },
            { .timedOut },
        ])
        #expect(told == 1)
        #expect(log == ["wait", "watch foodstory.toml", "wait 60", "wait"])
        watcher.close()
    }

    @Test(
        "New files and folders in a watched folder are told and held; hidden ones and others beside the diary are not")
    func newFiles() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let templates = fixture.path("templates")
        let (told, log) = watcher.play([
            {
                try fixture.write("swap", to: "templates/.week.md.swp")
                return .events([.init(templates, .written)])
            },
            {
                try fixture.write("more shopping", to: "list.txt")
                return .events([.init(fixture.root, .written)])
            },
            {
                try fixture.write("# {{month}}", to: "templates/month.md")
                return .events([.init(templates, .written)])
            },
            { .timedOut },
            {
                try FileManager.default.createDirectory(
                    atPath: fixture.path("templates/recaps"), withIntermediateDirectories: false)
                try fixture.write("# {{week}}", to: "templates/recaps/week.md")
                return .events([.init(templates, .written)])
            },
            { .timedOut },
        ])
        #expect(told == 2)
        #expect(
            log == [
                "wait", "wait", "wait", "watch templates/month.md", "wait 60", "wait", "watch templates/recaps",
                "watch templates/recaps/week.md", "wait 60", "wait",
            ])
        watcher.close()
    }

    @Test("A folder renamed is let go of, with what is in it, and held under its new name")
    func folderRenamed() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let (told, log) = watcher.play([
            {
                try FileManager.default.moveItem(
                    atPath: fixture.path("templates/partials"), toPath: fixture.path("templates/bits"))
                return .events([
                    .init(fixture.path("templates"), .written), .init(fixture.path("templates/partials"), .renamed),
                ])
            },
            { .timedOut },
        ])
        #expect(told == 1)
        #expect(
            log == [
                "wait", "unwatch templates/partials", "unwatch templates/partials/pager.md", "watch templates/bits",
                "watch templates/bits/pager.md", "wait 60", "wait",
            ])
        watcher.close()
    }

    @Test("Over the budget, every handle is let go of and the files are looked at twice a second")
    func overBudget() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher(budget: 9)
        let (told, log) = watcher.play([
            {
                try fixture.write("# {{month}}", to: "templates/month.md")
                return .events([.init(fixture.path("templates"), .written)])
            },
            { .timedOut },
            {
                try fixture.write("[{}, {}]", to: "export.json")
                return .timedOut
            },
            { .timedOut },
        ])
        #expect(told == 2)
        #expect(
            log == ["wait"]
                + [
                    "", "export.json", "media", "media/soup.jpg", "templates", "templates/day.md",
                    "templates/partials", "templates/partials/pager.md", "templates/week.md",
                ].map { "unwatch " + ($0.isEmpty ? fixture.root : $0) }
                + ["wait 500", "wait 500", "wait 500", "wait 500"])
        #expect(watcher.held.isEmpty)
        watcher.close()
    }

    @Test("A list over the budget from the start holds nothing and is looked at")
    func overBudgetFromTheStart() throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher(budget: 3)
        #expect(watcher.kernel.log.isEmpty)
        let (told, log) = watcher.play([
            { .timedOut },
            {
                try fixture.write("# {{date}} {{weekday}}", to: "templates/day.md")
                return .timedOut
            },
        ])
        #expect(told == 1)
        #expect(log == ["wait 500", "wait 500", "wait 500"])
        watcher.close()
    }

    @Test("The stream tells a change from the watcher's own thread and ends when the kernel stops")
    func stream() async throws {
        let fixture = try WatchFixture()
        var watcher = fixture.watcher()
        let diary = fixture.path("export.json")
        watcher.kernel.script = [
            {
                try fixture.write("[{}]", to: "export.json")
                return .events([.init(diary, .written)])
            },
            { .timedOut },
        ]
        var told = 0
        for await _ in VnodeWatcher.changes(watcher, stop: {}) { told += 1 }
        #expect(told == 1)
    }
}

import Days
import Diary
import Foundation
import Keying
import Support

/// Everything `foodstory build` was asked for: its settings (`BuildSettings`, every option that
/// decides what it makes, read through the request as `request.title` and so on), and the world
/// it runs in (output folder, clock, cores, temporary folder, file system, state).
@dynamicMemberLookup
public struct BuildRequest: Sendable {
    /// Every option that decides what the build makes: what its fingerprint holds.
    public var settings: BuildSettings
    /// The output folder.
    public var out: URL
    /// Whether to write into a non-empty folder FoodStory did not create.
    public var force: Bool
    /// The current time.
    public var now: Date
    /// How many cores to work on at once (1: one thing after another; the output is the same).
    public var cores: Int
    /// Where private copies are made while reading.
    public var temporaryDirectory: URL
    /// What every file is read from and written to.
    public var fileSystem: FileSystem
    /// What identifies the program doing the build (its path, size and date), so that a new
    /// `foodstory` never reuses an older one's output.
    public var tool: String
    /// Where the build's state is kept between builds (by default below the temporary folder;
    /// `foodstory build` passes the platform's cache folder, or `--cache-dir`).
    public var state: BuildStateStore
    /// Told as each step starts.
    public var progress: (@Sendable (BuildStep) -> Void)?

    /// A setting, read or changed through the request.
    public subscript<Value>(dynamicMember setting: WritableKeyPath<BuildSettings, Value>) -> Value {
        get { settings[keyPath: setting] }
        set { settings[keyPath: setting] = newValue }
    }

    /// Creates a request from its settings and the world it runs in.
    public init(
        _ settings: BuildSettings, out: URL, force: Bool = false, now: Date, cores: Int, temporaryDirectory: URL,
        fileSystem: FileSystem = .disk, tool: String = "", state: BuildStateStore? = nil
    ) {
        self.settings = settings
        self.out = out
        self.force = force
        self.now = now
        self.cores = cores
        self.temporaryDirectory = temporaryDirectory
        self.fileSystem = fileSystem
        self.tool = tool
        self.state = state ?? .cache(temporaryDirectory.appendingPathComponent("foodstory-cache"))
    }

}

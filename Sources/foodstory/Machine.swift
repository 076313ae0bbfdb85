import Foundation

/// What the command line hands the library about the world it runs in: the library never
/// asks the machine itself.
enum Machine {
    /// The cores this process may use.
    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Where private copies are made while reading.
    static var temporaryDirectory: URL { FileManager.default.temporaryDirectory }

    /// The platform's folder for caches, with FoodStory's own folder in it: where builds keep
    /// their state (`$XDG_CACHE_HOME/foodstory`, else `~/.cache/foodstory` on Linux;
    /// `~/Library/Caches/foodstory` on macOS, as Foundation finds them); below the temporary
    /// folder when there is none.
    static var cacheFolder: URL {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        return (caches ?? temporaryDirectory).appendingPathComponent("foodstory")
    }

    /// The zone the built-in sample diary is kept in, unless `--timezone` says otherwise (for
    /// `sample` and for `build` without `--input`).
    static let sampleTimeZone = "Asia/Kolkata"
}

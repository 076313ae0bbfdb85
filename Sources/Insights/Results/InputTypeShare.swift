import Diary

/// How many entries were logged one way (text, photo, voice), and their share.
public struct InputTypeShare: Hashable, Sendable, Codable {
    /// The way of logging.
    public var inputType: InputType
    /// Entries logged that way.
    public var count: Int
    /// Whole percent of the entries; the shares of one list add up to 100.
    public var percent: Int

    /// Creates a share.
    public init(inputType: InputType, count: Int, percent: Int) {
        self.inputType = inputType
        self.count = count
        self.percent = percent
    }
}

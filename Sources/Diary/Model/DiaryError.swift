/// Why a diary could not be read. Every case carries what a person needs to act: the file,
/// the record where there is one, and what was expected.
public struct DiaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The input file does not exist.
        case missing
        /// The input exists but cannot be read (a folder, no permission, an I/O error).
        case unreadable(String)
        /// The file is empty.
        case empty
        /// The content is neither a JSON export nor a SQLite store.
        case unrecognised
        /// JSON that does not parse.
        case invalidJSON(String)
        /// JSON that parses but is not an array of entries (or an object holding one).
        case wrongJSONShape(String)
        /// A SQLite file shorter than its header says.
        case truncatedSQLite(expectedBytes: Int, actualBytes: Int)
        /// A SQLite file that SQLite itself reports as damaged or unreadable.
        case damagedSQLite(String)
        /// A SQLite database without the `ZFOODENTRY` table (for a pantry: without `foodItem`
        /// or `pantryItem`).
        case notAStore(tables: [String])
        /// A `ZFOODENTRY` table whose columns are not the ones FoodStory knows (for a pantry:
        /// an item table without a required column, or a value of the wrong type).
        case unexpectedStoreShape(String)
        /// A record that could not be read (or needed a warning) under `--strict`.
        case badRecord(RecordProblem)
        /// An output file that cannot be written.
        case cannotWrite(String)
    }

    /// Which input a file was meant to be.
    public enum Source: Hashable, Sendable {
        /// A FoodLogger diary: its JSON export or its store.
        case diary
        /// A pantrydates database (`--pantry`).
        case pantry
    }

    /// The file concerned, as the user named it.
    public var file: String
    /// What went wrong.
    public var reason: Reason
    /// What the file was meant to be; the message names what was expected.
    public var source: Source

    /// Creates an error about `file`.
    public init(file: String, reason: Reason, source: Source = .diary) {
        self.file = file
        self.reason = reason
        self.source = source
    }

    /// The documented exit status: 66 for a missing or unreadable input, 73 for output that
    /// cannot be written, 65 for bad input data.
    public var exitCode: Int32 {
        switch reason {
        case .missing, .unreadable: 66
        case .cannotWrite: 73
        default: 65
        }
    }

    /// One line: the file, the record where there is one, and what was expected.
    public var description: String {
        "\(file): " + detail
    }

    private var expected: String {
        switch source {
        case .diary: "a FoodLogger JSON export or store file"
        case .pantry: "a pantrydates database"
        }
    }

    private var detail: String {
        if source == .pantry, let pantryDetail { return pantryDetail }
        switch reason {
        case .missing:
            return "no such file; expected \(expected)"
        case .unreadable(let why):
            return "cannot be read (\(why))"
        case .empty:
            return "the file is empty; expected \(expected)"
        case .unrecognised:
            return "neither JSON nor a SQLite database; expected a FoodLogger JSON export or store file"
        case .invalidJSON(let why):
            return "not valid JSON (\(why)); expected a FoodLogger JSON export"
        case .wrongJSONShape(let found):
            return "the JSON holds \(found); expected an array of entries or an object with an \"entries\" array"
        case .truncatedSQLite(let expected, let actual):
            return
                "truncated SQLite database: its header promises \(expected) bytes but the file has \(actual); copy the store again"
        case .damagedSQLite(let why):
            return "damaged SQLite database (\(why)); copy the store again"
        case .notAStore(let tables):
            let found = tables.isEmpty ? "no tables" : "tables " + tables.joined(separator: ", ")
            return "SQLite database without a ZFOODENTRY table (found \(found)); expected a FoodLogger store"
        case .unexpectedStoreShape(let why):
            return "ZFOODENTRY has an unexpected shape: \(why)"
        case .badRecord(let problem):
            return problem.message + " (--strict)"
        case .cannotWrite(let why):
            return "cannot be written (\(why))"
        }
    }

    /// The messages that differ for a pantry database; nil where the diary's message fits.
    private var pantryDetail: String? {
        switch reason {
        case .unrecognised, .invalidJSON, .wrongJSONShape:
            return "not a SQLite database; expected a pantrydates database"
        case .truncatedSQLite(let expected, let actual):
            return
                "truncated SQLite database: its header promises \(expected) bytes but the file has \(actual); copy the database again"
        case .damagedSQLite(let why):
            return "damaged SQLite database (\(why)); copy the database again"
        case .notAStore(let tables):
            let found = tables.isEmpty ? "no tables" : "tables " + tables.joined(separator: ", ")
            return
                "SQLite database without a foodItem or pantryItem table (found \(found)); expected a pantrydates database"
        case .unexpectedStoreShape(let why):
            return "the pantry table has an unexpected shape: \(why)"
        default:
            return nil
        }
    }
}

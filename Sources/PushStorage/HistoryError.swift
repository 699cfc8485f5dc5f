/// The history file could not be written.
public struct HistoryError: Error, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What went wrong, for a person.
    public let reason: String

    /// An error about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot append to \(path): \(reason)" }
}

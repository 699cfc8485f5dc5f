/// Which other process recorded a push the console shows: its rows are marked with it.
public enum LogOrigin: Sendable, Equatable {
    /// `pushtui send` (the history record says `via: send`).
    case send
    /// Another console, following the same history file.
    case console

    /// "pushtui send", for the details.
    public var label: String {
        switch self {
        case .send: return "pushtui send"
        case .console: return "another console"
        }
    }

    /// "via send", the mark on the row.
    var tag: String {
        switch self {
        case .send: return "via send"
        case .console: return "via console"
        }
    }
}

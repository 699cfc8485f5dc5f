import Foundation

/// A connection event in the ``Journal``, beside the exchanges: a connection the simulator cut, and
/// why. Encoded as one JSON line with an `event` key, e.g.
/// `{"connection":3,"event":"stalled-reader","stalledMilliseconds":30012,"time":…,"unreadBytes":1065185}`.
public struct JournalEvent: Codable, Sendable, Equatable {
    /// Why the connection was cut.
    public enum Kind: String, Codable, Sendable {
        /// The client took no byte of what was written to it for the write-stall timeout
        /// (``SimulatorConfiguration/writeStallTimeout``).
        case stalledReader = "stalled-reader"
    }

    /// What happened.
    public var event: Kind
    /// When, in milliseconds since 1970 on the configuration's clock.
    public var time: Date
    /// The simulator's number for the connection (1, 2, …), as in ``JournalEntry/connection``.
    public var connection: Int
    /// The bytes written to the client that it had not taken when the connection was cut.
    public var unreadBytes: Int
    /// How long the client had taken none of them, in milliseconds.
    public var stalledMilliseconds: Int

    /// An event with every field given.
    public init(event: Kind, time: Date, connection: Int, unreadBytes: Int, stalledMilliseconds: Int) {
        self.event = event
        self.time = time
        self.connection = connection
        self.unreadBytes = unreadBytes
        self.stalledMilliseconds = stalledMilliseconds
    }

    /// Decodes the connection events of a journal file's contents, leaving out the exchanges.
    public static func decodeLines(_ data: Data) throws -> [JournalEvent] {
        try JournalLines.decode(data, events: true)
    }
}

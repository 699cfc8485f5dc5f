import Foundation
import PushCore

/// One exchange in the ``Journal``: the request as received and the response as sent.
/// Encoded as one JSON line; `authorization` is shortened to its last characters.
public struct JournalEntry: Codable, Sendable, Equatable {
    /// When the response was sent, in milliseconds since 1970 on the configuration's clock.
    public var time: Date
    /// The simulator's number for the connection (1, 2, …).
    public var connection: Int
    /// The HTTP/2 stream ID.
    public var stream: Int32
    /// `:method`.
    public var method: String
    /// `:path`.
    public var path: String
    /// Regular request headers in arrival order.
    public var headers: [HTTPHeader]
    /// The request body as text (invalid UTF-8 replaced; capped like the body itself).
    public var body: String
    /// The response status.
    public var status: Int
    /// The response reason, absent on 200.
    public var reason: String?
    /// The response's `apns-id`.
    public var apnsID: String?
    /// Time from the end of the request to the response, in milliseconds.
    public var latencyMilliseconds: Int

    /// An entry with every field given.
    public init(time: Date, connection: Int, stream: Int32, method: String, path: String, headers: [HTTPHeader], body: String,
                status: Int, reason: String?, apnsID: String?, latencyMilliseconds: Int) {
        self.time = time
        self.connection = connection
        self.stream = stream
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.status = status
        self.reason = reason
        self.apnsID = apnsID
        self.latencyMilliseconds = latencyMilliseconds
    }

    /// Decodes the exchanges of a journal file's contents, one per non-empty line, leaving out the
    /// connection events (``JournalEvent``).
    public static func decodeLines(_ data: Data) throws -> [JournalEntry] {
        try JournalLines.decode(data, events: false)
    }
}

/// The two kinds of journal line: an exchange, or a connection event (a line with an `event` key).
enum JournalLines {
    private struct Kind: Decodable {
        var event: String?
    }

    /// The lines of `data` of one kind, decoded as `Line`.
    static func decode<Line: Decodable>(_ data: Data, events: Bool) throws -> [Line] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let isEvent = try decoder.decode(Kind.self, from: Data(line)).event != nil
            return isEvent == events ? try decoder.decode(Line.self, from: Data(line)) : nil
        }
    }
}

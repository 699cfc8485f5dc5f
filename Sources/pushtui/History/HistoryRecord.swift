import Foundation
import PushConsole
import PushCore

/// One line of the history file: one push and how it ended, from the console or `pushtui send`.
/// Device tokens are kept shortened and no provider token, key or full JWT is ever held.
struct HistoryRecord: Codable, Equatable {
    /// When the send began, in seconds since 1970.
    var time: Double
    /// The console's send number in its session, or the process ID of a `pushtui send`.
    var send: Int
    /// The push's position in its send.
    var index: Int
    var profile: String
    var environment: String
    /// Sent to a custom endpoint (the simulator), not Apple's or Google's host.
    var local: Bool
    var label: String?
    /// The device token's last characters (or the FCM target, the channel ID), never a full token.
    var token: String
    var topic: String
    var pushType: String
    /// The wire body.
    var body: String
    var outcome: String
    var status: Int?
    var reason: String?
    var apnsID: String?
    var uniqueID: String?
    var timestamp: Int?
    var retryAfter: Int?
    var latencyMs: Int
    var error: String?
    /// `send` for a push `pushtui send` made; absent for the console's own.
    var via: String?

    /// The record of an answered row (a push that failed without a response is answered too, with
    /// its failure); nil while the row is in flight.
    init?(_ row: LogRow, via: String? = nil) {
        guard let answer = row.answer else { return nil }
        let response = answer.response
        time = row.sentAt.timeIntervalSince1970
        send = row.sendID.value
        index = row.index
        profile = row.profileName
        environment = row.environment.rawValue
        local = row.isLocal
        label = row.label
        token = row.shortToken
        topic = row.topic
        pushType = row.pushType.rawValue
        body = row.body
        outcome = answer.outcome.rawValue
        status = response?.status ?? answer.httpStatus
        reason = response?.reason?.rawValue
        apnsID = response?.apnsID
        uniqueID = response?.apnsUniqueID
        timestamp = response?.timestamp
        retryAfter = response?.retryAfter
        latencyMs = answer.latencyMilliseconds
        error = answer.failure
        self.via = via
    }

    /// The record as a log row for the console (without its request: the token is shortened).
    var logRow: LogRow {
        let response = status.map { status in
            APNsResponse(status: status, reason: reason.map { APNsReason(rawValue: $0) }, apnsID: apnsID,
                         apnsUniqueID: uniqueID, timestamp: timestamp, retryAfter: retryAfter)
        }
        let answer = SendAnswer(outcome: PushOutcome(rawValue: outcome) ?? .failed, response: response,
                                failure: error, latencyMilliseconds: latencyMs)
        // History rows carry negative send numbers so they never collide with this session's sends.
        return LogRow(sendID: SendID(-abs(send)), index: index, sentAt: Date(timeIntervalSince1970: time),
                      profileName: profile, environment: APNsEnvironment(rawValue: environment) ?? .sandbox,
                      isLocal: local, label: label, shortToken: token, topic: topic,
                      pushType: PushType(rawValue: pushType), body: body, request: nil, answer: answer)
    }

    /// The record as one line of JSON, newline included: the only encoding the file knows.
    func line() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line = try encoder.encode(self)
        line.append(UInt8(ascii: "\n"))
        return line
    }
}

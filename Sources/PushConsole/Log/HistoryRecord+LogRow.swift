import Foundation
import PushCore

/// The console's rows as history records and back: the history file knows records only, and
/// `pushtui send` writes the same records without building rows.
extension HistoryRecord {
    /// The record of an answered row (a push that failed without a response is answered too, with
    /// its failure); nil while the row is in flight.
    public init?(_ row: LogRow, via: String? = nil) {
        guard let answer = row.answer else { return nil }
        let response = answer.response
        self.init(time: row.sentAt.timeIntervalSince1970, send: row.sendID.value, index: row.index,
                  profile: row.profileName, environment: row.environment.rawValue, local: row.isLocal, label: row.label,
                  token: row.shortToken, headers: row.headers, body: row.body,
                  outcome: answer.outcome.rawValue, status: response?.status ?? answer.httpStatus,
                  reason: response?.reason?.rawValue, apnsID: response?.apnsID, uniqueID: response?.apnsUniqueID,
                  timestamp: response?.timestamp, retryAfter: response?.retryAfter,
                  latencyMs: answer.latencyMilliseconds, error: answer.failure, via: via)
        (profileFile, host, keyID) = (row.profileFile, row.host, answer.keyID)
        if case .fcm(let project) = row.service {
            service = ServiceKind.fcm.rawValue
            self.project = project
        }
    }

    /// The record as a log row for the console (without its request: the token is shortened;
    /// with its profile's file when the record has one).
    public var logRow: LogRow {
        let response = status.map { status in
            APNsResponse(status: status, reason: reason.map { APNsReason(rawValue: $0) }, apnsID: apnsID,
                         apnsUniqueID: uniqueID, timestamp: timestamp, retryAfter: retryAfter)
        }
        let answer = SendAnswer(outcome: PushOutcome(rawValue: outcome) ?? .failed, response: response,
                                failure: error, latencyMilliseconds: latencyMs, keyID: keyID)
        // History rows carry negative send numbers so they never collide with this session's sends.
        var row = LogRow(sendID: SendID(-abs(send)), index: index, sentAt: Date(timeIntervalSince1970: time),
                         profileName: profile, environment: APNsEnvironment(rawValue: environment) ?? .sandbox,
                         isLocal: local, label: label, shortToken: token, headers: headers, body: body, request: nil, answer: answer)
        (row.profileFile, row.host) = (profileFile, host)
        if service == ServiceKind.fcm.rawValue { row.service = .fcm(project: project) }
        if via == "send" { row.origin = .send }
        return row
    }

    /// The record as the row of a push another process just recorded: `pushtui send`, or
    /// another console.
    public var followedRow: LogRow {
        var row = logRow
        row.origin = via == "send" ? .send : .console
        return row
    }
}
